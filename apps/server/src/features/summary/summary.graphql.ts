import { builder } from '../../graphql/builder.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { getAppealSummaryCounts, type AppealSummaryCounts, type SummaryBand, type SummaryTile } from './get-appeal-summary-counts.ts';
import type { TestGroupSummary } from './test-group-summaries.ts';

const SummaryBandRef = builder.objectRef<SummaryBand>('AppealSummaryBand').implement({
  description: 'Donors whose primary ask falls in one band, split by status, with the grid filters of each part.',
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    filterType: t.exposeString('filterType'),
    total: t.exposeInt('total'),
    readyExport: t.exposeInt('readyExport'),
    handleManually: t.exposeInt('handleManually'),
    excludeExport: t.exposeInt('excludeExport'),
    readyExportFilterType: t.exposeString('readyExportFilterType'),
    handleManuallyFilterType: t.exposeString('handleManuallyFilterType'),
    excludeExportFilterType: t.exposeString('excludeExportFilterType'),
  }),
});

const SummaryTileRef = builder.objectRef<SummaryTile>('AppealSummaryTile').implement({
  description: 'A flag or donor type with its count and the grid filter it opens.',
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    group: t.exposeString('group', { description: 'flag or donorType' }),
    filterType: t.exposeString('filterType'),
    count: t.exposeInt('count'),
  }),
});

const TestGroupSummaryRef = builder.objectRef<TestGroupSummary>('AppealSummaryTestGroup').implement({
  description: "One group of the appeal's A/B test: its donors by status, asks and tiles (each tile's filter with testGroup opens its donors).",
  fields: (t) => ({
    letter: t.exposeString('letter'),
    label: t.exposeString('label', { description: "The group's strategy." }),
    donors: t.exposeInt('donors'),
    readyExport: t.exposeInt('readyExport'),
    handleManually: t.exposeInt('handleManually'),
    excludeExport: t.exposeInt('excludeExport'),
    averageAskString: t.exposeString('averageAskString'),
    medianAskString: t.exposeString('medianAskString'),
    tiles: t.field({ type: [SummaryTileRef], resolve: (group) => group.tiles }),
  }),
});

const SummaryCountsRef = builder.objectRef<AppealSummaryCounts>('AppealSummaryCounts').implement({
  description: "The appeal's summary, stored when its asks were calculated and kept current by edits.",
  fields: (t) => ({
    appealId: t.exposeInt('appealId'),
    isCalculated: t.exposeBoolean('isCalculated'),
    hasDonors: t.exposeBoolean('hasDonors'),
    hasStrategy: t.exposeBoolean('hasStrategy'),
    summaryAllConstituentsQty: t.exposeInt('summaryAllConstituentsQty'),
    summaryHandleManually: t.exposeInt('summaryHandleManually'),
    summaryHandleExcludeExport: t.exposeInt('summaryHandleExcludeExport'),
    summaryHandleReadyToExport: t.exposeInt('summaryHandleReadyToExport'),
    summaryAverageAskString: t.exposeString('summaryAverageAskString', { nullable: true }),
    summaryMedianAskString: t.exposeString('summaryMedianAskString', { nullable: true }),
    bands: t.field({ type: [SummaryBandRef], resolve: (summary) => summary.bands }),
    tiles: t.field({ type: [SummaryTileRef], resolve: (summary) => summary.tiles }),
    testGroups: t.field({ type: [TestGroupSummaryRef], resolve: (summary) => summary.testGroups }),
  }),
});

builder.queryField('getAppealSummaryCounts', (t) =>
  t.field({
    type: SummaryCountsRef,
    nullable: true,
    description: "The appeal's summary; null for an appeal of another company.",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => getAppealSummaryCounts(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, appealId),
  }),
);
