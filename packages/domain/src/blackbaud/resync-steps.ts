// BlackbaudItemRequests (spec section 7): a resync sends one step name per kind of record it reads again
// from Raiser's Edge NXT and works out from them, 16 in all, each ending _START. A resync empties the
// environment first, so it takes every step; the server refuses a name it does not know or a set without all.

export const BLACKBAUD_RESYNC_STEPS = [
  'CAMPAIGNS_START',
  'APPEALS_START',
  'FUNDS_START',
  'CONSTITUENTS_START',
  'CONSTITUENT_NAMES_START',
  'CONSTITUENT_ADDRESSES_START',
  'CONSTITUENT_EMAILS_START',
  'CONSTITUENT_SPOUSES_START',
  'GIFTS_START',
  'GIFT_SPLITS_START',
  'SOFT_CREDITS_START',
  'AUDIENCE_LISTS_START',
  'CONSTITUENT_TOTALS_START',
  'GIFT_TOTALS_START',
  'AUDIENCE_LIST_TOTALS_START',
  'STATISTICS_START',
] as const;

export type BlackbaudResyncStep = (typeof BLACKBAUD_RESYNC_STEPS)[number];

/** Why a set of step names cannot start a resync (unknown or missing names), or null when it can. */
export function resyncStepsProblem(steps: readonly string[]): string | null {
  const known = new Set<string>(BLACKBAUD_RESYNC_STEPS);
  const unknown = steps.filter((step) => !known.has(step));
  if (unknown.length) return `Unknown sync step: ${unknown.join(', ')}.`;
  const missing = BLACKBAUD_RESYNC_STEPS.filter((step) => !steps.includes(step));
  if (missing.length) return `A resync reads the whole environment again; missing steps: ${missing.join(', ')}.`;
  return null;
}
