import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook } from '../../test/wizard-test-server.tsx';
import { useReviewGridPage } from './use-review-grid-page.ts';

async function openGrid(query = '') {
  const appeal = await createAppealAt('review_ask_strategy');
  const rendered = renderWizardHook(useReviewGridPage, { path: `/grid?appealId=${appeal.id}&filterType=all_constituents${query}` });
  await waitFor(() => expect(rendered.result.current?.page).toBeTruthy());
  return { appeal, ...rendered };
}

describe('useReviewGridPage', () => {
  it('knows an appeal without calculated asks, and keeps its filter and search in the address', async () => {
    const { result, location, appeal } = await openGrid();
    expect(result.current?.isCalculated).toBe(false);
    expect(result.current?.rows).toEqual([]);
    act(() => result.current!.setParams({ filterType: 'handle_manually', searchText: 'Smith', pageNumber: 1 }));
    expect(location.current).toBe(`/grid?appealId=${appeal.id}&filterType=handle_manually&searchText=Smith&pageNumber=1`);
    await waitFor(() => expect(result.current?.params).toMatchObject({ filterType: 'handle_manually', searchText: 'Smith' }));
  });

  it('Back without pending changes goes to the summary, of the second system too', async () => {
    const { result, location, appeal } = await openGrid('&env=virtuous');
    expect(result.current?.pending.count).toBe(0);
    act(() => result.current!.handleBack());
    expect(location.current).toBe(`/review-strategy?appealId=${appeal.id}&env=virtuous`);
  });
});
