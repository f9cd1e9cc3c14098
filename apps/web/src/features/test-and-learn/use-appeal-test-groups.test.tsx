import { STRATEGIES } from '@askwise/domain';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook, request } from '../../test/wizard-test-server.tsx';
import { SaveAppealTestDocument } from './test-and-learn-documents.ts';
import { useAppealTestGroups } from './use-appeal-test-groups.ts';

describe('useAppealTestGroups', () => {
  it('has no groups without an appeal', () => {
    const { result } = renderWizardHook(() => useAppealTestGroups(null), { path: '/review-strategy' });
    expect(result.current).toEqual([]);
  });

  it("gives the groups of the appeal's test, named by their strategies, with no donors before the calculation", async () => {
    const appeal = await createAppealAt('review_ask_strategy');
    await request(SaveAppealTestDocument, {
      appealId: appeal.id,
      groups: [
        { letter: 'A', strategyId: 'nice_easy', share: 50, sourceCode: 'GRID-A' },
        { letter: 'B', strategyId: 'swing_fences', share: 50, sourceCode: 'GRID-B' },
      ],
    });
    const { result } = renderWizardHook(() => useAppealTestGroups(appeal.id), { path: `/review-strategy?appealId=${appeal.id}` });
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(result.current.map(({ letter, strategyName, sourceCode, donors }) => ({ letter, strategyName, sourceCode, donors }))).toEqual([
      { letter: 'A', strategyName: STRATEGIES.nice_easy.title, sourceCode: 'GRID-A', donors: 0 },
      { letter: 'B', strategyName: STRATEGIES.swing_fences.title, sourceCode: 'GRID-B', donors: 0 },
    ]);
  });
});
