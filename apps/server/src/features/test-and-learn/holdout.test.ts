import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyWithUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { setAppealAskSettings } from '../asks/asks.testing.ts';
import { calculateAsks, graphqlAs } from '../history/appeal-fixtures.ts';
import {
  exportAppeal,
  GET_RESULTS,
  mailedAsks,
  primaryAsks,
  readSheet,
  REMOVE_TEST,
  startTestAndLearnWorld,
  stopTestAndLearnWorld,
  testMembers,
  uploadResults,
} from './test-and-learn.testing.ts';

// The optional holdout group C of an A/B test: its share of every giving band, its fixed ladder, and its
// place in the export and the results beside the two strategies.

let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let other: CompanyWithUser;
let appealId: number;
let donorIds: number[];

const GROUPS = [
  { letter: 'A', strategyId: 'secret_sauce', share: 40, sourceCode: 'FALL-A' },
  { letter: 'B', strategyId: 'swing_fences', share: 40, sourceCode: 'FALL-B' },
  { letter: 'C', share: 20, sourceCode: 'FALL-C', fixedLadder: ['$25', '50', '100.00'] },
];
const SAVE = `mutation Save($appealId: Int!, $groups: [AppealTestGroupInput!]!) {
  saveAppealTest(appealId: $appealId, groups: $groups) { appealId groups { letter strategyId strategyName share sourceCode fixedLadder donors } } }`;
const READ = `query Test($appealId: Int!) { getAppealTest(appealId: $appealId) { groups { letter strategyId strategyName share sourceCode fixedLadder donors } } }`;
const GRID = `query Grid($input: AppealConstituentsFilterInput!) { getAppealConstituentsByFilter(input: $input) {
  pagination { total } rows { id testGroup askString askLogs } } }`;

beforeAll(async () => {
  ({ database, app, admin, other, appealId, donorIds } = await startTestAndLearnWorld(257, 7));
});
afterAll(() => stopTestAndLearnWorld({ app, database }));

const calculate = () => calculateAsks(app.services, admin.companyId, appealId);

/** The current ladder (annual asks 1 to 3) of every donor, by appeal constituent id. */
async function ladders(): Promise<Map<number, number[]>> {
  const { rows } = await sql<{ id: string; ask1: string; ask2: string; ask3: string; ask4: string | null; monthly1: string | null }>`
    select a.appeal_constituent_id as id, a.annual_ask1 as ask1, a.annual_ask2 as ask2, a.annual_ask3 as ask3, a.annual_ask4 as ask4, a.monthly_ask1 as monthly1
    from appeal_asks a join appeal_ask_runs r on r.appeal_id = a.appeal_id and r.current_generation = a.generation
    where a.appeal_id = ${appealId}`.execute(database.ownerDb);
  return new Map(rows.map((r) => [Number(r.id), [r.ask1, r.ask2, r.ask3, r.ask4, r.monthly1].filter((ask) => ask !== null).map(Number)]));
}

