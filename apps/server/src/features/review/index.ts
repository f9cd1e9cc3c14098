// Public face of review: the grid's pages (read through the ask results' owner, features/asks).
export { getAppealConstituentsByFilter } from './get-appeal-constituents-by-filter.ts';
