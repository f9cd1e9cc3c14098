// Test and learn: the A/B test set-up on the strategy step, and the results page after the mailing.
export { testAndLearnRoutes } from './routes.tsx';
export { TestSetupPanel } from './test-setup-panel.tsx';
export { LastTestSuggestion } from './last-test-suggestion.tsx';
export { useTestSetup, type TestSetup } from './use-test-setup.ts';
export const appealResultsRoute = (appealId: number) => `/appeal-results?appealId=${appealId}`;
export { useAppealTestGroups, type AppealTestGroup } from './use-appeal-test-groups.ts';
export { SourceCodesPanel } from './source-codes-panel.tsx';
export { ResultsHeadlineCell } from './results-headline-cell.tsx';
