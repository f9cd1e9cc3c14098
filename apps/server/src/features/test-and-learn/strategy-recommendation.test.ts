import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMoneyOrThrow } from '@askwise/domain';
import { GIVING_FIELDS } from '@askwise/domain/giving-fields';
import { independentWelch } from '@askwise/domain/test-and-learn/welch-reference.testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildAppealWithDonors, generateDonors, type DonorInput } from '../asks/asks.testing.ts';
import { giveSubscription } from '../billing/billing.testing.ts';
import { calculateAsks, graphqlAs } from '../history/appeal-fixtures.ts';
import { exportAppeal, mailedAsks, SAVE_TEST, uploadResults, type MailedAsk } from './test-and-learn.testing.ts';

// The recommendation on the real 1997 mailing (../shared/realdata beside the repository, never copied into
// it): its donors split 50/50 between Secret Sauce and Swing for the Fences, exported, and the donors' real
// response imported. The gifts were given whatever the ladder, so the test finds no evidence of a difference;
// its figures equal Welch's interval worked out independently from the file's gifts.

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const REAL_DATA = path.resolve(REPOSITORY_ROOT, '../shared/realdata');
const isPresent = existsSync(path.join(REAL_DATA, 'pva97nk-template.csv'));
// CI has the shared data beside the clone: there a missing file fails the test instead of skipping it.
const isRequired = Boolean(process.env.CI);
if (!isPresent && !isRequired) console.warn(`Skipping the real-data recommendation test: ${REAL_DATA} is not there (see the project README).`);

// The split follows a seed drawn when the test is set up; a fixed one keeps this run repeatable.
const SEED = 1997;
const FIFTY_FIFTY = [
  { letter: 'A', strategyId: 'secret_sauce', share: 50, sourceCode: 'VET97-A' },
  { letter: 'B', strategyId: 'swing_fences', share: 50, sourceCode: 'VET97-B' },
];

async function readCsv(name: string): Promise<Array<Record<string, string>>> {
  const [header, ...lines] = (await readFile(path.join(REAL_DATA, name), 'utf8')).trim().split(/\r?\n/);
  const names = header!.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
  });
}

/** The template's rows as the appeal's donors (amounts in cents; a count stays a count). */
function donorOf(row: Record<string, string>): DonorInput {
  const giving = Object.fromEntries(GIVING_FIELDS.map((f) => [f.key, f.kind === 'count' ? Number(row[f.header] || 0) : parseMoneyOrThrow(row[f.header])]));
  return { ...giving, externalId: row['Cont. ID']!, firstName: row['First Name']!, lastName: row['Last Name']!, zipCode: row['Zip'] || null, minSuggestedAskWr: parseMoneyOrThrow(row['Wealth Rating - Minimum Suggested Ask']) };
}

interface Comparison {
  band: number | null;
  label: string;
  firstRevenuePerRecipient: string;
  secondRevenuePerRecipient: string;
  difference: string | null;
  low: string | null;
  high: string | null;
  recommendedLetter: string | null;
  text: string;
}
interface Recommendation {
  first: { letter: string; name: string };
  second: { letter: string; name: string };
  overall: Comparison;
  bands: Comparison[];
  recommendedStrategyId: string | null;
}
interface Suggestion {
  appealId: number;
  appealName: string;
  strategyId: string | null;
  text: string;
}

const COMPARISON = 'band label firstRevenuePerRecipient secondRevenuePerRecipient difference low high recommendedLetter text';
const RECOMMENDATION = `first { letter name } second { letter name } overall { ${COMPARISON} } bands { ${COMPARISON} } recommendedStrategyId`;
const GET_RECOMMENDATION = `query($appealId: Int!) { getAppealResults(appealId: $appealId) { total { recipients responders total } recommendation { ${RECOMMENDATION} } } }`;
const GET_SUGGESTION = `query($appealId: Int!) { getStrategySuggestion(appealId: $appealId) { appealId appealName strategyId text } }`;

let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let other: CompanyWithUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  admin = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
  await giveSubscription(database.ownerDb, admin.companyId);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

