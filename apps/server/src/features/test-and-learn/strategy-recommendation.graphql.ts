import type { StrategyComparison, StrategyRecommendation } from '@askwise/domain/test-and-learn/strategy-recommendation';
import { withCompany } from '../../db/database.ts';
import { builder } from '../../graphql/builder.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { dollars } from './dollars.ts';
import { suggestStrategyFromLastTest, type LastTestSuggestion } from './strategy-recommendation.ts';

const DOLLARS = "Decimal dollars to the cent ('1234.50').";

type TestedStrategyView = StrategyRecommendation['first'];

const TestedStrategyRef = builder.objectRef<TestedStrategyView>('TestedStrategy').implement({
  description: 'One of the two strategies of a test (group A or B).',
  fields: (t) => ({
    letter: t.exposeString('letter'),
    name: t.exposeString('name'),
    strategyId: t.exposeString('strategyId', { nullable: true }),
  }),
});

const StrategyComparisonRef = builder.objectRef<StrategyComparison>('StrategyComparison').implement({
  description: "The test's two strategies compared on revenue per recipient, over one giving band or over all donors (band null).",
  fields: (t) => ({
    band: t.exposeInt('band', { nullable: true }),
    label: t.exposeString('label'),
    firstRevenuePerRecipient: t.string({ description: `Group A. ${DOLLARS}`, resolve: (c) => dollars(c.firstRevenuePerRecipientCents) }),
    secondRevenuePerRecipient: t.string({ description: `Group B. ${DOLLARS}`, resolve: (c) => dollars(c.secondRevenuePerRecipientCents) }),
    difference: t.string({ nullable: true, description: `B minus A; null where there are too few results to compare. ${DOLLARS}`, resolve: (c) => (c.interval ? dollars(c.interval.difference) : null) }),
    low: t.string({ nullable: true, description: `Low end of the 95% interval of B minus A (Welch). ${DOLLARS}`, resolve: (c) => (c.interval ? dollars(c.interval.low) : null) }),
    high: t.string({ nullable: true, description: `High end of the 95% interval of B minus A (Welch). ${DOLLARS}`, resolve: (c) => (c.interval ? dollars(c.interval.high) : null) }),
    aheadLetter: t.exposeString('aheadLetter', { nullable: true, description: 'The group that raised more per recipient, whether or not the difference is clear.' }),
    recommendedLetter: t.exposeString('recommendedLetter', { nullable: true, description: 'The group recommended; only where the interval excludes no difference.' }),
    text: t.exposeString('text', { description: "The recommendation in words, or 'No evidence of a difference: ...'." }),
  }),
});

export const StrategyRecommendationRef = builder.objectRef<StrategyRecommendation>('StrategyRecommendation').implement({
  description: 'Which of the two tested strategies to use next time, over all donors and per giving band.',
  fields: (t) => ({
    first: t.field({ type: TestedStrategyRef, resolve: (r) => r.first }),
    second: t.field({ type: TestedStrategyRef, resolve: (r) => r.second }),
    overall: t.field({ type: StrategyComparisonRef, resolve: (r) => r.overall }),
    bands: t.field({ type: [StrategyComparisonRef], resolve: (r) => r.bands }),
    recommendedStrategyId: t.exposeString('recommendedStrategyId', { nullable: true, description: 'Null where the test found no evidence of a difference.' }),
  }),
});

const StrategySuggestionRef = builder.objectRef<LastTestSuggestion>('StrategySuggestion').implement({
  description: "What the company's most recent other appeal with results of a two-strategy test suggests for an appeal's strategy.",
  fields: (t) => ({
    appealId: t.exposeInt('appealId', { description: 'The appeal of the last test.' }),
    appealName: t.exposeString('appealName'),
    strategyId: t.exposeString('strategyId', { nullable: true, description: 'The strategy suggested; null where the last test found no evidence of a difference.' }),
    text: t.exposeString('text'),
    recommendation: t.field({ type: StrategyRecommendationRef, resolve: (s) => s.recommendation }),
  }),
});

builder.queryField('getStrategySuggestion', (t) =>
  t.field({
    type: StrategySuggestionRef,
    nullable: true,
    description: "For an appeal's strategy step: the strategy the company's last test with results recommends, or that it found no evidence of a difference; null when no other appeal has such results.",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => withCompany(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, (trx) => suggestStrategyFromLastTest(trx, appealId)),
  }),
);
