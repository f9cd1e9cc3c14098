// Public face of asks, the one owner of an appeal's ask results (appeal_ask_runs, appeal_asks,
// appeal_ask_filter_blocks): only files under features/asks write or read those tables. Writes: the
// calculation (startAppealCalculation, the calculate-appeal-asks job), edits (applyAskEdits) and the
// lifecycle (duplicateAppealAsks, purgeAppealAsks). Reads: grid pages (readResultsPage), the stored summary,
// the export stream (readExportedResults), the rendered results (streamAppealResults) and the explanation
// (ask strings and logs rendered on read).
export { StatusResponseRef } from './asks.graphql.ts';
export type { StatusResponse } from './start-appeal-calculation.ts';
export { lockAppealAsksInTransaction, readAppealAskSettings } from './appeal-ask-settings.ts';
export { readCurrentAskRun, type CurrentAskRun } from './ask-runs.repository.ts';
export { readStoredSummary, recomputeStoredSummary } from './ask-summary.ts';
export { duplicateAppealAsks, purgeAppealAsks } from './appeal-asks-lifecycle.ts';
export { askDonorOf, askLogsOf, askStringOf, storedGivingSelect, type StoredGiving } from './ask-explanation.ts';
export {
  ASK_BITS,
  BAND_FILTER_IDS,
  DEFAULT_FILTER_TYPE,
  GRID_FILTERS,
  askBitsOf,
  bandStatusFilterId,
  donorTypeOfBits,
  findGridFilter,
  flagsOfBits,
  statusOfBits,
  withStatusBits,
  type GridFilter,
} from './ask-filters.ts';
export { addRowDelta, locatePage, type BlockDeltas } from './filter-blocks.ts';
export { applyBlockDeltas } from './filter-blocks.repository.ts';
export { LADDER_COLUMNS } from './ladder-columns.ts';
export { lowerAscii, sortCodePointOrder } from './ask-inputs.ts';
export { LineSplitter, readCopyLines } from './ask-input-copy.ts';
export { COPY_NULL, decodeCopyField, decodeCopyInteger } from './copy-text.ts';
export {
  applyAskEdits,
  countAsksByGroup,
  COLUMNS_FROM,
  CUSTOM_ASK_INVALID,
  DEFAULT_PAGE_SIZE,
  DONOR_NOT_FOUND,
  exportedLaddersSql,
  NOT_CALCULATED,
  PAGE_SIZES,
  parseGridQuery,
  previewAskEdit,
  readExportedResults,
  readResultsPage,
  renewColumnsAfterEdit,
  STALE_RESULTS,
  streamAppealResults,
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
