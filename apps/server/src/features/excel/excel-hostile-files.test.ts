import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { giveSubscription } from '../billing/billing.testing.ts';
import { TEMPLATE_HEADER_ROW, uploadAndIngest, uploadFile, writeXlsxWithExcelJs, type Cell, type Sheet } from './excel-test-helpers.ts';
import { TEMPLATE_HEADERS } from './template-columns.ts';
import { minimalXlsxParts, writeZip } from './zip-test-writer.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: CompanyWithUser;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-excel-'));
  app = await startTestApp(database, {
    DATA_DIR: dataDir,
    EXCEL_MAX_UPLOAD_BYTES: String(4 * 1024 * 1024),
    EXCEL_MAX_ROWS: '1000',
    UNSUBSCRIBED_CONSTITUENT_LIMIT: '1200',
  });
  admin = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function donorRows(count: number, prefix: string): Sheet {
  const rows: Sheet = [TEMPLATE_HEADER_ROW];
  for (let i = 1; i <= count; i++) rows.push([`${prefix}${i}`, 'First', 'Last', 10, 10, 10, null, null, null, null, 10, 1, 10]);
  return rows;
}

const header = [...TEMPLATE_HEADERS];

async function expectRefused(name: string, body: Buffer, message: RegExp) {
  const file = await uploadAndIngest(app.url, admin.cookie, name, body);
  expect(file.status, JSON.stringify(file.errorMessages)).toBe('ERROR');
  expect(file.errorMessages[0]?.error).toMatch(message);
  expect(file.constituentTotal).toBe(0);
  return file;
}

/** Neither the file's donors nor the uploaded file itself remain. */
async function expectNothingKept(companyId: number, environmentId: number) {
  const kept = await withCompany(database.db, companyId, async (trx) => ({
    constituents: Number((await trx.selectFrom('constituents').select((eb) => eb.fn.countAll<number>().as('n')).where('environmentId', '=', environmentId).executeTakeFirstOrThrow()).n),
    file: await trx.selectFrom('excelFiles').select('storageKey').where('environmentId', '=', environmentId).executeTakeFirstOrThrow(),
  }));
  expect(kept.constituents).toBe(0);
  expect(await app.services.storage.head(kept.file.storageKey)).toBeNull();
}

