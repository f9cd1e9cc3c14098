import {
  DONOR_STATUSES,
  FLAG_LABELS,
  SUMMARY_BANDS,
  summaryBandOf,
  type AskFlags,
  type DonorStatus,
  type DonorType,
  type SummaryBandKey,
} from '@askwise/domain';

// Every grid filter is a set of bits that a donor's row must all carry (filter_bits & mask = mask). The
// bits are worked out from the engine's result when the row is written, so a filter is a bit test and
// its page index (filter-blocks.ts) can be kept exact when a row changes.

export const ASK_BITS = {
  isSpicy: 1 << 0,
  threeXAppealGift: 1 << 1,
  oneKMoreLastYear: 1 << 2,
  fiveKOrAbove: 1 << 3,
  top100: 1 << 4,
  renewal: 1 << 5,
  recapture: 1 << 6,
  nonDonor: 1 << 7,
  donorNotAppeal: 1 << 8,
  campaignOnlyDonor: 1 << 9,
  specialEventOnly: 1 << 10,
  wealthRating: 1 << 11,
  allAppealDonors: 1 << 12,
  isBaseline: 1 << 13,
} as const;

const BAND_BIT_FROM = 14;
const STATUS_BIT_FROM = 20;

export const BAND_BITS: Readonly<Record<SummaryBandKey, number>> = Object.fromEntries(
  SUMMARY_BANDS.map((band, index) => [band.key, 1 << (BAND_BIT_FROM + index)]),
) as Record<SummaryBandKey, number>;

export const STATUS_BITS: Readonly<Record<DonorStatus, number>> = Object.fromEntries(
  DONOR_STATUSES.map((status, index) => [status, 1 << (STATUS_BIT_FROM + index)]),
) as Record<DonorStatus, number>;

const ALL_STATUS_BITS = DONOR_STATUSES.reduce((mask, status) => mask | STATUS_BITS[status], 0);
const ALL_BAND_BITS = SUMMARY_BANDS.reduce((mask, band) => mask | BAND_BITS[band.key], 0);

/** The bits a row keeps whatever its ask and status (the donor's giving decides them). */
export const DONOR_TYPE_BITS =
  ASK_BITS.renewal |
  ASK_BITS.recapture |
  ASK_BITS.nonDonor |
  ASK_BITS.donorNotAppeal |
  ASK_BITS.campaignOnlyDonor |
  ASK_BITS.specialEventOnly |
  ASK_BITS.wealthRating |
  ASK_BITS.allAppealDonors;

/** A row's bits from the engine's result; top100 is added once the whole appeal is known. */
export function askBitsOf(primaryAsk: number, flags: AskFlags, donorType: DonorType, isBaseline: boolean, status: DonorStatus): number {
  let bits = BAND_BITS[summaryBandOf(primaryAsk)] | STATUS_BITS[status];
  if (flags.isSpicy) bits |= ASK_BITS.isSpicy;
  if (flags.threeXAppealGift) bits |= ASK_BITS.threeXAppealGift;
  if (flags.oneKMoreLastYear) bits |= ASK_BITS.oneKMoreLastYear;
  if (flags.fiveKOrAbove) bits |= ASK_BITS.fiveKOrAbove;
  if (donorType.renewal) bits |= ASK_BITS.renewal;
  if (donorType.recapture) bits |= ASK_BITS.recapture;
  if (donorType.nonDonor) bits |= ASK_BITS.nonDonor;
  if (donorType.donorNotAppeal) bits |= ASK_BITS.donorNotAppeal;
  if (donorType.campaignOnlyDonor) bits |= ASK_BITS.campaignOnlyDonor;
  if (donorType.specialEventOnly) bits |= ASK_BITS.specialEventOnly;
  if (donorType.wealthRating) bits |= ASK_BITS.wealthRating;
  if (donorType.allAppealDonors) bits |= ASK_BITS.allAppealDonors;
  if (isBaseline) bits |= ASK_BITS.isBaseline;
  return bits;
}

/** The same row with another status. */
export function withStatusBits(bits: number, status: DonorStatus): number {
  return (bits & ~ALL_STATUS_BITS) | STATUS_BITS[status];
}

export function statusOfBits(bits: number): DonorStatus {
  return DONOR_STATUSES.find((status) => (bits & STATUS_BITS[status]) !== 0) ?? 'ready_export';
}

export function bandOfBits(bits: number): SummaryBandKey {
  return SUMMARY_BANDS.find((band) => (bits & BAND_BITS[band.key]) !== 0)?.key ?? SUMMARY_BANDS[0].key;
}

export function flagsOfBits(bits: number): AskFlags {
  return {
    isSpicy: (bits & ASK_BITS.isSpicy) !== 0,
    threeXAppealGift: (bits & ASK_BITS.threeXAppealGift) !== 0,
    oneKMoreLastYear: (bits & ASK_BITS.oneKMoreLastYear) !== 0,
    fiveKOrAbove: (bits & ASK_BITS.fiveKOrAbove) !== 0,
  };
}

