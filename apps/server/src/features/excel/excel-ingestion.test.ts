import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { withCompany } from '../../db/database.ts';
import { findExcelFileRow } from './excel-files.repository.ts';
import { ingestExcelFile } from './ingestion/ingest-excel-file.job.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { browserCredentials, openPushSocket } from '../../test/sockets.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  convertCsvWithLibreOffice,
  libreOfficeBinary,
  listRows,
  TEMPLATE_HEADER_ROW,
  toCsv,
  uploadAndIngest,
  uploadFile,
  gql,
  writeXlsWithSheetJs,
  writeXlsxWithExcelJs,
  type Cell,
  type Sheet,
} from './excel-test-helpers.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: CompanyWithUser;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-excel-'));
  // These tests are about reading files; the plan's constituent limit has its own tests (billing, hostile files).
  app = await startTestApp(database, { DATA_DIR: dataDir, UNSUBSCRIBED_CONSTITUENT_LIMIT: '10000000' });
  admin = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const REAL_DATA = path.join(REPO_ROOT, '..', 'shared', 'realdata', 'pva97nk-template.csv');

/** Donors with the values real files have: text amounts, blanks, leading-zero ZIPs, accents, custom columns. */
function sampleSheet(): Sheet {
  const header: Cell[] = [...TEMPLATE_HEADER_ROW, 'Class Year', 'Notes'];
  const rows: Cell[][] = [
    ['10001', 'Maria', 'Lopez', 150, 300, 150, 100, 100, 1000, 75, 1000, 14, 2450, 250000, 'Daniel Lopez', '12 Elm Street', 'Springfield', 'IL', '62701', 'maria@example.org', 'Maria', '1998', 'Board, Gala'],
    ['10002', 'Zoë', 'Chen', '$1,234.50', null, null, '50', null, null, null, '1 234', '6', '525.75', null, null, '400 Oak Ave', 'Boston', 'MA', '02134', null, 'Jim', null, null],
    [null, 'Łukasz', 'Nowak', 20.5, 20.5, 20.5, null, null, null, null, 20.5, 1, 20.5, null, null, null, null, null, '02134-1234', null, null, '2005', null],
    ['A-77', 'Ruth', "O'Brien", 2500, 5000, 2500, 2000, 2000, null, 500, 5000, 31, 48250, 1000000, null, '9 Lake Road', 'Madison', 'WI', '53703', 'ruth@example.net', null, null, 'Prefers "Dr."'],
  ];
  if (existsSync(REAL_DATA)) {
    const lines = readFileSync(REAL_DATA, 'utf8').trim().split('\n').slice(1, 301);
    for (const line of lines) {
      const cells = line.split(',');
      rows.push([...cells.map((cell, index) => (cell === '' ? null : index >= 3 && index <= 13 ? Number(cell) : cell)), null, null]);
    }
  }
  return [header, ...rows];
}

function withoutIds<T extends { id?: unknown }>(rows: T[]): Array<Omit<T, 'id'>> {
  return rows.map(({ id: _id, ...rest }) => rest);
}

