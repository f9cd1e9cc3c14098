import { dollarsToCents } from '../money.ts';
import { BAND_FLOORS, TIER_FLOORS } from './ladder-rules.ts';

const [B1_FROM, B2_FROM, B3_FROM, B4_FROM, B5_FROM] = BAND_FLOORS.map(dollarsToCents) as [
  number,
  number,
  number,
  number,
  number,
];
const LARGE_FROM = dollarsToCents(TIER_FLOORS.large);
const MEDIUM_FROM = dollarsToCents(TIER_FLOORS.medium);

/** Band index of a gift in cents: 0 for B1 ($25,000+) ... 5 for B6 (below $100). */
export function bandOf(cents: number): 0 | 1 | 2 | 3 | 4 | 5 {
  if (cents >= B3_FROM) return cents >= B1_FROM ? 0 : cents >= B2_FROM ? 1 : 2;
  return cents >= B4_FROM ? 3 : cents >= B5_FROM ? 4 : 5;
}

/** Tier index of an amount in cents: 0 small (below $100), 1 medium, 2 large ($1,000+). */
export function tierOf(cents: number): 0 | 1 | 2 {
  return cents >= LARGE_FROM ? 2 : cents >= MEDIUM_FROM ? 1 : 0;
}
