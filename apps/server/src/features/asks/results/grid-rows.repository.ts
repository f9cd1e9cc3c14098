import type { AskCalculator, DonorStatus } from '@askwise/domain';
import { GIVING_KEYS, type GivingValues } from '@askwise/domain/giving-fields';
import { sql, type RawBuilder } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import { askLogsOf, askStringOf } from '../ask-explanation.ts';
import { locatePage, type FilterBlocks } from '../filter-blocks.ts';
import type { GridQuery } from './grid-query.ts';

// The review grid's SQL. A page is found in two steps: the name ranks of its rows (from the page index
// for the default order, or from one scan of the generation for any other sort or a search), then
// those rows with the donors' giving.

/** One donor of a results page (the review grid) as read from appeal_asks joined with appeal_constituents; cents (giving: giving-fields.ts). */
export interface GridRowRecord extends GivingValues<number> {
  nameRank: number;
  generation: number;
  appealConstituentId: number;
  externalId: string | null;
  lookupId: string | null;
  firstName: string | null;
  lastName: string | null;
  contactName: string | null;
  informalName: string | null;
  addressee: string | null;
  zipCode: string | null;
  minSuggestedAskWr: number;
  /** JSON text of {category, value} entries. */
  customFieldValues: string | null;
  baseAsk: number;
  primaryAsk: number;
  customBaseAsk: number | null;
  annualAsk1: number | null;
  annualAsk2: number | null;
  annualAsk3: number | null;
  annualAsk4: number | null;
  annualAsk5: number | null;
  monthlyAsk1: number | null;
  monthlyAsk2: number | null;
  monthlyAsk3: number | null;
  monthlyAsk4: number | null;
  monthlyAsk5: number | null;
  askString: string;
  filterBits: number;
  status: DonorStatus;
  statusSetByUser: boolean;
  askLogs: string[];
  /** The donor's group in the appeal's A/B test, or null. */
  testGroup: string | null;
}

export interface RankPage {
  ranks: number[];
  total: number;
}

/** Members of every filter of a generation, from the page index. */
export async function readFilterTotals(trx: Trx, appealId: number, generation: number): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('appealAskFilterBlocks')
    .select(['filterType', 'total'])
    .where('appealId', '=', appealId)
    .where('generation', '=', generation)
    .execute();
  return new Map(rows.map((row) => [row.filterType, row.total]));
}

/** A filter's page index in a generation: its members per block of name ranks; null when it has none. */
export async function readPageIndex(trx: Trx, appealId: number, generation: number, filterType: string): Promise<FilterBlocks | null> {
  const blocks = await trx
    .selectFrom('appealAskFilterBlocks')
    .select(['filterType', 'total', 'counts'])
    .where('appealId', '=', appealId)
    .where('generation', '=', generation)
    .where('filterType', '=', filterType)
    .executeTakeFirst();
  return blocks ?? null;
}

