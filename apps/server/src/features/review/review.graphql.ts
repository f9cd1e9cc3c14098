import type { FieldRef } from '@pothos/core';
import { GIVING_FIELDS, type GivingAmountKey, type GivingKey } from '@askwise/domain/giving-fields';
import { builder } from '../../graphql/builder.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { applyAskEdits, renewColumnsAfterEdit, StatusResponseRef } from '../asks/index.ts';
import {
  getAppealConstituentsByFilter,
  type AppealConstituentsPage,
  type FilterCount,
  type Pagination,
  type PaginationUrls,
} from './get-appeal-constituents-by-filter.ts';
import { LADDER_FIELDS, type GridRow, type LadderStrings } from './grid-row.ts';
import { previewCustomBaseAsk, type CustomBaseAskPreview } from './preview-custom-base-ask.ts';

const MONEY = 'Dollars as an exact decimal string (e.g. "1250.00").';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type LadderFieldRefs = Record<keyof LadderStrings, FieldRef<Types, string | null, 'Object'>>;

/** The ten ladder fields, the same on every object type whose rows carry them. */
function ladderFieldsOf<Row extends LadderStrings>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Row>): LadderFieldRefs {
  const fields = LADDER_FIELDS.map((name) => [name, t.string({ nullable: true, resolve: (row) => row[name] })]);
  return Object.fromEntries(fields) as LadderFieldRefs;
}

/** The ten giving fields of giving-fields.ts: amounts as decimal dollar strings, the count as an Int. */
function givingFieldsOf(t: PothosSchemaTypes.ObjectFieldBuilder<Types, GridRow>): Record<GivingKey, FieldRef<Types, string | number, 'Object'>> {
  const fields = GIVING_FIELDS.map(({ key, kind }) => [key, kind === 'count' ? t.exposeInt(key as Exclude<GivingKey, GivingAmountKey>) : t.exposeString(key as GivingAmountKey)]);
  return Object.fromEntries(fields) as Record<GivingKey, FieldRef<Types, string | number, 'Object'>>;
}

const GridRowRef = builder.objectRef<GridRow>('AppealConstituentRow').implement({
  description: `One donor of the review grid: giving, asks, flags, status and ask log. Money fields: ${MONEY}`,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The appeal constituent id; edits send it back.' }),
    internalId: t.exposeID('internalId'),
    rowKey: t.exposeString('rowKey', { description: 'generation.rank of the results the row was read from; edits send it back.' }),
    constituentId: t.exposeString('constituentId', { nullable: true }),
    blackbaudLookupId: t.exposeString('blackbaudLookupId', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    contactName: t.exposeString('contactName', { nullable: true }),
    informalName: t.exposeString('informalName', { nullable: true }),
    addressee: t.exposeString('addressee', { nullable: true }),
    zipCode: t.exposeString('zipCode', { nullable: true }),
    ...givingFieldsOf(t),
    minSuggestedAskWR: t.exposeString('minSuggestedAskWR', { description: 'Wealth rating - minimum suggested ask.' }),
    numberOfLifetimeGifts: t.int({ resolve: (row) => row.lifetimeGifts }),
    customFieldValues: t.exposeString('customFieldValues', { nullable: true, description: 'JSON list of {category, value}.' }),
    baseAsk: t.exposeString('baseAsk'),
    primaryAsk: t.exposeString('primaryAsk', { description: 'Annual ask 1 (for monthly-only appeals, before it became monthly).' }),
    customBaseAsk: t.exposeString('customBaseAsk', { nullable: true }),
    ...ladderFieldsOf(t),
    askString: t.exposeString('askString'),
    status: t.exposeString('status', { description: 'ready_export, handle_manually or exclude_export.' }),
    statusSetByUser: t.exposeBoolean('statusSetByUser'),
    askLogs: t.exposeStringList('askLogs'),
    fiveKOrAbove: t.exposeBoolean('fiveKOrAbove'),
    threeXAppealGift: t.exposeBoolean('threeXAppealGift'),
    oneKMoreLastYear: t.exposeBoolean('oneKMoreLastYear'),
    isSpicy: t.exposeBoolean('isSpicy', { description: "'Flagged for review': any of the three flags." }),
    isBaseline: t.exposeBoolean('isBaseline'),
    isTop100: t.exposeBoolean('isTop100'),
    testGroup: t.exposeString('testGroup', { nullable: true, description: "The donor's group in the appeal's A/B test ('A', 'B'); null without a test." }),
  }),
});

const PaginationUrlsRef = builder.objectRef<PaginationUrls>('GridPaginationUrls').implement({
  fields: (t) => ({
    current: t.exposeString('current'),
    first: t.exposeString('first'),
    last: t.exposeString('last'),
    next: t.exposeString('next', { nullable: true }),
    previous: t.exposeString('previous', { nullable: true }),
  }),
});

const PaginationRef = builder.objectRef<Pagination>('GridPagination').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    limit: t.exposeInt('limit'),
    page: t.exposeInt('page'),
    skip: t.exposeInt('skip'),
    urls: t.field({ type: PaginationUrlsRef, resolve: (p) => p.urls }),
  }),
});

const FilterCountRef = builder.objectRef<FilterCount>('GridFilterCount').implement({
  description: 'A grid filter (filterType) with its label and how many donors it holds.',
  fields: (t) => ({ filterType: t.exposeString('filterType'), label: t.exposeString('label'), count: t.exposeInt('count') }),
});

