import { givingBandOf, GIVING_BAND_LABELS } from '@askwise/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildAppealWithDonors, generateDonors } from '../asks/asks.testing.ts';
import { giveSubscription } from '../billing/billing.testing.ts';
import { graphqlAs } from '../history/appeal-fixtures.ts';
import { COUNTED_UP_TO } from './sample-cache.ts';
import { readDonorsVersion, SAMPLE_SIZE, scanAppeal, spreadIds } from './what-if-sample.ts';

// The preview over the real database: the whole appeal's counts by giving band, the hashed sample, the company's
// stored results with the strategy (or the published elasticity without them), and another company refused.

const BAND = 'band label donors sampled firstAskMedian firstAskLow firstAskHigh basis responseRateLow responseRateHigh revenuePerRecipientLow revenuePerRecipientHigh';
const GET_PREVIEW = `query($appealId: Int!, $strategyId: String!) { getWhatIfPreview(appealId: $appealId, strategyId: $strategyId) {
  strategyId numberOfAsks isMonthly donors sampled projectedDonors basis assumption revenuePerRecipientLow revenuePerRecipientHigh
  appeals { appealId appealName } bands { ${BAND} } } }`;

interface PreviewBand {
  band: number;
  donors: number;
  sampled: number;
  firstAskMedian: string | null;
  basis: string;
  revenuePerRecipientLow: string | null;
  revenuePerRecipientHigh: string | null;
}
interface Preview {
  strategyId: string;
  numberOfAsks: number;
  donors: number;
  sampled: number;
  basis: string;
  assumption: string;
  revenuePerRecipientLow: string | null;
  revenuePerRecipientHigh: string | null;
  appeals: Array<{ appealId: number; appealName: string }>;
  bands: PreviewBand[];
}

let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let other: CompanyWithUser;
const donors = generateDonors(3000, 7311);
let appealId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  admin = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
  await giveSubscription(database.ownerDb, admin.companyId);
  await giveSubscription(database.ownerDb, other.companyId);
  ({ appealId } = await buildAppealWithDonors(database.ownerDb, admin.companyId, donors, { userId: admin.userId, name: 'Winter Appeal', numberOfAsks: 4 }));
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

async function preview(strategyId: string, user = admin) {
  return graphqlAs<{ getWhatIfPreview: Preview }>(app.url, user.cookie, GET_PREVIEW, { appealId, strategyId });
}

/** A stored results report of another appeal of the company: group A mailed with `strategyId`, one band's figures. */
async function storeResults(name: string, strategyId: string, band: number, figures: { recipients: number; responders: number; totalCents: number; variance: number }) {
  const past = await buildAppealWithDonors(database.ownerDb, admin.companyId, [], { name });
  const report = { groups: [{ letter: '-', label: 'All donors', strategyId, bands: [{ band, label: GIVING_BAND_LABELS[band], ...figures }] }], total: figures, comparison: null, verdict: null };
  await sql`insert into appeal_result_imports (appeal_id, company_id, file_name, row_count, matched_count, unmatched_count, report)
    values (${past.appealId}, ${admin.companyId}, 'results.csv', 0, 0, 0, ${JSON.stringify(report)}::jsonb)`.execute(database.ownerDb);
  return past.appealId;
}

