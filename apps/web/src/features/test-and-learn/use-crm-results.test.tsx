import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppealAt, renderWizardHook } from '../../test/wizard-test-server.tsx';
import { useCrmResults } from './use-crm-results.ts';

describe('useCrmResults', () => {
  it("offers nothing for an appeal of an Excel file: its results come from a file", async () => {
    const appeal = await createAppealAt('completed', 'excel');
    const { result } = renderWizardHook(() => useCrmResults(appeal.id, () => undefined), { path: `/appeal-results?appealId=${appeal.id}` });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAvailable).toBe(false);
  });

  it("is offered for an appeal of a Raiser's Edge NXT environment, needs an appeal and a date, and says what is wrong", async () => {
    const appeal = await createAppealAt('completed', 'blackbaud');
    const onRead = vi.fn();
    const { result } = renderWizardHook(() => useCrmResults(appeal.id, onRead), { path: `/appeal-results?appealId=${appeal.id}` });
    await waitFor(() => expect(result.current.isAvailable).toBe(true));
    expect(result.current.isLinked).toBe(false);
    expect(result.current.canRead).toBe(false);
    act(() => result.current.setCrmAppealId('999999'));
    act(() => result.current.setFromDate('2026-03'));
    expect(result.current.canRead).toBe(false);
    act(() => result.current.setFromDate('2026-03-01'));
    expect(result.current.canRead).toBe(true);
    await act(() => result.current.handleRead());
    expect(result.current.error).toBe("Choose one of the environment's appeals.");
    expect(onRead).not.toHaveBeenCalled();
  });
});