describe('a test with a holdout group', () => {
  it('is saved with its fixed ladder and read back with the strategies', async () => {
    const saved = await graphqlAs<{ saveAppealTest: { groups: unknown[] } }>(app.url, admin.cookie, SAVE, { appealId, groups: GROUPS });
    expect(saved.errors).toBeUndefined();
    const read = await graphqlAs<{ getAppealTest: { groups: unknown[] } }>(app.url, admin.cookie, READ, { appealId });
    expect(read.data!.getAppealTest.groups).toEqual([
      { letter: 'A', strategyId: 'secret_sauce', strategyName: 'Secret Sauce', share: 40, sourceCode: 'FALL-A', fixedLadder: null, donors: 0 },
      { letter: 'B', strategyId: 'swing_fences', strategyName: 'Swing for the Fences', share: 40, sourceCode: 'FALL-B', fixedLadder: null, donors: 0 },
      { letter: 'C', strategyId: null, strategyName: 'Fixed-ladder holdout', share: 20, sourceCode: 'FALL-C', fixedLadder: ['25.00', '50.00', '100.00'], donors: 0 },
    ]);
  });

  it('refuses a ladder that is not the appeal\'s number of asks, out of order, or not an amount, and shares not adding to 100', async () => {
    const refused = async (groups: unknown[]) => (await graphqlAs(app.url, admin.cookie, SAVE, { appealId, groups })).errors?.[0]?.message;
    const [a, b, c] = GROUPS;
    expect(await refused([a, b, { ...c, fixedLadder: ['25', '50', '100', '250'] }])).toBe(
      'The holdout ladder has 4 asks but the appeal asks for 3: type 3 amounts.',
    );
    expect(await refused([a, b, { ...c, fixedLadder: ['50', '25', '100'] }])).toBe('Each ask of the fixed ladder is above the one before.');
    expect(await refused([a, b, { ...c, fixedLadder: ['25', 'lots', '100'] }])).toBe('"lots" is not an amount for the fixed ladder.');
    expect(await refused([a, { ...b, share: 50 }, c])).toBe('The shares add up to 100%.');
    expect(await refused([a, b, { ...c, sourceCode: 'fall-a' }])).toBe('The groups need different source codes.');
  });

  it('splits every giving band within one donor of the three shares and gives group C exactly the typed ladder', async () => {
    await calculate();
    const members = await testMembers(database.ownerDb, appealId);
    expect(members.size).toBe(donorIds.length);
    const bands = new Map<number, Record<string, number>>();
    for (const { group, band } of members.values()) {
      const tally = bands.get(band) ?? { A: 0, B: 0, C: 0, all: 0 };
      tally[group]! += 1;
      tally.all! += 1;
      bands.set(band, tally);
    }
    expect(bands.size).toBeGreaterThan(3);
    for (const tally of bands.values()) {
      for (const group of GROUPS) expect(Math.abs(tally[group.letter]! - (tally.all! * group.share) / 100)).toBeLessThanOrEqual(1);
    }
    expect([...members.values()].filter((m) => m.group === 'C').length).toBeGreaterThan(30);

    const fixed = await ladders();
    const byStrategy = await primaryAsks(database.ownerDb, appealId);
    for (const [id, { group }] of members) {
      if (group === 'C') expect(fixed.get(id)).toEqual([2500, 5000, 10000]);
      else expect(fixed.get(id)).not.toEqual([2500, 5000, 10000]);
    }
    // A keeps its strategy: the same asks as a calculation of Secret Sauce without a test.
    await graphqlAs(app.url, admin.cookie, REMOVE_TEST, { appealId });
    await calculate();
    const sauce = await primaryAsks(database.ownerDb, appealId);
    for (const [id, { group }] of members) if (group === 'A') expect(byStrategy.get(id)).toBe(sauce.get(id));
    // Set up again (a new seed, so new groups), C still gets the ladder.
    await graphqlAs(app.url, admin.cookie, SAVE, { appealId, groups: GROUPS });
    await calculate();
    const again = await ladders();
    for (const [id, { group }] of await testMembers(database.ownerDb, appealId)) if (group === 'C') expect(again.get(id)).toEqual([2500, 5000, 10000]);
  });

  it("explains a group C donor's ladder as the fixed ladder in the review grid's ask log", async () => {
    const { data, errors } = await graphqlAs<{ getAppealConstituentsByFilter: { pagination: { total: number }; rows: Array<{ testGroup: string; askString: string; askLogs: string[] }> } }>(
      app.url,
      admin.cookie,
      GRID,
      { input: { appealId, testGroup: 'C', pageSize: 50 } },
    );
    expect(errors).toBeUndefined();
    const page = data!.getAppealConstituentsByFilter;
    expect(page.rows.length).toBeGreaterThan(0);
    for (const row of page.rows) {
      expect([row.testGroup, row.askString]).toEqual(['C', '$25 / $50 / $100']);
      expect(row.askLogs).toContain('Fixed ladder (holdout group): $25 / $50 / $100 for every donor of the group, whatever their giving');
    }
    const inA = await graphqlAs<{ getAppealConstituentsByFilter: { rows: Array<{ askLogs: string[] }> } }>(app.url, admin.cookie, GRID, { input: { appealId, testGroup: 'A', pageSize: 50 } });
    expect(inA.data!.getAppealConstituentsByFilter.rows.length).toBeGreaterThan(0);
    for (const row of inA.data!.getAppealConstituentsByFilter.rows) expect(row.askLogs.join('\n')).not.toContain('Fixed ladder');
  });

  it('explains the rows by the groups they were calculated with until the next calculation, whatever the test becomes', async () => {
    type Page = { getAppealConstituentsByFilter: { rows: Array<{ testGroup: string; askString: string; askLogs: string[] }> } };
    const groupC = async () => (await graphqlAs<Page>(app.url, admin.cookie, GRID, { input: { appealId, testGroup: 'C', pageSize: 50 } })).data!.getAppealConstituentsByFilter.rows;
    const before = await groupC();
    const changed = GROUPS.map((group) => (group.letter === 'C' ? { ...group, fixedLadder: ['30', '60', '120'] } : group));
    expect((await graphqlAs(app.url, admin.cookie, SAVE, { appealId, groups: changed })).errors).toBeUndefined();
    const after = await groupC();
    expect(after).toEqual(before);
    for (const row of after) expect(row.askLogs).toContain('Fixed ladder (holdout group): $25 / $50 / $100 for every donor of the group, whatever their giving');
    // The next calculation takes the test as it now is; then back to the test of the other cases.
    await calculate();
    for (const row of await groupC()) expect(row.askString).toBe('$30 / $60 / $120');
    expect((await graphqlAs(app.url, admin.cookie, SAVE, { appealId, groups: GROUPS })).errors).toBeUndefined();
    await calculate();
  });

  it('keeps the fixed ladder of a group C donor given a custom base ask, in the preview and once applied', async () => {
    const members = await testMembers(database.ownerDb, appealId);
    const [holdoutId] = [...members].find(([, m]) => m.group === 'C')!;
    const preview = await graphqlAs<{ UpdateAppealUsingCustomBaseAskValue: { statusCode: number; askString: string; askLogs: string[] } }>(
      app.url,
      admin.cookie,
      `mutation ($id: ID!, $value: String!) { UpdateAppealUsingCustomBaseAskValue(appealConstituentId: $id, customBaseAskValue: $value) { statusCode askString askLogs } }`,
      { id: String(holdoutId), value: '$2,000' },
    );
    expect(preview.data!.UpdateAppealUsingCustomBaseAskValue).toMatchObject({ statusCode: 200, askString: '$25 / $50 / $100' });
    expect(preview.data!.UpdateAppealUsingCustomBaseAskValue.askLogs[1]).toMatch(/^Fixed ladder \(holdout group\)/);
    const applied = await graphqlAs<{ UpdateAppealConstituents: { statusCode: number } }>(
      app.url,
      admin.cookie,
      `mutation ($body: UpdateAppealConstituentsBody!) { UpdateAppealConstituents(body: $body) { statusCode } }`,
      { body: { appealId, items: [{ id: String(holdoutId), customBaseAsk: '2000' }] } },
    );
    expect(applied.data!.UpdateAppealConstituents.statusCode).toBe(200);
    expect((await ladders()).get(holdoutId)).toEqual([2500, 5000, 10000]);
  });

  it('exports group C with its source code, and reports it beside A and B while the verdict compares A and B', async () => {
    const { rows } = await readSheet(await exportAppeal(app, admin.cookie, appealId));
    const holdoutRows = rows.filter((row) => row['Test Group'] === 'C');
    expect(holdoutRows.length).toBeGreaterThan(0);
    for (const row of holdoutRows) expect(row['Source Code']).toBe('FALL-C');
    const mailed = await mailedAsks(database.ownerDb, appealId);
    for (const ask of mailed.filter((m) => m.testGroup === 'C')) expect([ask.primaryAsk, ask.ask1]).toEqual([2500, 2500]);

    const keyed = mailed.filter((ask) => ask.constituentKey !== null);
    const lines = ['Cont. ID,Gift Amount', ...keyed.filter((_, index) => index % 4 === 0).map((ask) => `${ask.constituentKey},${(ask.ask1! / 100).toFixed(2)}`)];
    expect((await uploadResults(app.url, admin.cookie, appealId, 'results.csv', lines.join('\n'))).status).toBe(200);
    const { data, errors } = await graphqlAs<{ getAppealResults: { verdict: string; groups: Array<{ letter: string; label: string; sourceCode: string; recipients: number; askChoices: { ask1: number } }> } }>(
      app.url,
      admin.cookie,
      GET_RESULTS,
      { appealId },
    );
    expect(errors).toBeUndefined();
    const results = data!.getAppealResults;
    expect(results.groups.map((g) => [g.letter, g.label, g.sourceCode, g.recipients])).toEqual(
      ['A', 'B', 'C'].map((letter) => [
        letter,
        { A: 'Secret Sauce', B: 'Swing for the Fences', C: 'Fixed-ladder holdout' }[letter],
        `FALL-${letter}`,
        mailed.filter((m) => m.testGroup === letter).length,
      ]),
    );
    expect(results.groups[2]!.askChoices.ask1).toBeGreaterThan(0);
    expect(results.verdict).toMatch(/Secret Sauce|Swing for the Fences/);
    expect(results.verdict).not.toMatch(/holdout/i);
  });
});

