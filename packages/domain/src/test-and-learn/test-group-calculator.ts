import { strategyCalculator, type AskCalculator } from '../asks/calculate-asks.ts';
import type { AskSettings } from '../asks/ask-choices.ts';
import { prepareStrategy } from '../asks/prepare-strategy.ts';
import { fixedLadderCalculator } from './fixed-ladder.ts';
import { HOLDOUT_LETTER, type TestGroup } from './test-groups.ts';

/**
 * The calculator of a test group: A and B their strategies, the holdout C its fixed ladder. The calculation
 * uses it for the group's donors, and the review grid to explain and recalculate the rows it made.
 */
export function testGroupCalculator(group: TestGroup, settings: AskSettings): AskCalculator {
  return group.letter === HOLDOUT_LETTER ? fixedLadderCalculator(group.fixedLadder) : strategyCalculator(prepareStrategy(group.strategyId, settings));
}
