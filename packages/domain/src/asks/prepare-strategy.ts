import { decimalToRatio, dollarsToCents } from '../money.ts';
import type { Ratio } from '../money.ts';
import {
  ASK_MODES,
  INSTALLMENTS_BY_ASK_MODE,
  NUMBER_OF_ASKS_CHOICES,
  DONOR_STATUS_LABELS,
} from './ask-choices.ts';
import type { AskSettings, StrategyId } from './ask-choices.ts';
import { LADDER_FACTORS, MONTHLY_ASK_STEP, MONTHS_PER_YEAR } from './ladder-rules.ts';
import { statusLine } from './ask-log.ts';
import { getStrategyOrThrow } from './strategies.ts';
import type { AskStrategy, CappedFactor } from './strategies.ts';

// A strategy turned, once per appeal, into exact integer ratios and cent amounts, so the per-donor
// path does no parsing, no lookups by name and no floating point.

/** A multiplier as an exact ratio plus the text the ask log shows for it ('1.35'). */
export interface PreparedFactor extends Ratio {
  readonly text: string;
}

export interface PreparedCappedFactor {
  readonly factor: PreparedFactor;
  readonly cap: number;
}

export interface PreparedTieredCandidate {
  readonly byTier: readonly PreparedFactor[];
  readonly cap: number;
}

export interface PreparedNewDonorRule {
  readonly lastYearByBand: readonly PreparedFactor[];
  readonly minimumGiftMultiple: PreparedFactor;
  readonly minimumAppliesUpToGift: number;
}

/** A strategy and ask settings ready for calculateAsks; build it once per appeal with prepareStrategy. */
export interface PreparedStrategy {
  readonly strategy: AskStrategy;
  readonly settings: AskSettings;
  /** Cents. */
  readonly baselineAsk: number;
  readonly lastYearByBand: readonly PreparedFactor[];
  readonly twoYearsAgoByBand: readonly PreparedFactor[];
  readonly threeYearsAgoByBand: readonly PreparedFactor[];
  readonly campaignAndGreatestGift: PreparedTieredCandidate & { readonly divisor: number };
  readonly averageGift: PreparedTieredCandidate;
  readonly specialEventGift: PreparedCappedFactor;
  readonly wealthMinimum: PreparedCappedFactor;
  readonly zipAverage: PreparedCappedFactor;
  readonly newDonor: PreparedNewDonorRule | null;
  /** One factor per ask, numberOfAsks long. */
  readonly ladder: readonly PreparedFactor[];
  readonly isMonthlyOnly: boolean;
  /** Installments per annual ask (6, 10, 12), or 0. */
  readonly installments: number;
  /** Constant ask-log lines, built once. */
  readonly askFactorLine: string;
  readonly askModeLine: string | null;
  readonly readyStatusLine: string;
  readonly flaggedStatusLine: string;
}

function prepareFactor(value: number): PreparedFactor {
  return { ...decimalToRatio(value), text: String(value) };
}

function prepareCapped(candidate: CappedFactor): PreparedCappedFactor {
  return { factor: prepareFactor(candidate.factor), cap: dollarsToCents(candidate.cap) };
}

/** Checks the settings and precomputes everything calculateAsks needs for one appeal. */
export function prepareStrategy(id: StrategyId, settings: AskSettings): PreparedStrategy {
  const strategy = getStrategyOrThrow(id);
  if (!NUMBER_OF_ASKS_CHOICES.includes(settings.numberOfAsks)) {
    throw new RangeError(`Number of asks must be 3, 4 or 5, not ${settings.numberOfAsks}`);
  }
  if (!ASK_MODES.includes(settings.askMode)) {
    throw new RangeError(`Unknown ask mode "${settings.askMode}"`);
  }
  const ladderValues = LADDER_FACTORS.slice(0, settings.numberOfAsks);
  const isMonthlyOnly = settings.askMode === 'MONTHLY_ONLY';
  const installments = INSTALLMENTS_BY_ASK_MODE[settings.askMode];
  const { newDonor } = strategy;
  return {
    strategy,
    settings: { numberOfAsks: settings.numberOfAsks, askMode: settings.askMode },
    baselineAsk: dollarsToCents(strategy.baselineAsk),
    lastYearByBand: strategy.lastYearByBand.map(prepareFactor),
    twoYearsAgoByBand: strategy.twoYearsAgoByBand.map(prepareFactor),
    threeYearsAgoByBand: strategy.threeYearsAgoByBand.map(prepareFactor),
    campaignAndGreatestGift: {
      divisor: strategy.campaignAndGreatestGift.divisor,
      byTier: strategy.campaignAndGreatestGift.byTier.map(prepareFactor),
      cap: dollarsToCents(strategy.campaignAndGreatestGift.cap),
    },
    averageGift: {
      byTier: strategy.averageGift.byTier.map(prepareFactor),
      cap: dollarsToCents(strategy.averageGift.cap),
    },
    specialEventGift: prepareCapped(strategy.specialEventGift),
    wealthMinimum: prepareCapped(strategy.wealthMinimum),
    zipAverage: prepareCapped(strategy.zipAverage),
    newDonor:
      newDonor === null
        ? null
        : {
            lastYearByBand: newDonor.lastYearByBand.map(prepareFactor),
            minimumGiftMultiple: prepareFactor(newDonor.minimumGiftMultiple),
            minimumAppliesUpToGift: dollarsToCents(newDonor.minimumAppliesUpToGift),
          },
    ladder: ladderValues.map(prepareFactor),
    isMonthlyOnly,
    installments,
    askFactorLine: `Ask factors: base ask x ${ladderValues.join(' / ')}`,
    askModeLine: isMonthlyOnly
      ? `Monthly asks: each annual ask / ${MONTHS_PER_YEAR}, rounded to the nearest $${MONTHLY_ASK_STEP}`
      : installments > 0
        ? `Installments: each annual ask / ${installments}, to the cent`
        : null,
    readyStatusLine: statusLine(DONOR_STATUS_LABELS.ready_export),
    flaggedStatusLine: statusLine(DONOR_STATUS_LABELS.handle_manually),
  };
}
