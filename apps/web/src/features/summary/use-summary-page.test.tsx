import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook } from '../../test/wizard-test-server.tsx';
import { useSummaryPage } from './use-summary-page.ts';

describe('useSummaryPage: a summary without asks sends the user back (spec section 2, Summary)', () => {
  it('an appeal of an audience without donors goes back to its mapping', async () => {
    const appeal = await createAppealAt('summary');
    const { result, location } = renderWizardHook(useSummaryPage, { path: `/review-strategy?appealId=${appeal.id}` });
    await waitFor(() => expect(location.current).toBe(`/mapping-appeal?appealId=${appeal.id}`));
    expect(result.current).toBeNull();
  });

  it('an Excel appeal without donors goes back to its file', async () => {
    const appeal = await createAppealAt('summary', 'excel');
    const { location } = renderWizardHook(useSummaryPage, { path: `/review-strategy?appealId=${appeal.id}` });
    await waitFor(() => expect(location.current).toBe('/excel/file-detail'));
  });
});
