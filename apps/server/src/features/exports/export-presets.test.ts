import { formatAskAmount } from '@askwise/domain';
import { mergeText } from '@askwise/domain/asks/merge-text';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import type { BusEvent } from '../../realtime/event-bus.ts';
import { createSession, SESSION_COOKIE } from '../accounts/sessions.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { calculateAsks, createAppealFixture, eventually, graphqlAs, storedAsks, type StoredAsk } from '../history/appeal-fixtures.ts';
import { SAVE_TEST } from '../test-and-learn/test-and-learn.testing.ts';
import { parseCsv, pdfTexts } from './export-presets.testing.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: CompanyWithUser;
let staff: CompanyWithUser;
let other: CompanyWithUser;

const PRESET = `id name isReadyMade fileFormat mergeTextOrder columns { field header }`;
const LIST = `query { getExportPresets { ${PRESET} } }`;
const FIELDS = `query { getExportPresetFields { id name } }`;
const SAVE = `mutation Save($input: ExportPresetInput!) { saveExportPreset(input: $input) { ${PRESET} } }`;
const DELETE = `mutation Delete($id: String!) { deleteExportPreset(id: $id) }`;
const EXPORT = `mutation Export($appealId: Int!, $presetId: String) { createExportFilesByAppealId(appealId: $appealId, presetId: $presetId) { id } }`;
const GET_APPEAL = `query Appeal($id: Int!) { getAppeal(id: $id) { readyToExportDownloadUrl handleManuallyDownloadUrl } }`;
const PROOF = `mutation Proof($appealId: Int!) { createReplyCardProof(appealId: $appealId) { downloadUrl cards } }`;

interface Preset {
  id: string;
  name: string;
  isReadyMade: boolean;
  fileFormat: string;
  mergeTextOrder: string;
  columns: Array<{ field: string; header: string }>;
}

