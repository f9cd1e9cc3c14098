import { defaultSourceCode, STRATEGY_IDS, type StrategyId } from '@askwise/domain';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { AppealTestDocument, RemoveAppealTestDocument, SaveAppealTestDocument } from './test-and-learn-documents.ts';

export interface TestSetupState {
  isEnabled: boolean;
  strategyB: StrategyId;
  shareA: number;
  sourceCodeA: string;
  sourceCodeB: string;
  /** The optional holdout group C: its share, source code and fixed ladder (whole dollars as typed). */
  hasHoldout: boolean;
  shareC: number;
  sourceCodeC: string;
  fixedLadder: string[];
}

/** The ladder a new holdout group starts with; the user types over it. */
const DEFAULT_FIXED_LADDER = ['25', '50', '100', '250', '500'];

/** The typed ladder fitted to the appeal's number of asks (the defaults fill asks not typed yet). */
export function fixedLadderOf(typed: readonly string[], numberOfAsks: number): string[] {
  return Array.from({ length: numberOfAsks }, (_, k) => typed[k] ?? DEFAULT_FIXED_LADDER[k]!);
}

/** Group B's share: what A and the holdout leave. */
export function shareOfB(state: Pick<TestSetupState, 'shareA' | 'shareC' | 'hasHoldout'>): number {
  return 100 - state.shareA - (state.hasHoldout ? state.shareC : 0);
}

/** The other strategy offered for group B by default: Swing for the Fences, or Secret Sauce when A is it. */
export function otherStrategy(strategyA: StrategyId): StrategyId {
  return strategyA === 'swing_fences' ? 'secret_sauce' : 'swing_fences';
}

/**
 * The strategy page's A/B test set-up: group A takes the strategy chosen on the page, group B another, with
 * the shares and source codes the user sets. save() stores it (or ends a test switched off) before the
 * calculation; it returns an error message or null.
 */
export function useTestSetup(appeal: { id: number; name: string } | null, chosenStrategy: StrategyId | null, numberOfAsks: number) {
  const strategyA = chosenStrategy ?? 'secret_sauce';
  const appealId = appeal?.id ?? 0;
  const [{ data, fetching }] = useQuery({ query: AppealTestDocument, variables: { appealId }, pause: !appeal, requestPolicy: 'network-only' });
  const [, saveTest] = useMutation(SaveAppealTestDocument);
  const [, removeTest] = useMutation(RemoveAppealTestDocument);
  const [state, setState] = useState<TestSetupState | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  const stored = data?.getAppealTest ?? null;

  useEffect(() => {
    if (!appeal || fetching || !data || state) return;
    const groupB = stored?.groups[1];
    const groupC = stored?.groups[2];
    setState({
      isEnabled: stored !== null,
      strategyB: groupB?.strategyId && (STRATEGY_IDS as readonly string[]).includes(groupB.strategyId) ? (groupB.strategyId as StrategyId) : otherStrategy(strategyA),
      shareA: stored?.groups[0]?.share ?? 50,
      sourceCodeA: stored?.groups[0]?.sourceCode ?? defaultSourceCode(appeal.name, 'A'),
      sourceCodeB: groupB?.sourceCode ?? defaultSourceCode(appeal.name, 'B'),
      hasHoldout: groupC !== undefined,
      shareC: groupC?.share ?? 10,
      sourceCodeC: groupC?.sourceCode ?? defaultSourceCode(appeal.name, 'C'),
      // Stored as decimal dollars ('25.00'); shown as whole dollars.
      fixedLadder: groupC?.fixedLadder?.map((ask) => ask.replace(/\.00$/, '')) ?? [],
    });
  }, [appeal, data, fetching, state, stored, strategyA]);

  const update = (changes: Partial<TestSetupState>) => {
    setState((current) => (current ? { ...current, ...changes } : current));
    setIsDirty(true);
  };
  // Group B never runs the strategy group A runs.
  const strategyB = state && state.strategyB === strategyA ? otherStrategy(strategyA) : (state?.strategyB ?? otherStrategy(strategyA));
  const isStoredStrategyA = stored?.groups[0]?.strategyId === strategyA;

  const save = async (): Promise<string | null> => {
    if (!state || !appeal) return null;
    if (!state.isEnabled) {
      if (!stored) return null;
      const removed = await removeTest({ appealId });
      return removed.error ? (removed.error.graphQLErrors[0]?.message ?? 'The test could not be ended.') : null;
    }
    const saved = await saveTest({
      appealId,
      groups: [
        { letter: 'A', strategyId: strategyA, share: state.shareA, sourceCode: state.sourceCodeA },
        { letter: 'B', strategyId: strategyB, share: shareOfB(state), sourceCode: state.sourceCodeB },
        ...(state.hasHoldout ? [{ letter: 'C', share: state.shareC, sourceCode: state.sourceCodeC, fixedLadder: fixedLadderOf(state.fixedLadder, numberOfAsks) }] : []),
      ],
    });
    if (saved.error) return saved.error.graphQLErrors[0]?.message ?? 'The test could not be saved.';
    setIsDirty(false);
    return null;
  };

  return {
    state: state ? { ...state, strategyB, fixedLadder: fixedLadderOf(state.fixedLadder, numberOfAsks) } : null,
    update,
    save,
    /** The calculation must run again: the test changed, or group A's strategy is not the stored one. */
    hasChanges: isDirty || (state?.isEnabled === true && !isStoredStrategyA) || (state?.isEnabled === false && stored !== null),
  };
}
export type TestSetup = ReturnType<typeof useTestSetup>;
