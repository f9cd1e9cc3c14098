import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ExcelRefusal } from './excel-refusal.ts';
import type { SheetRow } from './sheet-rows.ts';
import { xlsxSheetRows } from './xlsx-sheet-rows.ts';

// The sheet scanner on its own: every meaning a cell can have in SpreadsheetML, whatever the pieces the XML
// arrives in, and the refusal of XML that is not well-formed.

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const SHARED = ['Cont. ID', { richText: [{ text: 'Rich ' }, { text: 'text' }] }, 'Ann'];

const sheet = (rows: string, prefix = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${prefix}worksheet xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}="${MAIN}"><${prefix}sheetData>${rows}</${prefix}sheetData></${prefix}worksheet>`;

async function rowsOf(pieces: Array<string | Buffer>): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  const chunks = pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece));
  for await (const row of xlsxSheetRows(Readable.from(chunks), SHARED)) rows.push(row);
  return rows;
}

const read = (xml: string) => rowsOf([xml]);

/** The XML's bytes cut into pieces of `size` bytes: every tag, entity and character split somewhere. */
function piecesOf(xml: string, size: number): Buffer[] {
  const bytes = Buffer.from(xml, 'utf8');
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return pieces;
}

const refusal = (xml: string) => read(xml).then(() => null, (error: unknown) => error);

describe('xlsxSheetRows', () => {
  it('reads every kind of cell as Excel means it', async () => {
    const rows = await read(
      sheet(
        '<row r="1" spans="1:9"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>inline</t></is></c>' +
          '<c r="D1" t="inlineStr"><is><r><rPr><b/></rPr><t>two </t></r><r><t>runs</t></r></is></c><c r="E1"><v>12.5</v></c><c r="F1" s="2"><v>-3E2</v></c>' +
          '<c r="G1" t="b"><v>1</v></c><c r="H1" t="b"><v>0</v></c><c r="I1" t="e"><v>#DIV/0!</v></c></row>' +
          '<row r="2"><c r="A2" t="str"><f>CONCAT("a","b")</f><v>ab</v></c><c r="B2"><f>1+1</f><v>2</v></c><c r="C2"><f>NOW()</f></c>' +
          '<c r="D2" t="d"><v>2026-11-27T00:00:00</v></c><c r="E2" t="s"><v>99</v></c></row>',
      ),
    );
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['Cont. ID', SHARED[1], 'inline', 'two runs', 12.5, -300, true, false, { error: '#DIV/0!' }] },
      { rowNumber: 2, cells: ['ab', 2, { formula: 'NOW()' }, '2026-11-27T00:00:00', null] },
    ]);
  });

  it('numbers rows and cells without an r after the one before, and leaves gaps for skipped columns', async () => {
    const rows = await read(sheet('<row><c><v>1</v></c><c r="C1"><v>3</v></c><c><v>4</v></c></row><row r="5"><c r="B5"><v>7</v></c></row><row><c><v>8</v></c></row>'));
    expect(rows).toEqual([
      { rowNumber: 1, cells: [1, undefined, 3, 4] },
      { rowNumber: 5, cells: [undefined, 7] },
      { rowNumber: 6, cells: [8] },
    ]);
    expect(1 in rows[0]!.cells).toBe(false);
  });

  it('reads empty and self-closing elements: <v/> is the empty value, <c/> a blank cell, <row/> a blank row', async () => {
    const rows = await read(sheet('<row r="1"><c r="A1" t="str"><v/></c><c r="B1" s="1"/><c r="C1"><v></v></c><c r="D1" t="inlineStr"><is><t/></is></c></row><row r="2"/>'));
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['', null, null, ''] },
      { rowNumber: 2, cells: [] },
    ]);
  });

  it('decodes entities and character references, in values and attributes', async () => {
    const rows = await read(
      sheet(`<row r="1"><c r="A1" t="str"><v>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#65;&#x42;&#x1F600; &#233;</v></c><c r="B1" t='inline&#83;tr'><is><t>x&gt;y</t></is></c></row>`),
    );
    expect(rows[0]!.cells).toEqual([`a & b <c> "d" 'e' AB\u{1F600} é`, 'x>y']);
  });

  it('reads elements with namespace prefixes, comments, processing instructions, CDATA and line ends as XML reads them', async () => {
    const rows = await read(
      sheet('<!-- a comment --><x:row r="3"><?pi data?><x:c r="A3" t="str"><x:v>line\r\none\rtwo</x:v></x:c><x:c r="B3" t="str"><x:v><![CDATA[<b> & </b>]]></x:v></x:c></x:row >', 'x:'),
    );
    expect(rows).toEqual([{ rowNumber: 3, cells: ['line\none\ntwo', '<b> & </b>'] }]);
  });

  it('reads the same rows whatever pieces the bytes arrive in, characters of several bytes included', async () => {
    const xml = sheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Zoë Müller 😀 a &amp; b</t></is></c><c r="B1" t="str"><v>&#x4E2D;文</v></c><c r="C1"><v>1234.5</v></c></row>' +
        '<row r="2" spans="1:3"><c r="A2" t="s"><v>2</v></c><c r="C2" t="b"><v>1</v></c></row>',
    );
    const whole = await read(xml);
    expect(whole).toEqual([
      { rowNumber: 1, cells: ['Zoë Müller 😀 a & b', '中文', 1234.5] },
      { rowNumber: 2, cells: ['Ann', undefined, true] },
    ]);
    for (const size of [1, 2, 3, 5, 7, 64]) expect(await rowsOf(piecesOf(xml, size)), `pieces of ${size} bytes`).toEqual(whole);
  });

  it('skips a byte order mark', async () => {
    expect(await read(`\uFEFF${sheet('<row r="1"><c r="A1"><v>1</v></c></row>')}`)).toEqual([{ rowNumber: 1, cells: [1] }]);
  });

  it('refuses a column past XFD, the widest a spreadsheet has, by row', async () => {
    const error = await refusal(sheet('<row r="4"><c r="XFE4"><v>1</v></c></row>'));
    expect(error).toBeInstanceOf(ExcelRefusal);
    expect((error as Error).message).toMatch(/^Row 4 has 16,385 columns; a spreadsheet has at most 16,384/);
    await expect(read(sheet('<row r="4"><c r="ZZZZZZZZZZZZZZ4"><v>1</v></c></row>'))).rejects.toThrow(/^Row 4 has/);
    expect(await read(sheet('<row r="4"><c r="XFD4"><v>1</v></c></row>'))).toHaveLength(1);
  });

  it.each([
    ['an end tag that closes another element', sheet('<row r="2"><c r="A2"><v>1</c></v></row>'), /near row 2: it closes <c> where <v> is open/],
    ['a sheet cut short', sheet('<row r="1"><c r="A1"><v>1</v></c></row>').slice(0, -24), /it ends before the element <sheetData> is closed/],
    ['a sheet cut inside a tag', '<worksheet><sheetData><row r="1"><c r="A1"', /it ends inside a tag/],
    ['an unknown entity', sheet('<row r="1"><c r="A1" t="str"><v>&nbsp;</v></c></row>'), /an entity "&nbsp;" that XML does not define/],
    ['a bare ampersand', sheet('<row r="1"><c r="A1" t="str"><v>Smith & Sons</v></c></row>'), /an "&" that starts no entity/],
    ['a character XML does not allow', sheet('<row r="1"><c r="A1" t="str"><v>&#0;</v></c></row>'), /"&#0;" that is not a character XML allows/],
    ['an attribute without quotes', sheet('<row r=1><c><v>1</v></c></row>'), /an attribute value without quotes/],
    ['an attribute without a value', sheet('<row hidden><c><v>1</v></c></row>'), /an attribute without a value/],
    ['a "<" that starts no tag', sheet('<row r="1"><c r="A1" t="str"><v>a < b</v></c></row>'), /a "<" that starts no tag/],
    ['text outside the root element', `${sheet('')}trailing`, /text outside its root element/],
    ['a second root element', `${sheet('')}<worksheet/>`, /a second root element/],
    ['a document type declaration', `<!DOCTYPE x [<!ENTITY a "b">]>${sheet('')}`, /a document type declaration/],
    ['an end tag never opened', '</worksheet>', /it closes <worksheet>, which was never opened/],
    ['no element at all', '', /it holds no XML element/],
  ])('refuses %s with a message', async (_case, xml, message) => {
    const error = await refusal(xml);
    expect(error).toBeInstanceOf(ExcelRefusal);
    expect((error as Error).message).toMatch(/^The sheet's XML is damaged/);
    expect((error as Error).message).toMatch(message);
  });

  it('refuses markup or text that never ends rather than holding it', async () => {
    const endless = [Buffer.from(`${sheet('').slice(0, -24)}<row r="1"><c r="A1" t="str"><v>`), ...Array.from({ length: 80 }, () => Buffer.alloc(64 * 1024, 'x'))];
    await expect(rowsOf(endless)).rejects.toThrow(/runs on for more than 4 million characters/);
  });

  it('streams rows as their piece arrives, before the sheet ends', async () => {
    const head = sheet('<row r="1"><c r="A1"><v>1</v></c></row>').slice(0, -24);
    async function* pieces() {
      yield Buffer.from(head);
      throw new Error('the rest never came');
    }
    const rows = xlsxSheetRows(Readable.from(pieces()), SHARED);
    expect((await rows.next()).value).toEqual({ rowNumber: 1, cells: [1] });
    await expect(rows.next()).rejects.toThrow('the rest never came');
  });
});
