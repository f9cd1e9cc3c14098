import { prepareStrategy, type AskMode } from '@askwise/domain';
import { sql } from 'kysely';
import type pg from 'pg';
import { withCompany, type Db, type Trx } from '../../db/database.ts';
import { GRID_FILTERS, readAppealAskSettings, readCurrentAskRun } from '../asks/index.ts';
import { toGridRow, type GridRow } from './grid-row.ts';
import { parseGridQuery, type GridQuery, type GridQueryInput } from './grid-query.ts';
import { askColumnsOf } from './ask-columns.ts';
import { pageBySort, pageInDefaultOrder, readFilterTotals, readGridRows, type RankPage } from './grid-rows.repository.ts';
import { isColumnQuery, sortedPage } from './sorted-page.ts';

export interface PaginationUrls {
  current: string;
  first: string;
  last: string;
  next: string | null;
  previous: string | null;
}

/** The spec's pagination shape (section 7). */
export interface Pagination {
  total: number;
  limit: number;
  page: number;
  skip: number;
  urls: PaginationUrls;
}

/** A grid filter with how many donors it holds: the grid's filter list, summary entries included. */
export interface FilterCount {
  filterType: string;
  label: string;
  count: number;
}

export interface AppealConstituentsPage {
  appealId: number;
  /** The results' generation; null while the appeal has no calculated asks. */
  generation: number | null;
  askMode: AskMode | null;
  numberOfAsks: number | null;
  strategyId: string | null;
  filterType: string;
  orderBy: string;
  orderDirection: 'asc' | 'desc';
  pagination: Pagination;
  uniqueValues: FilterCount[];
  rows: GridRow[];
}

function gridUrl(appealId: number, query: GridQuery, pageNumber: number, isVirtuous: boolean): string {
  const params = new URLSearchParams({
    appealId: String(appealId),
    filterType: query.filter.id,
    orderBy: query.sort.orderBy,
    orderDirection: query.isDescending ? 'desc' : 'asc',
    pageNumber: String(pageNumber),
    pageSize: String(query.pageSize),
  });
  if (query.search !== null) params.set('searchText', query.search);
  if (query.testGroup !== null) params.set('testGroup', query.testGroup);
  if (isVirtuous) params.set('env', 'virtuous');
  return `/grid?${params.toString()}`;
}

function paginationOf(appealId: number, query: GridQuery, total: number, isVirtuous: boolean): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const url = (page: number) => gridUrl(appealId, query, page, isVirtuous);
  return {
    total,
    limit: query.pageSize,
    page: query.pageNumber,
    skip: (query.pageNumber - 1) * query.pageSize,
    urls: {
      current: url(query.pageNumber),
      first: url(1),
      last: url(lastPage),
      next: query.pageNumber < lastPage ? url(query.pageNumber + 1) : null,
      previous: query.pageNumber > 1 ? url(Math.min(query.pageNumber - 1, lastPage)) : null,
    },
  };
}

export interface GridPageOptions {
  /** Lets other sorts and searches of a large appeal use its columns in memory (ask-columns.ts). */
  pool?: pg.Pool;
  /** From how many donors they do (below it one SQL scan is quick enough). */
  columnsFrom?: number;
}

/** Appeals of this many donors and more are sorted and searched in memory when a pool is given. */
export const COLUMNS_FROM = 50_000;

/** getAppealConstituentsByFilter: one page of the review grid; null when the appeal is not the company's. */
export async function getAppealConstituentsByFilter(
  db: Db,
  companyId: number,
  input: GridQueryInput,
  options: GridPageOptions = {},
): Promise<AppealConstituentsPage | null> {
  return withCompany(db, companyId, async (trx) => {
    const settings = await readAppealAskSettings(trx, input.appealId);
    if (!settings) return null;
    const query = parseGridQuery(input, settings.source);
    const isVirtuous = settings.source === 'virtuous';
    const base = {
      appealId: input.appealId,
      filterType: query.filter.id,
      orderBy: query.sort.orderBy,
      orderDirection: query.isDescending ? ('desc' as const) : ('asc' as const),
    };
    const run = await readCurrentAskRun(trx, input.appealId);
    if (!run) {
      return {
        ...base,
        generation: null,
        askMode: null,
        numberOfAsks: null,
        strategyId: null,
        pagination: paginationOf(input.appealId, query, 0, isVirtuous),
        uniqueValues: [],
        rows: [],
      };
    }
    const totals = await readFilterTotals(trx, input.appealId, run.generation);
    // The page index and the columns in memory know no groups: a group's page is one SQL scan, counted.
    const isWhole = query.testGroup === null;
    const knownTotal = query.search === null && isWhole ? (totals.get(query.filter.id) ?? 0) : null;
    let page: RankPage;
    if (query.sort.expression === null && query.search === null && isWhole) {
      page = await pageInDefaultOrder(trx, input.appealId, run.generation, query);
    } else if (options.pool && isWhole && run.rowCount >= (options.columnsFrom ?? COLUMNS_FROM) && isColumnQuery(query)) {
      const version = await readResultsVersion(trx, input.appealId);
      const columns = askColumnsOf(options.pool, companyId, input.appealId, run.generation, version, run.rowCount);
      page = await sortedPage(columns, query, knownTotal);
    } else {
      page = await pageBySort(trx, input.appealId, run.generation, query, knownTotal);
    }
    const prepared = prepareStrategy(run.strategyId, { numberOfAsks: run.numberOfAsks, askMode: run.askMode });
    const records = await readGridRows(trx, input.appealId, run.generation, prepared, page.ranks);
    return {
      ...base,
      generation: run.generation,
      askMode: run.askMode,
      numberOfAsks: run.numberOfAsks,
      strategyId: run.strategyId,
      pagination: paginationOf(input.appealId, query, page.total, isVirtuous),
      uniqueValues: GRID_FILTERS.map((filter) => ({ filterType: filter.id, label: filter.label, count: totals.get(filter.id) ?? 0 })),
      rows: records.map(toGridRow),
    };
  });
}

/** Changes with every edit (the stored summary is rewritten) and every calculation. */
export async function readResultsVersion(trx: Trx, appealId: number): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select updated_at::text as version from appeal_ask_runs where appeal_id = ${appealId}`.execute(trx);
  return rows[0]!.version;
}
