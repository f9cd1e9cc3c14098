import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { formatMoney, zipKey } from '@askwise/domain';
import type { AskDonor } from '@askwise/domain';
import { ASK_GIVING_KEYS, GIVING_FIELDS, GIVING_KEYS, type GivingValues } from '@askwise/domain/giving-fields';
import { csvField } from './csv-writer.ts';
import { centsToPlainAmount } from './sheet-cell.ts';
import type { SheetCell } from './sheet-cell.ts';
import { TEMPLATE_HEADERS } from '../../excel/index.ts';

// Generated donor files in the Excel template's columns, for the benchmarks and the CLI tests. The
// mix of renewals, recaptures, other donors and non-donors is seeded, so a seed always gives the
// same file. Every seventh donor's amounts are text such as '$1,234.50', as people type them.

export const SAMPLE_HEADERS: readonly string[] = [...TEMPLATE_HEADERS, 'Segment'];

export interface SampleDonor {
  readonly contId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly zip: string;
  readonly segment: string;
  /** The giving fields of giving-fields.ts: cents, and the gift count. */
  readonly giving: GivingValues<number>;
  /** Cents. */
  readonly wealthRating: number;
}

const FIRST_NAMES = ['Maria', 'James', 'Aiyana', 'Chen', 'Fatima', 'Olav', 'Zoë', 'Tomás', 'Grace', 'Kwame'];
const LAST_NAMES = ['Garcia', 'Smith', "O'Neil", 'Nguyen', 'Okafor', 'Lindqvist', 'Müller', 'Haddad', 'Kim', 'Brown'];
const SEGMENTS = ['Board', 'Alumni', 'Volunteer', 'Member', 'General, mailing list'];
// Gift sizes in dollars, most of them small, as in a direct-mail file.
const GIFT_DOLLARS = [5, 10, 10, 15, 20, 20, 25, 25, 25, 30, 35, 40, 50, 50, 50, 60, 75, 100, 100, 125, 150, 200, 250, 300, 500, 750, 1000, 2500, 5000, 12000, 30000];
const WEALTH_DOLLARS = [25_000, 50_000, 100_000, 250_000, 400_000, 1_000_000, 5_000_000];
const ZIP_POOL = Array.from({ length: 2000 }, (_, i) => String((1000 + i * 4793) % 99_999).padStart(5, '0'));

/** A small, fast, seeded random number generator (mulberry32): 0 <= n < 1. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Giving values in the order of GIVING_FIELDS. */
function givingOf(values: readonly number[]): GivingValues<number> {
  return Object.fromEntries(GIVING_KEYS.map((key, i) => [key, values[i]!])) as GivingValues<number>;
}

/** count donors, the same ones for the same seed. */
export function* sampleDonors(count: number, seed = 1): Generator<SampleDonor> {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const gift = () => pick(GIFT_DOLLARS) * 100 + (random() < 0.2 ? Math.floor(random() * 100) : 0);
  for (let i = 0; i < count; i++) {
    const kind = random();
    let [a1, a2, a3, campaign, event, lifetime, gifts] = [0, 0, 0, 0, 0, 0, 0];
    if (kind < 0.35) {
      a1 = gift();
      if (random() < 0.5) a2 = gift();
      if (random() < 0.3) a3 = gift();
    } else if (kind < 0.5) {
      a2 = gift();
    } else if (kind < 0.58) {
      a3 = gift();
    } else if (kind < 0.8) {
      if (random() < 0.4) campaign = gift() * 5;
      if (random() < 0.3) event = gift();
    }
    const isDonor = kind < 0.8;
    let greatest = Math.max(a1, a2, a3, event);
    if (isDonor) {
      gifts = 1 + Math.floor(random() * 30);
      const average = Math.max(500, Math.round(gift() * (0.5 + random())));
      lifetime = Math.max(average * gifts, a1 + a2 + a3 + event);
      greatest = Math.max(greatest, average * (1 + Math.floor(random() * 3)));
    }
    const zipRoll = random();
    const zip = zipRoll < 0.02 ? '' : zipRoll < 0.07 ? `${pick(ZIP_POOL)}-${String(1000 + Math.floor(random() * 9000))}` : pick(ZIP_POOL);
    yield {
      contId: String(100_000 + i),
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
      zip,
      segment: pick(SEGMENTS),
      // In the order of GIVING_FIELDS.
      giving: givingOf([Math.max(a1, a2, a3), a1 + (random() < 0.3 ? gift() : 0), a1, a2, a3, campaign, event, greatest, gifts, lifetime]),
      wealthRating: random() < 0.08 ? pick(WEALTH_DOLLARS) * 100 : 0,
    };
  }
}

