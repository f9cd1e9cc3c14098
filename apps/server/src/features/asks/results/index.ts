// The ask results' read and edit API (re-exported by features/asks/index.ts, the face other features use):
// pages of the current generation for the review grid, counts by a group (a summary per test group), the
// export stream, the edits of donors' asks (status, custom base ask) and the stream of rendered results.
// The calculation that writes a generation lives one folder up (calculate-appeal-asks.ts).
export { applyAskEdits, NOT_CALCULATED } from './apply-ask-edits.ts';
export { previewAskEdit, type EditedRow, type RowEdit } from './ask-row-edits.ts';
export { readExportedResults, type ExportedAsks, type ExportedResultsRead } from './export-stream.ts';
export { countAsksByGroup, type GroupedAskCount } from './grouped-counts.ts';
export { pageIndexFilterOf, parseGridQuery, type GridQuery, type GridQueryInput } from './grid-query.ts';
export type { GridRowRecord } from './grid-rows.repository.ts';
export { readCurrentResultsPage, readResultsPage, type ResultsPage, type ResultsPageOptions } from './read-results-page.ts';
export { renewColumnsAfterEdit } from './renew-columns-after-edit.ts';
export { GRID_WARM_UP, warmGridColumns, type GridWarmUp } from './warm-grid-columns.ts';
export { streamAppealResults, type AppealResultRow, type StreamAppealResultsOptions } from './stream-appeal-results.ts';
