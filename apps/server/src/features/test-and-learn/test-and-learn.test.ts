import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyWithUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { buildAppealWithDonors, generateDonors, setAppealAskSettings } from '../asks/asks.testing.ts';
import { calculateAsks, graphqlAs } from '../history/appeal-fixtures.ts';
import {
  exportAppeal,
  GET_RESULTS,
  GET_TEST,
  mailedAsks,
  primaryAsks,
  readSheet,
  REMOVE_TEST,
  SAVE_TEST,
  startTestAndLearnWorld,
  stopTestAndLearnWorld,
  testMembers,
  uploadResults,
  type MailedAsk,
} from './test-and-learn.testing.ts';

let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let other: CompanyWithUser;
let appealId: number;
let donorIds: number[];

const GROUPS = [
  { letter: 'A', strategyId: 'secret_sauce', share: 30, sourceCode: 'SPRING-A' },
  { letter: 'B', strategyId: 'swing_fences', share: 70, sourceCode: 'SPRING-B' },
];

beforeAll(async () => {
  ({ database, app, admin, other, appealId, donorIds } = await startTestAndLearnWorld(301, 18));
});
afterAll(() => stopTestAndLearnWorld({ app, database }));

const calculate = (id = appealId) => calculateAsks(app.services, admin.companyId, id);

