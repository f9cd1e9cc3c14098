import { GIVING_BAND_LABELS, NO_TEST_GROUP, STRATEGIES, type StrategyId } from '@askwise/domain';
import { groupFiguresOf, verdictOf, welchInterval, type GroupFigures, type GroupSums } from '@askwise/domain/test-and-learn/results-statistics';
import type pg from 'pg';

// The report of a mailing's results, worked out once per import: the database adds up each group and band
// (one grouped pass over the mailed ladders and the gifts), the domain turns the sums into figures and the
// verdict. The report is stored with the import, so the results page reads one row.

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

const SUMS_SQL = `
  select m.test_group, m.giving_band, count(*)::int as recipients, count(r.gift_cents)::int as responders,
    coalesce(sum(r.gift_cents), 0)::text as total, coalesce(sum(r.gift_cents::numeric * r.gift_cents), 0)::text as squares,
    count(*) filter (where r.gift_cents = m.ask1)::int as ask1, count(*) filter (where r.gift_cents = m.ask2)::int as ask2,
    count(*) filter (where r.gift_cents = m.ask3)::int as ask3, count(*) filter (where r.gift_cents = m.ask4)::int as ask4,
    count(*) filter (where r.gift_cents = m.ask5)::int as ask5,
    count(*) filter (where r.gift_cents > greatest(m.ask1, m.ask2, m.ask3, m.ask4, m.ask5))::int as above,
    count(*) filter (where r.gift_cents < least(m.ask1, m.ask2, m.ask3, m.ask4, m.ask5))::int as below,
    count(*) filter (where m.appeal_gift_last_year > 0 and r.gift_cents > m.appeal_gift_last_year)::int as upgrades,
    count(*) filter (where m.appeal_gift_last_year > 0 and r.gift_cents is not null)::int as renewing,
    min(m.source_code) as source_code, min(m.strategy_id) as strategy_id
  from appeal_mailed_asks m
  left join appeal_gift_results r on r.appeal_id = m.appeal_id and r.appeal_constituent_id = m.appeal_constituent_id
  where m.appeal_id = $1
  group by m.test_group, m.giving_band
  order by m.test_group, m.giving_band`;

const ZERO_SUMS = (): GroupSums => ({ recipients: 0, responders: 0, totalCents: 0n, sumOfSquares: 0n });

function addSums(into: GroupSums, row: SumsRow): void {
  into.recipients += row.recipients;
  into.responders += row.responders;
  into.totalCents += BigInt(row.total);
  into.sumOfSquares += BigInt(row.squares.split('.')[0]!);
}

/**
 * Works out the report of the appeal's mailed ladders and stored gifts, on a connection of the appeal's
 * company. Groups are named by the strategy they were mailed with.
 */
export async function computeResultsReport(client: pg.ClientBase, appealId: number): Promise<ResultsReport> {
  const { rows } = await client.query<SumsRow>(SUMS_SQL, [appealId]);
  const total = ZERO_SUMS();
  const byGroup = new Map<string, SumsRow[]>();
  for (const row of rows) {
    addSums(total, row);
    byGroup.set(row.test_group, [...(byGroup.get(row.test_group) ?? []), row]);
  }
  const groups = [...byGroup.entries()].map(([letter, bandRows]) => groupReportOf(letter, bandRows));
  const [first, second] = groups;
  const interval = groups.length === 2 && first && second ? welchInterval(first as GroupFigures, second as GroupFigures) : null;
  return {
    groups,
    total: groupFiguresOf(total),
    comparison: interval && { difference: interval.difference, low: interval.low, high: interval.high, pValue: interval.pValue, level: interval.level },
    verdict: groups.length === 2 ? verdictOf(first!.label, second!.label, interval) : null,
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
  const label = strategy ? strategy.title : letter === NO_TEST_GROUP ? 'All donors' : `Group ${letter}`;
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
