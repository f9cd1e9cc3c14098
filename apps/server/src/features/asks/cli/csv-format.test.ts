import { describe, expect, it } from 'vitest';
import { CsvParser } from '../../../platform/csv/csv-parser.ts';
import { csvField, formulaSafeText } from './csv-writer.ts';
import { centsToPlainAmount } from './sheet-cell.ts';
import { plainCell } from './xlsx-reader.ts';

function parse(chunks: readonly string[]): string[][] {
  const parser = new CsvParser();
  const records: string[][] = [];
  for (const chunk of chunks) parser.push(chunk, (fields) => records.push(fields));
  parser.end((fields) => records.push(fields));
  return records;
}

const SAMPLE =
  '\ufeffCont. ID,Name,Note\r\n' +
  '1,"Garcia, Maria","said ""hi""\r\nthen left"\r\n' +
  '2,Zoë,\n' +
  '3,"",""\r' +
  ',,\n' +
  '4,"quoted"tail,last';

const EXPECTED = [
  ['Cont. ID', 'Name', 'Note'],
  ['1', 'Garcia, Maria', 'said "hi"\r\nthen left'],
  ['2', 'Zoë', ''],
  ['3', '', ''],
  ['', '', ''],
  ['4', 'quotedtail', 'last'],
];

describe('CSV parser', () => {
  it('reads RFC 4180 records: quotes, doubled quotes, line breaks in fields, CRLF, LF and CR, a BOM', () => {
    expect(parse([SAMPLE])).toEqual(EXPECTED);
  });

  it('gives the same records whatever the chunk boundaries', () => {
    for (let size = 1; size <= 7; size++) {
      const chunks: string[] = [];
      for (let i = 0; i < SAMPLE.length; i += size) chunks.push(SAMPLE.slice(i, i + size));
      expect(parse(chunks), `chunks of ${size}`).toEqual(EXPECTED);
    }
  });

  it('ends the file sensibly: a trailing comma, no final line break, an unclosed quote', () => {
    expect(parse(['a,b,\r\nc'])).toEqual([['a', 'b', ''], ['c']]);
    expect(parse(['a,"open\nstill open'])).toEqual([['a', 'open\nstill open']]);
    expect(parse(['a\r', '\nb\r'])).toEqual([['a'], ['b']]);
    expect(parse([''])).toEqual([]);
  });
});

describe('CSV output', () => {
  it('quotes only the fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "x"')).toBe('"say ""x"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps text a spreadsheet would run as a formula as text, but leaves plain numbers alone', () => {
    expect(formulaSafeText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(formulaSafeText('+1 555 0100')).toBe("'+1 555 0100");
    expect(formulaSafeText('-2+3')).toBe("'-2+3");
    expect(formulaSafeText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(formulaSafeText('\t=1')).toBe("'\t=1");
    expect(formulaSafeText('\r=1')).toBe("'\r=1");
    // The rest of OWASP's list, as the .xlsx writer guards it: a line feed, '|' (DDE), '%' ('%0A=' decoded by
    // some importers) and the full-width = + - @ that spreadsheets may read as their ASCII forms.
    for (const text of ['\n=1+1', '|cmd /c calc', '%0A=1+1', '\uff1d1+1', '\uff0b1', '\uff0d1', '\uff20SUM(A1)']) expect(formulaSafeText(text)).toBe(`'${text}`);
    for (const text of ['a|b', '50%', ' =x', '1=1']) expect(formulaSafeText(text)).toBe(text);
    expect(formulaSafeText('-12.50')).toBe('-12.50');
    expect(formulaSafeText('Maria')).toBe('Maria');
    expect(formulaSafeText('')).toBe('');
  });

  it('writes cents as plain amounts', () => {
    expect([38_000, 417, 5, 0, 123_456_789].map(centsToPlainAmount)).toEqual(['380.00', '4.17', '0.05', '0.00', '1234567.89']);
  });
});

describe('.xlsx cells', () => {
  it('turns exceljs values into plain cells: formula results, rich text, links, errors', () => {
    const date = new Date(Date.UTC(2024, 4, 1));
    expect(plainCell({ formula: 'A1*2', result: 42 })).toBe(42);
    expect(plainCell({ sharedFormula: 'A1', result: 'x' })).toBe('x');
    expect(plainCell({ formula: 'NOW()' })).toBeNull();
    expect(plainCell({ richText: [{ text: 'Ma' }, { text: 'ria' }] })).toBe('Maria');
    expect(plainCell({ text: 'site', hyperlink: 'http://x' })).toBe('site');
    expect(plainCell({ error: '#N/A' })).toBe('#N/A');
    expect(plainCell(date)).toBe(date);
    expect(plainCell(undefined)).toBeNull();
    expect(plainCell(true)).toBe(true);
  });
});
