import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { TEMPLATE_HEADERS } from './template-columns.ts';

// Test support: spreadsheet files written by the tools real users have, and the upload path a browser takes.

export type Cell = string | number | null | { formula: string; result: number | string };
export type Sheet = Cell[][];

/** A .xlsx as exceljs writes it; extra sheets (after the first) hold rows that must never be read. */
export async function writeXlsxWithExcelJs(rows: Sheet, options: { extraSheets?: Sheet } = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Donors');
  for (const row of rows) sheet.addRow(row.map((cell) => (cell === null ? undefined : cell)));
  if (options.extraSheets) {
    const extra = workbook.addWorksheet('Notes');
    for (const row of options.extraSheets) extra.addRow(row.map((cell) => (cell === null ? undefined : cell)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A .xls (BIFF8) as SheetJS writes it. */
export function writeXlsWithSheetJs(rows: Sheet): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => row.map((cell) => (cell !== null && typeof cell === 'object' ? cell.result : cell))));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Donors');
  return XLSX.write(workbook, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

function csvCell(cell: Cell): string {
  const text = cell === null ? '' : typeof cell === 'object' ? String(cell.result) : String(cell);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Sheet): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

/** The LibreOffice binary when installed (CI installs it), else null. */
export function libreOfficeBinary(): string | null {
  for (const name of ['libreoffice', 'soffice']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return null;
}

/** Converts CSV to .xlsx or .xls with LibreOffice Calc, as a user would with File > Save As. */
export async function convertCsvWithLibreOffice(binary: string, csv: string, format: 'xlsx' | 'xls'): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'askwise-lo-'));
  try {
    await writeFile(path.join(folder, 'donors.csv'), csv);
    const filter = format === 'xlsx' ? 'xlsx:Calc MS Excel 2007 XML' : 'xls:MS Excel 97';
    const result = spawnSync(
      binary,
      [`-env:UserInstallation=file://${folder}/profile`, '--headless', '--infilter=CSV:44,34,76,1', '--convert-to', filter, '--outdir', folder, path.join(folder, 'donors.csv')],
      { encoding: 'utf8', timeout: 120_000 },
    );
    if (result.status !== 0) throw new Error(`LibreOffice failed: ${result.stderr || result.stdout}`);
    return await readFile(path.join(folder, `donors.${format}`));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export const TEMPLATE_HEADER_ROW: Cell[] = [...TEMPLATE_HEADERS];

export interface UploadedFile {
  id: number;
  status: string;
  constituentTotal: number;
  errorMessages: Array<{ id: string; error: string }>;
  errorCount: number;
  customColumns: string[];
}

export async function gql<T>(url: string, cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: Array<{ message: string }> }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

export async function uploadFile(url: string, cookie: string, fileName: string, body: Buffer): Promise<Response> {
  return fetch(`${url}/files/excel-upload?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { 'x-askwise-csrf': '1', cookie, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });
}

const FILE_FIELDS = 'id status constituentTotal errorCount customColumns errorMessages(limit: 1000) { id error }';

/** Uploads, registers with FileProcessData and waits until the ingestion job has finished. */
export async function uploadAndIngest(url: string, cookie: string, fileName: string, body: Buffer, timeoutMs = 60_000): Promise<UploadedFile> {
  const upload = await uploadFile(url, cookie, fileName, body);
  if (upload.status !== 200) throw new Error(`Upload refused: ${upload.status} ${await upload.text()}`);
  const { fileName: storedName } = (await upload.json()) as { fileName: string };
  const registered = await gql<{ FileProcessData: { statusCode: number; error: string | null; result: { id: number } | null } }>(
    url,
    cookie,
    'mutation ($fileName: String!) { FileProcessData(sourceType: "excelFile", fileName: $fileName) { statusCode error result { id } } }',
    { fileName: storedName },
  );
  const id = registered.data?.FileProcessData.result?.id;
  if (!id) throw new Error(`FileProcessData failed: ${JSON.stringify(registered)}`);
  const started = Date.now();
  for (;;) {
    const list = await gql<{ getExcelOrganizations: UploadedFile[] }>(url, cookie, `{ getExcelOrganizations { ${FILE_FIELDS} } }`);
    const file = list.data?.getExcelOrganizations.find((f) => f.id === id);
    if (file && file.status !== 'START' && file.status !== 'PROCESSING') return file;
    if (Date.now() - started > timeoutMs) throw new Error(`Ingestion did not finish: ${JSON.stringify(file)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface RowFields {
  id: number;
  externalIdentifier: string;
  firstName: string | null;
  lastName: string | null;
  lastGift: string | null;
  appealGiftLastYear: string | null;
  lifetimeGifts: number | null;
  zip: string | null;
  customFieldValues: Array<{ category: string; value: string }>;
  [key: string]: unknown;
}

const ROW_FIELDS = `id externalIdentifier firstName lastName lastGift totalGiftLastYear appealGiftLastYear appealGiftTwoYearsAgo
  appealGiftThreeYearsAgo campaignGift specialEventGift greatestGift lifetimeGifts lifetimeGiving minSuggestedAskW spouse Address1
  city state zip preferredEmail preferredName totalRows customFieldValues { category value }`;

export async function listRows(url: string, cookie: string, organizationId: number, options: { limit?: number; offset?: number; search?: string } = {}) {
  return gql<{ listExcelDetailByOrganizationId: RowFields[] }>(
    url,
    cookie,
    `query ($id: Int!, $limit: Int!, $offset: Int!, $search: String) { listExcelDetailByOrganizationId(organizationId: $id, limit: $limit, offset: $offset, search: $search) { ${ROW_FIELDS} } }`,
    { id: organizationId, limit: options.limit ?? 100, offset: options.offset ?? 0, search: options.search ?? null },
  );
}
