// Public face of review: the grid's pages, its edits and the results stream.
export { getAppealConstituentsByFilter } from './get-appeal-constituents-by-filter.ts';
export { updateAppealConstituents } from './update-appeal-constituents.ts';
export { streamAppealResults, type AppealResultRow } from './stream-appeal-results.ts';
