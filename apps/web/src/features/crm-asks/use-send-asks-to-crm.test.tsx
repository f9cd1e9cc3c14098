import { waitFor } from '@testing-library/react';
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
});