describe('an A/B test in an appeal', () => {
  let mailed: MailedAsk[];

  it('splits every giving band within one donor of the shares, calculates each group with its strategy, and keeps the groups', async () => {
    await calculate();
    const sauce = await primaryAsks(database.ownerDb, appealId);
    await setAppealAskSettings(database.ownerDb, appealId, 'swing_fences', 3, 'ANNUAL_ONLY');
    await calculate();
    const swing = await primaryAsks(database.ownerDb, appealId);
    await setAppealAskSettings(database.ownerDb, appealId, 'secret_sauce', 3, 'ANNUAL_ONLY');

    const saved = await graphqlAs<{ saveAppealTest: { groups: Array<{ strategyName: string }> } }>(app.url, admin.cookie, SAVE_TEST, { appealId, groups: GROUPS });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveAppealTest.groups.map((g) => g.strategyName)).toEqual(['Secret Sauce', 'Swing for the Fences']);
    await calculate();
    const members = await testMembers(database.ownerDb, appealId);
    expect(members.size).toBe(donorIds.length);
    const bands = new Map<number, { a: number; all: number }>();
    for (const { group, band } of members.values()) {
      const tally = bands.get(band) ?? { a: 0, all: 0 };
      tally.all += 1;
      if (group === 'A') tally.a += 1;
      bands.set(band, tally);
    }
    expect(bands.size).toBeGreaterThan(3);
    for (const { a, all } of bands.values()) expect(Math.abs(a - all * 0.3)).toBeLessThanOrEqual(1);

    const asks = await primaryAsks(database.ownerDb, appealId);
    let differing = 0;
    for (const [id, { group }] of members) {
      expect(asks.get(id)).toBe(group === 'A' ? sauce.get(id) : swing.get(id));
      if (sauce.get(id) !== swing.get(id)) differing += 1;
    }
    expect(differing).toBeGreaterThan(100);

    await calculate();
    expect(await testMembers(database.ownerDb, appealId)).toEqual(members);
    const { data } = await graphqlAs<{ getAppealTest: { groups: Array<{ donors: number }> } }>(app.url, admin.cookie, GET_TEST, { appealId });
    expect(data!.getAppealTest.groups.map((g) => g.donors)).toEqual([...members.values()].reduce((n, m) => (m.group === 'A' ? [n[0]! + 1, n[1]!] : [n[0]!, n[1]! + 1]), [0, 0]));
  });

  it("shows each donor's group in the review grid, filters it by group, and summarises each group", async () => {
    const members = await testMembers(database.ownerDb, appealId);
    const inGroup = (letter: string) => [...members.values()].filter((m) => m.group === letter).length;
    for (const [letter, orderBy] of [['A', null], ['B', 'lastName']] as const) {
      const { data, errors } = await graphqlAs<{ getAppealConstituentsByFilter: GridPage }>(app.url, admin.cookie, GRID, {
        input: { appealId, testGroup: letter, pageSize: 200, orderBy },
      });
      expect(errors).toBeUndefined();
      const page = data!.getAppealConstituentsByFilter;
      expect(page.pagination.total).toBe(inGroup(letter));
      expect(page.pagination.urls.current).toContain(`testGroup=${letter}`);
      expect(page.rows.length).toBe(Math.min(200, inGroup(letter)));
      for (const row of page.rows) expect([row.testGroup, members.get(Number(row.id))!.group]).toEqual([letter, letter]);
    }
    const whole = await graphqlAs<{ getAppealConstituentsByFilter: GridPage }>(app.url, admin.cookie, GRID, { input: { appealId, pageSize: 10 } });
    expect(whole.data!.getAppealConstituentsByFilter.pagination.total).toBe(donorIds.length);
    for (const row of whole.data!.getAppealConstituentsByFilter.rows) expect(row.testGroup).toBe(members.get(Number(row.id))!.group);
    const wrong = await graphqlAs(app.url, admin.cookie, GRID, { input: { appealId, testGroup: 'ab' } });
    expect(wrong.errors?.[0]?.message).toBe('Unknown test group "ab".');

    const { data } = await graphqlAs<{ getAppealSummaryCounts: SummaryPage }>(app.url, admin.cookie, SUMMARY, { appealId });
    const summary = data!.getAppealSummaryCounts;
    expect(summary.testGroups.map((g) => [g.letter, g.label, g.donors])).toEqual([
      ['A', 'Secret Sauce', inGroup('A')],
      ['B', 'Swing for the Fences', inGroup('B')],
    ]);
    for (const group of summary.testGroups) expect(group.readyExport + group.handleManually + group.excludeExport).toBe(group.donors);
    // Each tile of the whole appeal is the sum of the groups' tiles, and each group's tile counts its donors in the grid.
    for (const tile of summary.tiles.filter((t) => t.key !== 'top100')) {
      const byGroup = summary.testGroups.map((g) => g.tiles.find((t) => t.key === tile.key)!.count);
      expect(byGroup[0]! + byGroup[1]!).toBe(tile.count);
    }
    const renewalsOfB = summary.testGroups[1]!.tiles.find((t) => t.key === 'renewal')!;
    const grid = await graphqlAs<{ getAppealConstituentsByFilter: GridPage }>(app.url, admin.cookie, GRID, {
      input: { appealId, testGroup: 'B', filterType: renewalsOfB.filterType, pageSize: 10 },
    });
    expect(grid.data!.getAppealConstituentsByFilter.pagination.total).toBe(renewalsOfB.count);
  });

  it('exports each donor with its group and source code and keeps the ladders as mailed', async () => {
    const { headers, rows } = await readSheet(await exportAppeal(app, admin.cookie, appealId));
    expect(headers).toEqual(expect.arrayContaining(['Test Group', 'Source Code']));
    const members = await testMembers(database.ownerDb, appealId);
    mailed = await mailedAsks(database.ownerDb, appealId);
    expect(mailed.length).toBeGreaterThan(0);
    for (const ask of mailed) expect(ask.testGroup).toBe(members.get(ask.appealConstituentId)!.group);
    // The export counts the mailing per group and band.
    const groups = await sql<{ testGroup: string; givingBand: number; recipients: number; sourceCode: string }>`
      select test_group, giving_band, recipients, source_code from appeal_mailed_groups where appeal_id = ${appealId}`.execute(database.ownerDb);
    for (const group of groups.rows) {
      const members = mailed.filter((ask) => ask.testGroup === group.testGroup && ask.givingBand === group.givingBand);
      expect([group.recipients, group.sourceCode]).toEqual([members.length, `SPRING-${group.testGroup}`]);
    }
    expect(groups.rows.reduce((sum, group) => sum + group.recipients, 0)).toBe(mailed.length);
    const byKey = new Map(mailed.map((ask) => [ask.constituentKey, ask]));
    for (const row of rows.filter((r) => r['Cont. ID'])) {
      const group = byKey.get(String(row['Cont. ID']))!.testGroup;
      expect([row['Test Group'], row['Source Code']]).toEqual([group, `SPRING-${group}`]);
    }
    // Later changes do not touch what was mailed.
    await graphqlAs(app.url, admin.cookie, SAVE_TEST, { appealId, groups: [{ ...GROUPS[0], share: 50 }, { ...GROUPS[1], share: 50, strategyId: 'nice_easy' }] });
    await calculate();
    expect(await mailedAsks(database.ownerDb, appealId)).toEqual(mailed);
  });

  it("imports the mailing's gifts, matched by Cont. ID, and reports each group as an independent tally does", async () => {
    const keyed = mailed.filter((ask) => ask.constituentKey !== null);
    const gifts = new Map<string, number>();
    keyed.forEach((ask, index) => {
      if (index % 3 === 0) gifts.set(ask.constituentKey!, ask.ask1!);
      else if (index % 7 === 0) gifts.set(ask.constituentKey!, 1234 + index);
    });
    // One donor gave twice: the gifts add up.
    const twice = keyed[1]!.constituentKey!;
    const lines = ['Cont. ID,Gift Amount,Gift Date,Responded'];
    for (const [key, cents] of gifts) lines.push(`${key},"$${(cents / 100).toFixed(2)}",2026-03-01,1`);
    lines.push(`${twice},10.00,2026-03-02,yes`, `${twice},"$5.50",,yes`, `${keyed[2]!.constituentKey},,,0`, 'NOT-MAILED,25,,1', `${keyed[4]!.constituentKey},12x,,1`, ',5,,1');
    gifts.set(twice, 1550);
    const { status, body } = await uploadResults(app.url, admin.cookie, appealId, 'results.csv', lines.join('\n'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ matchedDonors: gifts.size, unmatchedGifts: 1, errorCount: 2 });
    expect(body.errors!.map((e) => e.error)).toEqual([
      expect.stringMatching(/^Row \d+, column "Gift Amount" \(B\d+\): /),
      expect.stringMatching(/^Row \d+, column "Cont. ID" \(A\d+\): the donor's id is missing$/),
    ]);

    const { data, errors } = await graphqlAs<{ getAppealResults: Results }>(app.url, admin.cookie, GET_RESULTS, { appealId });
    expect(errors).toBeUndefined();
    const results = data!.getAppealResults;
    expect(results).toMatchObject({ hasResults: true, mailedCount: mailed.length, matchedCount: gifts.size, unmatchedCount: 1 });
    for (const letter of ['A', 'B']) {
      const members = mailed.filter((ask) => ask.testGroup === letter);
      const given = members.map((ask) => (ask.constituentKey === null ? 0 : (gifts.get(ask.constituentKey) ?? 0)));
      const total = given.reduce((sum, cents) => sum + cents, 0);
      const group = results.groups.find((g) => g.letter === letter)!;
      expect(group).toMatchObject({
        label: letter === 'A' ? 'Secret Sauce' : 'Swing for the Fences',
        sourceCode: `SPRING-${letter}`,
        recipients: members.length,
        responders: given.filter((cents) => cents > 0).length,
        total: (total / 100).toFixed(2),
        revenuePerRecipient: (Math.round(total / members.length) / 100).toFixed(2),
      });
      expect(group.askChoices.ask1).toBe(members.filter((ask) => ask.constituentKey !== null && gifts.get(ask.constituentKey) === ask.ask1).length);
      expect(group.bands.reduce((sum, band) => sum + band.recipients, 0)).toBe(members.length);
    }
    expect(results.total.recipients).toBe(mailed.length);
    expect(results.total.total).toBe(([...gifts.values()].reduce((a, b) => a + b, 0) / 100).toFixed(2));
    expect(results.verdict).toMatch(/^(No clear difference yet|(Secret Sauce|Swing for the Fences) raised \$[\d,.]+ more per recipient)/);
    expect(results.comparison).not.toBeNull();

    // Importing again replaces the results.
    const again = await uploadResults(app.url, admin.cookie, appealId, 'results-2.csv', `Constituent ID,Amount\n${keyed[0]!.constituentKey},100\n`);
    expect(again.body).toMatchObject({ matchedDonors: 1, errorCount: 0 });
    const replaced = await graphqlAs<{ getAppealResults: Results }>(app.url, admin.cookie, GET_RESULTS, { appealId });
    expect(replaced.data!.getAppealResults).toMatchObject({ fileName: 'results-2.csv', total: { responders: 1, total: '100.00' } });
  });

  it('imports a .xlsx results file: a blank row, a title above the header, dates as Excel stores them, a header on the first sheet only', async () => {
    const keyed = mailed.filter((ask) => ask.constituentKey !== null);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Gifts');
    sheet.addRow(['Spring appeal: gifts received']);
    sheet.addRow(['Constituent ID', 'Gift Amt', 'Gift Date', 'Responded']);
    sheet.addRow([keyed[0]!.constituentKey, 25.5, new Date('2026-03-04T00:00:00Z'), 'Yes']);
    sheet.addRow([]);
    sheet.addRow([keyed[1]!.constituentKey, '$1,000.00', '2026-03-05', 1]);
    sheet.addRow([keyed[2]!.constituentKey, 40, 'soon', 1]);
    sheet.addRow([keyed[3]!.constituentKey, 15, null, 'no']);
    workbook.addWorksheet('Notes').addRow(['Cont. ID', 'Gift Amount']).commit();
    // As an export made before the mailing was counted per group left it: the import counts it once.
    await sql`delete from appeal_mailed_groups where appeal_id = ${appealId}`.execute(database.ownerDb);
    const { status, body } = await uploadResults(app.url, admin.cookie, appealId, 'results.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(status).toBe(200);
    expect(body).toMatchObject({ rowCount: 4, giftCount: 2, matchedDonors: 2, unmatchedGifts: 0, errorCount: 1 });
    expect(body.errors).toEqual([{ id: 'C6', error: 'Row 6, column "Gift Date" (C6): "soon" is not a date' }]);
    const { rows } = await sql<{ key: string; giftCents: number; giftDate: string | null }>`
      select m.constituent_key as key, r.gift_cents, r.gift_date::text as gift_date from appeal_gift_results r
      join appeal_mailed_asks m using (appeal_id, appeal_constituent_id) where r.appeal_id = ${appealId} order by r.gift_cents`.execute(database.ownerDb);
    expect(rows).toEqual([
      { key: keyed[0]!.constituentKey, giftCents: 2550, giftDate: '2026-03-04' },
      { key: keyed[1]!.constituentKey, giftCents: 100000, giftDate: '2026-03-05' },
    ]);
    const { data } = await graphqlAs<{ getAppealResults: Results }>(app.url, admin.cookie, GET_RESULTS, { appealId });
    expect(data!.getAppealResults).toMatchObject({ mailedCount: mailed.length, total: { recipients: mailed.length, responders: 2, total: '1025.50' } });
    const counted = await sql<{ recipients: number }>`select sum(recipients)::int as recipients from appeal_mailed_groups where appeal_id = ${appealId}`.execute(database.ownerDb);
    expect(counted.rows[0]!.recipients).toBe(mailed.length);
  });

  it('refuses a results file that is not a workbook, and one whose header is missing', async () => {
    const notWorkbook = await uploadResults(app.url, admin.cookie, appealId, 'results.xlsx', 'Cont. ID,Gift Amount\nC1,5\n');
    expect(notWorkbook.status).toBe(422);
    expect(notWorkbook.body.error).toMatch(/^The file is not an Excel workbook/);
    const noHeader = await uploadResults(app.url, admin.cookie, appealId, 'results.csv', 'Name,Total\nAnn,5\n');
    expect(noHeader).toMatchObject({ status: 422, body: { error: expect.stringMatching(/needs a header row with Cont. ID and Gift Amount/) } });
  });

  it('downloads the results as an .xlsx report with the figures the page shows', async () => {
    const { data } = await graphqlAs<{ getAppealResults: Results }>(app.url, admin.cookie, GET_RESULTS, { appealId });
    const results = data!.getAppealResults;
    const response = await fetch(`${app.url}/files/appeal-results-report?appealId=${appealId}`, { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/results\.xlsx/);
    const { headers, rows } = await readSheet(Buffer.from(await response.arrayBuffer()));
    expect(headers.slice(0, 11)).toEqual(['Row', 'Group', 'Strategy', 'Source Code', 'Giving Band', 'Recipients', 'Responders', 'Response Rate', 'Total Raised', 'Average Gift', 'Revenue per Recipient']);
    for (const group of results.groups) {
      const row = rows.find((r) => r.Row === 'Group' && r.Group === group.letter)!;
      expect([row.Strategy, row.Recipients, row.Responders, row['Total Raised'], row['Revenue per Recipient']]).toEqual([
        group.label,
        group.recipients,
        group.responders,
        Number(group.total),
        Number(group.revenuePerRecipient),
      ]);
      expect(row['Gave Ask 1']).toBe(group.askChoices.ask1);
      const bands = rows.filter((r) => r.Row === 'Band' && r.Group === group.letter);
      expect(bands.map((r) => r.Recipients)).toEqual(group.bands.map((b) => b.recipients));
    }
    const all = rows.find((r) => r.Row === 'All donors')!;
    expect([all.Recipients, all.Responders, all['Total Raised']]).toEqual([results.total.recipients, results.total.responders, Number(results.total.total)]);
    expect(rows.find((r) => r.Row === 'Verdict')!.Strategy).toBe(results.verdict);

    const signedOut = await fetch(`${app.url}/files/appeal-results-report?appealId=${appealId}`);
    expect(signedOut.status).toBe(401);
    const { appealId: noResults } = await buildAppealWithDonors(database.ownerDb, admin.companyId, generateDonors(3), { userId: admin.userId });
    const none = await fetch(`${app.url}/files/appeal-results-report?appealId=${noResults}`, { headers: { cookie: admin.cookie } });
    expect(none.status).toBe(409);
  });

  it("shows in appeal history which appeals have results and their headline figures", async () => {
    const { data } = await graphqlAs<{ getAppealResults: Results }>(app.url, admin.cookie, GET_RESULTS, { appealId });
    const results = data!.getAppealResults;
    const history = await graphqlAs<{ getAppealHistory: { data: HistoryRow[] } }>(app.url, admin.cookie, HISTORY, {});
    expect(history.errors).toBeUndefined();
    const rows = history.data!.getAppealHistory.data;
    const [first, second] = results.groups.map((g) => Math.round(Number(g.revenuePerRecipient) * 100));
    expect(rows.find((row) => row.id === appealId)!.results).toEqual({
      recipients: results.total.recipients,
      responders: results.total.responders,
      totalRaised: results.total.total,
      revenuePerRecipientDifference: expect.stringMatching(/^-?\d+\.\d\d$/),
      verdict: results.verdict,
    });
    // The difference is group B's revenue per recipient minus group A's (to a cent of the rounded figures).
    const difference = Math.round(Number(rows.find((row) => row.id === appealId)!.results!.revenuePerRecipientDifference) * 100);
    expect(Math.abs(difference - (second! - first!))).toBeLessThanOrEqual(1);
    expect(rows.filter((row) => row.id !== appealId).every((row) => row.results === null)).toBe(true);
  });

  it('refuses results before the appeal is exported', async () => {
    const { appealId: unmailed } = await buildAppealWithDonors(database.ownerDb, admin.companyId, generateDonors(5), { userId: admin.userId });
    const { status, body } = await uploadResults(app.url, admin.cookie, unmailed, 'results.csv', 'Cont. ID,Gift Amount\nC100000,10\n');
    expect(status).toBe(409);
    expect(body.error).toMatch(/^Export this appeal before importing its results/);
  });
});

describe('source codes changed after an export', () => {
  it('are printed by the next export; the groups, their asks and the ladders already mailed keep theirs', async () => {
    const members = await testMembers(database.ownerDb, appealId);
    const asks = await primaryAsks(database.ownerDb, appealId);
    const mailed = await mailedAsks(database.ownerDb, appealId);
    const mailedCodes = await sql<{ sourceCode: string }>`select distinct source_code from appeal_mailed_asks where appeal_id = ${appealId} order by 1`.execute(database.ownerDb);
    const codes = [{ letter: 'B', sourceCode: 'FALL26-SWING' }];
    const { data, errors } = await graphqlAs<{ setAppealTestSourceCodes: { groups: Array<{ letter: string; sourceCode: string }> } }>(app.url, admin.cookie, SET_CODES, { appealId, sourceCodes: codes });
    expect(errors).toBeUndefined();
    expect(data!.setAppealTestSourceCodes.groups.map((g) => g.sourceCode)).toEqual(['SPRING-A', 'FALL26-SWING']);
    expect(await testMembers(database.ownerDb, appealId)).toEqual(members);
    expect(await primaryAsks(database.ownerDb, appealId)).toEqual(asks);
    expect(await mailedAsks(database.ownerDb, appealId)).toEqual(mailed);
    const stillMailed = await sql<{ sourceCode: string }>`select distinct source_code from appeal_mailed_asks where appeal_id = ${appealId} order by 1`.execute(database.ownerDb);
    expect(stillMailed.rows).toEqual(mailedCodes.rows);

    const same = await graphqlAs(app.url, admin.cookie, SET_CODES, { appealId, sourceCodes: [{ letter: 'A', sourceCode: 'fall26-swing' }] });
    expect(same.errors?.[0]?.message).toBe('The groups need different source codes.');
    const bad = await graphqlAs(app.url, admin.cookie, SET_CODES, { appealId, sourceCodes: [{ letter: 'C', sourceCode: 'X' }] });
    expect(bad.errors?.[0]?.message).toBe('The test has no group "C".');

    const { rows } = await readSheet(await exportAppeal(app, admin.cookie, appealId));
    // Each exported donor is in the group the test gives it now (the first export was of an earlier split).
    const remailed = await mailedAsks(database.ownerDb, appealId);
    for (const ask of remailed) expect(ask.testGroup).toBe(members.get(ask.appealConstituentId)!.group);
    const byKey = new Map(remailed.map((ask) => [ask.constituentKey, ask.testGroup]));
    for (const row of rows.filter((r) => r['Cont. ID'])) {
      expect(row['Source Code']).toBe(byKey.get(String(row['Cont. ID'])) === 'A' ? 'SPRING-A' : 'FALL26-SWING');
    }
  });
});

describe('another company', () => {
  it('cannot read or import the results, nor read, set up or end the test', async () => {
    const before = await graphqlAs<{ getAppealResults: Results }>(app.url, admin.cookie, GET_RESULTS, { appealId });
    const results = await graphqlAs(app.url, other.cookie, GET_RESULTS, { appealId });
    expect(results.errors?.[0]?.message).toBe('Appeal not found.');
    const test = await graphqlAs(app.url, other.cookie, GET_TEST, { appealId });
    expect(test.errors?.[0]?.message).toBe('Appeal not found.');
    const saved = await graphqlAs(app.url, other.cookie, SAVE_TEST, { appealId, groups: GROUPS });
    expect(saved.errors?.[0]?.message).toBe('Appeal not found.');
    const removed = await graphqlAs(app.url, other.cookie, REMOVE_TEST, { appealId });
    expect(removed.errors?.[0]?.message).toBe('Appeal not found.');
    const grid = await graphqlAs<{ getAppealConstituentsByFilter: GridPage | null }>(app.url, other.cookie, GRID, { input: { appealId, testGroup: 'A' } });
    expect(grid.data?.getAppealConstituentsByFilter ?? null).toBeNull();
    const summary = await graphqlAs<{ getAppealSummaryCounts: SummaryPage | null }>(app.url, other.cookie, SUMMARY, { appealId });
    expect(summary.data?.getAppealSummaryCounts ?? null).toBeNull();
    const report = await fetch(`${app.url}/files/appeal-results-report?appealId=${appealId}`, { headers: { cookie: other.cookie } });
    expect([report.status, await report.json()]).toEqual([404, { error: 'Appeal not found.' }]);
    const history = await graphqlAs<{ getAppealHistory: { data: HistoryRow[] } }>(app.url, other.cookie, HISTORY, {});
    expect(history.data!.getAppealHistory.data.some((row) => row.id === appealId || row.results !== null)).toBe(false);
    const codes = await graphqlAs(app.url, other.cookie, SET_CODES, { appealId, sourceCodes: [{ letter: 'A', sourceCode: 'STOLEN-A' }] });
    expect(codes.errors?.[0]?.message).toBe('Appeal not found.');
    const upload = await uploadResults(app.url, other.cookie, appealId, 'results.csv', 'Cont. ID,Gift Amount\nC100000,999\n');
    expect(upload.status).toBe(404);
    const after = await graphqlAs<{ getAppealResults: Results }>(app.url, admin.cookie, GET_RESULTS, { appealId });
    expect(after.data).toEqual(before.data);
    expect((await graphqlAs(app.url, admin.cookie, GET_TEST, { appealId })).data).toMatchObject({ getAppealTest: { appealId, groups: [{ sourceCode: 'SPRING-A' }, {}] } });
  });
});

const SET_CODES = `mutation Codes($appealId: Int!, $sourceCodes: [AppealTestSourceCodeInput!]!) {
  setAppealTestSourceCodes(appealId: $appealId, sourceCodes: $sourceCodes) { groups { letter sourceCode } } }`;
const HISTORY = `query { getAppealHistory(input: { limit: 100, offset: 0 }) { data { id results {
  recipients responders totalRaised revenuePerRecipientDifference verdict } } } }`;
interface HistoryRow {
  id: number;
  results: { recipients: number; responders: number; totalRaised: string; revenuePerRecipientDifference: string | null; verdict: string | null } | null;
}
const GRID = `query Grid($input: AppealConstituentsFilterInput!) { getAppealConstituentsByFilter(input: $input) {
  pagination { total urls { current } } rows { id testGroup } } }`;
const SUMMARY = `query Summary($appealId: Int!) { getAppealSummaryCounts(appealId: $appealId) {
  tiles { key count filterType } testGroups { letter label donors readyExport handleManually excludeExport tiles { key count filterType } } } }`;
interface GridPage {
  pagination: { total: number; urls: { current: string } };
  rows: Array<{ id: string; testGroup: string | null }>;
}
interface SummaryPage {
  tiles: Array<{ key: string; count: number; filterType: string }>;
  testGroups: Array<{ letter: string; label: string; donors: number; readyExport: number; handleManually: number; excludeExport: number; tiles: Array<{ key: string; count: number; filterType: string }> }>;
}

interface Figures {
  recipients: number;
  responders: number;
  total: string;
  revenuePerRecipient: string;
}
interface Results {
  hasResults: boolean;
  fileName: string;
  mailedCount: number;
  verdict: string | null;
  comparison: unknown;
  total: Figures;
  groups: Array<Figures & { letter: string; label: string; askChoices: { ask1: number }; bands: Figures[] }>;
}
