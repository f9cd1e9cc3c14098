import { parseMoney } from '@askwise/domain';
import { withCompany } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { builder } from '../../graphql/builder.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { getAppealResults, getAppealTestView, type AppealResultsView, type AppealTestView } from './appeal-results.ts';
import { removeAppealTest, saveAppealTest, setAppealTestSourceCodes } from './appeal-test.ts';
import { linkCrmResults, readCrmResultsChoice, type CrmResultsChoice } from './crm-results.ts';
import { dollars } from './dollars.ts';
import type { AskChoices, BandReport, ComparisonReport, FiguresReport, GroupReport } from './results-report.ts';
import { StrategyRecommendationRef } from './strategy-recommendation.graphql.ts';

const DOLLARS = "Decimal dollars to the cent ('1234.50').";

type TestGroupView = AppealTestView['groups'][number];

const TestGroupRef = builder.objectRef<TestGroupView>('AppealTestGroup').implement({
  description: "A group of an appeal's A/B test.",
  fields: (t) => ({
    letter: t.exposeString('letter'),
    strategyId: t.exposeString('strategyId', { nullable: true, description: 'Null for the holdout group C.' }),
    strategyName: t.exposeString('strategyName', { description: "The strategy's name, or 'Fixed-ladder holdout'." }),
    fixedLadder: t.stringList({
      nullable: true,
      description: `The holdout group's annual asks, ask 1 first; null for a strategy group. ${DOLLARS}`,
      resolve: (group) => group.fixedLadder?.map(dollars) ?? null,
    }),
    share: t.exposeInt('share', { description: 'Whole percent of the donors.' }),
    sourceCode: t.exposeString('sourceCode', { description: 'Printed on the reply card: the appeal code and the group letter.' }),
    donors: t.exposeInt('donors', { description: 'Donors in the group; 0 until the appeal is calculated.' }),
  }),
});

const AppealTestRef = builder.objectRef<AppealTestView>('AppealTest').implement({
  description: "An appeal's A/B test of two strategies, with an optional holdout group C on a fixed ladder.",
  fields: (t) => ({
    appealId: t.exposeInt('appealId'),
    groups: t.field({ type: [TestGroupRef], resolve: (test) => test.groups }),
  }),
});

function figures<T extends FiguresReport>(name: string, description: string, extra?: Parameters<ReturnType<typeof builder.objectRef<T>>['implement']>[0]['fields']) {
  return builder.objectRef<T>(name).implement({
    description,
    fields: (t) => ({
      recipients: t.int({ resolve: (f) => f.recipients }),
      responders: t.int({ resolve: (f) => f.responders }),
      responseRate: t.float({ description: 'Responders / recipients, 0 to 1.', resolve: (f) => f.responseRate }),
      total: t.string({ description: DOLLARS, resolve: (f) => dollars(f.totalCents) }),
      averageGift: t.string({ nullable: true, description: `Of those who gave. ${DOLLARS}`, resolve: (f) => (f.averageGiftCents === null ? null : dollars(f.averageGiftCents)) }),
      revenuePerRecipient: t.string({ description: DOLLARS, resolve: (f) => dollars(f.revenuePerRecipientCents) }),
      ...(extra ? extra(t) : {}),
    }),
  });
}

const ResultFiguresRef = figures<FiguresReport>('ResultFigures', 'Figures of a mailing: all recipients, a donor who did not give counting as $0.');
const BandResultRef = figures<BandReport>('BandResult', 'Figures of one giving band of a group.', (t) => ({
  band: t.exposeInt('band'),
  label: t.exposeString('label'),
}));

const AskChoicesRef = builder.objectRef<AskChoices>('AskChoices').implement({
  description: 'How many responders gave exactly each ask of their mailed ladder, more than its top, less than its first, or between asks.',
  fields: (t) => ({
    ask1: t.exposeInt('ask1'),
    ask2: t.exposeInt('ask2'),
    ask3: t.exposeInt('ask3'),
    ask4: t.exposeInt('ask4'),
    ask5: t.exposeInt('ask5'),
    above: t.exposeInt('above'),
    below: t.exposeInt('below'),
    offLadder: t.exposeInt('offLadder'),
  }),
});

