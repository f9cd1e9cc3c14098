import { annualAskString, monthlyAskString, type AskMode } from '@askwise/domain';

// Where a send writes and what it writes for each donor.

export interface RaisersEdgeTarget {
  /** The constituent custom field category (of type Text) that holds the ladder. */
  category: string;
  /** Also record a Mailing action with the appeal, source code and ladder. */
  recordAction: boolean;
}

/** The ladder as the donor was asked: annual asks as whole dollars, monthly-only ladders as '/mo'. */
export function ladderText(asks: readonly number[], askMode: AskMode | null): string {
  return askMode === 'MONTHLY_ONLY' ? monthlyAskString(asks) : annualAskString(asks);
}

/** The appeal's marker on what is written: finds an earlier attempt's writes (a custom field comment: at most 50 characters). */
export function appealMarker(appealId: number): string {
  return `Askwise appeal ${appealId}`;
}
