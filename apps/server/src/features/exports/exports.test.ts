import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import type { BusEvent } from '../../realtime/event-bus.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { calculateAsks, createAppealFixture, eventually, graphqlAs, setDonorStatuses, storedAsks, type StoredAsk } from '../history/appeal-fixtures.ts';
import { giveSubscription } from '../billing/billing.testing.ts';
import type { Job } from 'pg-boss';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { exportAppealJob, runExport } from './export-appeal.job.ts';
import { exportFileKeys } from './export-links.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: CompanyWithUser;
let other: CompanyWithUser;

const APPEAL = `id step readyToExportDownloadUrl handleManuallyDownloadUrl exportExpirationDate`;
const EXPORT = `mutation Export($appealId: Int!, $isRenewal: Boolean) { createExportFilesByAppealId(appealId: $appealId, isRenewal: $isRenewal) { ${APPEAL} } }`;
const GET_APPEAL = `query Appeal($id: Int!) { getAppeal(id: $id) { ${APPEAL} } }`;
const FIELDS = `query Fields($appealId: Int!) { getAppealExportFields(appealId: $appealId) { id code name isDefaultChecked } }`;
const ALLOWANCE = `query { getExportAllowance { isSubscribed freeAllowance used remaining } }`;

interface AppealLinks {
  id: number;
  step: string;
  readyToExportDownloadUrl: string | null;
  handleManuallyDownloadUrl: string | null;
  exportExpirationDate: string | null;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  admin = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

/** Starts an export and waits for its EXPORT push; returns the pushed statuses. */
async function exportAndWait(who: CompanyWithUser, appealId: number): Promise<{ appeal: AppealLinks; events: BusEvent['payload'][] }> {
  const events: BusEvent['payload'][] = [];
  const off = app.services.bus.subscribe('EXPORT', String(appealId), (event) => events.push(event.payload));
  try {
    const result = await graphqlAs<{ createExportFilesByAppealId: AppealLinks }>(app.url, who.cookie, EXPORT, { appealId, isRenewal: false });
    expect(result.errors).toBeUndefined();
    await eventually(async () => (events.some((e) => e.status === 'DONE' || e.status === 'ERROR') ? true : undefined), 30_000);
  } finally {
    off();
  }
  const { data } = await graphqlAs<{ getAppeal: AppealLinks }>(app.url, who.cookie, GET_APPEAL, { id: appealId });
  return { appeal: data!.getAppeal, events };
}

async function download(link: string): Promise<{ status: number; body: Buffer; disposition: string | null }> {
  const response = await fetch(new URL(link, app.url));
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') };
}

async function readSheet(file: Buffer): Promise<{ headers: string[]; rows: Array<Record<string, unknown>>; sheet: ExcelJS.Worksheet }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value])));
  });
  return { headers, rows, sheet };
}

