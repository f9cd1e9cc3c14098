import { annualAskString, monthlyAskString, type AskMode } from '@askwise/domain';
import { z } from 'zod';

// Where a send writes and what it writes for each donor. The target is a union by CRM: Raiser's Edge NXT
// needs the custom field category (and whether to record an action); Virtuous writes a Gift Ask, with nothing
// to choose.

export interface RaisersEdgeTarget {
  crm: 'blackbaud';
  /** The constituent custom field category (of type Text) that holds the ladder. */
  category: string;
  /** Also record a Mailing action with the appeal, source code and ladder. */
  recordAction: boolean;
}

export interface VirtuousTarget {
  crm: 'virtuous';
}

export type CrmAskTarget = RaisersEdgeTarget | VirtuousTarget;
export type CrmName = CrmAskTarget['crm'];

const MISSING_CATEGORY = "Choose the custom field category that holds the ladder in Raiser's Edge NXT.";

export const crmAskTargetSchema = z.discriminatedUnion('crm', [
  z.object({ crm: z.literal('blackbaud'), category: z.string({ error: MISSING_CATEGORY }).trim().min(1, MISSING_CATEGORY), recordAction: z.boolean().default(true) }),
  z.object({ crm: z.literal('virtuous') }),
]);

/** The send's target from its row: the crm column says which; sends before Virtuous stored no crm in the JSON. */
export function storedTarget(crm: CrmName, target: unknown): CrmAskTarget {
  if (crm === 'virtuous') return { crm };
  const { category, recordAction } = target as { category: string; recordAction: boolean };
  return { crm, category, recordAction };
}

/** The category an earlier send wrote to (null for Virtuous): a send changes nothing where one wrote the same ladder. */
export function targetCategory(target: CrmAskTarget): string | null {
  return target.crm === 'blackbaud' ? target.category : null;
}

/** The ladder as the donor was asked: annual asks as whole dollars, monthly-only ladders as '/mo'. */
export function ladderText(asks: readonly number[], askMode: AskMode | null): string {
  return askMode === 'MONTHLY_ONLY' ? monthlyAskString(asks) : annualAskString(asks);
}

/** The appeal's marker on what is written: finds an earlier attempt's writes (a custom field comment: at most 50 characters). */
export function appealMarker(appealId: number): string {
  return `Askwise appeal ${appealId}`;
}