const GroupResultRef = figures<GroupReport>('GroupResult', 'Figures of one test group (or all donors of an appeal without a test).', (t) => ({
  letter: t.exposeString('letter'),
  label: t.exposeString('label', { description: "The group's strategy name, or 'All donors'." }),
  strategyId: t.exposeString('strategyId', { nullable: true }),
  sourceCode: t.exposeString('sourceCode', { nullable: true }),
  askChoices: t.field({ type: AskChoicesRef, resolve: (g) => g.askChoices }),
  upgrades: t.exposeInt('upgrades', { description: 'Responders who gave more than their appeal gift last year.' }),
  renewingResponders: t.exposeInt('renewingResponders', { description: 'Responders who had an appeal gift last year.' }),
  bands: t.field({ type: [BandResultRef], resolve: (g) => g.bands }),
}));

const ComparisonRef = builder.objectRef<ComparisonReport>('ResultComparison').implement({
  description: "Welch's interval for the second group's revenue per recipient minus the first's.",
  fields: (t) => ({
    difference: t.string({ description: DOLLARS, resolve: (c) => dollars(c.difference) }),
    low: t.string({ description: DOLLARS, resolve: (c) => dollars(c.low) }),
    high: t.string({ description: DOLLARS, resolve: (c) => dollars(c.high) }),
    pValue: t.exposeFloat('pValue'),
    level: t.exposeFloat('level'),
  }),
});

const AppealResultsRef = builder.objectRef<AppealResultsView>('AppealResults').implement({
  description: "An appeal's results after the mailing: the last import's report.",
  fields: (t) => ({
    appealId: t.exposeInt('appealId'),
    appealName: t.exposeString('appealName'),
    mailedCount: t.exposeInt('mailedCount', { description: 'Donors whose ladders were exported; 0 before the first export.' }),
    hasResults: t.boolean({ resolve: (r) => r.import !== null }),
    fileName: t.string({ nullable: true, resolve: (r) => r.import?.fileName ?? null }),
    importedAt: t.string({ nullable: true, resolve: (r) => r.import?.importedAt.toISOString() ?? null }),
    source: t.string({ nullable: true, description: "Where the results came from: 'file' (an uploaded results file) or 'crm' (the gifts of the CRM's appeal).", resolve: (r) => r.import?.source ?? null }),
    syncedAt: t.string({ nullable: true, description: 'For results read from the CRM: the end of the sync they were read after.', resolve: (r) => r.import?.syncedAt?.toISOString() ?? null }),
    rowCount: t.int({ nullable: true, resolve: (r) => r.import?.rowCount ?? null }),
    matchedCount: t.int({ nullable: true, description: 'Donors of the mailing with a gift.', resolve: (r) => r.import?.matchedCount ?? null }),
    unmatchedCount: t.int({ nullable: true, description: 'Gifts of donors not in the mailing.', resolve: (r) => r.import?.unmatchedCount ?? null }),
    total: t.field({ type: ResultFiguresRef, nullable: true, resolve: (r) => r.import?.report.total ?? null }),
    groups: t.field({ type: [GroupResultRef], resolve: (r) => r.import?.report.groups ?? [] }),
    comparison: t.field({ type: ComparisonRef, nullable: true, resolve: (r) => r.import?.report.comparison ?? null }),
    verdict: t.string({ nullable: true, resolve: (r) => r.import?.report.verdict ?? null }),
    recommendation: t.field({
      type: StrategyRecommendationRef,
      nullable: true,
      description: "Which of the test's two strategies to use next time, per giving band and over all donors; null without results of a two-strategy test.",
      resolve: (r) => r.recommendation,
    }),
  }),
});

const TestGroupInput = builder.inputType('AppealTestGroupInput', {
  fields: (t) => ({
    letter: t.string({ required: true, description: "'A', 'B', or 'C' for the holdout group." }),
    strategyId: t.string({ required: false, description: 'Required for A and B; none for the holdout group C.' }),
    share: t.int({ required: true }),
    sourceCode: t.string({ required: true }),
    fixedLadder: t.stringList({ required: false, description: 'The holdout group C only: its annual asks in whole dollars, ask 1 first.' }),
  }),
});

type TestGroupInputValue = { letter: string; strategyId?: string | null; share: number; sourceCode: string; fixedLadder?: string[] | null };

/** The groups as saveAppealTest checks them: the fixed ladder's dollar texts as cents. */
function testGroupsOfInput(groups: TestGroupInputValue[]): unknown[] {
  return groups.map(({ fixedLadder, strategyId, ...group }) => ({
    ...group,
    ...(strategyId == null ? {} : { strategyId }),
    ...(fixedLadder == null ? {} : { fixedLadder: fixedLadder.map(askCentsOf) }),
  }));
}

function askCentsOf(text: string): number {
  const parsed = parseMoney(text);
  if (!parsed.ok || text.trim() === '') throw new UserFacingError(`"${text}" is not an amount for the fixed ladder.`);
  return parsed.cents;
}