describe('the what-if preview', () => {
  it("counts the whole appeal by giving band, samples it all below the sample size, and falls back on the published elasticity", async () => {
    const { data, errors } = await preview('secret_sauce');
    expect(errors).toBeUndefined();
    const result = data!.getWhatIfPreview;
    expect(result).toMatchObject({ strategyId: 'secret_sauce', numberOfAsks: 4, donors: 3000, sampled: 3000, basis: 'elasticity', appeals: [] });
    const expected = GIVING_BAND_LABELS.map(() => 0);
    for (const donor of donors) expected[givingBandOf([Number(donor.appealGiftLastYear ?? 0), Number(donor.appealGiftTwoYearsAgo ?? 0), Number(donor.appealGiftThreeYearsAgo ?? 0)])]! += 1;
    expect(result.bands.map((band) => band.donors)).toEqual(expected);
    expect(result.bands.map((band) => band.sampled)).toEqual(expected);
    expect(result.assumption).toContain('Reiley & Samek 2019');
    expect(Number(result.revenuePerRecipientLow)).toBeLessThan(Number(result.revenuePerRecipientHigh));
  });

  it('samples the same donors every time, about SAMPLE_SIZE of a larger appeal, and still counts every donor', async () => {
    // As if the appeal had 5 times the sample size (its stored donor count): about a fifth of its 3,000 donors.
    await sql`update appeal_statuses set donor_count = ${SAMPLE_SIZE * 5} where appeal_id = ${appealId}`.execute(database.ownerDb);
    try {
      const scan = () => withCompany(app.services.db, admin.companyId, async (trx) => scanAppeal(trx, appealId, (await readDonorsVersion(trx, appealId)).estimate));
      const [first, second] = [await scan(), await scan()];
      expect(first.sampleIds.length).toBeGreaterThan(450);
      expect(first.sampleIds.length).toBeLessThan(750);
      expect(second.sampleIds).toEqual(first.sampleIds);
      const result = (await preview('secret_sauce')).data!.getWhatIfPreview;
      expect(result.donors).toBe(3000);
      expect(result.sampled).toBe(first.sampleIds.length);
      expect(result.bands.reduce((sum, band) => sum + band.sampled, 0)).toBe(first.sampleIds.length);
    } finally {
      await sql`update appeal_statuses set donor_count = null where appeal_id = ${appealId}`.execute(database.ownerDb);
    }
  });

  it(`estimates the counts by band of an appeal of more than ${COUNTED_UP_TO.toLocaleString('en-US')} donors from donors spread over its ids, and says so`, async () => {
    // As if the appeal had 200,000 donors (its stored donor count): its 3,000 ids are all in the spread.
    const total = 200_000;
    await sql`update appeal_statuses set donor_count = ${total} where appeal_id = ${appealId}`.execute(database.ownerDb);
    try {
      const result = (await preview('secret_sauce')).data!.getWhatIfPreview;
      const exact = GIVING_BAND_LABELS.map(() => 0);
      for (const donor of donors) exact[givingBandOf([Number(donor.appealGiftLastYear ?? 0), Number(donor.appealGiftTwoYearsAgo ?? 0), Number(donor.appealGiftThreeYearsAgo ?? 0)])]! += 1;
      expect(result.donors).toBe(total);
      expect(result.sampled).toBe(3000);
      result.bands.forEach((band, i) => expect(Math.abs(band.donors - (exact[i]! * total) / 3000)).toBeLessThanOrEqual(1));
      expect(result.assumption).toContain("Donors per giving band are estimated from 3,000 of the appeal's 200,000 donors.");
    } finally {
      await sql`update appeal_statuses set donor_count = null where appeal_id = ${appealId}`.execute(database.ownerDb);
    }
  });

  it("projects from the company's past results with the strategy and names the appeals; another strategy still uses the elasticity", async () => {
    const band = 4;
    const pastId = await storeResults('Fall Renewal 2025', 'swing_fences', band, { recipients: 1200, responders: 120, totalCents: 1_200_000, variance: 900_000 });
    const { data } = await preview('swing_fences');
    const result = data!.getWhatIfPreview;
    expect(result.appeals).toEqual([{ appealId: pastId, appealName: 'Fall Renewal 2025' }]);
    expect(result.basis).toBe('mixed');
    const fromPast = result.bands[band]!;
    expect(fromPast.basis).toBe('past_results');
    // $10 per recipient, 95% interval of 1.96 x sqrt(900,000 / 1,200) cents.
    const margin = 1.959964 * Math.sqrt(900_000 / 1200);
    expect(Number(fromPast.revenuePerRecipientLow)).toBeCloseTo((1000 - margin) / 100, 2);
    expect(Number(fromPast.revenuePerRecipientHigh)).toBeCloseTo((1000 + margin) / 100, 2);
    expect(result.assumption).toContain('Fall Renewal 2025');
    const otherStrategy = (await preview('nice_easy')).data!.getWhatIfPreview;
    expect(otherStrategy.basis).toBe('elasticity');
    expect(otherStrategy.appeals).toEqual([]);
  });

  it('counts a donor added since the last preview (the kept sample is read again)', async () => {
    const before = (await preview('secret_sauce')).data!.getWhatIfPreview;
    await database.ownerDb.insertInto('appealConstituents').values({ companyId: admin.companyId, appealId, appealGiftLastYear: 30_000_00 }).execute();
    const after = (await preview('secret_sauce')).data!.getWhatIfPreview;
    expect(after.donors).toBe(before.donors + 1);
    expect(after.bands[0]!.donors).toBe(before.bands[0]!.donors + 1);
  });

  it("refuses another company's appeal and an unknown strategy", async () => {
    const refused = await preview('secret_sauce', other);
    expect(refused.errors?.[0]?.message).toBe('Appeal not found.');
    const unknown = await preview('guesswork');
    expect(unknown.errors?.[0]?.message).toBe('Unknown strategy "guesswork".');
  });
});

describe('spreadIds', () => {
  it('takes every id of a span up to the sample size, and about the sample size spread evenly over a larger one', () => {
    expect(spreadIds(11, 15)).toEqual(['11', '12', '13', '14', '15']);
    const spread = spreadIds(1_000_001, 2_000_000).map(Number);
    expect(spread).toHaveLength(SAMPLE_SIZE);
    expect(new Set(spread).size).toBe(SAMPLE_SIZE);
    expect(spread[0]).toBe(1_000_001);
    expect(Math.max(...spread)).toBeLessThanOrEqual(2_000_000);
    expect(spreadIds(1_000_001, 2_000_000)).toEqual(spreadIds(1_000_001, 2_000_000).slice());
  });
});
