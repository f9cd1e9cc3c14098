import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook, storedAppeal } from '../../test/wizard-test-server.tsx';
import { useNumberAskPage } from './use-number-ask-page.ts';

async function openNumberAsk(numberAskSettings?: string, step = 'number_of_asks') {
  const appeal = await createAppealAt(step, 'blackbaud', numberAskSettings ? { numberAskSettings } : {});
  const rendered = renderWizardHook(useNumberAskPage, { path: `/number-ask?appealId=${appeal.id}` });
  await waitFor(() => expect(rendered.result.current).not.toBeNull());
  return { appeal, ...rendered };
}

describe('useNumberAskPage', () => {
  it('starts from the stored choice, saves a new one at choose_strategy and goes on to the strategy', async () => {
    const { appeal, result, location } = await openNumberAsk(JSON.stringify({ askNumber: 3, askAnnual: 'ANNUAL_ONLY' }));
    expect(result.current?.choice).toEqual({ numberOfAsks: 3, askMode: 'ANNUAL_ONLY' });
    act(() => result.current?.setChoice({ numberOfAsks: 5, askMode: 'MONTHLY_ONLY' }));
    await act(() => result.current!.handleNext());
    expect(location.current).toBe(`/strategy?appealId=${appeal.id}`);
    const saved = await storedAppeal(appeal.id);
    expect(saved.step).toBe('choose_strategy');
    expect(JSON.parse(saved.numberAskSettings ?? '')).toEqual({ askNumber: 5, askAnnual: 'MONTHLY_ONLY' });
  });

  it('Save for later keeps the appeal at this step and opens Appeal History', async () => {
    const { appeal, result, location } = await openNumberAsk();
    await act(() => result.current!.handleLater());
    expect(location.current).toBe('/appeal-history');
    expect((await storedAppeal(appeal.id)).step).toBe('number_of_asks');
  });

  it('goes back to the mapping of the appeal', async () => {
    const { appeal, result, location } = await openNumberAsk();
    act(() => result.current!.handleBack());
    expect(location.current).toBe(`/mapping-appeal?appealId=${appeal.id}`);
  });
});
