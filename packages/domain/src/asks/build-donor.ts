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
    appealGiftLastYear: cents('appealGiftLastYear'),
    appealGiftTwoYearsAgo: cents('appealGiftTwoYearsAgo'),
    appealGiftThreeYearsAgo: cents('appealGiftThreeYearsAgo'),
    campaignGift: cents('campaignGift'),
    specialEventGift: cents('specialEventGift'),
    greatestGift: cents('greatestGift'),
    lifetimeGiving: cents('lifetimeGiving'),
    numberOfLifetimeGifts: overrides.numberOfLifetimeGifts ?? 0,
    wealthRating: cents('wealthRating'),
    zipAverage: cents('zipAverage'),
    customBaseAsk: overrides.customBaseAsk === undefined ? null : dollarsToCents(overrides.customBaseAsk),
  };
}
