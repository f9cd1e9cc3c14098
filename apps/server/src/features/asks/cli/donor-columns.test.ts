import { describe, expect, it } from 'vitest';
import { findDonorColumns, REQUIRED_HEADERS } from './donor-columns.ts';
import { readAmountCell, readCountCell } from './donor-inputs.ts';

describe('donor columns', () => {
  it('requires the nine columns the ask engine reads', () => {
    expect(REQUIRED_HEADERS).toEqual([
      'Appeal Gifts Last Year',
      'Appeal Gifts 2 Years Ago',
      'Appeal Gifts 3 Years Ago',
      'Campaign Gifts',
      'Special Event Gifts',
      'Greatest Gift',
      'Lifetime Giving',
      'Number Of Lifetime Gifts',
      'Wealth Rating - Minimum Suggested Ask',
    ]);
  });

  it('finds them whatever their case, spacing, punctuation and order, and names the missing ones', () => {
    const found = findDonorColumns(['Custom', 'ZIP', ' lifetime  GIVING ', 'cont id', 'Wealth Rating – Minimum Suggested Ask']);
    expect(found.positions.get('zip')).toBe(1);
    expect(found.positions.get('lifetimeGiving')).toBe(2);
    expect(found.positions.get('externalIdentifier')).toBe(3);
    expect(found.positions.get('minSuggestedAskW')).toBe(4);
    expect(found.missing).toEqual(REQUIRED_HEADERS.filter((h) => h !== 'Lifetime Giving' && h !== 'Wealth Rating - Minimum Suggested Ask'));
  });

  it('reports a column it reads that appears twice, but not a repeated column it only copies', () => {
    const found = findDonorColumns([...REQUIRED_HEADERS, 'Zip', 'City', 'zip', 'city']);
    expect(found.missing).toEqual([]);
    expect(found.repeated).toEqual([{ header: 'Zip', positions: [9, 11] }]);
  });
});

describe('amount cells', () => {
  it('reads numbers and typed amounts to the cent, blank as no gift', () => {
    expect(readAmountCell(1234.5)).toBe(123_450);
    expect(readAmountCell('$1,234.50')).toBe(123_450);
    expect(readAmountCell(' 17 ')).toBe(1700);
    expect(readAmountCell('')).toBe(0);
    expect(readAmountCell(null)).toBe(0);
  });

  it('explains a cell that is not an amount', () => {
    expect(readAmountCell('12x')).toBe('"12x" is not an amount');
    expect(readAmountCell('-$5')).toBe('"-$5" is below zero');
    expect(readAmountCell(true)).toBe('"TRUE" is not an amount');
    expect(readCountCell('6')).toBe(6);
    expect(readCountCell('2.5')).toBe('"2.5" is not a whole number of gifts');
    expect(readCountCell('many')).toBe('"many" is not a number of gifts');
  });
});
