// @askwise/domain: pure TypeScript shared by server and web. No I/O.

export {
  decimalToRatio,
  divideCents,
  divideRounded,
  dollarsToCents,
  formatAskAmount,
  formatMoney,
  formatWholeDollars,
  multiplyCents,
  multiplyCentsByRatio,
  parseMoney,
  parseMoneyOrThrow,
} from './money.ts';
export type { MoneyParseResult, Ratio } from './money.ts';

export * from './asks/ask-choices.ts';
export * from './asks/ask-settings.ts';
export * from './asks/ladder-rules.ts';
export { STRATEGIES, getStrategyOrThrow } from './asks/strategies.ts';
export type { AskStrategy, ByBand, ByTier, CappedFactor, NewDonorRule, TieredCandidate } from './asks/strategies.ts';
export { prepareStrategy } from './asks/prepare-strategy.ts';
export type { PreparedFactor, PreparedStrategy } from './asks/prepare-strategy.ts';
export { calculateAskLadder, calculateAsks, strategyCalculator, strategyLadderCalculator, type AskCalculator, type AskLadderCalculator } from './asks/calculate-asks.ts';
export type { AskDonor, AskFlags, AskLadder, AskResult, DonorType } from './asks/ask-types.ts';
export { bandOf, tierOf } from './asks/gift-bands.ts';
export { niceAsk } from './asks/ask-ladder.ts';
export { defaultStatus, flagAsk } from './asks/ask-flags.ts';
export { FLAG_LABELS, statusLine, withStatusLine } from './asks/ask-log.ts';
export { annualAskString, installmentAskString, monthlyAskString } from './asks/ask-string.ts';
export { classifyDonor } from './asks/donor-type.ts';
export { ZipAverageTally, computeZipAverages, zipKey } from './asks/zip-average.ts';
export type { ZipAverageDonor } from './asks/zip-average.ts';
export { selectTop100 } from './asks/top-100.ts';
export { summarizeAppeal, summaryBandOf } from './asks/appeal-summary.ts';
export type { AppealSummary, AppealSummaryRow, DonorTypeCounts, StatusCounts } from './asks/appeal-summary.ts';
export * from './test-and-learn/test-groups.ts';
export { fixedLadderCalculator, fixedLadderLine } from './test-and-learn/fixed-ladder.ts';
export { testGroupCalculator, testGroupLadderCalculator } from './test-and-learn/test-group-calculator.ts';