export function donorTypeOfBits(bits: number): DonorType {
  return {
    renewal: (bits & ASK_BITS.renewal) !== 0,
    recapture: (bits & ASK_BITS.recapture) !== 0,
    allAppealDonors: (bits & ASK_BITS.allAppealDonors) !== 0,
    nonDonor: (bits & ASK_BITS.nonDonor) !== 0,
    donorNotAppeal: (bits & ASK_BITS.donorNotAppeal) !== 0,
    campaignOnlyDonor: (bits & ASK_BITS.campaignOnlyDonor) !== 0,
    specialEventOnly: (bits & ASK_BITS.specialEventOnly) !== 0,
    wealthRating: (bits & ASK_BITS.wealthRating) !== 0,
  };
}

export interface GridFilter {
  /** The filterType of the grid's address (spec section 9), or a dynamic entry from the summary. */
  id: string;
  label: string;
  mask: number;
}

/** Grid filter names of the summary bands (spec section 9), in band order. */
export const BAND_FILTER_IDS: Readonly<Record<SummaryBandKey, string>> = {
  ask0to99: 'less99',
  ask100to249: 'more100to249',
  ask250to499: 'more250to499',
  ask500to999: 'more500to999',
  ask1000to4999: 'more1000to4999',
  askOver5000: 'more5000',
};

/** The list names of the three statuses (spec section 2, review grid). */
export const STATUS_LIST_LABELS: Readonly<Record<DonorStatus, string>> = {
  ready_export: 'Primary List',
  handle_manually: 'Secondary List',
  exclude_export: 'Exclude From Export',
};

export const DEFAULT_FILTER_TYPE = 'all_constituents';

/** Band-by-status entries of the summary chart: 'more100to249__handle_manually'. */
export function bandStatusFilterId(band: SummaryBandKey, status: DonorStatus): string {
  return `${BAND_FILTER_IDS[band]}__${status}`;
}

const STATIC_FILTERS: GridFilter[] = [
  { id: DEFAULT_FILTER_TYPE, label: 'All Constituents', mask: 0 },
  ...SUMMARY_BANDS.map((band) => ({ id: BAND_FILTER_IDS[band.key], label: band.label, mask: BAND_BITS[band.key] })),
  { id: 'spicyOnes', label: 'Flagged for review', mask: ASK_BITS.isSpicy },
  { id: 'fiveKOrAbove', label: FLAG_LABELS.fiveKOrAbove, mask: ASK_BITS.fiveKOrAbove },
  { id: 'threeXAppealGift', label: FLAG_LABELS.threeXAppealGift, mask: ASK_BITS.threeXAppealGift },
  { id: 'oneKMoreLastYear', label: FLAG_LABELS.oneKMoreLastYear, mask: ASK_BITS.oneKMoreLastYear },
  { id: 'top100', label: 'Top 100 asks', mask: ASK_BITS.top100 },
  { id: 'renewals', label: 'Renewals', mask: ASK_BITS.renewal },
  { id: 'recaptures', label: 'Recaptures', mask: ASK_BITS.recapture },
  { id: 'nonDonors', label: 'Non-donors', mask: ASK_BITS.nonDonor },
  { id: 'donorsButNotToTheAppeal', label: 'Donors but not to the appeal', mask: ASK_BITS.donorNotAppeal },
  { id: 'campaignOnlyDonors', label: 'Campaign-only', mask: ASK_BITS.campaignOnlyDonor },
  { id: 'specialEventOnlyDonors', label: 'Special event-only', mask: ASK_BITS.specialEventOnly },
  { id: 'withWealthRating', label: 'With wealth ratings', mask: ASK_BITS.wealthRating },
  { id: 'allAppealDonors', label: 'All appeal donors (last 3 years)', mask: ASK_BITS.allAppealDonors },
  { id: 'assignedBaselineAsk', label: 'Assigned baseline ask', mask: ASK_BITS.isBaseline },
];

const DYNAMIC_FILTERS: GridFilter[] = [
  ...DONOR_STATUSES.map((status) => ({ id: status, label: STATUS_LIST_LABELS[status], mask: STATUS_BITS[status] })),
  ...SUMMARY_BANDS.flatMap((band) =>
    DONOR_STATUSES.map((status) => ({
      id: bandStatusFilterId(band.key, status),
      label: `${band.label} · ${STATUS_LIST_LABELS[status]}`,
      mask: BAND_BITS[band.key] | STATUS_BITS[status],
    })),
  ),
];

/** Every filter the grid accepts, the spec's list first. */
export const GRID_FILTERS: readonly GridFilter[] = [...STATIC_FILTERS, ...DYNAMIC_FILTERS];

const FILTERS_BY_ID = new Map(GRID_FILTERS.map((filter) => [filter.id, filter]));

export function findGridFilter(id: string): GridFilter | undefined {
  return FILTERS_BY_ID.get(id);
}

/** A band and a status bit are each exactly one per row; used by tests and the summary. */
export const EXCLUSIVE_BIT_GROUPS = { bands: ALL_BAND_BITS, statuses: ALL_STATUS_BITS } as const;
