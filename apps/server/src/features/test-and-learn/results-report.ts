import { GIVING_BAND_LABELS, HOLDOUT_LETTER, HOLDOUT_TITLE, NO_TEST_GROUP, STRATEGIES, type StrategyId } from '@askwise/domain';
import { groupFiguresOf, verdictOf, welchInterval, type GroupFigures, type GroupSums } from '@askwise/domain/test-and-learn/results-statistics';
import type pg from 'pg';
import { readMailedGroups } from './mailed-ladders.ts';

// The report of a mailing's results, worked out once per import: the database adds up each group and band
// (the mailing's sizes as the export counted them, the matched gifts against their ladders in another), the domain
// turns the sums into figures and the verdict. The report is stored with the import, so the results page reads one row.

export interface AskChoices {
  ask1: number;
  ask2: number;
  ask3: number;
  ask4: number;
  ask5: number;
  /** Gave more than the ladder's top ask. */
  above: number;
  /** Gave less than its first ask. */
  below: number;
  /** Between two asks, equal to none. */
  offLadder: number;
}

export interface FiguresReport extends Omit<GroupFigures, 'variance'> {
  variance: number | null;
}

export interface BandReport extends FiguresReport {
  band: number;
  label: string;
}

export interface GroupReport extends FiguresReport {
  letter: string;
  label: string;
  strategyId: string | null;
  sourceCode: string | null;
  askChoices: AskChoices;
  /** Responders who gave more than their appeal gift last year, of those who had one. */
  upgrades: number;
  renewingResponders: number;
  bands: BandReport[];
}

export interface ComparisonReport {
  difference: number;
  low: number;
  high: number;
  pValue: number;
  level: number;
}

export interface ResultsReport {
  groups: GroupReport[];
  total: FiguresReport;
  comparison: ComparisonReport | null;
  verdict: string | null;
}

interface SumsRow {
  test_group: string;
  giving_band: number;
  recipients: number;
  responders: number;
  total: string;
  squares: string;
  ask1: number;
  ask2: number;
  ask3: number;
  ask4: number;
  ask5: number;
  above: number;
  below: number;
  upgrades: number;
  renewing: number;
  source_code: string | null;
  strategy_id: string | null;
}

/** The matched donors' gifts (matched_gifts, import-results.ts) per group and band, against their mailed ladders. */
const GIFT_SUMS_SQL = `
  select test_group, giving_band, count(*)::int as responders, sum(cents)::text as total, sum(cents::numeric * cents)::text as squares,
    count(*) filter (where cents = ask1)::int as ask1, count(*) filter (where cents = ask2)::int as ask2,
    count(*) filter (where cents = ask3)::int as ask3, count(*) filter (where cents = ask4)::int as ask4,
    count(*) filter (where cents = ask5)::int as ask5,
    count(*) filter (where cents > greatest(ask1, ask2, ask3, ask4, ask5))::int as above,
    count(*) filter (where cents < least(ask1, ask2, ask3, ask4, ask5))::int as below,
    count(*) filter (where appeal_gift_last_year > 0 and cents > appeal_gift_last_year)::int as upgrades,
    count(*) filter (where appeal_gift_last_year > 0)::int as renewing
  from matched_gifts where appeal_constituent_id is not null
  group by test_group, giving_band`;

type GiftSumsRow = Omit<SumsRow, 'recipients' | 'source_code' | 'strategy_id'>;
const NO_GIFTS = { responders: 0, total: '0', squares: '0', ask1: 0, ask2: 0, ask3: 0, ask4: 0, ask5: 0, above: 0, below: 0, upgrades: 0, renewing: 0 };