const PageRef = builder.objectRef<AppealConstituentsPage>('AppealConstituentsPage').implement({
  fields: (t) => ({
    appealId: t.exposeInt('appealId'),
    generation: t.exposeInt('generation', { nullable: true, description: 'null while the appeal has no calculated asks.' }),
    askMode: t.exposeString('askMode', { nullable: true }),
    numberOfAsks: t.exposeInt('numberOfAsks', { nullable: true }),
    strategyId: t.exposeString('strategyId', { nullable: true }),
    filterType: t.exposeString('filterType'),
    orderBy: t.exposeString('orderBy'),
    orderDirection: t.exposeString('orderDirection'),
    pagination: t.field({ type: PaginationRef, resolve: (page) => page.pagination }),
    uniqueValues: t.field({
      type: [FilterCountRef],
      description: 'Every filter with its count (the spec list, then the summary entries).',
      resolve: (page) => page.uniqueValues,
    }),
    rows: t.field({ type: [GridRowRef], resolve: (page) => page.rows }),
  }),
});

const FilterInput = builder.inputType('AppealConstituentsFilterInput', {
  fields: (t) => ({
    appealId: t.int({ required: true }),
    filterType: t.string({ description: 'all_constituents (default), a band, a flag, a donor type, a status or band__status.' }),
    orderBy: t.string({
      description:
        'firstName (default; contactName for the second system), lastName, constituentId, status, askString, anualAsk1-5, monthlyAsk1-5, ...',
    }),
    orderDirection: t.string({ description: 'asc (default) or desc.' }),
    pageNumber: t.int(),
    pageSize: t.int({ description: '10, 25, 50 (default), 100 or 200.' }),
    searchText: t.string(),
    testGroup: t.string({ description: "Only the donors of this group of the appeal's A/B test ('A' or 'B')." }),
    appealType: t.string({ description: "Accepted for the spec's shape; the appeal's calculated ask mode decides the columns." }),
    appealAskNumber: t.int({ description: "Accepted for the spec's shape; the appeal's calculated number of asks decides the columns." }),
    organizationId: t.string(),
    tagId: t.string(),
  }),
});

builder.queryField('getAppealConstituentsByFilter', (t) =>
  t.field({
    type: PageRef,
    nullable: true,
    description: 'One page of the review grid; null for an appeal of another company.',
    args: { input: t.arg({ type: FilterInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      getAppealConstituentsByFilter(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, input, { pool: ctx.services.pool }),
  }),
);

const EditItemInput = builder.inputType('AppealConstituentEditInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: 'The appeal constituent id.' }),
    askString: t.string({ description: 'Ignored: the server works the ladder out again.' }),
    status: t.string({ description: 'ready_export, handle_manually or exclude_export.' }),
    customBaseAsk: t.string({ description: "A custom base ask in dollars; '' clears it." }),
    rowKey: t.string({ description: "The row's rowKey from the grid." }),
  }),
});

const UpdateBody = builder.inputType('UpdateAppealConstituentsBody', {
  fields: (t) => ({
    appealId: t.int({ required: true }),
    items: t.field({ type: [EditItemInput], required: true }),
  }),
});

builder.mutationField('UpdateAppealConstituents', (t) =>
  t.field({
    type: StatusResponseRef,
    description: "Saves the review grid's pending changes in one transaction (Apply).",
    args: { body: t.arg({ type: UpdateBody, required: true }) },
    resolve: async (_root, { body }, ctx) => {
      const { companyId } = requireCompanyOrThrow(ctx.session);
      const response = await applyAskEdits(
        ctx.services.db,
        companyId,
        body.appealId,
        body.items.map((item) => ({ id: String(item.id), rowKey: item.rowKey, status: item.status, customBaseAsk: item.customBaseAsk })),
      );
      // Not awaited: the edit is saved; the columns a sorted grid reads are renewed behind it.
      if (response.statusCode === 200) void renewColumnsAfterEdit(ctx.services, companyId, body.appealId);
      return response;
    },
  }),
);

const PreviewRef = builder.objectRef<CustomBaseAskPreview>('CustomBaseAskResult').implement({
  description: `A donor's ladder with a custom base ask; statusCode other than 200 comes with an error. Money fields: ${MONEY}`,
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    error: t.exposeString('error', { nullable: true }),
    appealConstituentId: t.exposeID('appealConstituentId'),
    askString: t.exposeString('askString', { nullable: true }),
    ...ladderFieldsOf(t),
    baseAsk: t.exposeString('baseAsk', { nullable: true }),
    primaryAsk: t.exposeString('primaryAsk', { nullable: true }),
    customBaseAsk: t.exposeString('customBaseAsk', { nullable: true }),
    isSpicy: t.exposeBoolean('isSpicy'),
    fiveKOrAbove: t.exposeBoolean('fiveKOrAbove'),
    oneKMoreLastYear: t.exposeBoolean('oneKMoreLastYear'),
    threeXAppealGift: t.exposeBoolean('threeXAppealGift'),
    askLogs: t.exposeStringList('askLogs'),
    status: t.exposeString('status', { nullable: true }),
  }),
});

builder.mutationField('UpdateAppealUsingCustomBaseAskValue', (t) =>
  t.field({
    type: PreviewRef,
    nullable: true,
    description:
      "Works out a donor's ladder from a custom base ask without saving it (the grid saves it on Apply); null for another company's donor.",
    args: {
      appealConstituentId: t.arg.id({ required: true }),
      customBaseAskValue: t.arg.string({ required: true, description: "Dollars; '$', '+' and ',' are ignored; '' clears the custom ask." }),
      askGenSettings: t.arg.string({ description: "Accepted for the spec; the appeal's calculated settings are used." }),
      strategyId: t.arg.string({ description: "Accepted for the spec; the appeal's calculated strategy is used." }),
      rowKey: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      previewCustomBaseAsk(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, {
        appealConstituentId: String(args.appealConstituentId),
        customBaseAskValue: args.customBaseAskValue,
        rowKey: args.rowKey,
      }),
  }),
);
