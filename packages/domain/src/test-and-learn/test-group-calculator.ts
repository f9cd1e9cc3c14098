import { strategyCalculator, strategyLadderCalculator, type AskCalculator, type AskLadderCalculator } from '../asks/calculate-asks.ts';
import type { AskSettings } from '../asks/ask-choices.ts';
import { prepareStrategy } from '../asks/prepare-strategy.ts';
import { fixedLadderCalculator } from './fixed-ladder.ts';
import { HOLDOUT_LETTER, type TestGroup } from './test-groups.ts';

/**
 * The calculator of a test group: A and B their strategies, the holdout C its fixed ladder. The review grid
 * uses it to explain and recalculate the rows a calculation made.
 */
export function testGroupCalculator(group: TestGroup, settings: AskSettings): AskCalculator {
  return group.letter === HOLDOUT_LETTER ? fixedLadderCalculator(group.fixedLadder) : strategyCalculator(prepareStrategy(group.strategyId, settings));
}

/** The same without ask logs, for the calculation of the group's donors (the holdout's fixed lines cost nothing). */
export function testGroupLadderCalculator(group: TestGroup, settings: AskSettings): AskLadderCalculator {
  return group.letter === HOLDOUT_LETTER ? fixedLadderCalculator(group.fixedLadder) : strategyLadderCalculator(prepareStrategy(group.strategyId, settings));
}
