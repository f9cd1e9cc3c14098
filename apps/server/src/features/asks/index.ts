// Public face of asks, the owner of an appeal's ask results (appeal_ask_runs, appeal_asks,
// appeal_ask_filter_blocks): the calculation, the current generation, its filters, page index and summary,
// and the ask strings and logs rendered on read.
export { StatusResponseRef } from './asks.graphql.ts';
export type { StatusResponse } from './start-appeal-calculation.ts';
export { lockAppealAsksInTransaction, readAppealAskSettings } from './appeal-ask-settings.ts';
export { readCurrentAskRun, type CurrentAskRun } from './ask-runs.repository.ts';
export { readStoredSummary, recomputeStoredSummary } from './ask-summary.ts';
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
