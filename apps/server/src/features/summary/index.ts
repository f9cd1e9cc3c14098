// Public face of summary: the counts of an appeal's summary page.
export { getAppealSummaryCounts, type AppealSummaryCounts } from './get-appeal-summary-counts.ts';
