import { describe, expect, it } from 'vitest';
import { GIVING_BAND_LABELS, NO_APPEAL_GIFT_BAND } from '../test-and-learn/test-groups.ts';
import { buildDonor } from './build-donor.ts';
import { calculateAsks } from './calculate-asks.ts';
import { prepareStrategy } from './prepare-strategy.ts';
import type { AskDonor } from './ask-types.ts';
import { ASK_ELASTICITY, MIN_PAST_RECIPIENTS, projectWhatIf, type PastAppealResults, type PastBandFigures } from './what-if-preview.ts';

const SETTINGS = { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' } as const;
const BAND_100_499 = 4;
const BAND_UNDER_100 = 5;

/** Donors who gave `lastYear` dollars last year and, every `renewEvery`-th of them aside, two years ago too. */
function donors(count: number, lastYear: (i: number) => number, twoYearsAgo: (i: number) => number): AskDonor[] {
  return Array.from({ length: count }, (_, i) =>
    buildDonor({ appealGiftLastYear: lastYear(i), appealGiftTwoYearsAgo: twoYearsAgo(i), lifetimeGiving: lastYear(i) + twoYearsAgo(i), numberOfLifetimeGifts: 2 }),
  );
}

/** The figures results-statistics stores for a band, worked out from the gifts of its recipients (0 = no gift). */
function figuresOf(band: number, gifts: number[]): PastBandFigures {
  const n = gifts.length;
  const total = gifts.reduce((sum, g) => sum + g, 0);
  const mean = total / n;
  return {
    band,
    recipients: n,
    responders: gifts.filter((g) => g > 0).length,
    totalCents: total,
    variance: gifts.reduce((sum, g) => sum + (g - mean) ** 2, 0) / (n - 1),
  };
}

/** Recipients' gifts in cents: every `every`-th gave `cents`, the others nothing. */
const gifts = (recipients: number, every: number, cents: (i: number) => number) => Array.from({ length: recipients }, (_, i) => (i % every === 0 ? cents(i) : 0));

const counts = (byBand: Record<number, number>) => GIVING_BAND_LABELS.map((_, band) => byBand[band] ?? 0);

describe('projectWhatIf: the first ask by giving band', () => {
  const sample = [...donors(40, (i) => 150 + i * 5, () => 0), ...donors(10, (i) => 20 + i, () => 0), ...donors(5, () => 0, () => 0)];

  it('counts each band from the whole appeal and gives the median and 10th-90th percentile of the sampled first asks', () => {
    const preview = projectWhatIf({ strategyId: 'secret_sauce', settings: SETTINGS, sample, bandCounts: counts({ 4: 8000, 5: 2000, 6: 1000 }), past: [] });
    expect(preview.donors).toBe(11_000);
    expect(preview.sampled).toBe(55);
    const prepared = prepareStrategy('secret_sauce', SETTINGS);
    const firstAsks = sample.slice(0, 40).map((donor) => calculateAsks(donor, prepared).annualAsks[0]!).sort((a, b) => a - b);
    const band = preview.bands[BAND_100_499]!;
    expect(band).toMatchObject({ donors: 8000, sampled: 40, label: '$100 - $499' });
    // Nearest rank: the 20th, 4th and 36th of 40.
    expect(band.firstAsk).toEqual({ median: firstAsks[19], low: firstAsks[3], high: firstAsks[35] });
    expect(preview.bands[BAND_UNDER_100]!.sampled).toBe(10);
    expect(preview.bands[0]!.firstAsk).toBeNull();
  });

  it('changes with the strategy and gives monthly first asks for a monthly appeal', () => {
    const easy = projectWhatIf({ strategyId: 'nice_easy', settings: SETTINGS, sample, bandCounts: counts({ 4: 40 }), past: [] });
    const swing = projectWhatIf({ strategyId: 'swing_fences', settings: SETTINGS, sample, bandCounts: counts({ 4: 40 }), past: [] });
    expect(swing.bands[BAND_100_499]!.firstAsk!.median).toBeGreaterThan(easy.bands[BAND_100_499]!.firstAsk!.median);
    const monthly = projectWhatIf({ strategyId: 'nice_easy', settings: { numberOfAsks: 4, askMode: 'MONTHLY_ONLY' }, sample, bandCounts: counts({ 4: 40 }), past: [] });
    expect(monthly.isMonthly).toBe(true);
    expect(monthly.numberOfAsks).toBe(4);
    expect(monthly.bands[BAND_100_499]!.firstAsk!.median).toBeLessThan(easy.bands[BAND_100_499]!.firstAsk!.median);
  });
});

describe('projectWhatIf: revenue per recipient from past results', () => {
  const sample = donors(50, (i) => 200 + i, () => 200);
  const first = gifts(3000, 10, (i) => 10_000 + (i % 7) * 1_000);
  const second = gifts(2000, 8, (i) => 5_000 + (i % 5) * 2_500);
  const past: PastAppealResults[] = [
    { appealId: 11, appealName: 'Spring 2025', bands: [figuresOf(BAND_100_499, first)] },
    { appealId: 12, appealName: 'Fall 2025', bands: [figuresOf(BAND_100_499, second)] },
  ];

  it('pools the appeals and gives the 95% interval of the mean gift per recipient, as worked out from all the gifts', () => {
    const preview = projectWhatIf({ strategyId: 'secret_sauce', settings: SETTINGS, sample, bandCounts: counts({ 4: 10_000 }), past });
    const all = [...first, ...second];
    const mean = all.reduce((sum, g) => sum + g, 0) / all.length;
    const sd = Math.sqrt(all.reduce((sum, g) => sum + (g - mean) ** 2, 0) / (all.length - 1));
    const margin = 1.959964 * (sd / Math.sqrt(all.length));
    const band = preview.bands[BAND_100_499]!;
    expect(band.basis).toBe('past_results');
    expect(band.revenuePerRecipient!.low).toBeCloseTo(mean - margin, 6);
    expect(band.revenuePerRecipient!.high).toBeCloseTo(mean + margin, 6);
    const rate = all.filter((g) => g > 0).length / all.length;
    expect((band.responseRate!.low + band.responseRate!.high) / 2).toBeCloseTo(rate, 10);
    expect(preview.basis).toBe('past_results');
    expect(preview.revenuePerRecipient).toEqual(band.revenuePerRecipient);
    expect(preview.appeals).toEqual([
      { appealId: 11, appealName: 'Spring 2025' },
      { appealId: 12, appealName: 'Fall 2025' },
    ]);
    expect(preview.assumption).toContain('Spring 2025, Fall 2025');
  });

  it(`projects a band with fewer than ${MIN_PAST_RECIPIENTS} past recipients from the elasticity, and says the basis is mixed`, () => {
    const small: PastAppealResults = { appealId: 13, appealName: 'Tiny', bands: [figuresOf(BAND_UNDER_100, gifts(MIN_PAST_RECIPIENTS - 1, 3, () => 2_500))] };
    const sampleWithSmall = [...sample, ...donors(40, () => 50, () => 50)];
    const preview = projectWhatIf({ strategyId: 'secret_sauce', settings: SETTINGS, sample: sampleWithSmall, bandCounts: counts({ 4: 10_000, 5: 4_000 }), past: [...past, small] });
    expect(preview.bands[BAND_UNDER_100]!.basis).toBe('elasticity');
    expect(preview.basis).toBe('mixed');
    expect(preview.appeals.map((appeal) => appeal.appealName)).toEqual(['Spring 2025', 'Fall 2025']);
    // The whole is the bands' ends weighted by their donors.
    const [b4, b5] = [preview.bands[BAND_100_499]!.revenuePerRecipient!, preview.bands[BAND_UNDER_100]!.revenuePerRecipient!];
    expect(preview.revenuePerRecipient!.low).toBeCloseTo((b4.low * 10_000 + b5.low * 4_000) / 14_000, 6);
    expect(preview.revenuePerRecipient!.high).toBeCloseTo((b4.high * 10_000 + b5.high * 4_000) / 14_000, 6);
  });
});

describe('projectWhatIf: the published elasticity when there are no past results', () => {
  it('reads the study as elasticities of 0.48 and 0.89: 40% and 20% higher asks, 15% fewer givers', () => {
    expect(1.4 ** -ASK_ELASTICITY.low).toBeCloseTo(0.85, 10);
    expect(1.2 ** -ASK_ELASTICITY.high).toBeCloseTo(0.85, 10);
  });

  it("takes the appeal's renewal rate and the donor's own gift, lowered by the elasticity of each donor's first ask over that gift", () => {
    // 60 of 100 donors who gave $200 two years ago gave $200 again last year (the others $0, so band by the earlier gift).
    const sample = donors(100, (i) => (i < 60 ? 200 : 0), () => 200);
    const preview = projectWhatIf({ strategyId: 'swing_fences', settings: SETTINGS, sample, bandCounts: counts({ 4: 100 }), past: [] });
    const band = preview.bands[BAND_100_499]!;
    expect(band.basis).toBe('elasticity');
    const prepared = prepareStrategy('swing_fences', SETTINGS);
    const expectedAt = (elasticity: number) =>
      sample.reduce((sum, donor) => sum + 0.6 * Math.max(1, calculateAsks(donor, prepared).primaryAsk / 20_000) ** -elasticity * 20_000, 0) / sample.length;
    expect(band.revenuePerRecipient!.low).toBeCloseTo(expectedAt(ASK_ELASTICITY.high), 6);
    expect(band.revenuePerRecipient!.high).toBeCloseTo(expectedAt(ASK_ELASTICITY.low), 6);
    expect(band.revenuePerRecipient!.low).toBeLessThan(band.revenuePerRecipient!.high);
    expect(band.revenuePerRecipient!.high).toBeLessThan(0.6 * 20_000);
    expect(preview.basis).toBe('elasticity');
    expect(preview.assumption).toContain('Reiley & Samek 2019');
    expect(preview.appeals).toEqual([]);
  });

  it('projects fewer gifts for higher asks and never more than the renewal rate', () => {
    const sample = donors(100, (i) => (i % 2 === 0 ? 300 : 0), () => 300);
    const rateOf = (strategyId: 'nice_easy' | 'swing_fences') =>
      projectWhatIf({ strategyId, settings: SETTINGS, sample, bandCounts: counts({ 4: 100 }), past: [] }).bands[BAND_100_499]!.responseRate!;
    expect(rateOf('swing_fences').high).toBeLessThan(rateOf('nice_easy').high);
    expect(rateOf('nice_easy').high).toBeLessThanOrEqual(0.5);
  });

  it('leaves the donors without an appeal gift out of the revenue, and says when nothing can be projected', () => {
    const sample = donors(20, () => 0, () => 0);
    const preview = projectWhatIf({ strategyId: 'secret_sauce', settings: SETTINGS, sample, bandCounts: counts({ [NO_APPEAL_GIFT_BAND]: 500 }), past: [] });
    expect(preview.bands[NO_APPEAL_GIFT_BAND]!.basis).toBe('none');
    expect(preview.revenuePerRecipient).toBeNull();
    expect(preview.basis).toBe('none');
    expect(preview.assumption).toMatch(/Not enough giving history/);
  });

  it('projects nothing from a renewal rate of 0: a file whose donors each have one appeal year cannot show who renews', () => {
    // As the 1997 template places each donor's last gift in one year only: gifts two years ago, none renewed.
    const sample = [...donors(30, () => 0, (i) => 200 + i), ...donors(30, (i) => 150 + i, () => 0)];
    const preview = projectWhatIf({ strategyId: 'secret_sauce', settings: SETTINGS, sample, bandCounts: counts({ [BAND_100_499]: 60 }), past: [] });
    expect(preview.bands[BAND_100_499]!.basis).toBe('none');
    expect(preview.bands[BAND_100_499]!.revenuePerRecipient).toBeNull();
    expect(preview.revenuePerRecipient).toBeNull();
  });
});
