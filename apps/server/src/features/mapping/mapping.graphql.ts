import type { HierarchyRow } from '@askwise/domain/mapping/fundraising-tree';
import { builder } from '../../graphql/builder.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { getAppealDropdowns, type AppealDropdownsResult } from './appeal-dropdowns.ts';
import { getAppealMapping, type AppealMappingRow } from './appeal-mapping.ts';
import { requestMapAppeal, type MapAppealRequestResult } from './map-appeal-request.ts';

const AppealDropdownRowRef = builder.objectRef<HierarchyRow>('AppealDropdownRow').implement({
  description: "One campaign / appeal / fund combination on the audience's gifts; '' where a level is missing.",
  fields: (t) => ({
    campaignId: t.exposeString('campaignId'),
    campaignName: t.exposeString('campaignName'),
    appealId: t.exposeString('appealId'),
    appealName: t.exposeString('appealName'),
    fundId: t.exposeString('fundId'),
    fundName: t.exposeString('fundName'),
    dateAdded: t.string({ nullable: true, resolve: (row) => row.dateAdded ?? null }),
  }),
});

const AppealDropdownsRef = builder.objectRef<AppealDropdownsResult>('AppealDropdowns').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    error: t.exposeString('error', { nullable: true }),
    rows: t.field({ type: [AppealDropdownRowRef], resolve: (result) => result.rows }),
  }),
});

const AppealMappingRowRef = builder.objectRef<AppealMappingRow>('AppealMappingRow').implement({
  description: 'A saved mapping selection: appealName is the section (appealLastYear, appealTwoYear, appealThreeYear, campaign, specialEvent).',
  fields: (t) => ({
    appealName: t.exposeString('appealName'),
    bbCampaignId: t.exposeString('bbCampaignId'),
    bbAppealId: t.exposeString('bbAppealId'),
    bbFundId: t.exposeString('bbFundId'),
    fromDate: t.exposeString('fromDate', { nullable: true }),
    toDate: t.exposeString('toDate', { nullable: true }),
  }),
});

const MapAppealResultRef = builder.objectRef<MapAppealRequestResult>('MapAppealResult').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    error: t.exposeString('error', { nullable: true }),
    isSkipped: t.exposeBoolean('isSkipped', { description: 'The mapping was unchanged; no job ran.' }),
  }),
});

const MappingItemInput = builder.inputType('MappingItemInput', {
  fields: (t) => ({
    campaignId: t.string({ required: true }),
    appealId: t.string({ required: true }),
    fundId: t.string({ required: true }),
  }),
});

const MappingSectionInput = builder.inputType('MappingSectionInput', {
  fields: (t) => ({
    items: t.field({ type: [MappingItemInput], required: true }),
    fromDate: t.string({ description: 'ISO date; empty or null leaves the start open.' }),
    toDate: t.string({ description: 'ISO date; empty or null leaves the end open.' }),
  }),
});

const MappingAppealInput = builder.inputType('MappingAppealInput', {
  fields: (t) => ({
    appealLastYear: t.field({ type: MappingSectionInput, required: true }),
    appealTwoYear: t.field({ type: MappingSectionInput, required: true }),
    appealThreeYear: t.field({ type: MappingSectionInput, required: true }),
    campaign: t.field({ type: MappingSectionInput, required: true }),
    specialEvent: t.field({ type: MappingSectionInput, required: true }),
  }),
});

builder.queryField('getAppealDropdownsByAudienceId', (t) =>
  t.field({
    type: AppealDropdownsRef,
    description: "The campaign / appeal / fund hierarchy of the audience's gifts in the date range.",
    args: {
      audienceId: t.arg.int({ required: true }),
      blackbaudOrganizationId: t.arg.int({ required: true }),
      fromDate: t.arg.string(),
      toDate: t.arg.string(),
    },
    resolve: (_root, args, ctx) => getAppealDropdowns(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, args),
  }),
);

builder.queryField('getAppealMapping', (t) =>
  t.field({
    type: [AppealMappingRowRef],
    nullable: true,
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => getAppealMapping(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, appealId),
  }),
);

builder.mutationField('MapAppealRequest', (t) =>
  t.field({
    type: MapAppealResultRef,
    description: 'Saves the mapping and starts the map-appeal job (progress on MAPAPPEAL); statusCode other than 200 is an error.',
    args: {
      appealId: t.arg.int({ required: true }),
      mappingAppeal: t.arg({ type: MappingAppealInput, required: true }),
      updateMapAppeal: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => requestMapAppeal(ctx.services, requireCompanyOrThrow(ctx.session).companyId, args),
  }),
);