describe('another company', () => {
  it('cannot save a test with a holdout on the appeal, nor read it', async () => {
    const saved = await graphqlAs(app.url, other.cookie, SAVE, { appealId, groups: GROUPS.map((g) => (g.letter === 'C' ? { ...g, fixedLadder: ['1', '2', '3'] } : g)) });
    expect(saved.errors?.[0]?.message).toBe('Appeal not found.');
    const read = await graphqlAs(app.url, other.cookie, READ, { appealId });
    expect(read.errors?.[0]?.message).toBe('Appeal not found.');
    const mine = await graphqlAs<{ getAppealTest: { groups: Array<{ fixedLadder: string[] | null }> } }>(app.url, admin.cookie, READ, { appealId });
    expect(mine.data!.getAppealTest.groups[2]!.fixedLadder).toEqual(['25.00', '50.00', '100.00']);
  });
});

describe('a holdout ladder that no longer matches the number of asks', () => {
  it('stops the calculation with a message saying what to do', async () => {
    await setAppealAskSettings(database.ownerDb, appealId, 'secret_sauce', 4, 'ANNUAL_ONLY');
    await expect(calculate()).rejects.toThrow('The holdout ladder has 3 asks but the appeal asks for 4: type 4 amounts.');
    await setAppealAskSettings(database.ownerDb, appealId, 'secret_sauce', 3, 'ANNUAL_ONLY');
  });
});
