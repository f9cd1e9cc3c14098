import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { gql, listRows, TEMPLATE_HEADER_ROW, uploadAndIngest, uploadFile, writeXlsxWithExcelJs, type Sheet, type UploadedFile } from './excel-test-helpers.ts';
import { GUIDE_EXAMPLES_TITLE } from './excel-template.ts';
import { TEMPLATE_HEADERS } from './template-columns.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: CompanyWithUser;
let other: CompanyWithUser;
let file: UploadedFile;
let dataDir: string;

const sheet: Sheet = [
  [...TEMPLATE_HEADER_ROW, 'Class Year'],
  ['1', 'Ann', 'Lee', 100, null, 50, null, null, null, null, 100, 2, 150, null, null, null, null, null, null, 'ann@example.org', null, '1999'],
  ['2', 'Bob', 'Stone', 20, null, null, 20, null, null, null, 20, 1, 20],
  ['3', 'Cara', 'Leeds', 5, null, null, null, 5, null, null, 5, 1, 5],
];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-excel-'));
  app = await startTestApp(database, { DATA_DIR: dataDir });
  owner = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
  file = await uploadAndIngest(app.url, owner.cookie, 'donors.xlsx', await writeXlsxWithExcelJs(sheet));
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('Excel files: listing, rows, custom fields, template', () => {
  it('lists the file with its uploader, date and status', async () => {
    const { data } = await gql<{ getExcelOrganizations: Array<Record<string, unknown>> }>(
      app.url,
      owner.cookie,
      '{ getExcelOrganizations { id name externalIdentifier companyId constituentTotal createdAt status uploadBy progress errorMessage customColumns } }',
    );
    expect(data!.getExcelOrganizations).toEqual([
      expect.objectContaining({ id: file.id, name: 'donors.xlsx', companyId: owner.companyId, constituentTotal: 3, status: 'DONE', progress: '3-3', errorMessage: null, customColumns: ['Class Year'] }),
    ]);
    expect(data!.getExcelOrganizations[0]!.uploadBy).toMatch(/^Test /);
    expect(data!.getExcelOrganizations[0]!.externalIdentifier).toMatch(/^donors_\d{13}\.xlsx$/);
  });

  it('pages and searches rows; offset is the 0-based page', async () => {
    const page2 = await listRows(app.url, owner.cookie, file.id, { limit: 2, offset: 1 });
    expect(page2.data!.listExcelDetailByOrganizationId.map((r) => [r.firstName, r.totalRows])).toEqual([['Cara', 3]]);
    const search = await listRows(app.url, owner.cookie, file.id, { search: 'lee' });
    expect(search.data!.listExcelDetailByOrganizationId.map((r) => r.firstName)).toEqual(['Ann', 'Cara']);
    const literal = await listRows(app.url, owner.cookie, file.id, { search: '%' });
    expect(literal.data!.listExcelDetailByOrganizationId).toEqual([]);
  });

  it('getExcelCustomFields gives the custom columns by file and by appeal', async () => {
    const byFile = await gql<{ getExcelCustomFields: unknown[] }>(app.url, owner.cookie, `{ getExcelCustomFields(organizationId: ${file.id}) { id label name category } }`);
    expect(byFile.data!.getExcelCustomFields).toEqual([{ id: 'custom:1', label: 'Class Year', name: 'Class Year', category: 'Class Year' }]);
  });

  it('the template: only the header row of the file-detail columns with number formats, and a column guide with examples', async () => {
    const response = await fetch(`${app.url}/files/askwise-excel-template.xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Askwise Excel Template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const [donors, guide] = workbook.worksheets;
    expect((donors!.getRow(1).values as unknown[]).slice(1)).toEqual(TEMPLATE_HEADERS);
    // No sample donors: whatever is on the Donors sheet is uploaded with the user's data.
    expect(donors!.rowCount).toBe(1);
    expect(donors!.getColumn(4).numFmt).toBe('"$"#,##0.00');
    expect(guide!.name).toBe('Column guide');
    expect(guide!.getCell('A2').value).toBe('Cont. ID');

    // The examples live under the guide, in the template's columns.
    let title = 0;
    guide!.eachRow((row, number) => {
      if (row.getCell(1).value === GUIDE_EXAMPLES_TITLE) title = number;
    });
    expect(title).toBeGreaterThan(TEMPLATE_HEADERS.length);
    expect((guide!.getRow(title + 1).values as unknown[]).slice(1)).toEqual(TEMPLATE_HEADERS);
    const examples = [2, 3, 4].map((offset) => guide!.getRow(title + offset));
    expect(examples.map((row) => row.getCell(2).value)).toEqual(['Maria', 'James', 'Ruth']);

    // The template filled in with the examples is a valid upload of exactly those donors.
    for (const example of examples) donors!.addRow((example.values as unknown[]).slice(1));
    const filled = await uploadAndIngest(app.url, owner.cookie, 'template.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(filled, JSON.stringify(filled.errorMessages)).toMatchObject({ status: 'DONE', constituentTotal: 3 });
  });
});

describe('roles and tenancy', () => {
  it('a standard user may read files but not upload, register or remove them', async () => {
    const standard = await createCompanyWithUser(database.ownerDb, { group: 'STANDARD', roleId: 2 });
    await database.ownerDb.updateTable('companyUsers').set({ companyId: owner.companyId }).where('userId', '=', standard.userId).execute();
    const upload = await uploadFile(app.url, standard.cookie, 'x.xlsx', await writeXlsxWithExcelJs(sheet));
    expect(upload.status).toBe(403);
    const listed = await gql<{ getExcelOrganizations: Array<{ id: number }> }>(app.url, standard.cookie, '{ getExcelOrganizations { id } }');
    expect(listed.data!.getExcelOrganizations.map((f) => f.id)).toContain(file.id);
    const removal = await gql(app.url, standard.cookie, `mutation { softDeleteExcelOrganization(id: ${file.id}) }`);
    expect(removal.errors?.[0]?.message).toBe('Only an administrator can do this.');
    const register = await gql(app.url, standard.cookie, 'mutation { FileProcessData(sourceType: "excelFile", fileName: "x_1718000000000.xlsx") { statusCode } }');
    expect(register.errors?.[0]?.message).toBe('Only an administrator can do this.');
  });

  it('uploads need the CSRF header and a session', async () => {
    const body = new Uint8Array(await writeXlsxWithExcelJs(sheet));
    const noCsrf = await fetch(`${app.url}/files/excel-upload?fileName=a.xlsx`, { method: 'POST', headers: { cookie: owner.cookie }, body });
    expect(noCsrf.status).toBe(403);
    const signedOut = await fetch(`${app.url}/files/excel-upload?fileName=a.xlsx`, { method: 'POST', headers: { 'x-askwise-csrf': '1' }, body });
    expect(signedOut.status).toBe(401);
    const csv = await uploadFile(app.url, owner.cookie, 'donors.csv', Buffer.from('a,b'));
    expect(csv.status).toBe(415);
    expect(await csv.json()).toEqual({ error: 'Only Excel files (.xlsx or .xls) can be uploaded.' });
  });

  it('another company cannot list, read, select, register or delete the files or rows', async () => {
    const list = await gql<{ getExcelOrganizations: unknown[] }>(app.url, other.cookie, '{ getExcelOrganizations { id } }');
    expect(list.data!.getExcelOrganizations).toEqual([]);

    const rows = await listRows(app.url, other.cookie, file.id);
    expect(rows.errors?.[0]?.message).toBe('Excel file not found.');

    const fields = await gql<{ getExcelCustomFields: unknown[] }>(app.url, other.cookie, `{ getExcelCustomFields(organizationId: ${file.id}) { id } }`);
    expect(fields.data!.getExcelCustomFields).toEqual([]);

    const select = await gql(app.url, other.cookie, `mutation { createAppeal(name: "Stolen", blackbaudOrganizationId: ${file.id}, dataImportSourceId: 2, step: "number_of_asks") { id } }`);
    expect(select.errors?.[0]?.message).toBe('Environment not found.');

    const register = await gql<{ FileProcessData: { statusCode: number; error: string } }>(
      app.url,
      other.cookie,
      'mutation ($f: String!) { FileProcessData(sourceType: "excelFile", fileName: $f) { statusCode error } }',
      { f: (await gql<{ getExcelOrganizations: Array<{ externalIdentifier: string }> }>(app.url, owner.cookie, '{ getExcelOrganizations { externalIdentifier } }')).data!.getExcelOrganizations[0]!.externalIdentifier },
    );
    expect(register.data!.FileProcessData).toEqual({ statusCode: 500, error: 'The uploaded file was not found. Please upload it again.' });

    const removal = await gql(app.url, other.cookie, `mutation { softDeleteExcelOrganization(id: ${file.id}) }`);
    expect(removal.errors?.[0]?.message).toBe('Excel file not found.');

    // Row-level security is the second wall: even a query that forgets the company sees nothing.
    const seen = await withCompany(database.db, other.companyId, (trx) =>
      Promise.all([trx.selectFrom('excelFiles').selectAll().execute(), trx.selectFrom('constituents').select('id').where('environmentId', '=', file.id).execute()]),
    );
    expect(seen).toEqual([[], []]);
  });

  it('an administrator removes a file (soft delete): it leaves the list and its rows cannot be read', async () => {
    const doomed = await uploadAndIngest(app.url, owner.cookie, 'doomed.xlsx', await writeXlsxWithExcelJs(sheet));
    const removal = await gql<{ softDeleteExcelOrganization: boolean }>(app.url, owner.cookie, `mutation { softDeleteExcelOrganization(id: ${doomed.id}) }`);
    expect(removal.data!.softDeleteExcelOrganization).toBe(true);
    const list = await gql<{ getExcelOrganizations: Array<{ id: number }> }>(app.url, owner.cookie, '{ getExcelOrganizations { id } }');
    expect(list.data!.getExcelOrganizations.map((f) => f.id)).not.toContain(doomed.id);
    expect((await listRows(app.url, owner.cookie, doomed.id)).errors?.[0]?.message).toBe('Excel file not found.');
  });
});