describe('export fields', () => {
  it('offers mandatory, suggested and optional donor fields by source, only for the own company', async () => {
    const excel = await createAppealFixture(database.ownerDb, { companyId: admin.companyId, userId: admin.userId });
    const virtuous = await createAppealFixture(database.ownerDb, { companyId: admin.companyId, userId: admin.userId, dataImportSourceId: 3 });
    const { data } = await graphqlAs<{ getAppealExportFields: Array<{ id: string; code: string; name: string; isDefaultChecked: boolean }> }>(app.url, admin.cookie, FIELDS, { appealId: excel.appealId });
    const fields = data!.getAppealExportFields;
    expect(fields.filter((f) => f.code === 'EFT_M').map((f) => f.name)).toEqual(['Cont. ID', 'First Name', 'Last Name']);
    expect(fields.filter((f) => f.code === 'EFT_S').every((f) => f.isDefaultChecked)).toBe(true);
    expect(fields.filter((f) => f.code === 'EFT_O').every((f) => !f.isDefaultChecked)).toBe(true);
    expect(fields.map((f) => f.name)).toContain('Lifetime Giving');

    const second = await graphqlAs<{ getAppealExportFields: Array<{ code: string; name: string }> }>(app.url, admin.cookie, FIELDS, { appealId: virtuous.appealId });
    expect(second.data!.getAppealExportFields.filter((f) => f.code === 'EFT_M').map((f) => f.name)).toEqual(['Cont. ID', 'Contact Name', 'Informal Name']);

    const foreign = await graphqlAs(app.url, other.cookie, FIELDS, { appealId: excel.appealId });
    expect(foreign.errors?.[0]?.message).toBe('Appeal not found.');
  });

  it('finds custom fields on the donors of an appeal', async () => {
    const { appealId } = await createAppealFixture(database.ownerDb, { companyId: admin.companyId, userId: admin.userId, dataImportSourceId: 1, donors: 3 });
    await database.ownerDb
      .updateTable('appealConstituents')
      .set({ customFieldValues: JSON.stringify([{ category: 'Class Year', value: '1998' }, { category: 'Chapter, East', value: 'Yes' }]) })
      .where('appealId', '=', appealId)
      .execute();
    const query = `query Custom($appealId: Int) { getBlackbaudCustomFields(appealId: $appealId) { id name category } }`;
    const { data } = await graphqlAs<{ getBlackbaudCustomFields: Array<{ name: string }> }>(app.url, admin.cookie, query, { appealId });
    expect(data!.getBlackbaudCustomFields.map((f) => f.name)).toEqual(['Chapter, East', 'Class Year']);
    const foreign = await graphqlAs<{ getBlackbaudCustomFields: unknown[] }>(app.url, other.cookie, query, { appealId });
    expect(foreign.data!.getBlackbaudCustomFields).toEqual([]);
  });
});

const ODD_FIRST_NAME = 'Zoë "Q" back\\slash\tTab & <b>';
const ODD_LAST_NAME = '李 Line\nBreak 🎗';

