import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook } from '../../test/wizard-test-server.tsx';
import { useWhatIfPreview } from './use-what-if-preview.ts';

async function appealWithFourAsks() {
  return createAppealAt('choose_strategy', 'blackbaud', { numberAskSettings: JSON.stringify({ askNumber: 4, askAnnual: 'ANNUAL_ONLY' }) });
}

describe('useWhatIfPreview', () => {
  it('previews the chosen strategy with the saved number of asks, and asks again when the strategy changes', async () => {
    const appeal = await appealWithFourAsks();
    let strategyId: 'secret_sauce' | 'swing_fences' = 'secret_sauce';
    const { result, rerender } = renderWizardHook(() => useWhatIfPreview(appeal.id, strategyId, 4), { path: `/strategy?appealId=${appeal.id}` });
    await waitFor(() => expect(result.current.preview).not.toBeNull());
    expect(result.current.preview).toMatchObject({ strategyId: 'secret_sauce', numberOfAsks: 4, donors: 0, basis: 'none' });
    strategyId = 'swing_fences';
    rerender();
    // Never the previous strategy's figures while the new ones load.
    expect(result.current.preview?.strategyId ?? 'swing_fences').toBe('swing_fences');
    await waitFor(() => expect(result.current.preview?.strategyId).toBe('swing_fences'));
  });

  it('shows nothing for another number of asks than the saved one, though the server has answered', async () => {
    const appeal = await appealWithFourAsks();
    const { result } = renderWizardHook(() => ({ saved: useWhatIfPreview(appeal.id, 'secret_sauce', 4), other: useWhatIfPreview(appeal.id, 'secret_sauce', 3) }), {
      path: `/strategy?appealId=${appeal.id}`,
    });
    await waitFor(() => expect(result.current.saved.preview).not.toBeNull());
    expect(result.current.other.preview).toBeNull();
  });

  it("refuses another company's appeal", async () => {
    const appeal = await appealWithFourAsks();
    const { result } = renderWizardHook(() => useWhatIfPreview(appeal.id, 'secret_sauce', 4), { path: `/strategy?appealId=${appeal.id}`, who: 'otherCompany' });
    await waitFor(() => expect(result.current.error).toBe('Appeal not found.'));
    expect(result.current.preview).toBeNull();
  });
});