/** A standard user (group STANDARD, role 2) of the administrator's company, with a session. */
async function addStandardUser(company: CompanyWithUser): Promise<CompanyWithUser> {
  const email = `staff-${company.companyId}@example.org`;
  const user = await database.ownerDb.insertInto('users').values({ email, firstName: 'Staff', lastName: 'User', confirmed: true, userGroup: 'STANDARD' }).returning('id').executeTakeFirstOrThrow();
  const member = await database.ownerDb
    .insertInto('companyUsers')
    .values({ companyId: company.companyId, userId: user.id, roleId: 2, isOwner: false, isActive: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(database.ownerDb, user.id);
  return { companyId: company.companyId, userId: user.id, companyUserId: member.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  admin = await createCompanyWithUser(database.ownerDb);
  staff = await addStandardUser(admin);
  other = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

const save = (who: CompanyWithUser, input: Record<string, unknown>) => graphqlAs<{ saveExportPreset: Preset }>(app.url, who.cookie, SAVE, { input });
const list = async (who: CompanyWithUser) => (await graphqlAs<{ getExportPresets: Preset[] }>(app.url, who.cookie, LIST)).data!.getExportPresets;
const savedRows = () => database.ownerDb.selectFrom('exportPresets').selectAll().orderBy('id').execute();

const MAIL_HOUSE = {
  name: 'Acme Lettershop',
  fileFormat: 'xlsx',
  mergeTextOrder: 'lowest_first',
  columns: [
    { field: 'sequenceNumber', header: 'Seq' },
    { field: 'keyCode', header: 'Key' },
    { field: 'constituentId', header: 'Donor' },
    { field: 'firstName', header: 'First' },
    { field: 'ask1', header: 'Ask1' },
    { field: 'ask2', header: 'Ask2' },
    { field: 'ask3', header: 'Ask3' },
    { field: 'installment1', header: 'Monthly1' },
    { field: 'writeIn', header: 'Other' },
    { field: 'mergeText', header: 'Letter ask' },
  ],
};

describe('export presets', () => {
  it('lists the two ready-made presets for every company, and the fields a preset may use', async () => {
    for (const who of [admin, staff, other]) {
      expect((await list(who)).map((p) => [p.name, p.isReadyMade, p.fileFormat])).toEqual([
        ['Mail merge (word processor)', true, 'xlsx'],
        ['Mail house (generic)', true, 'csv'],
      ]);
    }
    const fields = (await graphqlAs<{ getExportPresetFields: Array<{ id: string }> }>(app.url, staff.cookie, FIELDS)).data!.getExportPresetFields.map((f) => f.id);
    expect(fields).toEqual(expect.arrayContaining(['sequenceNumber', 'keyCode', 'constituentId', 'contactName', 'ask1', 'ask5', 'installment5', 'writeIn', 'mergeText']));
    expect(new Set(fields).size).toBe(fields.length);
  });

  it('an administrator saves, changes and deletes a preset of the company', async () => {
    const created = await save(admin, MAIL_HOUSE);
    expect(created.errors).toBeUndefined();
    const preset = created.data!.saveExportPreset;
    expect(preset).toMatchObject({ name: 'Acme Lettershop', isReadyMade: false, fileFormat: 'xlsx', mergeTextOrder: 'lowest_first', columns: MAIL_HOUSE.columns });
    expect((await list(staff)).map((p) => p.name)).toEqual(['Mail merge (word processor)', 'Mail house (generic)', 'Acme Lettershop']);

    const changed = await save(admin, { ...MAIL_HOUSE, id: preset.id, name: '  Acme Lettershop 2 ', fileFormat: 'csv' });
    expect(changed.data!.saveExportPreset).toMatchObject({ id: preset.id, name: 'Acme Lettershop 2', fileFormat: 'csv' });
    const rows = await savedRows();
    expect(rows.map((r) => [r.companyId, r.name, r.fileFormat])).toEqual([[admin.companyId, 'Acme Lettershop 2', 'csv']]);

    const deleted = await graphqlAs<{ deleteExportPreset: boolean }>(app.url, admin.cookie, DELETE, { id: preset.id });
    expect(deleted.data!.deleteExportPreset).toBe(true);
    expect(await savedRows()).toEqual([]);
    const again = await graphqlAs(app.url, admin.cookie, DELETE, { id: preset.id });
    expect(again.errors?.[0]?.message).toBe('Export preset not found.');
  });

  it('the ready-made presets cannot be changed or deleted', async () => {
    for (const id of ['ready:mail-merge', 'ready:mail-house']) {
      const deleted = await graphqlAs(app.url, admin.cookie, DELETE, { id });
      expect(deleted.errors?.[0]?.message).toBe('The ready-made presets can be used as they are, not changed or deleted.');
      const changed = await save(admin, { ...MAIL_HOUSE, id });
      expect(changed.errors?.[0]?.message).toBe('The ready-made presets can be used as they are, not changed or deleted.');
    }
    expect((await list(admin)).filter((p) => p.isReadyMade)).toHaveLength(2);
  });

  it('refuses a preset that breaks a rule with a message saying which, and writes nothing', async () => {
    const kept = (await save(admin, { ...MAIL_HOUSE, name: 'Kept' })).data!.saveExportPreset;
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'Give the preset a name.'],
      [{ name: 'x'.repeat(81) }, 'A preset name has at most 80 characters.'],
      [{ name: 'kept' }, 'A preset named "kept" already exists; choose another name.'],
      [{ name: 'MAIL HOUSE (GENERIC)' }, '"MAIL HOUSE (GENERIC)" is the name of a ready-made preset; choose another name.'],
      [{ fileFormat: 'pdf' }, 'The file format of a preset is .xlsx or .csv.'],
      [{ mergeTextOrder: 'random' }, 'The merge text is ordered highest first or lowest first.'],
      [{ columns: [] }, 'Choose at least one column for the preset.'],
      [{ columns: [{ field: 'ask1', header: 'Ask1' }, { field: 'salary', header: 'Salary' }] }, 'Column 2: "salary" is not an export field.'],
      [{ columns: [{ field: 'ask1', header: 'Ask1' }, { field: 'ask1', header: 'Ask again' }] }, 'The field "Ask 1" is in the preset twice.'],
      [{ columns: [{ field: 'ask1', header: ' ' }] }, 'Column 1 (Ask 1) needs a header name.'],
      [{ columns: [{ field: 'ask1', header: 'Ask' }, { field: 'ask2', header: 'ASK' }] }, 'Two columns are headed "ASK": header names must differ.'],
    ];
    for (const [change, message] of refusals) {
      const refused = await save(admin, { ...MAIL_HOUSE, ...change });
      expect(refused.errors?.[0]?.message, JSON.stringify(change)).toBe(message);
    }
    const renamed = await save(admin, { ...MAIL_HOUSE, id: kept.id, name: 'Kept', columns: [] });
    expect(renamed.errors?.[0]?.message).toBe('Choose at least one column for the preset.');
    expect((await savedRows()).map((r) => [r.name, r.columns])).toEqual([['Kept', MAIL_HOUSE.columns]]);
  });

  it('a standard user uses the presets but may not save, change or delete one', async () => {
    const [kept] = (await list(staff)).filter((p) => !p.isReadyMade);
    expect(kept?.name).toBe('Kept');
    expect((await save(staff, { ...MAIL_HOUSE, name: 'Mine' })).errors?.[0]?.message).toBe('Only an administrator can do this.');
    expect((await save(staff, { ...MAIL_HOUSE, id: kept!.id, name: 'Renamed' })).errors?.[0]?.message).toBe('Only an administrator can do this.');
    expect((await graphqlAs(app.url, staff.cookie, DELETE, { id: kept!.id })).errors?.[0]?.message).toBe('Only an administrator can do this.');
    expect((await savedRows()).map((r) => r.name)).toEqual(['Kept']);
  });

  it("another company neither sees, changes, deletes nor exports with the company's presets", async () => {
    const [kept] = (await list(admin)).filter((p) => !p.isReadyMade);
    expect((await list(other)).some((p) => !p.isReadyMade)).toBe(false);
    expect(await withCompany(database.db, other.companyId, (trx) => trx.selectFrom('exportPresets').select('id').execute())).toEqual([]);
    expect((await save(other, { ...MAIL_HOUSE, id: kept!.id, name: 'Taken over' })).errors?.[0]?.message).toBe('Export preset not found.');
    expect((await graphqlAs(app.url, other.cookie, DELETE, { id: kept!.id })).errors?.[0]?.message).toBe('Export preset not found.');
    const { appealId } = await createAppealFixture(database.ownerDb, { companyId: other.companyId, userId: other.userId, step: 'save_export', donors: 2 });
    await calculateAsks(app.services, other.companyId, appealId);
    const refused = await graphqlAs(app.url, other.cookie, EXPORT, { appealId, presetId: kept!.id });
    expect(refused.errors?.[0]?.message).toBe('Export preset not found.');
    expect(await database.ownerDb.selectFrom('appealExports').select('id').where('appealId', '=', appealId).execute()).toEqual([]);
    // The same name is free in another company.
    expect((await save(other, { ...MAIL_HOUSE, name: 'Kept' })).errors).toBeUndefined();
  });
});

async function exportAndWait(who: CompanyWithUser, appealId: number, presetId: string): Promise<{ ready: string; manual: string }> {
  const events: BusEvent['payload'][] = [];
  const off = app.services.bus.subscribe('EXPORT', String(appealId), (event) => events.push(event.payload));
  try {
    const result = await graphqlAs(app.url, who.cookie, EXPORT, { appealId, presetId });
    expect(result.errors).toBeUndefined();
    await eventually(async () => (events.some((e) => e.status === 'DONE' || e.status === 'ERROR') ? true : undefined), 30_000);
  } finally {
    off();
  }
  expect(events.map((e) => e.status)).toContain('DONE');
  const { data } = await graphqlAs<{ getAppeal: { readyToExportDownloadUrl: string; handleManuallyDownloadUrl: string } }>(app.url, who.cookie, GET_APPEAL, { id: appealId });
  return { ready: data!.getAppeal.readyToExportDownloadUrl, manual: data!.getAppeal.handleManuallyDownloadUrl };
}

async function download(link: string): Promise<{ body: Buffer; disposition: string | null; type: string | null }> {
  const response = await fetch(new URL(link, app.url));
  expect(response.status).toBe(200);
  return { body: Buffer.from(await response.arrayBuffer()), disposition: response.headers.get('content-disposition'), type: response.headers.get('content-type') };
}

async function readWorkbook(body: Buffer): Promise<{ headers: string[]; rows: unknown[][]; sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const all: unknown[][] = [];
  sheet.eachRow((row) => all.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value)));
  return { headers: all[0]!.map(String), rows: all.slice(1), sheet };
}