describe('createExportFilesByAppealId', () => {
  let appealId: number;
  let first: AppealLinks;

  let stored: StoredAsk[];

  beforeAll(async () => {
    ({ appealId } = await createAppealFixture(database.ownerDb, {
      companyId: admin.companyId,
      userId: admin.userId,
      name: 'Spring / Appeal',
      step: 'save_export',
      donors: 6,
      numberAskSettings: { askNumber: 3, askAnnual: 'ANNUAL_MONTHLY_12' },
    }));
    await database.ownerDb.updateTable('appealConstituents').set({ firstName: '=HYPERLINK("x")', city: 'Springfield' }).where('appealId', '=', appealId).where('externalId', '=', 'C2').execute();
    await database.ownerDb.updateTable('appealConstituents').set({ firstName: ODD_FIRST_NAME, lastName: ODD_LAST_NAME }).where('appealId', '=', appealId).where('externalId', '=', 'C4').execute();
    // $10,000 last year: asks of $5,000 or more are flagged, and flagged donors start on the secondary list.
    await database.ownerDb.updateTable('appealConstituents').set({ appealGiftLastYear: 1_000_000 }).where('appealId', '=', appealId).where('externalId', 'in', ['C3', 'C5']).execute();
    await database.ownerDb
      .updateTable('appeals')
      .set({ extraFieldsSettings: 'city,lastGift,lifetimeGifts', columnOrderSettings: 'lastName,firstName,constituentId,anualAsk1,status' })
      .where('id', '=', appealId)
      .execute();
    await calculateAsks(app.services, admin.companyId, appealId);
    await setDonorStatuses(database.db, admin.companyId, appealId, { C6: 'exclude_export' });
    stored = await storedAsks(database.ownerDb, appealId);
  });

  const dollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : cents / 100);
  const expectedRows = (status: string) =>
    stored
      .filter((a) => a.status === status)
      .map((a) => ({
        'Cont. ID': a.externalId,
        'Annual Ask 1': dollars(a.annual[0]),
        'Annual Ask 2': dollars(a.annual[1]),
        'Annual Ask 3': dollars(a.annual[2]),
        '12-Month Installment 1': dollars(a.monthly[0]),
        '12-Month Installment 3': dollars(a.monthly[2]),
        'Ask String': a.askString,
      }));

  it('streams the ready and manual lists into two stored files, completes the appeal and pushes EXPORT', async () => {
    expect(stored.map((a) => [a.externalId, a.status]).sort()).toEqual([
      ['C1', 'ready_export'], ['C2', 'ready_export'], ['C3', 'handle_manually'], ['C4', 'ready_export'], ['C5', 'handle_manually'], ['C6', 'exclude_export'],
    ]);
    const { appeal, events } = await exportAndWait(admin, appealId);
    first = appeal;
    expect(events.map((e) => e.status)).toContain('DONE');
    expect(events.find((e) => e.status === 'DONE')).toMatchObject({ readyToExport: 3, handleManually: 2 });
    expect(appeal.step).toBe('completed');
    const expiresIn = new Date(appeal.exportExpirationDate!).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    const ready = await download(appeal.readyToExportDownloadUrl!);
    expect(ready.status).toBe(200);
    expect(ready.disposition).toContain('Spring - Appeal - Ready to Export.xlsx');
    const primary = await readSheet(ready.body);
    expect(primary.sheet.name).toBe('Primary List');
    // The grid's order first (last name, first name, id, ask 1, status), then the other columns in place.
    expect(primary.headers).toEqual([
      'Last Name', 'First Name', 'Cont. ID', 'Annual Ask 1', 'Status', 'City', 'Last Gift', 'Number Of Lifetime Gifts',
      'Annual Ask 2', 'Annual Ask 3', '12-Month Installment 1', '12-Month Installment 2', '12-Month Installment 3',
      'Ask String', '$5K or above', "3x the appeal gift last year and above $500", "$1K more than last year's gift", 'Flagged for review',
    ]);
    // The same donors, order and asks as the review grid (the stored results), in dollars.
    expect(primary.rows.map((r) => r['Cont. ID'])).toEqual(['C1', 'C2', 'C4'].sort((a, b) => stored.find((s) => s.externalId === a)!.nameRank - stored.find((s) => s.externalId === b)!.nameRank));
    expect(primary.rows).toEqual(expectedRows('ready_export').map((expected) => expect.objectContaining(expected)));
    expect(primary.rows.every((r) => r.Status === 'Ready for Export' && r['Flagged for review'] === false)).toBe(true);
    // No last gift (stored as 0) is a blank cell, as in the uploaded file, never $0.
    expect(primary.rows.find((r) => r['Cont. ID'] === 'C2')).toMatchObject({ 'Number Of Lifetime Gifts': 2, 'Last Gift': null, City: 'Springfield' });
    expect(primary.sheet.getCell('D2').numFmt).toBe('"$"#,##0.00');
    expect(typeof primary.sheet.getCell('D2').value).toBe('number');
    expect(primary.rows.find((r) => r['Cont. ID'] === 'C4')).toMatchObject({ 'First Name': ODD_FIRST_NAME, 'Last Name': ODD_LAST_NAME });
    const formulaDonor = primary.rows.find((r) => r['Cont. ID'] === 'C2')!;
    expect(formulaDonor['First Name']).toBe('=HYPERLINK("x")');
    const cell = primary.sheet.getCell(`B${primary.rows.indexOf(formulaDonor) + 2}`);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();

    const manual = await readSheet((await download(appeal.handleManuallyDownloadUrl!)).body);
    expect(manual.sheet.name).toBe('Secondary List');
    expect(manual.rows).toEqual(expectedRows('handle_manually').map((expected) => expect.objectContaining(expected)));
    expect(manual.rows.map((r) => [r['Cont. ID'], r.Status, r['$5K or above']]).sort()).toEqual([['C3', 'Handle Manually', true], ['C5', 'Handle Manually', true]]);

    const rows = await withCompany(database.db, admin.companyId, (trx) => trx.selectFrom('appealExports').selectAll().where('appealId', '=', appealId).execute());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'DONE', readyToExportCount: 3, handleManuallyCount: 2 });
  });

  it('a second delivery of the export job leaves the finished export and its files as they are', async () => {
    const [row] = await withCompany(database.db, admin.companyId, (trx) =>
      trx.selectFrom('appealExports').selectAll().where('appealId', '=', appealId).execute(),
    );
    const before = await download(first.readyToExportDownloadUrl!);
    // The same attempt delivered again, and a retry of the job (which takes over only a RUNNING export).
    const [jobId, retryCount] = row!.attempt!.split(':');
    await runExport(app.services, { companyId: admin.companyId, appealId, exportId: row!.id }, { id: jobId!, retryCount: Number(retryCount) });
    await runExport(app.services, { companyId: admin.companyId, appealId, exportId: row!.id }, { id: jobId!, retryCount: Number(retryCount) + 1 });
    const [after] = await withCompany(database.db, admin.companyId, (trx) =>
      trx.selectFrom('appealExports').selectAll().where('id', '=', row!.id).execute(),
    );
    expect(after).toEqual(row);
    expect((await download(first.readyToExportDownloadUrl!)).body.equals(before.body)).toBe(true);
  });

  it('refuses a tampered or expired link', async () => {
    const link = new URL(first.readyToExportDownloadUrl!, app.url);
    const otherFile = new URL(link);
    otherFile.pathname = otherFile.pathname.replace('ready-to-export', 'handle-manually');
    expect((await download(otherFile.toString())).status).toBe(403);
    const longer = new URL(link);
    longer.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await download(longer.toString())).status).toBe(403);
    const forged = new URL(link);
    forged.searchParams.set('signature', '0'.repeat(64));
    expect((await download(forged.toString())).status).toBe(403);

    const key = decodeURIComponent(link.pathname.replace('/files/download/', ''));
    const shortLived = await app.services.storage.signedUrl(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await download(shortLived);
    expect(expired.status).toBe(403);
    expect(expired.body.toString()).toBe('This download link has expired.');
  });

  it('Export Again signs fresh links for the same files, without counting the ask strings again', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const result = await graphqlAs<{ createExportFilesByAppealId: AppealLinks }>(app.url, admin.cookie, EXPORT, { appealId, isRenewal: true });
    const renewed = result.data!.createExportFilesByAppealId;
    expect(renewed.readyToExportDownloadUrl).not.toBe(first.readyToExportDownloadUrl);
    expect(new Date(renewed.exportExpirationDate!).getTime()).toBeGreaterThan(new Date(first.exportExpirationDate!).getTime());
    const again = await readSheet((await download(renewed.readyToExportDownloadUrl!)).body);
    expect(again.rows).toEqual(expectedRows('ready_export').map((expected) => expect.objectContaining(expected)));
    const allowance = await graphqlAs<{ getExportAllowance: { used: number; remaining: number } }>(app.url, admin.cookie, ALLOWANCE);
    expect(allowance.data!.getExportAllowance).toMatchObject({ used: 5, remaining: 95 });
  });

  it('another company can neither export, renew nor read the export of the appeal', async () => {
    for (const isRenewal of [false, true]) {
      const result = await graphqlAs(app.url, other.cookie, EXPORT, { appealId, isRenewal });
      expect(result.errors?.[0]?.message).toBe('Appeal not found.');
    }
    const seen = await withCompany(database.db, other.companyId, (trx) => trx.selectFrom('appealExports').select('id').execute());
    expect(seen).toEqual([]);
    const appeal = await graphqlAs<{ getAppeal: null }>(app.url, other.cookie, GET_APPEAL, { id: appealId });
    expect(appeal.data?.getAppeal ?? null).toBeNull();

    // Its own link, pointed at this appeal's file, is refused.
    const { appealId: theirs } = await createAppealFixture(database.ownerDb, { companyId: other.companyId, userId: other.userId, step: 'save_export', donors: 2 });
    await calculateAsks(app.services, other.companyId, theirs);
    const { appeal: exported } = await exportAndWait(other, theirs);
    const ownLink = new URL(exported.readyToExportDownloadUrl!, app.url);
    expect((await download(ownLink.toString())).status).toBe(200);
    const pointedElsewhere = new URL(ownLink);
    pointedElsewhere.pathname = new URL(first.readyToExportDownloadUrl!, app.url).pathname;
    expect(pointedElsewhere.pathname).toContain(`/exports/${admin.companyId}/`);
    expect((await download(pointedElsewhere.toString())).status).toBe(403);
  });
});

