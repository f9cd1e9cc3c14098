import { divideRounded } from '../money.ts';

// Rule 5 gives a non-donor an ask from the average gift of their neighbours: the mean of each donor's
// average gift (L / N, to the cent) over the appeal's donors in the same 5-digit zip with N > 0.

/** What the zip average reads from each donor of the appeal. Amounts in cents. */
export interface ZipAverageDonor {
  readonly zipCode: string | number | null | undefined;
  readonly lifetimeGiving: number;
  readonly numberOfLifetimeGifts: number;
}

/**
 * The 5-digit zip a donor is grouped under, or null: '02134-1234' and '021341234' give '02134', and
 * 2134 or '2134' (a leading zero lost in Excel) give '02134'.
 */
export function zipKey(zipCode: string | number | null | undefined): string | null {
  if (zipCode === null || zipCode === undefined) return null;
  const text = String(zipCode).trim();
  const zipPlusFour = /^(\d{3,5})(?:[-\s]\d{4})?$/.exec(text);
  if (zipPlusFour) return zipPlusFour[1]!.padStart(5, '0');
  if (/^\d{6,9}$/.test(text)) return text.padStart(9, '0').slice(0, 5);
  return null;
}

/** Adds donors one at a time (e.g. batch by batch), then gives the average per zip. */
export class ZipAverageTally {
  private readonly totals = new Map<string, { sum: number; count: number }>();

  add(donor: ZipAverageDonor): void {
    if (!(donor.numberOfLifetimeGifts > 0)) return;
    this.addGivers(donor.zipCode, donor.lifetimeGiving > 0 ? divideRounded(donor.lifetimeGiving, donor.numberOfLifetimeGifts) : 0, 1);
  }

  /**
   * Adds donors already summed under one spelling of a zip code: `givers` donors with gifts (N > 0) whose
   * average gifts (0 for giving of 0 or less) add up to `averageGiftSum` cents.
   */
  addGivers(zipCode: string | number | null | undefined, averageGiftSum: number, givers: number): void {
    if (!(givers > 0)) return;
    const key = zipKey(zipCode);
    if (key === null) return;
    const total = this.totals.get(key) ?? { sum: 0, count: 0 };
    total.sum += averageGiftSum;
    total.count += givers;
    if (!Number.isSafeInteger(total.sum)) throw new RangeError(`Giving in zip ${key} is too large to average exactly`);
    this.totals.set(key, total);
  }

  /** The zip average in cents for a donor's zip code; 0 when no donor there has a gift count. */
  averageFor(zipCode: string | number | null | undefined): number {
    const key = zipKey(zipCode);
    const total = key === null ? undefined : this.totals.get(key);
    return total === undefined ? 0 : divideRounded(total.sum, total.count);
  }

  /** Every zip's average in cents, keyed by 5-digit zip. */
  toMap(): Map<string, number> {
    const averages = new Map<string, number>();
    for (const [key, total] of this.totals) averages.set(key, divideRounded(total.sum, total.count));
    return averages;
  }
}

/** Zip averages (cents, by 5-digit zip) over all donors of an appeal. */
export function computeZipAverages(donors: Iterable<ZipAverageDonor>): Map<string, number> {
  const tally = new ZipAverageTally();
  for (const donor of donors) tally.add(donor);
  return tally.toMap();
}
