import type { AskMode } from '@askwise/domain';
import { withCompany, type Db } from '../../db/database.ts';
import {
  GRID_FILTERS,
  pageIndexFilterOf,
  parseGridQuery,
  readAppealAskState,
  readCurrentResultsPage,
  type GridQuery,
  type GridQueryInput,
  type ResultsPageOptions,
} from '../asks/index.ts';
import { toGridRow, type GridRow } from './grid-row.ts';

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

/** getAppealConstituentsByFilter: one page of the review grid; null when the appeal is not the company's. */
export async function getAppealConstituentsByFilter(
  db: Db,
  companyId: number,
  input: GridQueryInput,
  options: ResultsPageOptions = {},
): Promise<AppealConstituentsPage | null> {
  return withCompany(db, companyId, async (trx) => {
    // The settings, the current results and their page index in one round trip (the load run's p95 paid for each).
    const state = await readAppealAskState(trx, input.appealId, { grid: { pageIndexOf: pageIndexFilterOf(input) } });
    if (!state) return null;
    const { settings, results } = state;
    const query = parseGridQuery(input, settings.source);
    const isVirtuous = settings.source === 'virtuous';
    const base = {
      appealId: input.appealId,
      filterType: query.filter.id,
      orderBy: query.sort.orderBy,
      orderDirection: query.isDescending ? ('desc' as const) : ('asc' as const),
    };
    if (!results) {
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
    const { run } = results;
    const page = await readCurrentResultsPage(trx, companyId, results, query, options);
    return {
      ...base,
      generation: run.generation,
      askMode: run.askMode,
      numberOfAsks: run.numberOfAsks,
      strategyId: run.strategyId,
      pagination: paginationOf(input.appealId, query, page.total, isVirtuous),
      uniqueValues: GRID_FILTERS.map((filter) => ({ filterType: filter.id, label: filter.label, count: page.filterTotals.get(filter.id) ?? 0 })),
      rows: page.rows.map(toGridRow),
    };
  });
}
