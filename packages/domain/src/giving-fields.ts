// The ten giving fields of a donor, declared once. Every place that carries them derives from this table:
// the donor tables' row types and COPY column lists, the Excel template and the command line's columns,
// the GraphQL fields (ExcelRow, AppealConstituentRow), the review grid's and the file detail's columns,
// the export columns, the mapping sections and the ask engine's donor. A new source writes these fields
// by iterating GIVING_FIELDS (or GIVING_COLUMNS), never by restating them.

export type GivingKind = 'amount' | 'count';

/** How the mapping page fills one of the five mapped sections from gift splits (spec section 3, 'Mapping settings'). */
export interface GivingMapping {
  /** The section's name in MapAppealRequest and getAppealMapping's appealName. */
  readonly wireName: string;
  /** The section's bit in a mapped combination's flags. */
  readonly bit: number;
  /** The mapping page's line under the section's title. */
  readonly hint: string;
  /** The section's picker on /virtuous/mapping-appeal (appeal-workflow.md: 'five pickers'). */
  readonly pickerLabel: string;
  /** The default dates: the calendar year this many years ago, or 'campaign' (5 years back to today). */
  readonly defaultYearsAgo: number | 'campaign';
}

export interface GivingField {
  /** camelCase: the row property, the GraphQL field, the template's key, the export field id and the grid's key. */
  readonly key: string;
  /** snake_case column in constituent_imported_giving and appeal_constituents. */
  readonly column: string;
  /** The Excel template's header, also the export's and the file detail's column title. */
  readonly header: string;
  /** Whole cents, or a count (lifetime gifts). */
  readonly kind: GivingKind;
  /** The review grid's column title. */
  readonly label: string;
  /** What to put in the column, for the template's explanation sheet. */
  readonly description: string;
  /** The review grid's column tip; fields without one are not grid columns. */
  readonly gridDescription?: string;
  /** Set on the five fields the mapping page computes from gift splits. */
  readonly mapping?: GivingMapping;
  /** An amount the ask rules read (AskDonor); the count reaches them as numberOfLifetimeGifts. */
  readonly isAskInput?: boolean;
}

export const GIVING_FIELDS = [
  {
    key: 'lastGift',
    column: 'last_gift',
    header: 'Last Gift',
    kind: 'amount',
    label: 'Last Gift',
    description: 'Amount of the most recent gift, any purpose.',
  },
  {
    key: 'totalGiftLastYear',
    column: 'total_gift_last_year',
    header: 'Total Giving Last Year',
    kind: 'amount',
    label: 'Total Giving Last Year',
    description: 'Everything the donor gave last year, any purpose.',
  },
  {
    key: 'appealGiftLastYear',
    column: 'appeal_gift_last_year',
    header: 'Appeal Gifts Last Year',
    kind: 'amount',
    label: 'Appeal Gift Last Year',
    description: 'Gifts to this appeal last year.',
    gridDescription: "The donor's gifts to the appeal last year",
    mapping: { wireName: 'appealLastYear', bit: 1, hint: 'Gifts to last year’s annual appeal', pickerLabel: 'Annual appeal gifts last year', defaultYearsAgo: 1 },
    isAskInput: true,
  },
  {
    key: 'appealGiftTwoYearsAgo',
    column: 'appeal_gift_two_years_ago',
    header: 'Appeal Gifts 2 Years Ago',
    kind: 'amount',
    label: 'Appeal Gift 2 Years Ago',
    description: 'Gifts to this appeal two years ago.',
    gridDescription: "The donor's gifts to the appeal two years ago",
    mapping: { wireName: 'appealTwoYear', bit: 2, hint: 'Gifts to the annual appeal 2 years ago', pickerLabel: 'Annual appeal gifts 2 years ago', defaultYearsAgo: 2 },
    isAskInput: true,
  },
  {
    key: 'appealGiftThreeYearsAgo',
    column: 'appeal_gift_three_years_ago',
    header: 'Appeal Gifts 3 Years Ago',
    kind: 'amount',
    label: 'Appeal Gift 3 Years Ago',
    description: 'Gifts to this appeal three years ago.',
    gridDescription: "The donor's gifts to the appeal three years ago",
    mapping: { wireName: 'appealThreeYear', bit: 4, hint: 'Gifts to the annual appeal 3 years ago', pickerLabel: 'Annual appeal gifts 3 years ago', defaultYearsAgo: 3 },
    isAskInput: true,
  },
  {
    key: 'campaignGift',
    column: 'campaign_gift',
    header: 'Campaign Gifts',
    kind: 'amount',
    label: 'Campaign Gift',
    description: 'Gifts to a recent major (capital) campaign.',
    gridDescription: "The donor's gifts to the campaign",
    mapping: { wireName: 'campaign', bit: 8, hint: 'Gifts to a recent major or capital campaign', pickerLabel: 'A recent major capital campaign', defaultYearsAgo: 'campaign' },
    isAskInput: true,
  },
  {
    key: 'specialEventGift',
    column: 'special_event_gift',
    header: 'Special Event Gifts',
    kind: 'amount',
    label: 'Special Event Gift',
    description: 'Gifts at a recent special event.',
    gridDescription: "The donor's gifts to the special event",
    mapping: { wireName: 'specialEvent', bit: 16, hint: 'Gifts to a recent special event', pickerLabel: 'A recent special event', defaultYearsAgo: 1 },
    isAskInput: true,
  },
  {
    key: 'greatestGift',
    column: 'greatest_gift',
    header: 'Greatest Gift',
    kind: 'amount',
    label: 'Greatest Gift',
    description: 'The largest single gift ever.',
    gridDescription: "The donor's greatest gift ever",
    isAskInput: true,
  },
  {
    key: 'lifetimeGifts',
    column: 'lifetime_gifts',
    header: 'Number Of Lifetime Gifts',
    kind: 'count',
    label: 'Number Of Lifetime Gifts',
    description: 'How many gifts the donor has made in all (a whole number).',
  },
  {
    key: 'lifetimeGiving',
    column: 'lifetime_giving',
    header: 'Lifetime Giving',
    kind: 'amount',
    label: 'Lifetime Giving',
    description: 'The sum of all gifts ever.',
    gridDescription: 'Everything the donor has given',
    isAskInput: true,
  },
] as const satisfies readonly GivingField[];

