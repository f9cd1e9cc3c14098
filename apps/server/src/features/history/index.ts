// Public face of history: the list of a company's appeals, deleting and duplicating an appeal.
export { getAppealHistory, getAppealHistoryItem, type AppealHistoryItem, type AppealHistoryPage } from './get-appeal-history.ts';
export { deleteAppeal } from './delete-appeal.ts';
export { duplicateAppeal } from './duplicate-appeal.ts';
