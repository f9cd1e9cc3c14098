import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeXlsWithSheetJs } from '../excel-test-helpers.ts';
import { minimalXlsxParts, writeZip } from '../zip-test-writer.ts';
import { readFirstSheetRows, type SheetFileLimits } from './first-sheet-rows.ts';
import { RowTagCounter } from './inspect-workbook.ts';

// The one reader of uploaded spreadsheets on its own: the format told by the bytes, and the limits that
// hold whatever the format.

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'askwise-reader-test-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const LIMITS: SheetFileLimits = {
  maxFileBytes: 64 * 1024 * 1024,
  maxUnzippedBytes: 256 * 1024 * 1024,
  maxRatio: 100,
  maxRows: 5,
  readsCsv: true,
};

async function read(name: string, content: string | Buffer, limits: Partial<SheetFileLimits> = {}) {
  const file = path.join(folder, name);
  await writeFile(file, content);
  const sheet = await readFirstSheetRows(file, name, { ...LIMITS, ...limits });
  const rows: Array<{ rowNumber: number; cells: unknown[] }> = [];
  for await (const row of sheet.rows) rows.push(row);
  return { format: sheet.format, rows };
}

describe('readFirstSheetRows', () => {
  it('reads a CSV as text, numbered as a spreadsheet numbers its rows', async () => {
    const { format, rows } = await read('gifts.csv', '\uFEFFCont. ID,Note\r\n00123,"a, ""b""\nc"\r\n\r\nK2\r\n');
    expect(format).toBe('csv');
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['Cont. ID', 'Note'] },
      { rowNumber: 2, cells: ['00123', 'a, "b"\nc'] },
      { rowNumber: 3, cells: [''] },
      { rowNumber: 4, cells: ['K2'] },
    ]);
  });

  it('reads a CSV saved as UTF-16 (Excel\'s "Unicode text")', async () => {
    const { rows } = await read('gifts.csv', Buffer.from('\uFEFFCont. ID,Gift Amount\r\nK1,5\r\n', 'utf16le'));
    expect(rows.map((row) => row.cells)).toEqual([
      ['Cont. ID', 'Gift Amount'],
      ['K1', '5'],
    ]);
  });

  it('reads text as CSV only when its name says .csv and the caller reads CSV', async () => {
    await expect(read('gifts.xlsx', 'Cont. ID,Gift Amount\nK1,5\n')).rejects.toThrow(/^The file is not an Excel workbook/);
    await expect(read('gifts.csv', 'Cont. ID,Gift Amount\nK1,5\n', { readsCsv: false })).rejects.toThrow(
      /^The file is not an Excel workbook/,
    );
  });

  it('reads a workbook by its bytes whatever its name', async () => {
    const xlsx = writeZip(minimalXlsxParts([['Cont. ID'], ['K1']]));
    expect(await read('gifts.csv', xlsx)).toMatchObject({ format: 'xlsx', rows: [{ cells: ['Cont. ID'] }, { cells: ['K1'] }] });
    const xls = writeXlsWithSheetJs([['Cont. ID'], ['K1']]);
    expect(await read('gifts.csv', xls)).toMatchObject({ format: 'xls', rows: [{ cells: ['Cont. ID'] }, { cells: ['K1'] }] });
  });

  it('refuses more rows after the first than the limit, in every format', async () => {
    const rows = [['Cont. ID'], ...Array.from({ length: 6 }, (_, i) => [`K${i}`])];
    const csv = rows.map((row) => row.join(',')).join('\n');
    await expect(read('gifts.csv', csv)).rejects.toThrow(
      'The file has more than 5 rows, the most Askwise reads from one file. Please split it into smaller files.',
    );
    await expect(read('gifts.xlsx', writeZip(minimalXlsxParts(rows)))).rejects.toThrow(
      'The file has 6 rows; Askwise reads at most 5 from one file.',
    );
    await expect(read('gifts.xls', writeXlsWithSheetJs(rows))).rejects.toThrow(
      'The file has 6 rows; Askwise reads at most 5 from one file.',
    );
    const tooManyRows = (found: number | null) => `too many: ${found ?? 'more'}`;
    await expect(read('gifts.csv', csv, { tooManyRows })).rejects.toThrow('too many: more');
    expect((await read('gifts.csv', csv, { maxRows: 6 })).rows).toHaveLength(7);
  });

  it('refuses a CSV row wider than a spreadsheet, or longer than 1 MiB (a quote never closed)', async () => {
    await expect(read('wide.csv', `Cont. ID\n${','.repeat(20_000)}\n`)).rejects.toThrow(
      /^Row 2 has 20,001 columns; a spreadsheet has at most 16,384/,
    );
    const started = performance.now();
    await expect(read('open.csv', `Cont. ID\n"K1,${'x'.repeat(3 * 1024 * 1024)}\n`)).rejects.toThrow(/^Row 2 is longer than 1 MiB of text/);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('RowTagCounter', () => {
  it('counts row tags however the sheet is cut into chunks', () => {
    const xml = Buffer.from(
      '<worksheet><sheetData><row r="1"><c/></row><row>\n</row><rows/><row/><rowBreaks/><row\tr="9"></row><x:row r="10"/></sheetData></worksheet>',
      'latin1',
    );
    // <row ...>, <row>, <row/>, <row\t...>: four (and neither <rows/> nor <rowBreaks/>, nor the prefixed one, as before).
    const whole = new RowTagCounter();
    whole.push(xml);
    expect(whole.count).toBe(4);
    for (let size = 1; size <= 12; size++) {
      for (let first = 0; first < size; first++) {
        const counter = new RowTagCounter();
        const cuts = [0, first];
        for (let at = first + size; at < xml.length; at += size) cuts.push(at);
        cuts.push(xml.length);
        for (let i = 1; i < cuts.length; i++) counter.push(xml.subarray(cuts[i - 1], cuts[i]));
        expect({ size, first, count: counter.count }).toEqual({ size, first, count: 4 });
      }
    }
  });
});
