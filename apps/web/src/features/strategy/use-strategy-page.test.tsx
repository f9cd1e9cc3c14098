import { DEFAULT_STRATEGY_ID } from '@askwise/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook, storedAppeal } from '../../test/wizard-test-server.tsx';
import { useStrategyPage } from './use-strategy-page.ts';

async function openStrategy(settings: { numberAskSettings?: string; strategySettings?: string } = {}) {
  const appeal = await createAppealAt('choose_strategy', 'blackbaud', settings);
  const rendered = renderWizardHook(useStrategyPage, { path: `/strategy?appealId=${appeal.id}` });
  await waitFor(() => expect(rendered.result.current).not.toBeNull());
  return { appeal, ...rendered };
}

describe('useStrategyPage', () => {
  it('offers the default strategy to an appeal without one, with the stored number of asks', async () => {
    const { result } = await openStrategy({ numberAskSettings: JSON.stringify({ askNumber: 4, askAnnual: 'ANNUAL_ONLY' }) });
    expect(result.current?.strategyId).toBe(DEFAULT_STRATEGY_ID);
    expect(result.current?.numberOfAsks).toBe(4);
    expect(result.current?.isInProgress).toBe(false);
  });

  it('gives the previews the saved number of asks and mode once the server has answered this page', async () => {
    const { result } = await openStrategy({ numberAskSettings: JSON.stringify({ askNumber: 5, askAnnual: 'ANNUAL_MONTHLY_12' }) });
    await waitFor(() => expect(result.current?.choice).toEqual({ numberOfAsks: 5, askMode: 'ANNUAL_MONTHLY_12' }));
  });

  it('keeps the stored strategy, and Save for later stores a new choice at this step', async () => {
    const { appeal, result, location } = await openStrategy({ strategySettings: 'swing_fences' });
    expect(result.current?.strategyId).toBe('swing_fences');
    act(() => result.current!.setStrategyId('nice_easy'));
    await act(() => result.current!.handleLater());
    expect(location.current).toBe('/appeal-history');
    const saved = await storedAppeal(appeal.id);
    expect(saved).toMatchObject({ step: 'choose_strategy', strategySettings: 'nice_easy' });
  });

  it('goes back to the number of asks', async () => {
    const { appeal, result, location } = await openStrategy();
    act(() => result.current!.handleBack());
    expect(location.current).toBe(`/number-ask?appealId=${appeal.id}`);
  });
});
