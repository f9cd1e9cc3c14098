import type { DonorStatus } from '@askwise/domain';
import { GIVING_FIELDS, type GivingRecord, type GivingValues } from '@askwise/domain/giving-fields';
import { ASK_BITS, flagsOfBits, type GridRowRecord } from '../asks/index.ts';

/** Cents as a decimal dollar string ('1234.50', '-3.05'): exact, and what the web turns back into cents. */
export function centsToDecimal(cents: number): string;
export function centsToDecimal(cents: number | null): string | null;
export function centsToDecimal(cents: number | null): string | null {
  if (cents === null) return null;
  const magnitude = Math.abs(cents);
  const rest = magnitude % 100;
  return `${cents < 0 ? '-' : ''}${(magnitude - rest) / 100}.${rest < 10 ? '0' : ''}${rest}`;
}


/** The ladder as the spec's rows carry it: decimal dollars or null (the grid's rows and the custom ask preview). */
export const LADDER_FIELDS = [
  'anualAsk1',
  'anualAsk2',
  'anualAsk3',
  'anualAsk4',
  'anualAsk5',
  'monthlyAsk1',
  'monthlyAsk2',
  'monthlyAsk3',
  'monthlyAsk4',
  'monthlyAsk5',
] as const;

export type LadderStrings = Record<(typeof LADDER_FIELDS)[number], string | null>;

/** The ladder fields from five annual and five monthly asks in cents (missing steps are null). */
export function ladderStrings(annualAsks: ReadonlyArray<number | null>, monthlyAsks: ReadonlyArray<number | null>): LadderStrings {
  // LADDER_FIELDS lists the five annual asks, then the five monthly ones.
  const steps = LADDER_FIELDS.map((name, i) => [name, centsToDecimal((i < 5 ? annualAsks : monthlyAsks)[i % 5] ?? null)]);
  return Object.fromEntries(steps) as LadderStrings;
}

/** The giving fields as the spec's rows carry them: amounts as decimal dollars, the count as a number. */
export type GivingStrings = GivingRecord<string, number>;

/** The giving fields of a row in cents as GivingStrings. */
export function givingStrings(record: GivingValues<number>): GivingStrings {
  const strings: Record<string, string | number> = {};
  for (const { key, kind } of GIVING_FIELDS) strings[key] = kind === 'count' ? record[key] : centsToDecimal(record[key]);
  return strings as GivingStrings;
}

/** The spec's appeal constituent row (section 3), money as decimal dollar strings. */
export interface GridRow extends LadderStrings, GivingStrings {
  id: string;
  internalId: string;
  /** Identifies the row in the results it was read from ('generation.rank'); edits send it back. */
  rowKey: string;
  constituentId: string | null;
  blackbaudLookupId: string | null;
  firstName: string | null;
  lastName: string | null;
  contactName: string | null;
  informalName: string | null;
  addressee: string | null;
  zipCode: string | null;
  minSuggestedAskWR: string;
  customFieldValues: string | null;
  baseAsk: string;
  primaryAsk: string;
  customBaseAsk: string | null;
  askString: string;
  status: DonorStatus;
  statusSetByUser: boolean;
  askLogs: string[];
  fiveKOrAbove: boolean;
  threeXAppealGift: boolean;
  oneKMoreLastYear: boolean;
  isSpicy: boolean;
  isBaseline: boolean;
  isTop100: boolean;
  /** The donor's group in the appeal's A/B test, or null. */
  testGroup: string | null;
}

export function rowKeyOf(generation: number, nameRank: number): string {
  return `${generation}.${nameRank}`;
}

export function toGridRow(record: GridRowRecord): GridRow {
  const flags = flagsOfBits(record.filterBits);
  return {
    id: String(record.appealConstituentId),
    internalId: String(record.appealConstituentId),
    rowKey: rowKeyOf(record.generation, record.nameRank),
    // Cont. ID: the id staff know and their imports match on (Raiser's Edge NXT's lookup id), else the source's id.
    constituentId: record.lookupId ?? record.externalId,
    blackbaudLookupId: record.lookupId,
    firstName: record.firstName,
    lastName: record.lastName,
    contactName: record.contactName,
    informalName: record.informalName,
    addressee: record.addressee,
    zipCode: record.zipCode,
    ...givingStrings(record),
    minSuggestedAskWR: centsToDecimal(record.minSuggestedAskWr),
    customFieldValues: record.customFieldValues,
    baseAsk: centsToDecimal(record.baseAsk),
    primaryAsk: centsToDecimal(record.primaryAsk),
    customBaseAsk: centsToDecimal(record.customBaseAsk),
    ...ladderStrings(
      [record.annualAsk1, record.annualAsk2, record.annualAsk3, record.annualAsk4, record.annualAsk5],
      [record.monthlyAsk1, record.monthlyAsk2, record.monthlyAsk3, record.monthlyAsk4, record.monthlyAsk5],
    ),
    askString: record.askString,
    status: record.status,
    statusSetByUser: record.statusSetByUser,
    askLogs: record.askLogs,
    ...flags,
    isBaseline: (record.filterBits & ASK_BITS.isBaseline) !== 0,
    isTop100: (record.filterBits & ASK_BITS.top100) !== 0,
    testGroup: record.testGroup,
  };
}
