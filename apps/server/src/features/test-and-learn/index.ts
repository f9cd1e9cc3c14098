// Public face of test-and-learn, the owner of appeal_tests, appeal_test_members, appeal_mailed_asks,
// appeal_gift_results and appeal_result_imports: an appeal's A/B test of strategies (asks calculates each
// group with its strategy), the ladders as mailed (written by exports), and the results of the mailing.
export { prepareTestCalculation, readAppealTest, readTestCalculators, type AppealTest, type TestCalculation } from './appeal-test.ts';
export { exportTestColumnsSql, recordMailedLadders } from './mailed-ladders.ts';
export { inTestGroupSql, TEST_GROUP_LETTER, testGroupColumnSql } from './group-sql.ts';
export { readResultsHeadlines, type ResultsHeadline } from './results-headline.ts';
export { dollars } from './dollars.ts';
export { recordMailedGroups } from './mailed-ladders.ts';
export { purgeAppealTestRows } from './purge-appeal-test.ts';
