import { StringDecoder } from 'node:string_decoder';
import type { Readable, Writable } from 'node:stream';
import { calculateAsks, zipKey, type AskDonor, type PreparedStrategy } from '@askwise/domain';
import { askBitsOf } from './ask-filters.ts';
import { createAskInputRow, LineSplitter, parseAskInputLine } from './ask-input-copy.ts';
import { askRowCopyLine } from './ask-row-copy.ts';

// The hot loop of a calculation: donor rows stream in (COPY TO), each goes through the domain engine,
// and its results stream out as COPY lines. What later steps need (primary ask and filter bits per name
// rank) is kept in typed arrays, a few bytes per donor.

const FLUSH_AT = 1 << 16;
const NEWLINE = 0x0a;

/** Per-donor numbers the rest of the calculation needs, index = name rank - 1. */
export class RankedResults {
  primaryAsks: Float64Array;
  bits: Int32Array;
  count = 0;

  constructor(capacity: number) {
    this.primaryAsks = new Float64Array(Math.max(capacity, 16));
    this.bits = new Int32Array(Math.max(capacity, 16));
  }

  push(primaryAsk: number, bits: number): void {
    if (this.count === this.bits.length) {
      const grownAsks = new Float64Array(this.count * 2);
      grownAsks.set(this.primaryAsks);
      this.primaryAsks = grownAsks;
      const grownBits = new Int32Array(this.count * 2);
      grownBits.set(this.bits);
      this.bits = grownBits;
    }
    this.primaryAsks[this.count] = primaryAsk;
    this.bits[this.count] = bits;
    this.count += 1;
  }
}

export interface AskRowStreamOptions {
  input: Readable;
  output: Writable;
  prepared: PreparedStrategy;
  zipAverages: ReadonlyMap<string, number>;
  /** 'company\tappeal\tgeneration\t' */
  linePrefix: string;
  expectedRows: number;
  onProgress: (done: number) => Promise<void> | void;
  progressEvery: number;
}

/** Streams every donor through the engine; returns what the rest of the calculation needs. */
export async function streamAskRows(options: AskRowStreamOptions): Promise<RankedResults> {
  const { input, output, prepared, zipAverages, linePrefix } = options;
  const results = new RankedResults(options.expectedRows);
  const row = createAskInputRow();
  const donor = {
    appealGiftLastYear: 0,
    appealGiftTwoYearsAgo: 0,
    appealGiftThreeYearsAgo: 0,
    campaignGift: 0,
    specialEventGift: 0,
    greatestGift: 0,
    lifetimeGiving: 0,
    numberOfLifetimeGifts: 0,
    wealthRating: 0,
    zipAverage: 0,
    customBaseAsk: null,
  } satisfies AskDonor;
  const decoder = new StringDecoder('utf8');
  let isMidRow = false;
  const lines = new LineSplitter();
  let pending = '';
  let nextProgress = options.progressEvery;

  const handleLine = (line: string): void => {
    parseAskInputLine(line, row);
    const zipCode = zipKey(row.zipCode);
    const zipAverage = zipCode === null ? 0 : (zipAverages.get(zipCode) ?? 0);
    donor.appealGiftLastYear = row.appealGiftLastYear;
    donor.appealGiftTwoYearsAgo = row.appealGiftTwoYearsAgo;
    donor.appealGiftThreeYearsAgo = row.appealGiftThreeYearsAgo;
    donor.campaignGift = row.campaignGift;
    donor.specialEventGift = row.specialEventGift;
    donor.greatestGift = row.greatestGift;
    donor.lifetimeGiving = row.lifetimeGiving;
    donor.numberOfLifetimeGifts = row.numberOfLifetimeGifts;
    donor.wealthRating = row.wealthRating;
    donor.zipAverage = zipAverage;
    const result = calculateAsks(donor, prepared);
    const bits = askBitsOf(result.primaryAsk, result.flags, result.donorType, result.isBaseline, result.status);
    results.push(result.primaryAsk, bits);
    pending += askRowCopyLine(linePrefix, results.count, row, zipAverage, result, bits);
  };
  // COPY TO delivers one chunk per row: rows are handled synchronously as they arrive, and the input
  // pauses only while the output drains (an await per row would cost more than the engine).
  await new Promise<void>((resolve, reject) => {
    let isDone = false;
    const fail = (error: unknown) => {
      if (isDone) return;
      isDone = true;
      input.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const flush = (): boolean => {
      const isFlowing = output.write(pending);
      pending = '';
      return isFlowing;
    };
    const handleRow = (line: string): void => {
      handleLine(line);
      if (results.count >= nextProgress) {
        nextProgress += options.progressEvery;
        void Promise.resolve(options.onProgress(results.count)).catch(fail);
      }
    };
    const handleText = (text: string): void => {
      lines.push(text, handleRow);
      if (pending.length >= FLUSH_AT && !flush()) {
        input.pause();
        output.once('drain', () => input.resume());
      }
    };
    input.on('data', (chunk: Buffer) => {
      try {
        // A chunk that ends a row holds no split character, so it decodes on its own.
        handleText(chunk[chunk.length - 1] === NEWLINE && !isMidRow ? chunk.toString('utf8') : decoder.write(chunk));
        isMidRow = chunk[chunk.length - 1] !== NEWLINE;
      } catch (error) {
        fail(error);
      }
    });
    input.once('error', fail);
    output.once('error', fail);
    input.once('end', () => {
      try {
        handleText(decoder.end());
        lines.finish();
        if (pending) flush();
        isDone = true;
        resolve();
      } catch (error) {
        fail(error);
      }
    });
  });
  return results;
}