describe('hostile and oversized files are refused with a message, and the server keeps running', () => {
  it('a zip bomb: a sheet that expands a thousandfold', async () => {
    const huge = '<?xml version="1.0"?><worksheet><sheetData>' + ' '.repeat(60 * 1024 * 1024) + '</sheetData></worksheet>';
    const bomb = writeZip(minimalXlsxParts([], { sheetXml: huge }));
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expectRefused('bomb.xlsx', bomb, /expands far beyond its size \(a "zip bomb"\); it was refused for safety/);
  });

  it('a zip bomb that lies about its sizes in the zip headers', async () => {
    const huge = '<?xml version="1.0"?><worksheet><sheetData>' + 'A'.repeat(80 * 1024 * 1024) + '</sheetData></worksheet>';
    await expectRefused('liar.xlsx', writeZip(minimalXlsxParts([], { sheetXml: huge, sheetClaimedSize: 1000 })), /zip bomb/);
  });

  it('a file over the size limit is refused at upload and never stored', async () => {
    const response = await uploadFile(app.url, admin.cookie, 'big.xlsx', randomBytes(5 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The file is larger than 4 MiB, the most Askwise accepts. Please split it into smaller files.' });
  });

  it('a file that is not a spreadsheet, renamed .xlsx or .xls, or a zip that is not a workbook', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]);
    await expectRefused('photo.xlsx', png, /^The file is not an Excel workbook/);
    await expectRefused('notes.xls', Buffer.from('Dear donor, thank you for your gift.\n'), /^The file is not an Excel workbook/);
    await expectRefused('letter.xlsx', writeZip([{ name: 'word/document.xml', data: '<w:document/>' }]), /^The file is not an Excel workbook/);
    await expectRefused('truncated.xlsx', (await writeXlsxWithExcelJs(donorRows(5, 'T'))).subarray(0, 3000), /not a readable Excel workbook|could not be read/);
  });

  it('a sheet with 10,000 columns', async () => {
    const wide: Cell[] = Array.from({ length: 10_000 }, (_, i) => header[i] ?? `Column ${i + 1}`);
    await expectRefused('wide.xlsx', await writeXlsxWithExcelJs([wide, ['1', 'Ann', 'Lee']]), /^The first row has 10,000 columns; Askwise reads at most 200 \(the template has 21\)\.$/);
  });

  it('a cell of 1 MB text is refused by name; the other rows are kept', async () => {
    const rows = donorRows(3, 'M');
    rows[2]![15] = randomBytes(768 * 1024).toString('base64');
    const file = await uploadAndIngest(app.url, admin.cookie, 'megacell.xlsx', await writeXlsxWithExcelJs(rows));
    expect(file.status).toBe('DONE_WITH_ERROR');
    expect(file.constituentTotal).toBe(2);
    expect(file.errorMessages.filter((e) => e.id !== 'header')).toEqual([
      { id: 'P3', error: 'Row 3, column "Address1" (P3): is 1,048,576 characters long; a cell may hold at most 1,000' },
    ]);
  });

  it('XML with a document type declaration (external entities, entity expansion) is refused', async () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row></sheetData></worksheet>`;
    await expectRefused('xxe.xlsx', writeZip(minimalXlsxParts([], { sheetXml: doctype })), /document type declaration/);
  });

  it('more rows than the maximum', async () => {
    await expectRefused('many.xlsx', await writeXlsxWithExcelJs(donorRows(1001, 'R')), /^The file has 1,001 rows; Askwise reads at most 1,000 from one file/);
  });

  it("past the company's constituent limit: ERROR_LIMIT_EXCEDED and nothing of the file is kept", async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    const first = await uploadAndIngest(app.url, company.cookie, 'first.xlsx', await writeXlsxWithExcelJs(donorRows(800, 'F')));
    expect(first).toMatchObject({ status: 'DONE', constituentTotal: 800 });
    const second = await uploadAndIngest(app.url, company.cookie, 'second.xlsx', await writeXlsxWithExcelJs(donorRows(500, 'S')));
    expect(second.status).toBe('ERROR_LIMIT_EXCEDED');
    expect(second.errorMessages[0]).toEqual({
      id: 'subscription_update',
      error: 'Subscription update required: this would take your company past its limit of 1,200 constituents (800 are already in use).',
    });
    await expectNothingKept(company.companyId, second.id);
  });

  it("a subscribed company's limit is its plan's: refused past it, accepted after an upgrade", async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    await giveSubscription(database.ownerDb, company.companyId, 600);
    const refused = await uploadAndIngest(app.url, company.cookie, 'big.xlsx', await writeXlsxWithExcelJs(donorRows(700, 'B')));
    expect(refused.status).toBe('ERROR_LIMIT_EXCEDED');
    expect(refused.errorMessages[0]!.error).toBe('Subscription update required: this would take your company past its limit of 600 constituents (0 are already in use).');
    await expectNothingKept(company.companyId, refused.id);
    // A plan larger than the unsubscribed limit lets more in than an unsubscribed company may hold.
    await giveSubscription(database.ownerDb, company.companyId, 5_000);
    const accepted = await uploadAndIngest(app.url, company.cookie, 'big-again.xlsx', await writeXlsxWithExcelJs(donorRows(700, 'B')));
    expect(accepted).toMatchObject({ status: 'DONE', constituentTotal: 700 });
    const more = await uploadAndIngest(app.url, company.cookie, 'more.xlsx', await writeXlsxWithExcelJs(donorRows(700, 'M')));
    expect(more).toMatchObject({ status: 'DONE', constituentTotal: 700 });
  });


  it('a minimal hand-written workbook with inline strings still reads (the guards do not refuse honest files)', async () => {
    const file = await uploadAndIngest(app.url, admin.cookie, 'minimal.xlsx', writeZip(minimalXlsxParts([header, ['Z1', 'Ann', 'Lee', '$12.50']])));
    expect(file).toMatchObject({ status: 'DONE', constituentTotal: 1 });
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
