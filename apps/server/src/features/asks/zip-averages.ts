import { divideRounded, ZipAverageTally } from '@askwise/domain';
import { ASK_GIVING_KEYS } from '@askwise/domain/giving-fields';
import { INPUT, INPUT_STRIDE, type AskInputs } from './ask-inputs.ts';
import { decodeCopyField } from './copy-text.ts';

// The zip averages (docs/ask-rules.md, Z: the mean of each donor's average gift L / N, to the cent, halves
// up, over the appeal's donors in the same 5-digit zip with N > 0) from the donors the calculation has just
// read, rather than from a second grouped pass of the database over the appeal's rows: that pass cost
// PostgreSQL 35 ms of a 10,000-donor calculation. Donors are summed per stored zip text first, so each
// spelling is turned into its 5-digit key once; the domain's ZipAverageTally then merges and averages them.

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
  const tally = new ZipAverageTally();
  for (let zip = 0; zip < values.length; zip++) tally.addGivers(decodeCopyField(values[zip]!), sums[zip]!, givers[zip]!);
  return tally.toMap();
}