/** The donor as the ask engine sees it, given the zip averages of the whole file. */
export function sampleAskDonor(donor: SampleDonor, zipAverages: ReadonlyMap<string, number>): AskDonor {
  const key = zipKey(donor.zip);
  const askDonor: Record<string, number> = {
    numberOfLifetimeGifts: donor.giving.lifetimeGifts,
    wealthRating: donor.wealthRating,
    zipAverage: key === null ? 0 : (zipAverages.get(key) ?? 0),
  };
  for (const field of ASK_GIVING_KEYS) askDonor[field] = donor.giving[field];
  return askDonor as unknown as AskDonor;
}

/** The donor's row in SAMPLE_HEADERS order: amounts as numbers (.xlsx) or plain text (.csv); blank when 0. */
export function sampleDonorCells(donor: SampleDonor, index: number, format: 'csv' | 'xlsx'): SheetCell[] {
  const asText = index % 7 === 6;
  const amount = (cents: number): SheetCell =>
    cents === 0 ? null : asText ? formatMoney(cents) : format === 'xlsx' ? cents / 100 : centsToPlainAmount(cents);
  const count = (gifts: number): SheetCell => (gifts === 0 ? null : format === 'xlsx' ? gifts : String(gifts));
  return [
    donor.contId,
    donor.firstName,
    donor.lastName,
    ...GIVING_FIELDS.map(({ key, kind }) => (kind === 'count' ? count(donor.giving[key]) : amount(donor.giving[key]))),
    amount(donor.wealthRating),
    index % 5 === 0 ? 'Pat' : null,
    `${1 + (index % 900)} Main Street`,
    'Springfield',
    'IL',
    donor.zip === '' ? null : donor.zip,
    `donor${donor.contId}@example.org`,
    donor.firstName,
    donor.segment,
  ];
}

/** Writes rows to a .csv (as given, no formula escaping: test input may hold anything) or .xlsx file. */
export async function writeSheetFile(path: string, headers: readonly string[], rows: Iterable<readonly SheetCell[]>): Promise<void> {
  if (path.toLowerCase().endsWith('.xlsx')) {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet('Donors');
    sheet.addRow([...headers]).commit();
    for (const cells of rows) sheet.addRow(cells.map((cell) => cell ?? undefined)).commit();
    sheet.commit();
    await workbook.commit();
    return;
  }
  const stream = createWriteStream(path, { encoding: 'utf8' });
  const line = (cells: readonly SheetCell[]) => cells.map((cell) => csvField(cell === null ? '' : String(cell))).join(',') + '\r\n';
  let buffer = line(headers);
  for (const cells of rows) {
    buffer += line(cells);
    if (buffer.length < 1 << 18) continue;
    const chunk = buffer;
    buffer = '';
    if (!stream.write(chunk)) await once(stream, 'drain');
  }
  stream.end(buffer);
  await once(stream, 'finish');
}

/** A generated donor file of count rows (.csv or .xlsx by the file name). */
export async function writeSampleDonorFile(path: string, count: number, seed = 1): Promise<void> {
  const format = path.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
  function* rows() {
    let index = 0;
    for (const donor of sampleDonors(count, seed)) yield sampleDonorCells(donor, index++, format);
  }
  await writeSheetFile(path, SAMPLE_HEADERS, rows());
}
