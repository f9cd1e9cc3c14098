import { zipKey, type AskDonor, type AskLadderCalculator } from '@askwise/domain';
import { ASK_GIVING_KEYS, type AskGivingKey } from '@askwise/domain/giving-fields';
import { askBitsOf } from './ask-filters.ts';
import { INPUT, INPUT_STRIDE, type AskInputs } from './ask-inputs.ts';
import { decodeCopyField } from './copy-text.ts';
import type { AskRowWriter } from './ask-row-writers.ts';

// The hot loop of a calculation: every donor, in name order (the inputs already put in that order, so
// they are read one after another), goes through the domain engine and its results into the writer's batch. What later steps need (primary ask and filter bits per name rank) is
// kept in typed arrays, a few bytes per donor.

/** Per-donor numbers the rest of the calculation needs, index = name rank - 1. */
export class RankedResults {
  readonly primaryAsks: Float64Array;
  readonly bits: Int32Array;
  count = 0;

  constructor(capacity: number) {
    this.primaryAsks = new Float64Array(Math.max(capacity, 1));
    this.bits = new Int32Array(Math.max(capacity, 1));
  }

  push(primaryAsk: number, bits: number): void {
    this.primaryAsks[this.count] = primaryAsk;
    this.bits[this.count] = bits;
    this.count += 1;
  }
}

export interface CalculateRowsOptions {
  /** The donors in name order. */
  inputs: AskInputs;
  output: AskRowWriter;
  /** The appeal's strategy, for every donor of an appeal without a test. */
  calculate: AskLadderCalculator;
  /**
   * In an A/B test (calculation-groups.ts): each group's calculator by group index, and each donor's
   * group index by appeal constituent id (a donor without one is in the first group).
   */
  test?: { calculators: readonly AskLadderCalculator[]; groupOf: ReadonlyMap<number, number> } | undefined;
  zipAverages: ReadonlyMap<string, number>;
  onProgress: (done: number) => Promise<void> | void;
  progressEvery: number;
}

/** Calculates every donor in name order into the writer; returns what the rest of the calculation needs. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export async function calculateRows(options: CalculateRowsOptions): Promise<RankedResults> {
  const { inputs, output, calculate, test, zipAverages } = options;
  const { numbers, count } = inputs;
  const results = new RankedResults(count);
  // Each spelling of a zip code is looked up once.
  const zipIds = inputs.zipCodes.ids;
  const averageByZip = Float64Array.from(inputs.zipCodes.values, (field) => {
    const key = zipKey(decodeCopyField(field));
    return key === null ? 0 : (zipAverages.get(key) ?? 0);
  });
  const donor: Mutable<AskDonor> = {
    ...(Object.fromEntries(ASK_GIVING_KEYS.map((key) => [key, 0])) as Record<AskGivingKey, number>),
    numberOfLifetimeGifts: 0,
    wealthRating: 0,
    zipAverage: 0,
    customBaseAsk: null,
  };
  let progressError: unknown = null;
  for (let i = 0; i < count; i++) {
    const zipAverage = averageByZip[zipIds[i]!]!;
    const at = i * INPUT_STRIDE;
    for (let k = 0; k < ASK_GIVING_KEYS.length; k++) donor[ASK_GIVING_KEYS[k]!] = numbers[at + INPUT.giving + k]!;
    donor.numberOfLifetimeGifts = numbers[at + INPUT.numberOfLifetimeGifts]!;
    donor.wealthRating = numbers[at + INPUT.wealthRating]!;
    donor.zipAverage = zipAverage;
    const group = test ? (test.groupOf.get(numbers[at + INPUT.id]!) ?? 0) : -1;
    const result = test ? test.calculators[group]!(donor) : calculate(donor);
    const bits = askBitsOf(result.primaryAsk, result.flags, result.donorType, result.isBaseline, result.status);
    results.push(result.primaryAsk, bits);
    output.add(inputs, i, zipAverage, result, bits, group);
    if (output.isBatchFull) {
      // Waits only when both connections are still busy with earlier batches.
      const waiting = output.send();
      if (waiting) await waiting;
      if (progressError) throw progressError instanceof Error ? progressError : new Error(String(progressError));
    }
    if (results.count % options.progressEvery === 0) {
      Promise.resolve(options.onProgress(results.count)).catch((error: unknown) => {
        progressError = error;
      });
    }
  }
  await output.finish();
  if (progressError) throw progressError instanceof Error ? progressError : new Error(String(progressError));
  return results;
}
