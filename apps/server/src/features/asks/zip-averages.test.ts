import { computeZipAverages, type ZipAverageDonor } from '@askwise/domain';
import { ASK_GIVING_FIELDS } from '@askwise/domain/giving-fields';
import { describe, expect, it } from 'vitest';
import { createAskInputRow } from './ask-input-copy.ts';
import { AskInputs } from './ask-inputs.ts';
import { zipAveragesOf } from './zip-averages.ts';

const LIFETIME_GIVING = ASK_GIVING_FIELDS.findIndex((field) => field.key === 'lifetimeGiving');

/** The donors as the calculation reads them: zip codes as COPY fields (\N for none). */
function inputsOf(donors: readonly ZipAverageDonor[]): AskInputs {
  const inputs = new AskInputs(4);
  const row = createAskInputRow();
  donors.forEach((donor, i) => {
    row.appealConstituentId = i + 1;
    row.giving.fill(0);
    row.giving[LIFETIME_GIVING] = donor.lifetimeGiving;
    row.numberOfLifetimeGifts = donor.numberOfLifetimeGifts;
    inputs.push(row, donor.zipCode === null || donor.zipCode === undefined ? '\\N' : String(donor.zipCode));
  });
  return inputs;
}

describe('zip averages from the donors read', () => {
  it("follow the rule: each giver's average gift to the cent (halves up), averaged per 5-digit zip over donors with gifts", () => {
    const donors: ZipAverageDonor[] = [
      { zipCode: '02134', lifetimeGiving: 1000, numberOfLifetimeGifts: 3 }, // 333.33 -> 333
      { zipCode: '2134', lifetimeGiving: 500, numberOfLifetimeGifts: 2 }, // another spelling: 250
      { zipCode: '02134-1234', lifetimeGiving: 5, numberOfLifetimeGifts: 2 }, // 2.5 -> 3
      { zipCode: '02134', lifetimeGiving: 0, numberOfLifetimeGifts: 4 }, // a giver of nothing counts, as 0
      { zipCode: '02134', lifetimeGiving: 9000, numberOfLifetimeGifts: 0 }, // no gift count: left out
      { zipCode: null, lifetimeGiving: 700, numberOfLifetimeGifts: 1 },
      { zipCode: 'SW1A 1AA', lifetimeGiving: 700, numberOfLifetimeGifts: 1 },
      { zipCode: '90210', lifetimeGiving: -300, numberOfLifetimeGifts: 1 }, // a refund: counted, as 0
      { zipCode: '10001', lifetimeGiving: 12345, numberOfLifetimeGifts: 1 },
    ];
    const averages = zipAveragesOf(inputsOf(donors));
    expect(averages).toEqual(
      new Map([
        ['02134', 147],
        ['90210', 0],
        ['10001', 12345],
      ]),
    );
    expect(averages).toEqual(computeZipAverages(donors));
  });

  it('equal the domain rule on many generated donors', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const spellings = (zip: number) => [
      String(zip).padStart(5, '0'),
      String(zip),
      `${String(zip).padStart(5, '0')}-${1000 + (zip % 9000)}`,
    ];
    const donors: ZipAverageDonor[] = Array.from({ length: 20_000 }, () => ({
      zipCode: next() % 20 === 0 ? null : spellings(next() % 300)[next() % 3],
      lifetimeGiving: (next() % 2_000_000) - 10_000,
      numberOfLifetimeGifts: next() % 7,
    }));
    expect(zipAveragesOf(inputsOf(donors))).toEqual(computeZipAverages(donors));
  });

  it('refuses to average a zip whose giving is too large to sum exactly', () => {
    const huge = { zipCode: '02134', lifetimeGiving: 2 ** 52, numberOfLifetimeGifts: 1 };
    expect(() => zipAveragesOf(inputsOf([huge, huge, huge]))).toThrow(RangeError);
  });
});
