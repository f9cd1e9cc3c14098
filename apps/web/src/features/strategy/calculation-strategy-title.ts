import { STRATEGIES, type StrategyId } from '@askwise/domain';

/** What the calculation works out base asks with: group A's strategy, and group B's too while a test runs. */
export function calculationStrategyTitle(strategyA: StrategyId, test: { isEnabled: boolean; strategyB: StrategyId } | null): string {
  const titleA = STRATEGIES[strategyA].title;
  return test?.isEnabled ? `${titleA} (group A) and ${STRATEGIES[test.strategyB].title} (group B)` : titleA;
}
