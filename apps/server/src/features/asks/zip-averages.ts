import { divideRounded, zipKey } from '@askwise/domain';
import { ASK_GIVING_KEYS } from '@askwise/domain/giving-fields';
import { INPUT, INPUT_STRIDE, type AskInputs } from './ask-inputs.ts';
import { decodeCopyField } from './copy-text.ts';

// The zip averages (docs/ask-rules.md, Z: the mean of each donor's average gift L / N, to the cent, halves
// up, over the appeal's donors in the same 5-digit zip with N > 0; the domain's ZipAverageTally is the
// rule) from the donors the calculation has just read, rather than from a second grouped pass of the
// database over the appeal's rows: that pass cost PostgreSQL 35 ms of a 10,000-donor calculation. Donors
// are summed per stored zip text first, so each spelling is turned into its 5-digit key once.

const LIFETIME_GIVING = INPUT.giving + ASK_GIVING_KEYS.indexOf('lifetimeGiving');

/** Zip averages in cents by 5-digit zip, over every donor read. */
export function zipAveragesOf(inputs: AskInputs): Map<string, number> {
  const { ids, values } = inputs.zipCodes;
  const sums = new Float64Array(values.length);
  const givers = new Float64Array(values.length);
  const numbers = inputs.numbers;
  for (let row = 0, at = 0; row < inputs.count; row++, at += INPUT_STRIDE) {
    const gifts = numbers[at + INPUT.numberOfLifetimeGifts]!;
    if (!(gifts > 0)) continue;
    const zip = ids[row]!;
    givers[zip]! += 1;
    const giving = numbers[at + LIFETIME_GIVING]!;
    if (giving > 0) sums[zip]! += divideRounded(giving, gifts);
  }
  const totals = new Map<string, { sum: number; count: number }>();
  for (let zip = 0; zip < values.length; zip++) {
    if (givers[zip] === 0) continue;
    const key = zipKey(decodeCopyField(values[zip]!));
    if (key === null) continue;
    const total = totals.get(key) ?? { sum: 0, count: 0 };
    total.sum += sums[zip]!;
    total.count += givers[zip]!;
    if (!Number.isSafeInteger(total.sum)) throw new RangeError(`Giving in zip ${key} is too large to average exactly`);
    totals.set(key, total);
  }
  const averages = new Map<string, number>();
  for (const [key, total] of totals) averages.set(key, divideRounded(total.sum, total.count));
  return averages;
}
