import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipWriter } from '../../../platform/xlsx/zip-writer.ts';
import { minimalXlsxParts, writeZip } from '../zip-test-writer.ts';
import { readXlsxRows } from './read-xlsx-rows.ts';
import type { SheetRow } from './sheet-rows.ts';

// read-xlsx-rows.ts patches a private function of exceljs (WorkbookReader#_parseWorksheet), which the
// command line's reader uses; ingestion reads the sheet itself with xlsx-sheet-rows.ts. exceljs is pinned to
// one exact version in package.json; these tests fail when an upgrade moves the function, or when exceljs
// starts reading such files by itself (then the patch can go). See docs/decisions/007-what-we-build-ourselves.md
// and 012-reading-xlsx-sheets.md.

const require = createRequire(import.meta.url);
const SERVER_PACKAGE = path.resolve(import.meta.dirname, '../../../../package.json');

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * A workbook whose sheets come before xl/workbook.xml in the ZIP, after the shared strings and the
 * workbook's relationships: the order some writers use, and the one exceljs 4.4 trips over.
 */
async function sheetsBeforeWorkbook(): Promise<Buffer> {
  const zip = new ZipWriter(1);
  const written = buffer(zip.output);
  await zip.addEntry(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  );
  await zip.addEntry('_rels/.rels', `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
  await zip.addEntry(
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  );
  await zip.addEntry('xl/sharedStrings.xml', `${XML}<sst xmlns="${MAIN}" count="3" uniqueCount="3"><si><t>Cont. ID</t></si><si><t>First Name</t></si><si><t>Ann</t></si></sst>`);
  await zip.addEntry(
    'xl/worksheets/sheet1.xml',
    `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2"><v>7</v></c><c r="B2" t="s"><v>2</v></c><c r="C2" t="b"><v>1</v></c><c r="D2"><f>A2*2</f><v>14</v></c></row></sheetData></worksheet>`,
  );
  await zip.addEntry('xl/worksheets/sheet2.xml', `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>never read</t></is></c></row></sheetData></worksheet>`);
  await zip.addEntry(
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Donors" sheetId="1" r:id="rId1"/><sheet name="Other" sheetId="2" r:id="rId2"/></sheets></workbook>`,
  );
  await zip.finish();
  return written;
}

let folder: string;
let file: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'askwise-exceljs-'));
  file = path.join(folder, 'sheets-first.xlsx');
  await writeFile(file, await sheetsBeforeWorkbook());
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the exceljs patch in read-xlsx-rows.ts', () => {
  it('targets the exact exceljs version package.json pins', () => {
    const pinned = (JSON.parse(readFileSync(SERVER_PACKAGE, 'utf8')) as { dependencies: Record<string, string> }).dependencies.exceljs;
    expect(pinned, 'exceljs must be pinned to one exact version while read-xlsx-rows.ts patches it').toMatch(/^\d+\.\d+\.\d+$/);
    const installed = (require('exceljs/package.json') as { version: string }).version;
    expect(installed).toBe(pinned);
  });

  it('finds the private part it patches: WorkbookReader#_parseWorksheet (a generator)', () => {
    const prototype = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as Record<string, unknown>;
    expect(typeof prototype._parseWorksheet).toBe('function');
    expect(Object.prototype.toString.call(prototype._parseWorksheet)).toBe('[object GeneratorFunction]');
  });

  it('is still needed: exceljs alone fails on sheets stored before workbook.xml', async () => {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache' });
    const readAll = async () => {
      for await (const sheet of reader) for await (const _row of sheet as AsyncIterable<unknown>) void _row;
    };
    // If this stops failing, exceljs reads such files by itself: drop recordSheetParts and this test.
    await expect(readAll()).rejects.toThrow(/sheets/);
  });

  it('reads the right sheet of such a file, with shared strings, numbers, flags and formula results', async () => {
    const rows: SheetRow[] = [];
    for await (const row of readXlsxRows(file, '1')) rows.push(row);
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['Cont. ID', 'First Name'] },
      { rowNumber: 2, cells: [7, 'Ann', true, 14] },
    ]);
    const other: SheetRow[] = [];
    for await (const row of readXlsxRows(file, '2')) other.push(row);
    expect(other).toEqual([{ rowNumber: 1, cells: ['never read'] }]);
  });
});

describe('readXlsxRows', () => {
  it('keeps characters of several bytes whole where the inflated sheet is cut into pieces', async () => {
    // exceljs's SAX driver decoded each inflated piece alone: a character cut between two came out as two
    // replacement characters (4 of the 100,000 rows of the benchmark's file). Most bytes here are in such
    // characters, and the sheet fills many pieces: some cut falls inside one, whatever the pieces' size.
    const names = ['Zoë'.repeat(20), 'Müller'.repeat(10), 'Tomás'.repeat(10), '😀 Ann'.repeat(10), '中文'.repeat(20)];
    const rowCount = 3000;
    const sheetRows = Array.from({ length: rowCount }, (_, i) =>
      [`K${i}`, names[i % names.length]!, `${names[(i + 1) % names.length]} ${names[(i + 2) % names.length]}`]);
    const many = path.join(folder, 'many-pieces.xlsx');
    await writeFile(many, writeZip(minimalXlsxParts(sheetRows)));
    const rows: SheetRow[] = [];
    for await (const row of readXlsxRows(many, '1')) rows.push(row);
    expect(rows).toHaveLength(rowCount);
    expect(rows.map((row) => row.cells)).toEqual(sheetRows);
  });
});