/** A page of the default order of a filter: its page index says where it is, a primary-key range scan reads it. */
export async function pageInDefaultOrder(
  trx: Trx,
  appealId: number,
  generation: number,
  query: GridQuery,
  blocks: FilterBlocks | null,
): Promise<RankPage> {
  if (!blocks) return { ranks: [], total: 0 };
  const skip = (query.pageNumber - 1) * query.pageSize;
  const located = locatePage(blocks.counts, skip, query.pageSize, query.isDescending);
  if (!located) return { ranks: [], total: blocks.total };
  const mask = query.filter.mask;
  // One index range scan per range: 'offset 0' keeps the planner from merging the ranges into one scan
  // of the whole appeal in name order.
  const { rows } = await sql<{ nameRank: number }>`
    select x.name_rank as "nameRank"
    from unnest(${located.ranges.map((r) => r.from)}::int[], ${located.ranges.map((r) => r.to)}::int[]) as r(lo, hi)
    cross join lateral (
      select a.name_rank from appeal_asks a
      where a.appeal_id = ${appealId} and a.generation = ${generation} and a.name_rank between r.lo and r.hi and (a.filter_bits & ${mask}) = ${mask}
      offset 0
    ) x
    order by x.name_rank ${query.isDescending ? sql`desc` : sql`asc`}
    offset ${located.skipInRanges} limit ${query.pageSize}`.execute(trx);
  return { ranks: rows.map((row) => row.nameRank), total: blocks.total };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Names and ids containing the text, or (for an amount) an ask or base ask of exactly that amount. */
function searchCondition(query: GridQuery): RawBuilder<unknown> {
  if (query.search === null) return sql`true`;
  const pattern = `%${escapeLike(query.search)}%`;
  const amount =
    query.searchCents === null
      ? sql``
      : sql`or ${query.searchCents}::bigint in (a.primary_ask, a.base_ask, a.annual_ask1, a.annual_ask2, a.annual_ask3, a.annual_ask4,
          a.annual_ask5, a.monthly_ask1, a.monthly_ask2, a.monthly_ask3, a.monthly_ask4, a.monthly_ask5)`;
  // Folded under the C collation, as the in-memory search (ask-columns.ts) folds, whatever the server's locale.
  return sql`(lower((coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')) collate "C") like ${pattern}
    or lower(a.contact_name collate "C") like ${pattern} or lower(a.constituent_key collate "C") like ${pattern} ${amount})`;
}

/** The test group's donors only, when the query names one. */
function groupCondition(query: GridQuery): RawBuilder<unknown> {
  return query.testGroup === null ? sql`true` : sql`a.test_group = ${query.testGroup}`;
}

/**
 * A page in any other order, or of a search or a test group: one scan of the generation, sorted (then by name rank, so
 * equal values keep a stable order). `knownTotal` comes from the page index when there is no search.
 */
export async function pageBySort(
  trx: Trx,
  appealId: number,
  generation: number,
  query: GridQuery,
  knownTotal: number | null,
): Promise<RankPage> {
  // A deep page sorts every matching row; keep that sort in memory. Read only this generation's rows
  // (a primary-key range), never the whole table of every appeal.
  // Both settings in one statement: one round trip, not two.
  await sql`select set_config('work_mem', '128MB', true), set_config('enable_seqscan', 'off', true)`.execute(trx);
  return readPageBySort(trx, appealId, generation, query, knownTotal);
}

async function readPageBySort(trx: Trx, appealId: number, generation: number, query: GridQuery, knownTotal: number | null): Promise<RankPage> {
  const direction = query.isDescending ? sql`desc` : sql`asc`;
  const expression = sql.raw(query.sort.expression ?? 'a.name_rank');
  const mask = query.filter.mask;
  const skip = (query.pageNumber - 1) * query.pageSize;
  const countColumn = knownTotal === null ? sql`count(*) over ()` : sql`0`;
  const { rows } = await sql<{ nameRank: number; total: number }>`
    select a.name_rank as "nameRank", ${countColumn} as total
    from appeal_asks a
    where a.appeal_id = ${appealId} and a.generation = ${generation} and (a.filter_bits & ${mask}) = ${mask} and ${searchCondition(query)} and ${groupCondition(query)}
    order by ${expression} ${direction} nulls last, a.name_rank ${direction}
    offset ${skip} limit ${query.pageSize}`.execute(trx);
  let total = knownTotal ?? rows[0]?.total ?? null;
  if (total === null) {
    const counted = await sql<{ total: number }>`
      select count(*) as total from appeal_asks a
      where a.appeal_id = ${appealId} and a.generation = ${generation} and (a.filter_bits & ${mask}) = ${mask} and ${searchCondition(query)}
        and ${groupCondition(query)}`.execute(
      trx,
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return { ranks: rows.map((row) => row.nameRank), total };
}

/**
 * The rows of a page by name rank, in the order given, with the donors' giving and each ladder's ask string
 * and log (explained by the calculator of the donor's test group, when the appeal has a test).
 */
export async function readGridRows(
  trx: Trx,
  appealId: number,
  generation: number,
  calculate: AskCalculator,
  ranks: readonly number[],
  /** The test groups' calculators, read only when a row of the page is in a group (most appeals have no test). */
  readGroupCalculators: () => Promise<ReadonlyMap<string, AskCalculator> | null> = async () => null,
): Promise<GridRowRecord[]> {
  if (ranks.length === 0) return [];
  const rows = await trx
    .selectFrom('appealAsks as a')
    .innerJoin('appealConstituents as c', 'c.id', 'a.appealConstituentId')
    .select([
      'a.nameRank',
      'a.generation',
      'a.appealConstituentId',
      'c.externalId',
      'c.lookupId',
      'c.firstName',
      'c.lastName',
      'c.contactName',
      'c.informalName',
      'c.addressee',
      'c.zipCode',
      ...GIVING_KEYS.map((key) => `c.${key}` as const),
      'c.minSuggestedAskWr',
      sql<string | null>`c.custom_field_values::text`.as('customFieldValues'),
      'a.zipAverage',
      'a.baseAsk',
      'a.primaryAsk',
      'a.customBaseAsk',
      'a.annualAsk1',
      'a.annualAsk2',
      'a.annualAsk3',
      'a.annualAsk4',
      'a.annualAsk5',
      'a.monthlyAsk1',
      'a.monthlyAsk2',
      'a.monthlyAsk3',
      'a.monthlyAsk4',
      'a.monthlyAsk5',
      'a.filterBits',
      'a.status',
      'a.statusSetByUser',
      'a.testGroup',
    ])
    .where('a.appealId', '=', appealId)
    .where('a.generation', '=', generation)
    .where('a.nameRank', 'in', ranks)
    .execute();
  const byRank = new Map(rows.map((row) => [row.nameRank, row]));
  const groupCalculators = rows.some((row) => row.testGroup !== null) ? await readGroupCalculators() : null;
  return ranks.flatMap((rank) => {
    const row = byRank.get(rank);
    if (!row) return [];
    const annual = [row.annualAsk1, row.annualAsk2, row.annualAsk3, row.annualAsk4, row.annualAsk5].filter((ask) => ask !== null);
    const monthly = [row.monthlyAsk1, row.monthlyAsk2, row.monthlyAsk3, row.monthlyAsk4, row.monthlyAsk5].filter((ask) => ask !== null);
    return [{ ...row, askString: askStringOf(annual, monthly), askLogs: askLogsOf(row, (row.testGroup !== null && groupCalculators?.get(row.testGroup)) || calculate, row) }];
  });
}
