// Public face of asks, the one owner of an appeal's ask results (appeal_ask_runs, appeal_asks,
// appeal_ask_filter_blocks): only files under features/asks read or write those tables
// (db/table-owners.test.ts). Writes: the calculation (BulkUpdateAppealConstituent in asks.graphql.ts, the
// asks.calculate-appeal job), edits (applyAskEdits) and the lifecycle (duplicateAppealAsks, purgeAppealAsks).
// Reads: the settings and current results at once (readAppealAskState), grid pages (readCurrentResultsPage,
// readResultsPage), the stored summary, counts by group (countAsksByGroup), the export
// stream (readExportedResults), the rendered results (streamAppealResults); rows come with their
// explanation, the ask string and log rendered on read (ask-explanation.ts).
export { StatusResponseRef } from './asks.graphql.ts';
export type { StatusResponse } from './start-appeal-calculation.ts';
// lockAppealAsksInTransaction: a reader of streamAppealResults holds one generation with it.
export { lockAppealAsksInTransaction, readAppealAskSettings } from './appeal-ask-settings.ts';
export { readCurrentAskRun, type CurrentAskRun } from './ask-runs.repository.ts';
// A grid page's and the summary's first read: the settings and current results in one statement.
export { readAppealAskState, type AppealAskState, type AppealAskStateWants, type CurrentResults } from './appeal-ask-state.ts';
// The port through which test and learn splits a calculation's donors into groups (wired in app.ts).
export type { CalculationGroupPlan, CalculationGroups } from './calculation-groups.ts';
export { readStoredSummary } from './ask-summary.ts';
export { duplicateAppealAsks, purgeAppealAsks } from './appeal-asks-lifecycle.ts';
export {
  ASK_BITS,
  BAND_FILTER_IDS,
  GRID_FILTERS,
  bandStatusFilterId,
  donorTypeOfBits,
  flagsOfBits,
  statusOfBits,
  type GridFilter,
} from './ask-filters.ts';
// The COPY text format, for a reader of the export stream's donor columns.
export { COPY_NULL, decodeCopyField, decodeCopyInteger } from './copy-text.ts';
export {
  applyAskEdits,
  countAsksByGroup,
  NOT_CALCULATED,
  pageIndexFilterOf,
  parseGridQuery,
  previewAskEdit,
  readCurrentResultsPage,
  readExportedResults,
  readResultsPage,
  renewColumnsAfterEdit,
  streamAppealResults,
  warmGridColumns,
  GRID_WARM_UP,
  type GridWarmUp,
  type AppealResultRow,
  type EditedRow,
  type ExportedAsks,
  type ExportedResultsRead,
  type GroupedAskCount,
  type GridQuery,
  type GridQueryInput,
  type GridRowRecord,
  type ResultsPage,
  type ResultsPageOptions,
  type RowEdit,
  type StreamAppealResultsOptions,
} from './results/index.ts';

// Used by the benchmarks (bench/), which drive the calculation, the grid and the command line directly.
export { calculateAppealAsks, removeOldGenerations } from './calculate-appeal-asks.ts';
export { NO_CALCULATION_GROUPS } from './calculation-groups.ts';
export { runAppealCalculation } from './calculate-appeal-asks.job.ts';
export { recomputeStoredSummary } from './ask-summary.ts';
export { sampleAskDonor, sampleDonors, writeSampleDonorFile } from './cli/sample-donor-file.ts';
export { main as runAsksCli } from './cli/asks-cli-main.ts';