describe('an export with a preset', () => {
  let appealId: number;
  let stored: StoredAsk[];
  /** The donors' test groups by id, as the calculation assigned them. */
  let groups: Map<string, string>;

  beforeAll(async () => {
    ({ appealId } = await createAppealFixture(database.ownerDb, {
      companyId: admin.companyId,
      userId: admin.userId,
      name: 'Preset Appeal',
      step: 'save_export',
      donors: 14,
      numberAskSettings: { askNumber: 3, askAnnual: 'ANNUAL_MONTHLY_12' },
    }));
    const test = await graphqlAs(app.url, admin.cookie, SAVE_TEST, {
      appealId,
      groups: [
        { letter: 'A', strategyId: 'secret_sauce', share: 50, sourceCode: 'SPRING-A' },
        { letter: 'B', strategyId: 'swing_fences', share: 50, sourceCode: 'SPRING-B' },
      ],
    });
    expect(test.errors).toBeUndefined();
    await database.ownerDb.updateTable('appealConstituents').set({ firstName: '@SUM(A1)', address1: '1 Main St, Apt "2"', city: 'Springfield', state: 'IL', zipCode: '62701' }).where('appealId', '=', appealId).where('externalId', '=', 'C2').execute();
    // $10,000 last year: flagged asks start on the secondary list.
    await database.ownerDb.updateTable('appealConstituents').set({ appealGiftLastYear: 1_000_000 }).where('appealId', '=', appealId).where('externalId', '=', 'C3').execute();
    await calculateAsks(app.services, admin.companyId, appealId);
    stored = await storedAsks(database.ownerDb, appealId);
    const { rows } = await sql<{ externalId: string; testGroup: string }>`
      select ac.external_id, a.test_group from appeal_asks a join appeal_ask_runs r on r.appeal_id = a.appeal_id and r.current_generation = a.generation
      join appeal_constituents ac on ac.id = a.appeal_constituent_id where a.appeal_id = ${appealId}`.execute(database.ownerDb);
    groups = new Map(rows.map((r) => [r.externalId, r.testGroup]));
    expect(new Set(groups.values())).toEqual(new Set(['A', 'B']));
  });

  const keyCode = (id: string) => `A${appealId}-${groups.get(id) === 'A' ? 'SPRING-A' : 'SPRING-B'}`;
  const dollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100);
  const ladderOf = (ask: StoredAsk) => ({ askMode: 'ANNUAL_MONTHLY_12' as const, annualAsks: ask.annual, monthlyAsks: ask.monthly });

  it("writes the saved preset's columns in its order under its headers, with key codes and sequence numbers", async () => {
    const preset = (await save(admin, { ...MAIL_HOUSE, name: 'Lettershop xlsx' })).data!.saveExportPreset;
    const links = await exportAndWait(staff, appealId, preset.id);
    const ready = await download(links.ready);
    expect(ready.disposition).toContain('Preset Appeal - Ready to Export.xlsx');
    const file = await readWorkbook(ready.body);
    expect(file.headers).toEqual(MAIL_HOUSE.columns.map((c) => c.header));

    const expected = stored.filter((a) => a.status === 'ready_export');
    expect(file.rows.map((r) => r[2])).toEqual(expected.map((a) => a.externalId));
    expect(file.rows.map((r) => r[0])).toEqual(expected.map((_, i) => i + 1));
    expect(file.rows.map((r) => r[1])).toEqual(expected.map((a) => keyCode(a.externalId)));
    expect(file.rows.map((r) => r.slice(4, 8))).toEqual(expected.map((a) => [...a.annual.slice(0, 3).map(dollars), dollars(a.monthly[0])]));
    expect(file.rows.every((r) => r[8] === 'Other $________')).toBe(true);
    // The merge text lowest first, as the preset says: '$50 ($4.17 a month for 12 months), $75 (...), or even $100 (...)'.
    expect(file.rows.map((r) => r[9])).toEqual(expected.map((a) => mergeText(ladderOf(a), 'lowest_first')));
    expect(String(file.rows[0]![9])).toMatch(/^\$[\d,.]+ \(\$[\d,.]+ a month for 12 months\), .*or even /);

    // The Excel-safe guard: a formula-like name and a source code are kept as text.
    const donor = file.rows.findIndex((r) => r[2] === 'C2');
    expect(file.rows[donor]![3]).toBe('@SUM(A1)');
    expect(file.sheet.getCell(`D${donor + 2}`).formula).toBeUndefined();

    const manual = await readWorkbook((await download(links.manual)).body);
    const onManual = stored.filter((a) => a.status === 'handle_manually');
    expect(onManual.length).toBeGreaterThan(0);
    expect(manual.rows.map((r) => [r[0], r[2]])).toEqual(onManual.map((a, i) => [i + 1, a.externalId]));
    const [kept] = await database.ownerDb.selectFrom('appealExports').select('layout').where('appealId', '=', appealId).execute();
    expect(kept!.layout).toMatchObject({ fileFormat: 'xlsx', mergeTextOrder: 'lowest_first', columns: MAIL_HOUSE.columns });
  });

  it('writes a .csv preset as .csv files, every text cell behind the formula guard', async () => {
    const mailHouse = (await list(staff)).find((p) => p.name === 'Mail house (generic)')!;
    const links = await exportAndWait(staff, appealId, mailHouse.id);
    const ready = await download(links.ready);
    expect(ready.disposition).toContain('Preset Appeal - Ready to Export.csv');
    expect(ready.type).toContain('text/csv');
    expect(ready.body.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [headers, ...rows] = parseCsv(ready.body.toString('utf8'));
    expect(headers).toEqual(mailHouse.columns.map((c) => c.header));
    const column = (name: string) => headers!.indexOf(name);
    const expected = stored.filter((a) => a.status === 'ready_export');
    expect(rows.map((r) => r[column('SeqNo')])).toEqual(expected.map((_, i) => String(i + 1)));
    expect(rows.map((r) => r[column('DonorID')])).toEqual(expected.map((a) => a.externalId));
    expect(rows.map((r) => r[column('KeyCode')])).toEqual(expected.map((a) => keyCode(a.externalId)));
    const plain = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
    expect(rows.map((r) => [1, 2, 3, 4].map((k) => r[column(`Ask${k}`)]))).toEqual(expected.map((a) => [...a.annual.slice(0, 3).map(plain), '']));
    expect(rows.map((r) => r[column('Monthly1')])).toEqual(expected.map((a) => plain(a.monthly[0]!)));
    const donor = rows.find((r) => r[column('DonorID')] === 'C2')!;
    expect(donor[column('FirstName')]).toBe("'@SUM(A1)");
    expect(donor[column('Address1')]).toBe('1 Main St, Apt "2"');
  });

  it('the reply-card proof shows one card per first donor of the mailing, with the grid\'s ladder and the key code', async () => {
    const proof = await graphqlAs<{ createReplyCardProof: { downloadUrl: string; cards: number } }>(app.url, staff.cookie, PROOF, { appealId });
    expect(proof.errors).toBeUndefined();
    const expected = stored.filter((a) => a.status === 'ready_export').slice(0, 12);
    expect(expected.length).toBeGreaterThan(8);
    expect(proof.data!.createReplyCardProof.cards).toBe(expected.length);
    const file = await download(proof.data!.createReplyCardProof.downloadUrl);
    expect(file.type).toContain('application/pdf');
    expect(file.disposition).toContain('Preset Appeal - Reply card proof.pdf');
    const { pages, texts } = await pdfTexts(file.body);
    expect(pages).toBe(Math.ceil(expected.length / 4));
    // A card is a quarter of a page: its texts are those drawn in that quarter.
    const cardOf = (t: { page: number; y: number }) => t.page * 4 + Math.floor((792 - t.y) / 198);
    const cards = expected.map((_, i) => texts.filter((t) => cardOf(t) === i));
    expect(cards.map((card) => card.filter((t) => t.text.startsWith('Donor ID ')).map((t) => t.text))).toEqual(expected.map((a) => [`Donor ID ${a.externalId}`]));
    expect(cards.map((card) => card.filter((t) => t.text.startsWith('Key code ')).map((t) => t.text))).toEqual(expected.map((a) => [`Key code ${keyCode(a.externalId)}`]));
    const boxes = (card: typeof texts) => card.filter((t) => /^\$[\d,.]+$/.test(t.text) || t.text.startsWith('Other $')).sort((a, b) => a.x - b.x).map((t) => t.text);
    expect(cards.map(boxes)).toEqual(expected.map((a) => [...a.annual.slice(0, 3).map((cents) => formatAskAmount(cents!)), 'Other $________']));
    const donor = cards[expected.findIndex((a) => a.externalId === 'C2')];
    if (donor) expect(donor.map((t) => t.text)).toEqual(expect.arrayContaining(['1 Main St, Apt "2"', 'Springfield, IL 62701']));
  });

  it("without a preset, 'Merge Text' is one of the fields to choose, written highest ask first", async () => {
    const fields = await graphqlAs<{ getAppealExportFields: Array<{ id: string; code: string; name: string }> }>(app.url, staff.cookie, `query($id: Int!) { getAppealExportFields(appealId: $id) { id code name } }`, { id: appealId });
    expect(fields.data!.getAppealExportFields).toContainEqual({ id: 'mergeText', code: 'EFT_O', name: 'Merge Text' });
    await database.ownerDb.updateTable('appeals').set({ extraFieldsSettings: 'city,mergeText' }).where('id', '=', appealId).execute();
    const events: BusEvent['payload'][] = [];
    const off = app.services.bus.subscribe('EXPORT', String(appealId), (event) => events.push(event.payload));
    await graphqlAs(app.url, staff.cookie, EXPORT, { appealId });
    await eventually(async () => (events.some((e) => e.status === 'DONE') ? true : undefined), 30_000).finally(off);
    const { data } = await graphqlAs<{ getAppeal: { readyToExportDownloadUrl: string } }>(app.url, staff.cookie, GET_APPEAL, { id: appealId });
    const file = await readWorkbook((await download(data!.getAppeal.readyToExportDownloadUrl)).body);
    const at = file.headers.indexOf('Merge Text');
    expect(at).toBeGreaterThan(-1);
    const expected = stored.filter((a) => a.status === 'ready_export');
    expect(file.rows.map((r) => r[at])).toEqual(expected.map((a) => mergeText(ladderOf(a), 'highest_first')));
  });

  it('another company cannot make the proof of the appeal', async () => {
    const refused = await graphqlAs(app.url, other.cookie, PROOF, { appealId });
    expect(refused.errors?.[0]?.message).toBe('Appeal not found.');
  });
});