type Field = (typeof GIVING_FIELDS)[number];
export type GivingKey = Field['key'];
export type GivingColumn = Field['column'];
/** The keys of the amounts (whole cents); the one count is lifetimeGifts. */
export type GivingAmountKey = Extract<Field, { kind: 'amount' }>['key'];
/** The five fields the mapping page computes, in section order. */
export type MappedGivingKey = Extract<Field, { mapping: GivingMapping }>['key'];
export type MappedGivingWireName = Extract<Field, { mapping: GivingMapping }>['mapping']['wireName'];

/** The amounts the ask rules read, in table order. */
export type AskGivingKey = Extract<Field, { isAskInput: true }>['key'];

/** One value per giving field, e.g. GivingValues<number> for cents and the count. */
export type GivingValues<T> = { [K in GivingKey]: T };
/** One value per giving field, typed by kind: Amount for the amounts, Count for lifetimeGifts (row types). */
export type GivingRecord<Amount, Count> = { [K in GivingKey]: K extends GivingAmountKey ? Amount : Count };

export const GIVING_KEYS: readonly GivingKey[] = GIVING_FIELDS.map((f) => f.key);
/** The snake_case columns in table order, for COPY column lists and set-based SQL. */
export const GIVING_COLUMNS: readonly GivingColumn[] = GIVING_FIELDS.map((f) => f.column);

/** The amounts the ask rules read, in table order (the ask calculation reads and stores them in this order). */
export const ASK_GIVING_FIELDS = GIVING_FIELDS.filter((f): f is Extract<Field, { isAskInput: true }> => 'isAskInput' in f);
export const ASK_GIVING_KEYS: readonly AskGivingKey[] = ASK_GIVING_FIELDS.map((f) => f.key);

type MappedField = Extract<Field, { mapping: GivingMapping }>;

/** The five mapped sections in order (appeal last year, two and three years ago, campaign, special event). */
export const MAPPED_GIVING_FIELDS: readonly MappedField[] = GIVING_FIELDS.filter((f): f is MappedField => 'mapping' in f);

/**
 * The appeal's giving by year as the ask rules name it (rules 1-3 and the donor types read these three):
 * the engine takes the property names from here, so that they stay declared once.
 */
export const APPEAL_GIFT = {
  lastYear: 'appealGiftLastYear',
  twoYearsAgo: 'appealGiftTwoYearsAgo',
  threeYearsAgo: 'appealGiftThreeYearsAgo',
} as const satisfies Record<string, AskGivingKey>;

/** The field a key names. */
export function givingField(key: GivingKey): Field {
  return GIVING_FIELDS.find((f) => f.key === key)!;
}

/** The mapped field a section key names. */
export function mappedGivingField(key: MappedGivingKey): MappedField {
  return MAPPED_GIVING_FIELDS.find((f) => f.key === key)!;
}

/** A record of every giving field mapped through `value` (e.g. reading a row's columns into cents). */
export function mapGiving<T>(value: (field: Field) => T): GivingValues<T> {
  return Object.fromEntries(GIVING_FIELDS.map((f) => [f.key, value(f)])) as GivingValues<T>;
}
