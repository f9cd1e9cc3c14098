import type { StrategyId } from '@askwise/domain';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook, request } from '../../test/wizard-test-server.tsx';
import { AppealTestDocument, SaveAppealTestDocument } from './test-and-learn-documents.ts';
import { useTestSetup } from './use-test-setup.ts';

// 'Appeal at choose_strategy' gives the default source codes APPEALAT-A, -B and -C.
const THREE_ASKS = { numberAskSettings: JSON.stringify({ askNumber: 3, askAnnual: 'ANNUAL_ONLY' }) };

/** The set-up of a new appeal at the strategy step, with `chosen` as the page's strategy (group A). */
async function openSetup(chosen: StrategyId = 'nice_easy') {
  const appeal = await createAppealAt('choose_strategy', 'blackbaud', THREE_ASKS);
  return { appeal, ...(await renderSetup(appeal, chosen)) };
}

async function renderSetup(appeal: { id: number; name: string }, chosen: StrategyId) {
  const rendered = renderWizardHook(() => useTestSetup(appeal, chosen, 3), { path: `/strategy?appealId=${appeal.id}` });
  await waitFor(() => expect(rendered.result.current.state).not.toBeNull());
  return { ...rendered, setup: () => rendered.result.current };
}

async function storedTest(appealId: number) {
  return (await request(AppealTestDocument, { appealId })).getAppealTest;
}

const stored2 = (appealId: number, strategyA: StrategyId) =>
  request(SaveAppealTestDocument, {
    appealId,
    groups: [
      { letter: 'A', strategyId: strategyA, share: 70, sourceCode: 'SPRING-A' },
      { letter: 'B', strategyId: 'swing_fences', share: 30, sourceCode: 'SPRING-B' },
    ],
  });

describe('useTestSetup', () => {
  it('starts an appeal without a test switched off, with 50/50 shares, the default codes and ladder', async () => {
    const { appeal, setup } = await openSetup();
    expect(setup().state).toEqual({
      isEnabled: false,
      strategyB: 'swing_fences',
      shareA: 50,
      sourceCodeA: 'APPEALAT-A',
      sourceCodeB: 'APPEALAT-B',
      hasHoldout: false,
      shareC: 10,
      sourceCodeC: 'APPEALAT-C',
      fixedLadder: ['25', '50', '100'],
    });
    expect(setup().hasChanges).toBe(false);
    expect(await act(() => setup().save())).toBeNull();
    expect(await storedTest(appeal.id)).toBeNull();
  });

  it("saves a test switched on: A runs the page's strategy, B the other donors; reopened, nothing is left to save", async () => {
    const { appeal, setup } = await openSetup('nice_easy');
    act(() => setup().update({ isEnabled: true, shareA: 60, sourceCodeB: 'SPRING-B' }));
    expect(setup().hasChanges).toBe(true);
    expect(await act(() => setup().save())).toBeNull();
    expect((await storedTest(appeal.id))?.groups).toMatchObject([
      { letter: 'A', strategyId: 'nice_easy', share: 60, sourceCode: 'APPEALAT-A' },
      { letter: 'B', strategyId: 'swing_fences', share: 40, sourceCode: 'SPRING-B' },
    ]);
    const reopened = await renderSetup(appeal, 'nice_easy');
    expect(reopened.setup().state).toMatchObject({ isEnabled: true, shareA: 60, sourceCodeB: 'SPRING-B' });
    expect(reopened.setup().hasChanges).toBe(false);
  });

  it('never gives group B the strategy of group A', async () => {
    const { setup } = await openSetup('swing_fences');
    expect(setup().state?.strategyB).toBe('secret_sauce');
    act(() => setup().update({ strategyB: 'swing_fences' }));
    expect(setup().state?.strategyB).toBe('secret_sauce');
    act(() => setup().update({ strategyB: 'nice_easy' }));
    expect(setup().state?.strategyB).toBe('nice_easy');
  });

  it("saves a holdout group C with the typed ladder fitted to the appeal's asks, and opens with it again", async () => {
    const { appeal, setup } = await openSetup();
    act(() => setup().update({ isEnabled: true, hasHoldout: true, shareA: 45, shareC: 10, fixedLadder: ['30'] }));
    expect(setup().state?.fixedLadder).toEqual(['30', '50', '100']);
    expect(await act(() => setup().save())).toBeNull();
    expect((await storedTest(appeal.id))?.groups.map((g) => [g.letter, g.share])).toEqual([
      ['A', 45],
      ['B', 45],
      ['C', 10],
    ]);

    const reopened = await renderSetup(appeal, 'nice_easy');
    expect(reopened.setup().state).toMatchObject({ isEnabled: true, hasHoldout: true, shareA: 45, shareC: 10, fixedLadder: ['30', '50', '100'] });
  });

  it("returns the server's refusal in its words, and the changes stay to be saved", async () => {
    const { appeal, setup } = await openSetup();
    act(() => setup().update({ isEnabled: true, sourceCodeB: 'appealat-a' }));
    expect(await act(() => setup().save())).toBe('The groups need different source codes.');
    expect(setup().hasChanges).toBe(true);
    expect(await storedTest(appeal.id)).toBeNull();
  });

  it('ends a stored test when it is switched off', async () => {
    const appeal = await createAppealAt('choose_strategy', 'blackbaud', THREE_ASKS);
    await stored2(appeal.id, 'nice_easy');
    const { setup } = await renderSetup(appeal, 'nice_easy');
    expect(setup().state).toMatchObject({ isEnabled: true, shareA: 70, sourceCodeA: 'SPRING-A', sourceCodeB: 'SPRING-B', hasHoldout: false });
    expect(setup().hasChanges).toBe(false);
    act(() => setup().update({ isEnabled: false }));
    expect(setup().hasChanges).toBe(true);
    expect(await act(() => setup().save())).toBeNull();
    expect(await storedTest(appeal.id)).toBeNull();
  });

  it("asks for a new calculation when the stored group A ran another strategy than the page's", async () => {
    const appeal = await createAppealAt('choose_strategy', 'blackbaud', THREE_ASKS);
    await stored2(appeal.id, 'secret_sauce');
    const { setup } = await renderSetup(appeal, 'nice_easy');
    expect(setup().hasChanges).toBe(true);
  });
});
