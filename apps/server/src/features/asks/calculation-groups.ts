import { testGroupCalculator, testGroupSchema, type AskCalculator, type AskSettings, type TestGroup } from '@askwise/domain';
import { z } from 'zod';
import type { Trx } from '../../db/database.ts';

// A calculation may split the appeal's donors into groups, each calculated with its own calculator: the A/B
// test of features/test-and-learn. That feature plans the groups through this port (wired in app.ts), so the
// calculation does not depend on it. The results keep the plan: each row its group letter (appeal_asks.test_group),
// the run its groups (appeal_ask_runs.test_groups), so the grid explains every row with the calculator that
// made it, whatever happens to the test afterwards.

/** The groups of one calculation: each donor's group by appeal constituent id (an index into `groups`). */
export interface CalculationGroupPlan {
  groups: readonly TestGroup[];
  groupOf: ReadonlyMap<number, number>;
}

/** Plans a calculation's groups; null when every donor gets the appeal's strategy. */
export interface CalculationGroups {
  plan(trx: Trx, appealId: number, settings: AskSettings): Promise<CalculationGroupPlan | null>;
}

/** For a process whose calculations never split donors (a benchmark of the engine alone). */
export const NO_CALCULATION_GROUPS: CalculationGroups = { plan: () => Promise.resolve(null) };

const storedGroupsSchema = z.array(testGroupSchema).nullable();

/** A run's stored groups (appeal_ask_runs.test_groups); null for a run without groups. */
export function parseStoredGroups(stored: unknown): readonly TestGroup[] | null {
  return storedGroupsSchema.parse(stored ?? null);
}

/** Each group's calculator by letter; null for a run without groups. */
export function groupCalculatorsOf(groups: readonly TestGroup[] | null, settings: AskSettings): ReadonlyMap<string, AskCalculator> | null {
  return groups && new Map(groups.map((group) => [group.letter, testGroupCalculator(group, settings)]));
}