describe('Excel ingestion', () => {
  it('files written by exceljs, by SheetJS as .xls and by LibreOffice ingest with identical rows', async () => {
    const sheet = sampleSheet();
    const files: Array<[string, Buffer]> = [
      ['exceljs.xlsx', await writeXlsxWithExcelJs(sheet)],
      ['sheetjs.xls', writeXlsWithSheetJs(sheet)],
    ];
    const libreOffice = libreOfficeBinary();
    if (libreOffice) {
      files.push(['libreoffice.xlsx', await convertCsvWithLibreOffice(libreOffice, toCsv(sheet), 'xlsx')]);
      files.push(['libreoffice.xls', await convertCsvWithLibreOffice(libreOffice, toCsv(sheet), 'xls')]);
    } else {
      console.warn('LibreOffice is not installed: the LibreOffice files were not tested.');
    }
    const results = [];
    for (const [name, body] of files) {
      const file = await uploadAndIngest(app.url, admin.cookie, name, body);
      expect(file, name).toMatchObject({ status: 'DONE', constituentTotal: sheet.length - 1, errorCount: 0, customColumns: ['Class Year', 'Notes'] });
      const { data } = await listRows(app.url, admin.cookie, file.id, { limit: 500 });
      results.push([name, withoutIds(data!.listExcelDetailByOrganizationId)] as const);
    }
    const [first, ...others] = results;
    for (const [name, rows] of others) expect(rows, `${name} differs from ${first![0]}`).toEqual(first![1]);

    const rows = first![1];
    expect(rows[0]).toMatchObject({
      externalIdentifier: '10001', firstName: 'Maria', lastGift: '150.00', minSuggestedAskW: '250000.00', lifetimeGifts: 14, zip: '62701', totalRows: sheet.length - 1,
      customFieldValues: [{ category: 'Class Year', value: '1998' }, { category: 'Notes', value: 'Board, Gala' }],
    });
    expect(rows[1]).toMatchObject({ firstName: 'Zoë', lastGift: '1234.50', totalGiftLastYear: null, appealGiftTwoYearsAgo: '50.00', greatestGift: '1234.00', lifetimeGiving: '525.75', zip: '02134' });
    expect(rows[2]).toMatchObject({ externalIdentifier: 'row-4', firstName: 'Łukasz', lastGift: '20.50', zip: '02134-1234' });
    expect(rows[3]).toMatchObject({ externalIdentifier: 'A-77', lastName: "O'Brien", customFieldValues: [{ category: 'Notes', value: 'Prefers "Dr."' }] });
  }, 120_000); // LibreOffice converts a file first: seconds on an idle machine, longer on a busy one.

  it('lands donors in the shared donor model: constituents and imported giving in cents', async () => {
    const file = await uploadAndIngest(app.url, admin.cookie, 'model.xlsx', await writeXlsxWithExcelJs(sampleSheet().slice(0, 3)));
    const stored = await withCompany(database.db, admin.companyId, (trx) =>
      trx
        .selectFrom('constituents as c')
        .innerJoin('constituentImportedGiving as g', 'g.constituentId', 'c.id')
        .innerJoin('environments as e', 'e.id', 'c.environmentId')
        .select(['c.externalId', 'c.wealthRatingCents', 'c.customFieldValues', 'g.lastGift', 'g.lifetimeGifts', 'g.totalGiftLastYear', 'e.dataImportSourceId', 'e.organizationName', 'e.environmentId'])
        .where('c.environmentId', '=', file.id)
        .orderBy('c.id')
        .execute(),
    );
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ externalId: '10001', wealthRatingCents: 25_000_000, lastGift: 15_000, lifetimeGifts: 14, dataImportSourceId: 2, organizationName: 'model.xlsx' });
    expect(stored[0]!.environmentId).toMatch(/^model_\d{13}\.xlsx$/);
    expect(stored[1]).toMatchObject({ externalId: '10002', lastGift: 123_450, totalGiftLastYear: null });
  });

  it('a second delivery of the job, at once or late, neither loads the rows again nor changes the result', async () => {
    const body = await writeXlsxWithExcelJs(sampleSheet().slice(0, 3));
    const upload = await uploadFile(app.url, admin.cookie, 'twice.xlsx', body);
    const { fileName } = (await upload.json()) as { fileName: string };
    const registered = await gql<{ FileProcessData: { result: { id: number } } }>(
      app.url,
      admin.cookie,
      'mutation ($fileName: String!) { FileProcessData(sourceType: "excelFile", fileName: $fileName) { result { id } } }',
      { fileName },
    );
    const id = registered.data!.FileProcessData.result.id;
    // The queue's worker runs the job now; a second delivery runs beside it, and a third after both.
    const beside = await ingestExcelFile(app.services, admin.companyId, id);
    let file: { status: string } | undefined;
    for (let waited = 0; waited < 30_000 && (!file || file.status === 'START' || file.status === 'PROCESSING'); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      file = await withCompany(database.db, admin.companyId, (trx) => findExcelFileRow(trx, id));
    }
    expect(file?.status).toBe('DONE');
    expect(beside).toBe('DONE');
    expect(await ingestExcelFile(app.services, admin.companyId, id)).toBe('DONE');
    const donors = await withCompany(database.db, admin.companyId, (trx) =>
      trx.selectFrom('constituents').select('externalId').where('environmentId', '=', id).orderBy('externalId').execute(),
    );
    expect(donors.map((d) => d.externalId)).toEqual(['10001', '10002']);
  });

  it('matches headers whatever their case, spacing, plural and order, and reads only the first sheet', async () => {
    // Eleven of the template's columns (enough to be the template), renamed and shuffled, plus a custom one.
    const header: Cell[] = ['  appeal gift LAST year ', 'LAST NAME', 'first_name', 'Cont ID', 'Number of lifetime gifts', 'Zip Code', 'Favourite Colour',
      'greatest gifts', 'LIFETIME   GIVING', 'last gift', 'Appeal Gifts Two Years Ago', 'e-mail'];
    const file = await uploadAndIngest(
      app.url,
      admin.cookie,
      'shuffled.xlsx',
      await writeXlsxWithExcelJs([header, [125, 'Smith', 'Ann', 'S-1', 3, 2134, 'green', 500, 1500, 125, 100, 'ann@example.org']], {
        extraSheets: [['Cont. ID', 'First Name'], ['X-1', 'Not a donor']],
      }),
    );
    expect(file.status).toBe('DONE_WITH_ERROR');
    expect(file.constituentTotal).toBe(1);
    // The missing template columns are named, not silently assumed.
    expect(file.errorMessages.filter((e) => e.id === 'header').map((e) => e.error)).toContain('Column "Spouse" is missing from the first row; its values are left blank.');
    const { data } = await listRows(app.url, admin.cookie, file.id);
    expect(data!.listExcelDetailByOrganizationId).toEqual([
      expect.objectContaining({
        externalIdentifier: 'S-1', firstName: 'Ann', lastName: 'Smith', appealGiftLastYear: '125.00', lifetimeGifts: 3, zip: '02134', greatestGift: '500.00',
        lifetimeGiving: '1500.00', lastGift: '125.00', appealGiftTwoYearsAgo: '100.00', preferredEmail: 'ann@example.org', spouse: null,
        customFieldValues: [{ category: 'Favourite Colour', value: 'green' }],
      }),
    ]);
  });

  it('reports every bad cell by row, column and value and keeps every good row', async () => {
    const good = (id: string): Cell[] => [id, 'Good', 'Donor', 10, 10, 10, null, null, null, null, 10, 1, 10, null, null, null, null, null, '12345', null, null];
    const rows: Cell[][] = [TEMPLATE_HEADER_ROW, good('1'), good('2'), good('3'), good('4'), good('5'), good('6'), good('7')];
    rows[2]![3] = '12x';
    rows[4]![11] = 2.5;
    rows[5]![5] = -40;
    rows[6]![0] = '1';
    rows[7]![10] = { formula: 'K2*2', result: 20 };
    const file = await uploadAndIngest(app.url, admin.cookie, 'bad-cells.xlsx', await writeXlsxWithExcelJs(rows));
    expect(file.status).toBe('DONE_WITH_ERROR');
    expect(file.errorMessages).toEqual([
      { id: 'D3', error: 'Row 3, column "Last Gift" (D3): "12x" is not an amount of money' },
      { id: 'L5', error: 'Row 5, column "Number Of Lifetime Gifts" (L5): "2.5" is not a whole number of gifts' },
      { id: 'F6', error: 'Row 6, column "Appeal Gifts Last Year" (F6): "-40" is negative; gifts cannot be below zero' },
      { id: 'A7', error: 'Row 7, column "Cont. ID" (A7): "1" is already used by row 2; each donor needs a different id' },
    ]);
    expect(file.constituentTotal).toBe(3);
    const { data } = await listRows(app.url, admin.cookie, file.id);
    const loaded = data!.listExcelDetailByOrganizationId;
    expect(loaded.map((r) => r.externalIdentifier)).toEqual(['1', '3', '7']);
    // A formula counts with its saved value.
    expect(loaded[2]!.greatestGift).toBe('20.00');
    // The dialog says 'Please check your email for a list of the Error details': the uploader gets them.
    const mail = await database.ownerDb.selectFrom('mailOutbox').select(['toAddress', 'subject', 'textBody']).where('subject', '=', 'Errors in your Excel file bad-cells.xlsx').executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe(admin.email);
    expect(mail.textBody).toContain('Row 7, column "Cont. ID" (A7): "1" is already used by row 2; each donor needs a different id');
  });

  it('a file that is not the template is refused with the reason; a template without donors says so', async () => {
    const other = await uploadAndIngest(app.url, admin.cookie, 'contacts.xlsx', await writeXlsxWithExcelJs([['Name', 'Phone'], ['Ann', '555-0100']]));
    expect(other.status).toBe('ERROR');
    expect(other.errorMessages[0]!.error).toMatch(/^The first row does not have the template's columns \(it has "Name", "Phone"\)/);
    const empty = await uploadAndIngest(app.url, admin.cookie, 'empty.xlsx', await writeXlsxWithExcelJs([TEMPLATE_HEADER_ROW, [], []]));
    expect(empty.status).toBe('ERROR_NO_CONSTITUENTS');
  });

  it('pushes NTYPE_SEEDEXCELDATA progress to the uploading company, ending with the status', async () => {
    const sheet: Sheet = [TEMPLATE_HEADER_ROW];
    for (let i = 1; i <= 40_000; i++) sheet.push([String(i), `First${i}`, `Last${i}`, i % 500, null, i % 300, null, null, null, null, i % 500, i % 20, i % 9000]);
    const body = await writeXlsxWithExcelJs(sheet);
    const nextId = await withCompany(database.db, admin.companyId, async (trx) => (await trx.selectFrom('environments').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
    // The file's id is not known before FileProcessData; listen on the next few ids.
    const socket = openPushSocket(app.url, browserCredentials(app.url, admin.cookie));
    const messages: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise((resolve) => socket.once('open', resolve));
    for (let id = nextId + 1; id <= nextId + 5; id++) socket.send(JSON.stringify({ action: 'registerConnection', type: 'NTYPE_SEEDEXCELDATA', targetId: String(id), version: 2 }));
    const file = await uploadAndIngest(app.url, admin.cookie, 'progress.xlsx', body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.close();
    const events = messages.filter((m) => !m.action && m.targetId === String(file.id));
    expect(events[0]).toMatchObject({ type: 'NTYPE_SEEDEXCELDATA', status: 'PROCESSING', organisationName: 'progress.xlsx' });
    expect(events.at(-1)).toMatchObject({ status: 'DONE', progress: '40000-40000', errorMessages: '[]' });
    const progress = events.filter((e) => e.status === 'PROCESSING').map((e) => String(e.progress));
    expect(progress.some((p) => /^[1-9]\d*-40000$/.test(p))).toBe(true);
  });
});
