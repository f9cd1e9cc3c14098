// Public face of test-and-learn, the owner of appeal_tests, appeal_test_members, appeal_mailed_asks,
// appeal_gift_results and appeal_result_imports: an appeal's A/B test of strategies (asks calculates each
// group with its strategy), the ladders as mailed (recorded at each export), and the results of the mailing.
// It offers operations and typed read models, never SQL text.
// testGroupsForCalculation: asks' calculation-groups port (wired in app.ts), through which the calculation
// splits the donors and calculates each group with its strategy.
export { readAppealTest, testGroupsForCalculation, type AppealTest } from './appeal-test.ts';
export { recordMailedLadders } from './mailed-ladders.ts';
export { readMailedDonors, type MailedDonor } from './mailed-donors.ts';
export { readResultsHeadlines, type ResultsHeadline } from './results-headline.ts';
export { dollars } from './dollars.ts';
export { recordMailedGroups } from './mailed-ladders.ts';
export { purgeAppealTestRows } from './purge-appeal-test.ts';
// A mailing's results read from its CRM (Raiser's Edge NXT's sync reads them again when it ends).
export { linkCrmResults, readCrmResults, refreshCrmResults, type CrmResultsLink } from './crm-results.ts';
// A mailing's results read from Virtuous: the gifts applied to the Gift Asks its send wrote (the tag sync reads them again).
export { readGiftAskResults, refreshGiftAskResults } from './gift-ask-results.ts';
// The company's past results with a strategy by giving band, for the strategy step's what-if preview.
export { readPastStrategyResults } from './past-strategy-results.ts';
