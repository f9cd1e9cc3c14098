import { prepareStrategy, strategyCalculator } from '@askwise/domain';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Trx } from '../../../db/database.ts';
import type { CurrentAskRun } from '../ask-runs.repository.ts';
import { askColumnsOf } from './ask-columns.ts';
import type { GridQuery } from './grid-query.ts';
import { groupCalculatorsOf } from '../calculation-groups.ts';
import type { CurrentResults } from '../appeal-ask-state.ts';
import type { FilterBlocks } from '../filter-blocks.ts';
import {
  pageBySort,
  pageInDefaultOrder,
  readFilterTotals,
  readGridRows,
  readPageIndex,
  type GridRowRecord,
  type RankPage,
} from './grid-rows.repository.ts';
import { isColumnQuery, sortedPage } from './sorted-page.ts';

// One page of an appeal's current results (the review grid's read). The default order comes from the page
// index; other sorts and searches of a large appeal from its columns in memory, of a small one from SQL.

export interface ResultsPageOptions {
  /** Lets other sorts and searches of a large appeal use its columns in memory (ask-columns.ts). */
  pool?: pg.Pool;
  /** From how many donors they do (below it one SQL scan is quick enough). */
  columnsFrom?: number;
}

/** Appeals of this many donors and more are sorted and searched in memory when a pool is given. */
export const COLUMNS_FROM = 50_000;

export interface ResultsPage {
  /** Members of every grid filter in this generation (filter id to count). */
  filterTotals: Map<string, number>;
  /** Rows matching the filter (and search), over all pages. */
  total: number;
  /** The page's rows in the order asked for, with their ask strings and logs. */
  rows: GridRowRecord[];
}

/** A page of the run's generation; the transaction is the company's (withCompany). */
export async function readResultsPage(
  trx: Trx,
  companyId: number,
  run: CurrentAskRun,
  query: GridQuery,
  options: ResultsPageOptions = {},
): Promise<ResultsPage> {
  const filterTotals = await readFilterTotals(trx, run.appealId, run.generation);
  return pageOfResults(trx, companyId, run, query, options, {
    filterTotals,
    version: () => readResultsVersion(trx, run.appealId),
    pageIndexOf: (filterType) => readPageIndex(trx, run.appealId, run.generation, filterType),
  });
}

/**
 * A page of the current results as readAppealAskState read them (asked for a grid page): its filter counts,
 * version and page index are not read again.
 */
export async function readCurrentResultsPage(
  trx: Trx,
  companyId: number,
  results: CurrentResults,
  query: GridQuery,
  options: ResultsPageOptions = {},
): Promise<ResultsPage> {
  const { run, pageIndex } = results;
  return pageOfResults(trx, companyId, run, query, options, {
    filterTotals: results.filterTotals ?? (await readFilterTotals(trx, run.appealId, run.generation)),
    version: () => Promise.resolve(results.version),
    pageIndexOf: (filterType) =>
      pageIndex?.filterType === filterType ? Promise.resolve(pageIndex) : readPageIndex(trx, run.appealId, run.generation, filterType),
  });
}

/** What a page reads of its generation besides the rows: already read, or read when the page needs it. */
interface ResultsIndex {
  filterTotals: Map<string, number>;
  version: () => Promise<string>;
  pageIndexOf: (filterType: string) => Promise<FilterBlocks | null>;
}

async function pageOfResults(
  trx: Trx,
  companyId: number,
  run: CurrentAskRun,
  query: GridQuery,
  options: ResultsPageOptions,
  index: ResultsIndex,
): Promise<ResultsPage> {
  const { appealId, generation } = run;
  const { filterTotals } = index;
  // The page index and the columns in memory know no test groups: a group's page is one SQL scan, counted.
  const isWhole = query.testGroup === null;
  const knownTotal = query.search === null && isWhole ? (filterTotals.get(query.filter.id) ?? 0) : null;
  let page: RankPage;
  if (query.sort.expression === null && query.search === null && isWhole) {
    page = await pageInDefaultOrder(trx, appealId, generation, query, await index.pageIndexOf(query.filter.id));
  } else if (options.pool && isWhole && run.rowCount >= (options.columnsFrom ?? COLUMNS_FROM) && isColumnQuery(query)) {
    const columns = askColumnsOf(options.pool, companyId, appealId, generation, await index.version(), run.rowCount);
    page = await sortedPage(columns, query, knownTotal);
  } else {
    page = await pageBySort(trx, appealId, generation, query, knownTotal);
  }
  const settings = { numberOfAsks: run.numberOfAsks, askMode: run.askMode };
  const calculate = strategyCalculator(prepareStrategy(run.strategyId, settings));
  const rows = await readGridRows(trx, appealId, generation, calculate, page.ranks, () => Promise.resolve(groupCalculatorsOf(run.testGroups, settings)));
  return { filterTotals, total: page.total, rows };
}

/** Changes with every edit (the stored summary is rewritten) and every calculation. */
export async function readResultsVersion(trx: Trx, appealId: number): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select updated_at::text as version from appeal_ask_runs where appeal_id = ${appealId}`.execute(trx);
  return rows[0]!.version;
}