/** An appeal of the company with a 50/50 test, calculated and exported as mailed; returns the mailed ladders. */
async function mailTest(donors: readonly DonorInput[], name: string): Promise<{ appealId: number; mailed: MailedAsk[] }> {
  const { appealId } = await buildAppealWithDonors(database.ownerDb, admin.companyId, donors, { userId: admin.userId, name, strategyId: 'secret_sauce' });
  const saved = await graphqlAs(app.url, admin.cookie, SAVE_TEST, { appealId, groups: FIFTY_FIFTY });
  expect(saved.errors).toBeUndefined();
  await sql`update appeal_tests set seed = ${SEED} where appeal_id = ${appealId}`.execute(database.ownerDb);
  await calculateAsks(app.services, admin.companyId, appealId);
  await exportAppeal(app, admin.cookie, appealId);
  return { appealId, mailed: await mailedAsks(database.ownerDb, appealId) };
}

/** The comparison's dollars against a reference in cents, to the cent the server rounds to. */
function expectDollars(text: string | null, cents: number): void {
  expect(Math.abs(Number(text) * 100 - cents)).toBeLessThanOrEqual(0.5 + 1e-6);
}

describe.skipIf(!isPresent && !isRequired)('the recommendation from a test of two strategies', () => {
  let realAppealId: number;

  it('finds no evidence of a difference on the real mailing, with the figures of an independent computation', async () => {
    expect(isPresent, `${REAL_DATA} is missing: CI runs with the shared real data beside the clone`).toBe(true);
    const template = await readCsv('pva97nk-template.csv');
    const { appealId, mailed } = await mailTest(template.map(donorOf), '1997 Renewal Mailing');
    realAppealId = appealId;
    expect(mailed).toHaveLength(9686);
    const response = await readCsv('pva97nk.csv');
    const lines = ['Cont. ID,Responded,Gift Amount', ...response.map((row) => `${row['ID']},${row['TargetB']},${row['TargetD']}`)];
    const upload = await uploadResults(app.url, admin.cookie, appealId, 'pva97nk-response.csv', lines.join('\n'));
    expect(upload.status).toBe(200);

    const { data, errors } = await graphqlAs<{ getAppealResults: { total: { recipients: number; responders: number; total: string }; recommendation: Recommendation } }>(
      app.url,
      admin.cookie,
      GET_RECOMMENDATION,
      { appealId },
    );
    expect(errors).toBeUndefined();
    const { total, recommendation } = data!.getAppealResults;
    expect(total).toEqual({ recipients: 9686, responders: 4843, total: '75668.70' });
    expect([recommendation.first.name, recommendation.second.name]).toEqual(['Secret Sauce', 'Swing for the Fences']);
    expect(recommendation.recommendedStrategyId).toBeNull();
    expect(recommendation.overall).toMatchObject({ band: null, label: 'All donors', recommendedLetter: null });
    expect(recommendation.overall.text).toMatch(/^No evidence of a difference: /);

    // The reference: each mailed donor's gift from the file, by the group and band the mailing recorded.
    const giftOf = new Map(response.map((row) => [row['ID'], parseMoneyOrThrow(row['TargetD'])]));
    const giftsOf = (letter: string, band?: number) => mailed.filter((m) => m.testGroup === letter && (band === undefined || m.givingBand === band)).map((m) => giftOf.get(m.constituentKey!) ?? 0);
    const check = (comparison: Comparison, band?: number) => {
      const [a, b] = [giftsOf('A', band), giftsOf('B', band)];
      const mean = (cents: number[]) => cents.reduce((sum, gift) => sum + gift, 0) / cents.length;
      expectDollars(comparison.firstRevenuePerRecipient, mean(a));
      expectDollars(comparison.secondRevenuePerRecipient, mean(b));
      const hasSpread = a.length > 1 && b.length > 1 && new Set([...a, ...b]).size > 1;
      if (!hasSpread) return expect(comparison).toMatchObject({ difference: null, recommendedLetter: null });
      const reference = independentWelch(a, b);
      expectDollars(comparison.difference, reference.difference);
      expectDollars(comparison.low, reference.low);
      expectDollars(comparison.high, reference.high);
      const isClear = reference.low > 0 || reference.high < 0;
      expect(comparison.recommendedLetter).toBe(isClear ? (reference.difference > 0 ? 'B' : 'A') : null);
      expect(comparison.text.startsWith(isClear ? 'Recommended: ' : 'No evidence of a difference: ')).toBe(true);
    };
    check(recommendation.overall);
    const bands = [...new Set(mailed.map((m) => m.givingBand))].sort((x, y) => x - y);
    expect(recommendation.bands.map((band) => band.band)).toEqual(bands);
    for (const band of recommendation.bands) check(band, band.band!);
  }, 240_000);

  it("suggests to the next appeal's strategy step what the last test found, for the company that ran it only", async () => {
    const { appealId: nextAppealId } = await buildAppealWithDonors(database.ownerDb, admin.companyId, generateDonors(5), { userId: admin.userId, name: 'Spring 2027' });
    const next = await graphqlAs<{ getStrategySuggestion: Suggestion | null }>(app.url, admin.cookie, GET_SUGGESTION, { appealId: nextAppealId });
    expect(next.errors).toBeUndefined();
    expect(next.data!.getStrategySuggestion).toEqual({
      appealId: realAppealId,
      appealName: '1997 Renewal Mailing',
      strategyId: null,
      text: 'Your last test (1997 Renewal Mailing) found no evidence of a difference in revenue per recipient between Secret Sauce and Swing for the Fences, so it does not favour either strategy.',
    });
    // The appeal of the test itself has no earlier test to learn from.
    const own = await graphqlAs<{ getStrategySuggestion: Suggestion | null }>(app.url, admin.cookie, GET_SUGGESTION, { appealId: realAppealId });
    expect(own.data!.getStrategySuggestion).toBeNull();

    const stranger = await graphqlAs(app.url, other.cookie, GET_SUGGESTION, { appealId: nextAppealId });
    expect(stranger.errors?.[0]?.message).toBe('Appeal not found.');
    const { appealId: otherAppealId } = await buildAppealWithDonors(database.ownerDb, other.companyId, generateDonors(5), { userId: other.userId });
    const theirs = await graphqlAs<{ getStrategySuggestion: Suggestion | null }>(app.url, other.cookie, GET_SUGGESTION, { appealId: otherAppealId });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.getStrategySuggestion).toBeNull();
    const results = await graphqlAs(app.url, other.cookie, GET_RECOMMENDATION, { appealId: realAppealId });
    expect(results.errors?.[0]?.message).toBe('Appeal not found.');
  });

  it('suggests the strategy of a more recent test whose interval excludes no difference', async () => {
    const { appealId, mailed } = await mailTest(generateDonors(400, 31), 'Autumn 2026');
    // Group B's donors gave $40 to $59 each; group A's one in four gave $10.
    const lines = ['Cont. ID,Gift Amount', ...mailed.filter((m) => m.constituentKey !== null).map((m, index) => `${m.constituentKey},${m.testGroup === 'B' ? 40 + (index % 20) : index % 4 === 0 ? 10 : 0}`)];
    expect((await uploadResults(app.url, admin.cookie, appealId, 'autumn.csv', lines.join('\n'))).status).toBe(200);
    const { data } = await graphqlAs<{ getAppealResults: { recommendation: Recommendation } }>(app.url, admin.cookie, GET_RECOMMENDATION, { appealId });
    expect(data!.getAppealResults.recommendation).toMatchObject({ recommendedStrategyId: 'swing_fences', overall: { recommendedLetter: 'B' } });

    const { appealId: nextAppealId } = await buildAppealWithDonors(database.ownerDb, admin.companyId, generateDonors(5), { userId: admin.userId, name: 'Spring 2027' });
    const next = await graphqlAs<{ getStrategySuggestion: Suggestion }>(app.url, admin.cookie, GET_SUGGESTION, { appealId: nextAppealId });
    expect(next.data!.getStrategySuggestion).toMatchObject({ appealId, appealName: 'Autumn 2026', strategyId: 'swing_fences' });
    expect(next.data!.getStrategySuggestion.text).toMatch(
      /^Your last test \(Autumn 2026\): Swing for the Fences raised \$[\d.]+ more per recipient than Secret Sauce \(95% CI \$[\d.]+ to \$[\d.]+\)\. We suggest Swing for the Fences\.$/,
    );
  }, 120_000);
});
