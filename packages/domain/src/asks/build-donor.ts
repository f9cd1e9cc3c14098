import { ASK_GIVING_KEYS, type AskGivingKey } from '../giving-fields.ts';
import { dollarsToCents } from '../money.ts';
import type { AskDonor } from './ask-types.ts';

type DonorInDollars = Partial<Record<keyof AskDonor, number>>;

/**
 * Test factory: an ask donor from amounts in dollars, as the ask rules write them (missing = 0).
 * numberOfLifetimeGifts stays a count.
 */
export function buildDonor(overrides: DonorInDollars = {}): AskDonor {
  const cents = (field: keyof AskDonor): number => dollarsToCents(overrides[field] ?? 0);
  return {
    ...(Object.fromEntries(ASK_GIVING_KEYS.map((key) => [key, cents(key)])) as Record<AskGivingKey, number>),
    numberOfLifetimeGifts: overrides.numberOfLifetimeGifts ?? 0,
    wealthRating: cents('wealthRating'),
    zipAverage: cents('zipAverage'),
    customBaseAsk: overrides.customBaseAsk === undefined ? null : dollarsToCents(overrides.customBaseAsk),
  };
}
