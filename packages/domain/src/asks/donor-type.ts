import type { AskDonor, DonorType } from './ask-types.ts';

/** The donor's type from their giving (a gift of 0 or less counts as no gift). */
export function classifyDonor(donor: AskDonor): DonorType {
  const hasLastYear = donor.appealGiftLastYear > 0;
  const hasEarlierAppeal = donor.appealGiftTwoYearsAgo > 0 || donor.appealGiftThreeYearsAgo > 0;
  const isAppealDonor = hasLastYear || hasEarlierAppeal;
  const hasCampaign = donor.campaignGift > 0;
  const hasSpecialEvent = donor.specialEventGift > 0;
  // 'Giving of any kind' is exactly what rules 1-4 look at, so a non-donor is who rule 5 serves.
  const hasGiven = isAppealDonor || hasCampaign || hasSpecialEvent || donor.greatestGift > 0 || donor.lifetimeGiving > 0;
  return {
    renewal: hasLastYear,
    recapture: !hasLastYear && hasEarlierAppeal,
    allAppealDonors: isAppealDonor,
    nonDonor: !hasGiven,
    donorNotAppeal: hasGiven && !isAppealDonor,
    campaignOnlyDonor: hasCampaign && !hasSpecialEvent && !isAppealDonor,
    specialEventOnly: hasSpecialEvent && !hasCampaign && !isAppealDonor,
    wealthRating: donor.wealthRating > 0,
  };
}

/** The ask-log subtitle naming the donor type. */
export function donorTypeTitle(type: DonorType, isNewDonor: boolean): string {
  if (type.renewal) {
    return isNewDonor ? 'New donor: gave to the appeal last year only' : 'Renewal: gave to the appeal last year';
  }
  if (type.recapture) return 'Recapture: gave to the appeal two or three years ago, not last year';
  if (type.campaignOnlyDonor) return 'Campaign-only donor: gave to the campaign, not to the appeal';
  if (type.specialEventOnly) return 'Special event-only donor: gave to the special event, not to the appeal';
  if (type.donorNotAppeal) return 'Donor, but not to the appeal';
  return 'Non-donor: no giving found';
}