/** Each group and band of the mailing with its gifts' sums, in group and band order. */
async function readSums(client: pg.ClientBase, appealId: number): Promise<SumsRow[]> {
  const mailed = await readMailedGroups(client, appealId);
  const gifts = await client.query<GiftSumsRow>(GIFT_SUMS_SQL);
  const giftsOf = new Map(gifts.rows.map((row) => [`${row.test_group}:${row.giving_band}`, row]));
  return mailed
    .map((row) => ({ ...row, ...NO_GIFTS, ...giftsOf.get(`${row.test_group}:${row.giving_band}`) }))
    .sort((a, b) => (a.test_group === b.test_group ? a.giving_band - b.giving_band : a.test_group < b.test_group ? -1 : 1));
}

const ZERO_SUMS = (): GroupSums => ({ recipients: 0, responders: 0, totalCents: 0n, sumOfSquares: 0n });

function addSums(into: GroupSums, row: SumsRow): void {
  into.recipients += row.recipients;
  into.responders += row.responders;
  into.totalCents += BigInt(row.total);
  into.sumOfSquares += BigInt(row.squares.split('.')[0]!);
}

/**
 * Works out the report of the appeal's mailed ladders and the gifts matched in this transaction (the
 * temporary matched_gifts), on a connection of the appeal's company. Groups are named by the strategy they
 * were mailed with.
 */
export async function computeResultsReport(client: pg.ClientBase, appealId: number): Promise<ResultsReport> {
  const rows = await readSums(client, appealId);
  const total = ZERO_SUMS();
  const byGroup = new Map<string, SumsRow[]>();
  for (const row of rows) {
    addSums(total, row);
    byGroup.set(row.test_group, [...(byGroup.get(row.test_group) ?? []), row]);
  }
  const groups = [...byGroup.entries()].map(([letter, bandRows]) => groupReportOf(letter, bandRows));
  // The verdict compares the two strategies (A and B); a holdout group C is reported beside them, not judged.
  const first = groups.find((group) => group.letter === 'A');
  const second = groups.find((group) => group.letter === 'B');
  const isTest = first !== undefined && second !== undefined;
  const interval = isTest ? welchInterval(first as GroupFigures, second as GroupFigures) : null;
  return {
    groups,
    total: groupFiguresOf(total),
    comparison: interval && { difference: interval.difference, low: interval.low, high: interval.high, pValue: interval.pValue, level: interval.level },
    verdict: isTest ? verdictOf(first.label, second.label, interval) : null,
  };
}

function groupReportOf(letter: string, bandRows: SumsRow[]): GroupReport {
  const sums = ZERO_SUMS();
  const choices: AskChoices = { ask1: 0, ask2: 0, ask3: 0, ask4: 0, ask5: 0, above: 0, below: 0, offLadder: 0 };
  let upgrades = 0;
  let renewingResponders = 0;
  const bands: BandReport[] = [];
  for (const row of bandRows) {
    addSums(sums, row);
    for (const key of ['ask1', 'ask2', 'ask3', 'ask4', 'ask5', 'above', 'below'] as const) choices[key] += row[key];
    upgrades += row.upgrades;
    renewingResponders += row.renewing;
    const bandSums = ZERO_SUMS();
    addSums(bandSums, row);
    bands.push({ band: row.giving_band, label: GIVING_BAND_LABELS[row.giving_band] ?? 'Other', ...groupFiguresOf(bandSums) });
  }
  choices.offLadder = sums.responders - (choices.ask1 + choices.ask2 + choices.ask3 + choices.ask4 + choices.ask5 + choices.above + choices.below);
  const strategyId = bandRows[0]?.strategy_id ?? null;
  const strategy = strategyId !== null && Object.hasOwn(STRATEGIES, strategyId) ? STRATEGIES[strategyId as StrategyId] : null;
  const label = strategy ? strategy.title : letter === HOLDOUT_LETTER ? HOLDOUT_TITLE : letter === NO_TEST_GROUP ? 'All donors' : `Group ${letter}`;
  return {
    letter,
    label,
    strategyId,
    sourceCode: bandRows[0]?.source_code ?? null,
    ...groupFiguresOf(sums),
    askChoices: choices,
    upgrades,
    renewingResponders,
    bands,
  };
}
