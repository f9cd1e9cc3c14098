import { waitFor } from '@testing-library/react';
import { useQuery } from 'urql';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook, request, type TestUser } from '../../test/wizard-test-server.tsx';
import { StrategySuggestionDocument } from './test-and-learn-documents.ts';
import { useLastTestSuggestion } from './use-last-test-suggestion.ts';

/**
 * The hook with the query it reads, read through the same client: null is also the hook's answer while it
 * loads, so its answer is judged once the server's is in.
 */
function openSuggestion(appealId: number, who: TestUser = 'user') {
  return renderWizardHook(
    () => {
      const [answer] = useQuery({ query: StrategySuggestionDocument, variables: { appealId }, requestPolicy: 'cache-and-network' });
      return { suggestion: useLastTestSuggestion(appealId), answer };
    },
    { path: `/review-strategy?appealId=${appealId}`, who },
  );
}

// A suggestion needs an earlier appeal whose test has results (mailed ladders and a results file); the web tests'
// companies have no donors to mail, so the hook's shown suggestion is left to the test-and-learn journey.
describe('useLastTestSuggestion', () => {
  it('has no suggestion without an appeal', () => {
    const { result } = renderWizardHook(() => useLastTestSuggestion(null), { path: '/review-strategy' });
    expect(result.current).toBeNull();
  });

  it('has none for an appeal of a company without any test with results, as the server answers', async () => {
    const appeal = await createAppealAt('review_ask_strategy');
    expect((await request(StrategySuggestionDocument, { appealId: appeal.id })).getStrategySuggestion).toBeNull();
    const { result } = openSuggestion(appeal.id);
    await waitFor(() => expect(result.current.answer.data).toBeDefined());
    expect(result.current.answer.error).toBeUndefined();
    expect(result.current.suggestion).toBeNull();
  });

  it("has none, and does not fail, for another company's appeal the server refuses", async () => {
    const appeal = await createAppealAt('review_ask_strategy');
    const { result } = openSuggestion(appeal.id, 'otherCompany');
    await waitFor(() => expect(result.current.answer.error).toBeDefined());
    expect(result.current.answer.error?.graphQLErrors[0]?.message).toBe('Appeal not found.');
    expect(result.current.suggestion).toBeNull();
  });
});
