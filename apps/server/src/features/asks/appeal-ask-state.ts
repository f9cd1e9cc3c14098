import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { appealAskSettingsOf, type AppealAskSettings } from './appeal-ask-settings.ts';
import { currentAskRunOf, type CurrentAskRun } from './ask-runs.repository.ts';
import type { StoredAppealSummary } from './ask-summary.ts';
import type { FilterBlocks } from './filter-blocks.ts';

// What a grid page or the summary first needs of an appeal: its ask settings and its current results, read
// in one statement. Under load each round trip to PostgreSQL costs a request more than the reading does
// (bench/load), and the settings, the run, its page index and its summary were once four or five of them.

/** The appeal's current results with what a grid page or the summary reads of them first. */
export interface CurrentResults {
  run: CurrentAskRun;
  /** Changes with every edit and calculation (appeal_ask_runs.updated_at): the version of columns held in memory. */
  version: string;
  /** Members of every grid filter in this generation (filter id to count); null when not asked for. */
  filterTotals: Map<string, number> | null;
  /** The page index of the filter asked for (no blocks when it has none); null when none was asked for. */
  pageIndex: FilterBlocks | null;
  /** The summary stored with the results; null when not asked for. */
  summary: StoredAppealSummary | null;
}

export interface AppealAskState {
  settings: AppealAskSettings;
  /** null before the appeal's first calculation. */
  results: CurrentResults | null;
}

export interface AppealAskStateWants {
  /** A grid page: every filter's count, and the page index of this filter (null: the page does not use one). */
  grid?: { pageIndexOf: string | null };
  /** The summary page: the summary stored with the results. */
  summary?: boolean;
}

interface StateRow {
  appealId: number;
  companyId: number;
  step: string;
  dataImportSourceId: number;
  numberAskSettings: unknown;
  strategySettings: string | null;
  generation: number | null;
  runCompanyId: number | null;
  runStrategyId: string | null;
  runNumberOfAsks: number | null;
  runAskMode: string | null;
  rowCount: number | null;
  top100Ranks: number[] | null;
  testGroups: unknown;
  version: string | null;
  filterTypes: string[] | null;
  filterTotals: number[] | null;
  pageTotal: number | null;
  pageCounts: number[] | null;
  summary: string | null;
}

/**
 * The appeal's ask settings and current results in one statement, inside the company's transaction
 * (withCompany: row-level security scopes every table read); null when the appeal is not the company's.
 */
export async function readAppealAskState(trx: Trx, appealId: number, wants: AppealAskStateWants = {}): Promise<AppealAskState | null> {
  const pageIndexOf = wants.grid?.pageIndexOf ?? null;
  const { rows } = await sql<StateRow>`
    select appeal.id as "appealId", appeal.company_id as "companyId", appeal.step, appeal.data_import_source_id as "dataImportSourceId",
      appeal.number_ask_settings as "numberAskSettings", appeal.strategy_settings as "strategySettings",
      run.current_generation as "generation", run.company_id as "runCompanyId", run.strategy_id as "runStrategyId",
      run.number_of_asks as "runNumberOfAsks", run.ask_mode as "runAskMode", run.row_count as "rowCount",
      run.top100_ranks as "top100Ranks", run.test_groups as "testGroups", run.updated_at::text as "version",
      totals.filter_types as "filterTypes", totals.filter_totals as "filterTotals",
      page_index.total as "pageTotal", page_index.counts as "pageCounts",
      ${wants.summary ? sql`run.summary::text` : sql`null::text`} as "summary"
    from appeals appeal
    left join appeal_ask_runs run on run.appeal_id = appeal.id and run.current_generation is not null
    left join lateral (
      select array_agg(b.filter_type order by b.filter_type) as filter_types, array_agg(b.total order by b.filter_type) as filter_totals
      from appeal_ask_filter_blocks b
      where b.appeal_id = run.appeal_id and b.generation = run.current_generation
    ) totals on ${wants.grid !== undefined}
    left join appeal_ask_filter_blocks page_index
      on page_index.appeal_id = run.appeal_id and page_index.generation = run.current_generation and page_index.filter_type = ${pageIndexOf}
    where appeal.id = ${appealId} and appeal.deleted_at is null`.execute(trx);
  const row = rows[0];
  if (!row) return null;
  const settings = appealAskSettingsOf({ ...row, id: row.appealId });
  return { settings, results: row.generation === null ? null : currentResultsOf(row, row.generation, wants, pageIndexOf) };
}

function currentResultsOf(row: StateRow, generation: number, wants: AppealAskStateWants, pageIndexOf: string | null): CurrentResults {
  const run = currentAskRunOf({
    appealId: row.appealId,
    companyId: row.runCompanyId!,
    currentGeneration: generation,
    strategyId: row.runStrategyId,
    numberOfAsks: row.runNumberOfAsks,
    askMode: row.runAskMode,
    rowCount: row.rowCount!,
    top100Ranks: row.top100Ranks!,
    testGroups: row.testGroups,
    dataImportSourceId: row.dataImportSourceId,
  });
  const filterTypes = row.filterTypes ?? [];
  return {
    run,
    version: row.version!,
    filterTotals: wants.grid ? new Map(filterTypes.map((filterType, i) => [filterType, row.filterTotals![i]!])) : null,
    pageIndex: pageIndexOf === null ? null : { filterType: pageIndexOf, total: row.pageTotal ?? 0, counts: row.pageCounts ?? [] },
    // Read as text: the camelCase plugin would otherwise rename the summary's own keys (ready_export).
    summary: row.summary ? (JSON.parse(row.summary) as StoredAppealSummary) : null,
  };
}
