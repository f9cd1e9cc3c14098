import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook } from '../../test/wizard-test-server.tsx';
import { percentDone, useSendAsksToCrm } from './use-send-asks-to-crm.ts';

describe('useSendAsksToCrm', () => {
  it('counts written, unchanged and refused donors as done', () => {
    expect(percentDone({ status: 'RUNNING', total: 400, written: 150, unchanged: 40, refused: 10 })).toBe(50);
    expect(percentDone({ status: 'DONE', total: 0, written: 0, unchanged: 0, refused: 0 })).toBe(100);
  });

  it('asks nothing of the server when it is not enabled', () => {
    const { result } = renderWizardHook(() => useSendAsksToCrm(1, false), { path: '/prepare-export?appealId=1' });
    expect(result.current).toMatchObject({ categories: [], unavailable: null, latest: null, progress: null, isSending: false });
  });

  it('says why an appeal not yet exported or of an Excel file sends nothing, and offers no category', async () => {
    for (const [source, reason] of [
      ['blackbaud', 'Export the appeal first: the asks sent are the ladders its export mailed.'],
      ['excel', "This appeal's donors came from an Excel file: asks are sent only to Raiser's Edge NXT or Virtuous."],
    ] as const) {
      const appeal = await createAppealAt('completed', source);
      const { result } = renderWizardHook(() => useSendAsksToCrm(appeal.id, true), { path: `/prepare-export?appealId=${appeal.id}` });
      await waitFor(() => expect(result.current.unavailable).toBe(reason));
      expect(result.current.categories).toEqual([]);
      expect(result.current.category).toBeNull();
      expect(result.current.latest).toBeNull();
    }
  });

  it("sends a Virtuous appeal's asks with nothing to choose, and shows the server's reason when it cannot", async () => {
    const notExported = 'Export the appeal first: the asks sent are the ladders its export mailed.';
    const appeal = await createAppealAt('completed', 'virtuous');
    const path = `/prepare-export?appealId=${appeal.id}`;
    const { result } = renderWizardHook(() => useSendAsksToCrm(appeal.id, true, 'virtuous'), { path });
    await waitFor(() => expect(result.current.unavailable).toBe(notExported));
    // No custom field category for Virtuous: the send can start all the same, and goes to the server.
    expect(result.current).toMatchObject({ categories: [], category: null, canStart: true, latest: null, progress: null, error: null });
    await act(() => result.current.start());
    expect(result.current.error).toBe(notExported);
    expect(result.current.isSending).toBe(false);

    // The Raiser's Edge NXT form of the hook on the same appeal waits for a category and sends nothing.
    const asRaisersEdge = renderWizardHook(() => useSendAsksToCrm(appeal.id, true, 'blackbaud'), { path });
    await waitFor(() => expect(asRaisersEdge.result.current.unavailable).toBe(notExported));
    expect(asRaisersEdge.result.current.canStart).toBe(false);
    await act(() => asRaisersEdge.result.current.start());
    expect(asRaisersEdge.result.current.error).toBeNull();
  });
});