describe('an export whose file fails while it is written', () => {
  it('is marked failed, pushes the error and leaves neither file', async () => {
    const { appealId } = await createAppealFixture(database.ownerDb, { companyId: admin.companyId, userId: admin.userId, step: 'save_export', donors: 40 });
    const jobId = randomUUID();
    await calculateAsks(app.services, admin.companyId, appealId);
    const { id: exportId } = await database.ownerDb
      .insertInto('appealExports')
      .values({ companyId: admin.companyId, appealId, userId: admin.userId, status: 'PENDING', jobId, readyToExportCount: 0, handleManuallyCount: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The storage refuses the workbook after its first kilobyte: the file is cut off mid-write and its worker stopped.
    const real = app.services.storage;
    const storage: FileStorage = {
      driver: real.driver,
      put: (key, body, contentType) => real.put(key, body, contentType, { maxBytes: 1024 }),
      get: (key) => real.get(key),
      head: (key) => real.head(key),
      remove: (key) => real.remove(key),
      signedUrl: (key, ttl, options) => real.signedUrl(key, ttl, options),
    };
    const events: BusEvent['payload'][] = [];
    const off = app.services.bus.subscribe('EXPORT', String(appealId), (event) => events.push(event.payload));
    const job = { id: jobId, retryCount: 0, signal: new AbortController().signal } as unknown as Job<unknown>;
    try {
      await exportAppealJob.run({ companyId: admin.companyId, appealId, exportId }, { ...app.services, storage }, job);
      // The push comes through the database's notifications: it may arrive after the job is done.
      await eventually(async () => (events.length > 0 ? true : undefined), 10_000);
    } finally {
      off();
    }

    const row = await database.ownerDb.selectFrom('appealExports').selectAll().where('id', '=', exportId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ERROR', errorMessage: 'Something went wrong while creating the export files.' });
    expect(events).toEqual([{ status: 'ERROR', error: 'Something went wrong while creating the export files.' }]);
    const keys = exportFileKeys(admin.companyId, appealId, exportId, 'xlsx');
    expect(await real.head(keys.readyToExportKey)).toBeNull();
    expect(await real.head(keys.handleManuallyKey)).toBeNull();
  });
});

describe("Raiser's Edge NXT donors", () => {
  it("are exported with their lookup id as Cont. ID, the one staff know and their CRM imports match on (SKY's system record id stays internal)", async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    const { appealId } = await createAppealFixture(database.ownerDb, { companyId: company.companyId, userId: company.userId, dataImportSourceId: 1, step: 'save_export', donors: 3 });
    // SKY's system record ids 481, 482, 483 with the lookup ids 100481, 100482, 100483.
    await sql`update appeal_constituents set external_id = (480 + substr(external_id, 2)::int)::text, lookup_id = (100480 + substr(external_id, 2)::int)::text
      where appeal_id = ${appealId}`.execute(database.ownerDb);
    await calculateAsks(app.services, company.companyId, appealId);
    const { appeal } = await exportAndWait(company, appealId);
    const files = [appeal.readyToExportDownloadUrl!, appeal.handleManuallyDownloadUrl!];
    const ids = (await Promise.all(files.map(async (link) => (await readSheet((await download(link)).body)).rows.map((r) => r['Cont. ID'])))).flat();
    expect(ids.sort()).toEqual(['100481', '100482', '100483']);
  });
});

describe('free export allowance', () => {
  it('stops an unsubscribed company at 100 ask strings in total', async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    const appealWith = async (donors: number) => {
      const { appealId } = await createAppealFixture(database.ownerDb, { companyId: company.companyId, userId: company.userId, step: 'save_export', donors });
      await calculateAsks(app.services, company.companyId, appealId);
      await setDonorStatuses(database.db, company.companyId, appealId, { C1: 'exclude_export' });
      return appealId;
    };
    const big = await appealWith(102);
    const refused = await graphqlAs(app.url, company.cookie, EXPORT, { appealId: big });
    expect(refused.errors?.[0]?.extensions?.code).toBe('EXPORT_ALLOWANCE_EXCEEDED');
    // The refusal gives the figures, and says 'used up' only when nothing is left.
    expect(refused.errors?.[0]?.message).toBe('100 of the 100 free ask strings are left, and this appeal has 101 to export. Subscribe to export it.');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ freeAllowance: 100, remaining: 100, askStringsToExport: 101 });

    const sixty = await appealWith(61);
    expect((await exportAndWait(company, sixty)).appeal.step).toBe('completed');
    const allowance = await graphqlAs<{ getExportAllowance: unknown }>(app.url, company.cookie, ALLOWANCE);
    expect(allowance.data!.getExportAllowance).toEqual({ isSubscribed: false, freeAllowance: 100, used: 60, remaining: 40 });
    const forAppeal = await graphqlAs<{ getExportAllowance: { askStringsToExport: number } }>(app.url, company.cookie, `query($id: Int) { getExportAllowance(appealId: $id) { askStringsToExport } }`, { id: big });
    expect(forAppeal.data!.getExportAllowance.askStringsToExport).toBe(101);

    const fortyOne = await appealWith(42);
    const past = await graphqlAs(app.url, company.cookie, EXPORT, { appealId: fortyOne });
    expect(past.errors?.[0]?.extensions?.code).toBe('EXPORT_ALLOWANCE_EXCEEDED');
    expect(past.errors?.[0]?.message).toBe('40 of the 100 free ask strings are left, and this appeal has 41 to export. Subscribe to export it.');
    const forty = await appealWith(41);
    expect((await exportAndWait(company, forty)).appeal.step).toBe('completed');
    // Exporting an appeal again adds nothing new to the count.
    expect((await exportAndWait(company, sixty)).appeal.step).toBe('completed');
    const usedUp = await graphqlAs(app.url, company.cookie, EXPORT, { appealId: fortyOne });
    expect(usedUp.errors?.[0]?.message).toBe('Free exports used up: all 100 free ask strings have been exported, and this appeal has 41 to export. Subscribe to export it.');
  });

  it('lets a subscribed company export past it', async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    await giveSubscription(database.ownerDb, company.companyId);
    const { appealId } = await createAppealFixture(database.ownerDb, { companyId: company.companyId, userId: company.userId, step: 'save_export', donors: 150 });
    await calculateAsks(app.services, company.companyId, appealId);
    const response = await graphqlAs<{ createExportFilesByAppealId: AppealLinks }>(app.url, company.cookie, EXPORT, { appealId });
    expect(response.errors).toBeUndefined();
    const allowance = await graphqlAs<{ getExportAllowance: unknown }>(app.url, company.cookie, ALLOWANCE);
    expect(allowance.data!.getExportAllowance).toMatchObject({ isSubscribed: true, remaining: null });
    await eventually(async () => {
      const { data } = await graphqlAs<{ getAppeal: AppealLinks }>(app.url, company.cookie, GET_APPEAL, { id: appealId });
      return data?.getAppeal.readyToExportDownloadUrl ? true : undefined;
    }, 30_000);
  });

});
