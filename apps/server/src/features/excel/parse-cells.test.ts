import { describe, expect, it } from 'vitest';
import { parseAmountCell, parseCountCell, parseIdCell, parseTextCell, parseZipCell } from './parse-cells.ts';
import { columnLetter, matchHeaderRow, normalizeHeader, TEMPLATE_HEADERS } from './template-columns.ts';

describe('amount cells', () => {
  it.each([
    [1234.5, 123_450],
    ['$1,234.50', 123_450],
    ['1 234', 123_400],
    [' 17.00 ', 1700],
    [0.1 + 0.2, 30],
    [{ formula: 'A1*2', result: 40 }, 4000],
    [{ richText: [{ text: '$1' }, { text: '2.5' }] }, 1250],
    [null, null],
    ['', null],
    ['   ', null],
  ])('%j -> %j cents', (value, cents) => {
    expect(parseAmountCell(value)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['12x', '"12x" is not an amount of money'],
    [-5, '"-5" is negative; gifts cannot be below zero'],
    [true, '"true" is not an amount of money'],
    [new Date('2024-01-02'), '"2024-01-02" is not an amount of money'],
    [{ error: '#N/A' }, 'holds the error #N/A'],
    [{ formula: 'A1*2' }, 'holds a formula without a saved value; open the file in Excel and save it again'],
  ])('%j is refused: %s', (value, error) => {
    expect(parseAmountCell(value)).toEqual({ ok: false, error });
  });
});

describe('other cells', () => {
  it('counts are whole numbers', () => {
    expect(parseCountCell('1,204')).toEqual({ ok: true, value: 1204 });
    expect(parseCountCell(12)).toEqual({ ok: true, value: 12 });
    expect(parseCountCell(2.5).ok).toBe(false);
  });
  it('ids are text; whole numbers lose no digits', () => {
    expect(parseIdCell(14974)).toEqual({ ok: true, value: '14974' });
    expect(parseIdCell(' A-7 ')).toEqual({ ok: true, value: 'A-7' });
  });
  it('ZIP codes get back the leading zeros a spreadsheet dropped', () => {
    expect(parseZipCell(2134)).toEqual({ ok: true, value: '02134' });
    expect(parseZipCell('02134-1234')).toEqual({ ok: true, value: '02134-1234' });
    expect(parseZipCell(62701)).toEqual({ ok: true, value: '62701' });
  });
  it('text longer than 1,000 characters is refused, not cut', () => {
    expect(parseTextCell('x'.repeat(1000))).toEqual({ ok: true, value: 'x'.repeat(1000) });
    expect(parseTextCell('x'.repeat(1001))).toEqual({ ok: false, error: 'is 1,001 characters long; a cell may hold at most 1,000' });
  });
});

describe('template header matching', () => {
  it('tolerates case, spacing, punctuation, plurals and number words', () => {
    expect(normalizeHeader('  Appeal Gifts Two Years Ago ')).toBe(normalizeHeader('appeal_gift_2_year_ago'));
    expect(normalizeHeader('Cont. ID')).toBe(normalizeHeader('cont id'));
  });
  it('matches the template in any order; other columns are custom, missing ones are listed', () => {
    const match = matchHeaderRow([...TEMPLATE_HEADERS].reverse().filter((h) => h !== 'Spouse').concat(['Class Year', '', 'first name']));
    expect(match.isTemplate).toBe(true);
    expect(match.standard.get('externalIdentifier')).toBe(19);
    expect(match.customColumns).toEqual([{ index: 20, name: 'Class Year' }]);
    expect(match.missing.map((c) => c.header)).toEqual(['Spouse']);
    expect(match.duplicates.map((d) => [d.column.header, d.index])).toEqual([['First Name', 22]]);
  });
  it('a sheet with few template columns is not the template', () => {
    expect(matchHeaderRow(['Name', 'Email', 'First Name']).isTemplate).toBe(false);
  });
  it('names columns as Excel does', () => {
    expect([0, 25, 26, 701, 702, 9999].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA', 'NTP']);
  });
});
