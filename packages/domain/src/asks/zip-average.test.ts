import { describe, expect, it } from 'vitest';
import { ZipAverageTally, computeZipAverages, zipKey } from './zip-average.ts';

describe('zipKey', () => {
  it.each([
    ['02134', '02134'],
    ['02134-1234', '02134'],
    ['021341234', '02134'],
    [2134, '02134'],
    ['2134', '02134'],
    [21341234, '02134'],
    [' 90210 ', '90210'],
    ['', null],
    ['SW1A 1AA', null],
    [null, null],
  ])('%j -> %j', (zip, key) => {
    expect(zipKey(zip)).toBe(key);
  });
});

describe('zip averages', () => {
  it('averages each donor L / N (to the cent) over donors in the same 5-digit zip with N > 0', () => {
    const averages = computeZipAverages([
      { zipCode: '02134', lifetimeGiving: 10_000, numberOfLifetimeGifts: 3 }, // 33.33
      { zipCode: '02134-0001', lifetimeGiving: 5_000, numberOfLifetimeGifts: 2 }, // 25.00
      { zipCode: 2134, lifetimeGiving: 0, numberOfLifetimeGifts: 1 }, // 0.00, still counted
      { zipCode: '02134', lifetimeGiving: 99_999, numberOfLifetimeGifts: 0 }, // no count: left out
      { zipCode: '90210', lifetimeGiving: 1_001, numberOfLifetimeGifts: 2 }, // 5.005 -> 5.01
      { zipCode: null, lifetimeGiving: 1_000, numberOfLifetimeGifts: 1 },
    ]);
    expect(averages).toEqual(new Map([['02134', 1_944], ['90210', 501]])); // (3333 + 2500 + 0) / 3 = 1944.33
  });

  it('adds batch by batch and answers 0 for an unknown zip', () => {
    const tally = new ZipAverageTally();
    tally.add({ zipCode: '10001', lifetimeGiving: 2_000, numberOfLifetimeGifts: 1 });
    tally.add({ zipCode: '10001', lifetimeGiving: 1_001, numberOfLifetimeGifts: 1 });
    expect(tally.averageFor('10001-9999')).toBe(1_501); // 1500.5 -> 1501
    expect(tally.averageFor('99999')).toBe(0);
    expect(tally.averageFor(undefined)).toBe(0);
  });
});