builder.queryField('getAppealTest', (t) =>
  t.field({
    type: AppealTestRef,
    nullable: true,
    description: "The appeal's A/B test of strategies; null when it has none.",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => withCompany(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, (trx) => getAppealTestView(trx, appealId)),
  }),
);

builder.queryField('getAppealResults', (t) =>
  t.field({
    type: AppealResultsRef,
    description: "The appeal's results after the mailing (the last import's report).",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => withCompany(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, (trx) => getAppealResults(trx, appealId)),
  }),
);

builder.mutationField('saveAppealTest', (t) =>
  t.field({
    type: AppealTestRef,
    description:
      'Sets up or changes the A/B test of an appeal: two groups with their strategies, shares and source codes, and optionally a holdout group C with a fixed ladder. Its donors are split at the next calculation.',
    args: { appealId: t.arg.int({ required: true }), groups: t.arg({ type: [TestGroupInput], required: true }) },
    resolve: (_root, { appealId, groups }, ctx) => {
      const { companyId } = requireCompanyOrThrow(ctx.session);
      return withCompany(ctx.services.db, companyId, async (trx) => {
        await saveAppealTest(trx, companyId, appealId, testGroupsOfInput(groups));
        return (await getAppealTestView(trx, appealId))!;
      });
    },
  }),
);

const SourceCodeInput = builder.inputType('AppealTestSourceCodeInput', {
  fields: (t) => ({
    letter: t.string({ required: true }),
    sourceCode: t.string({ required: true }),
  }),
});

builder.mutationField('setAppealTestSourceCodes', (t) =>
  t.field({
    type: AppealTestRef,
    description: "Changes the source codes of the test's groups (printed by the next export); the groups, their asks and the ladders already mailed stay as they are.",
    args: { appealId: t.arg.int({ required: true }), sourceCodes: t.arg({ type: [SourceCodeInput], required: true }) },
    resolve: (_root, { appealId, sourceCodes }, ctx) =>
      withCompany(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, async (trx) => {
        await setAppealTestSourceCodes(trx, appealId, sourceCodes);
        return (await getAppealTestView(trx, appealId))!;
      }),
  }),
);

builder.mutationField('removeAppealTest', (t) =>
  t.boolean({
    description: "Ends the appeal's A/B test: all its donors get the appeal's strategy at the next calculation.",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => withCompany(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, (trx) => removeAppealTest(trx, appealId)),
  }),
);

builder.mutationField('readAppealResultsFromCrm', (t) =>
  t.field({
    type: AppealResultsRef,
    description:
      "Takes the appeal's results from its Raiser's Edge NXT environment instead of a file: the gifts of the CRM appeal (fundraisingAppealId, one of the environment's appeals) dated fromDate (yyyy-mm-dd) or later, read now and again after every sync.",
    args: { appealId: t.arg.int({ required: true }), fundraisingAppealId: t.arg.int({ required: true }), fromDate: t.arg.string({ required: true }) },
    resolve: async (_root, { appealId, fundraisingAppealId, fromDate }, ctx) => {
      const { companyId } = requireCompanyOrThrow(ctx.session);
      await linkCrmResults(ctx.services, companyId, appealId, { fundraisingAppealId, fromDate });
      return withCompany(ctx.services.db, companyId, (trx) => getAppealResults(trx, appealId));
    },
  }),
);

const CrmAppealRef = builder.objectRef<CrmResultsChoice['appeals'][number]>('CrmResultsAppeal').implement({
  description: "One of the environment's appeals, which its gifts carry.",
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const CrmResultsChoiceRef = builder.objectRef<CrmResultsChoice>('CrmResultsChoice').implement({
  description: "Reading an appeal's results from its Raiser's Edge NXT environment: the environment's appeals, and the one chosen with its date.",
  fields: (t) => ({
    appeals: t.field({ type: [CrmAppealRef], resolve: (c) => c.appeals }),
    fundraisingAppealId: t.int({ nullable: true, resolve: (c) => c.link?.fundraisingAppealId ?? null }),
    fromDate: t.string({ nullable: true, description: 'yyyy-mm-dd', resolve: (c) => c.link?.fromDate ?? null }),
  }),
});

builder.queryField('getAppealCrmResults', (t) =>
  t.field({
    type: CrmResultsChoiceRef,
    nullable: true,
    description: "For an appeal of a Raiser's Edge NXT environment: the CRM appeals its results can be read from, and the one chosen; null for other appeals.",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => withCompany(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, (trx) => readCrmResultsChoice(trx, appealId)),
  }),
);
