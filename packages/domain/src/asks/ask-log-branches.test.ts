import { describe, expect, it } from 'vitest';
import type { AskMode, StrategyId } from './ask-choices.ts';
import { buildDonor } from './build-donor.ts';
import { calculateAsks } from './calculate-asks.ts';
import { prepareStrategy } from './prepare-strategy.ts';

// One ask log per branch of the engine, rendered in full: every figure in a line is named for what it is
// (lifetime giving divided by the number of gifts is the average gift, not the first figure).

type Giving = Parameters<typeof buildDonor>[0];
interface Branch {
  branch: string;
  giving: Giving;
  strategy?: StrategyId;
  askMode?: AskMode;
  log: string[];
}

const FACTORS = 'Ask factors: base ask x 1 / 1.1 / 1.5';
const READY = 'Status: Ready for Export';

const BRANCHES: Branch[] = [
  {
    branch: 'renewal (rule 1)',
    giving: { appealGiftLastYear: 250 },
    log: ['Renewal: gave to the appeal last year', 'Appeal gift last year $250.00 x 1.5 = $375.00', FACTORS, READY],
  },
  {
    branch: 'new donor raised to twice the gift (New Donor Upgrade)',
    giving: { appealGiftLastYear: 300 },
    strategy: 'new_donor_upgrade',
    log: [
      'New donor: gave to the appeal last year only',
      'Appeal gift last year $300.00 x 1.8 (new donor) = $540.00',
      'Raised to 2 x appeal gift last year $300.00 = $600.00',
      FACTORS,
      READY,
    ],
  },
  {
    branch: 'recapture from two years ago (rule 2)',
    giving: { appealGiftTwoYearsAgo: 600 },
    log: [
      'Recapture: gave to the appeal two or three years ago, not last year',
      'Appeal gift two years ago $600.00 x 1.1 = $660.00',
      FACTORS,
      READY,
    ],
  },
  {
    branch: 'recapture from three years ago (rule 3)',
    giving: { appealGiftThreeYearsAgo: 80 },
    strategy: 'nice_easy',
    log: [
      'Recapture: gave to the appeal two or three years ago, not last year',
      'Appeal gift three years ago $80.00 x 0.8 = $64.00',
      FACTORS,
      READY,
    ],
  },
  {
    branch: 'campaign gift, capped (rule 4)',
    giving: { campaignGift: 50_000, greatestGift: 300 },
    log: [
      'Campaign-only donor: gave to the campaign, not to the appeal',
      'Campaign gift $50,000.00 / 5 = one fifth $10,000.00 x 1.2 = $12,000.00',
      "Capped at the strategy's ceiling of $1,000.00",
      FACTORS,
      READY,
    ],
  },
  {
    branch: 'greatest gift (rule 4)',
    giving: { greatestGift: 300, lifetimeGiving: 100, numberOfLifetimeGifts: 4 },
    log: ['Donor, but not to the appeal', 'Greatest gift $300.00 / 5 = one fifth $60.00 x 1.5 = $90.00', FACTORS, READY],
  },
  {
    branch: 'average gift (rule 4)',
    giving: { lifetimeGiving: 85.04, numberOfLifetimeGifts: 8 },
    log: [
      'Donor, but not to the appeal',
      'Lifetime giving $85.04 / 8 gifts = average gift $10.63 x 1.3 = $13.82',
      FACTORS,
      READY,
    ],
  },
  {
    branch: 'average gift of a single gift, capped (rule 4)',
    giving: { lifetimeGiving: 900, numberOfLifetimeGifts: 1 },
    log: [
      'Donor, but not to the appeal',
      'Lifetime giving $900.00 / 1 gift = average gift $900.00 x 1.15 = $1,035.00',
      "Capped at the strategy's ceiling of $1,000.00",
      FACTORS,
      READY,
    ],
  },
  {
    branch: 'special event gift (rule 4)',
    giving: { specialEventGift: 80, greatestGift: 100 },
    log: [
      'Special event-only donor: gave to the special event, not to the appeal',
      'Special event gift $80.00 x 1 = $80.00',
      FACTORS,
      READY,
    ],
  },
  {
    branch: 'zip average of a non-donor, capped (rule 5)',
    giving: { zipAverage: 3_000 },
    log: [
      'Non-donor: no giving found',
      "Average gift in the donor's zip code $3,000.00 x 0.25 = $750.00",
      "Capped at the strategy's ceiling of $500.00",
      FACTORS,
      READY,
    ],
  },
  {
    branch: 'baseline ask, monthly ladder',
    giving: {},
    strategy: 'nice_easy',
    askMode: 'MONTHLY_ONLY',
    log: [
      'Non-donor: no giving found',
      'No gift or zip average to work from',
      'Baseline ask of Nice and Easy: $50.00',
      FACTORS,
      'Monthly asks: each annual ask / 12, rounded to the nearest $5',
      READY,
    ],
  },
  {
    branch: 'wealth minimum, installments',
    giving: { appealGiftLastYear: 100, wealthRating: 100_000 },
    askMode: 'ANNUAL_MONTHLY_12',
    log: [
      'Renewal: gave to the appeal last year',
      'Appeal gift last year $100.00 x 1.5 = $150.00',
      'Raised to the wealth minimum: wealth rating $100,000.00 x 0.0025 = $250.00',
      FACTORS,
      'Installments: each annual ask / 12, to the cent',
      READY,
    ],
  },
  {
    branch: 'wealth minimum at its ceiling for a non-donor',
    giving: { wealthRating: 1_000_000 },
    log: [
      'Non-donor: no giving found',
      'No gift or zip average to work from',
      "Raised to the wealth minimum: wealth rating $1,000,000.00 x 0.0025 = $2,500.00, capped at the strategy's ceiling of $1,000.00",
      FACTORS,
      READY,
    ],
  },
  {
    branch: 'flagged renewal',
    giving: { appealGiftLastYear: 12_000 },
    log: [
      'Renewal: gave to the appeal last year',
      'Appeal gift last year $12,000.00 x 1.1 = $13,200.00',
      FACTORS,
      "Flagged for review: $5K or above; $1K more than last year's gift",
      'Status: Handle Manually',
    ],
  },
  {
    branch: 'custom base ask',
    giving: { appealGiftLastYear: 12_000, wealthRating: 10_000_000, customBaseAsk: 250 },
    log: [
      'Renewal: gave to the appeal last year',
      'Custom base ask $250.00 replaces the strategy rules (no wealth floor)',
      FACTORS,
      READY,
    ],
  },
];

const logOf = ({ giving, strategy = 'secret_sauce', askMode = 'ANNUAL_ONLY' }: Branch) =>
  calculateAsks(buildDonor(giving), prepareStrategy(strategy, { numberOfAsks: 3, askMode })).askLogs;

describe('the ask log of each branch of the engine', () => {
  it.each(BRANCHES)('$branch', (branch) => {
    expect(logOf(branch)).toEqual(branch.log);
  });

  it('names every figure that a division produces', () => {
    for (const branch of BRANCHES) {
      for (const line of logOf(branch)) {
        // '/ 8 = $10.63' would leave the reader to guess what $10.63 is.
        expect(line).not.toMatch(/\/ \d+( gifts?)? = \$/);
      }
    }
  });
});
