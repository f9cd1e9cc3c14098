import { buffer } from 'node:stream/consumers';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { cellXmlText, centsLiteral, columnLetters, escapeXml, excelSerialDay, isFormulaLike, STYLE } from './xlsx-parts.ts';
import { writeXlsx, XlsxStreamWriter, type XlsxColumn } from './xlsx-stream-writer.ts';

const COLUMNS: XlsxColumn[] = [
  { header: 'Cont. ID', kind: 'text' },
  { header: 'First Name', kind: 'text' },
  { header: 'Ask 1', kind: 'cents' },
  { header: 'Number Of Lifetime Gifts', kind: 'integer' },
  { header: 'Export Date', kind: 'date' },
  { header: '$5K or above', kind: 'boolean' },
];

/** The text of one entry of a ZIP archive, found through its central directory. */
function zipEntry(archive: Buffer, name: string): string {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = archive.readUInt32LE(end + 16);
  const count = archive.readUInt16LE(end + 10);
  for (let i = 0; i < count; i++) {
    const nameLength = archive.readUInt16LE(at + 28);
    const entryName = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const compressed = archive.readUInt32LE(at + 20);
    const local = archive.readUInt32LE(at + 42);
    if (entryName === name) {
      const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
      return inflateRawSync(archive.subarray(dataStart, dataStart + compressed)).toString('utf8');
    }
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  throw new Error(`No entry ${name}`);
}

describe('xlsx parts', () => {
  it('names columns, writes exact cents and serial days, escapes XML and spots formula-like text', () => {
    expect([0, 25, 26, 51, 701, 702, 16383].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA', 'XFD']);
    expect([0, 5, 100, 123456, -5, -12345].map(centsLiteral)).toEqual(['0.00', '0.05', '1.00', '1234.56', '-0.05', '-123.45']);
    expect(excelSerialDay(new Date('2026-03-15T00:00:00Z'))).toBe(46096);
    expect(escapeXml('A & B <C> "D"\u0001')).toBe('A &amp; B &lt;C&gt; &quot;D&quot;');
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\n=1+1', '|cmd', '%0A=1+1', '\uff1d1+1', '\uff0b1', '\uff0d1', '\uff20SUM(A1)'].every(isFormulaLike)).toBe(true);
    expect(['Ann', '1=1', ' =x', '', 'a|b', '50%'].some(isFormulaLike)).toBe(false);
  });

  it('keeps cell text within what XML and Excel allow', () => {
    expect(cellXmlText('a & b < c > d')).toBe('a &amp; b &lt; c &gt; d');
    expect(cellXmlText('tab\tnew\nline')).toBe('tab\tnew\nline');
    expect(cellXmlText('nul\u0000 lone\ud800 surrogate, pair \ud83c\udf81')).toBe('nul lone surrogate, pair \ud83c\udf81');
    expect(cellXmlText('x'.repeat(40_000))).toHaveLength(32_767);
    // Cut inside a surrogate pair: the lone half goes.
    expect(cellXmlText('x'.repeat(32_766) + '\ud83c\udf81')).toBe('x'.repeat(32_766));
  });
});

describe('XlsxStreamWriter', () => {
  it('writes a workbook that Excel readers open: typed cells, currency and date formats, text that never runs', async () => {
    const rows = [
      ['C1', 'Ann', 12345, 7, new Date('2026-03-15T00:00:00Z'), true],
      ['C2', '=HYPERLINK("x")', 50, 0, null, false],
      ['C3', '+1 555 0100', 0, null, undefined, false],
      ['C4', '  spaced & <odd> ', 99999999, 12, null, true],
      ['C5', '@risk', null, 1, null, false],
    ];
    const file = await buffer(writeXlsx(COLUMNS, rows));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Cont. ID', 'First Name', 'Ask 1', 'Number Of Lifetime Gifts', 'Export Date', '$5K or above']);
    expect(sheet.getCell('C2').value).toBe(123.45);
    expect(sheet.getCell('C2').numFmt).toBe('"$"#,##0.00');
    expect(sheet.getCell('D2').value).toBe(7);
    expect(sheet.getCell('E2').numFmt).toBe('mm/dd/yyyy');
    expect((sheet.getCell('E2').value as Date).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(sheet.getCell('F2').value).toBe(true);
    const formulaLike = sheet.getCell('B3');
    expect(formulaLike.type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike.value).toBe('=HYPERLINK("x")');
    expect(formulaLike.formula).toBeUndefined();
    expect(sheet.getCell('B5').value).toBe('  spaced & <odd> ');
    expect(sheet.getCell('C5').value).toBe(999999.99);
    expect(sheet.getCell('C6').value).toBeNull();

    const sheetJs = XLSX.read(file, { type: 'buffer', cellFormula: true, cellStyles: true });
    const ws = sheetJs.Sheets[sheetJs.SheetNames[0]!]!;
    expect(ws['B3']).toMatchObject({ t: 's', v: '=HYPERLINK("x")' });
    expect(ws['B3'].f).toBeUndefined();
    expect(ws['B4']).toMatchObject({ t: 's', v: '+1 555 0100' });
    expect(ws['B6']).toMatchObject({ t: 's', v: '@risk' });

    // In the XML the formula-like texts are inline strings with the quote-prefix style; no <f> anywhere.
    const xml = zipEntry(file, 'xl/worksheets/sheet1.xml');
    expect(xml).not.toContain('<f>');
    expect(xml).toContain('<c r="B3" s="3" t="inlineStr"><is><t>=HYPERLINK(&quot;x&quot;)</t></is></c>');
    expect(zipEntry(file, 'xl/styles.xml')).toContain('quotePrefix="1"');
  });

  it("writes each cell of a 'value' column as its own type, and text in money columns as text", async () => {
    const columns: XlsxColumn[] = [
      { header: 'Any', kind: 'value' },
      { header: 'Amount', kind: 'cents' },
    ];
    const day = new Date(Date.UTC(2024, 4, 1));
    const moment = new Date(Date.UTC(2024, 4, 1, 13, 45, 30));
    const rows = [
      ['=SUM(A1:A9)', 38_000],
      [1234.5, 'not an amount'],
      [day, 417],
      [moment, null],
      [true, -5],
    ];
    const file = await buffer(writeXlsx(columns, rows, { autoFilter: false }));
    const sheetJs = XLSX.read(file, { type: 'buffer', cellFormula: true, cellNF: true, cellDates: false });
    const ws = sheetJs.Sheets[sheetJs.SheetNames[0]!]!;
    expect(ws['A2']).toMatchObject({ t: 's', v: '=SUM(A1:A9)' });
    expect(ws['A2'].f).toBeUndefined();
    expect(ws['B2']).toMatchObject({ t: 'n', v: 380, z: '"$"#,##0.00' });
    expect(ws['A3']).toMatchObject({ t: 'n', v: 1234.5 });
    expect(ws['B3']).toMatchObject({ t: 's', v: 'not an amount' });
    expect(ws['A4']).toMatchObject({ t: 'n', v: 45413, z: 'yyyy-mm-dd' });
    expect(ws['A5'].z).toBe('yyyy-mm-dd hh:mm:ss');
    expect(ws['A5'].v).toBeCloseTo(45413 + (13 * 3600 + 45 * 60 + 30) / 86_400, 9);
    expect(ws['A6']).toMatchObject({ t: 'b', v: true });
    expect(ws['B6']).toMatchObject({ t: 'n', v: -0.05 });
    expect(zipEntry(file, 'xl/worksheets/sheet1.xml')).not.toContain('<autoFilter');
  });

  it('keeps formula-like header cells and every OWASP leading character as text', async () => {
    const columns: XlsxColumn[] = [
      { header: 'Cont. ID', kind: 'text' },
      { header: '=HYPERLINK("x")', kind: 'text' },
      { header: '|cmd', kind: 'text' },
    ];
    const values = ['\n=1+1', '|calc', '%0A=1+1', '\uff1dSUM(A1)'];
    const file = await buffer(writeXlsx(columns, values.map((value, i) => [`C${i}`, value, value])));
    const xml = zipEntry(file, 'xl/worksheets/sheet1.xml');
    expect(xml).not.toContain('<f>');
    expect(xml).toContain(`<c r="B1" s="${STYLE.headerText}" t="inlineStr">`);
    expect(xml).toContain(`<c r="C1" s="${STYLE.headerText}" t="inlineStr">`);
    expect(xml).toContain(`<c r="A1" s="${STYLE.header}" t="inlineStr">`);
    for (const row of [2, 3, 4, 5]) for (const column of ['B', 'C']) expect(xml).toContain(`<c r="${column}${row}" s="${STYLE.text}" t="inlineStr">`);
    const workbook = XLSX.read(file, { type: 'buffer', cellFormula: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
    expect(sheet['B1']).toMatchObject({ t: 's', v: '=HYPERLINK("x")' });
    expect(sheet['B1'].f).toBeUndefined();
    expect(values.map((_, i) => sheet[`B${i + 2}`]?.v)).toEqual(values);
  });

  it('continues on a new sheet past the row limit and writes an empty sheet for no rows', async () => {
    const many = Array.from({ length: 7 }, (_, i) => [`C${i + 1}`, `Donor ${i + 1}`, (i + 1) * 100, i, null, false]);
    const file = await buffer(writeXlsx(COLUMNS, many, { maxRowsPerSheet: 3, sheetName: 'Primary List' }));
    const workbook = XLSX.read(file, { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Primary List', 'Primary List (2)', 'Primary List (3)']);
    const ids = workbook.SheetNames.flatMap((name) => XLSX.utils.sheet_to_json<{ 'Cont. ID': string }>(workbook.Sheets[name]!).map((r) => r['Cont. ID']));
    expect(ids).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7']);

    const empty = await buffer(writeXlsx(COLUMNS, []));
    const emptyBook = new ExcelJS.Workbook();
    await emptyBook.xlsx.load(empty as unknown as ExcelJS.Buffer);
    expect(emptyBook.worksheets[0]!.rowCount).toBe(1);
  });

  it('streams: output can be read while rows are still being added, and an abort fails the output', async () => {
    const writer = new XlsxStreamWriter(COLUMNS);
    const chunks: Buffer[] = [];
    writer.output.on('data', (chunk: Buffer) => chunks.push(chunk));
    for (let i = 0; i < 40_000; i++) await writer.addRow([`C${i}`, `Donor with a fairly long name ${i}`, i * 137, i, null, i % 2 === 0]);
    expect(chunks.length).toBeGreaterThan(0);
    await writer.finish();
    await new Promise((resolve) => writer.output.once('end', resolve));
    const workbook = XLSX.read(Buffer.concat(chunks), { type: 'buffer', sheetRows: 3 });
    expect(XLSX.utils.sheet_to_json(workbook.Sheets['Sheet1']!)).toHaveLength(2);

    const failing = new XlsxStreamWriter(COLUMNS);
    const read = buffer(failing.output);
    await failing.addRow(['C1', 'Ann', 1, 1, null, true]);
    failing.abort(new Error('database went away'));
    await expect(read).rejects.toThrow('database went away');
  });

  it('stops when its reader goes away: rows then throw instead of waiting for room for ever', async () => {
    const writer = new XlsxStreamWriter(COLUMNS);
    writer.output.on('error', () => undefined);
    writer.output.destroy(new Error('the upload failed'));
    const adding = (async () => {
      for (let i = 0; i < 200_000; i++) await writer.addRow([`C${i}`, `Donor ${i}`, i, i, null, true]);
    })();
    await expect(adding).rejects.toThrow(/closed before it was written/);
  });
});
