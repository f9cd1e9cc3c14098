import { builder } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { requireAdministratorOrThrow, requireCompanyOrThrow } from '../accounts/index.ts';
import { AppealStatusRefusal, updateAppealStatus } from './appeal-status.ts';
import type { AppealStatusView, AppealView } from './appeal-view.ts';
import { createAppeal } from './create-appeal.ts';
import { getAppeal, getAppealStatus } from './get-appeal.ts';
import { updateAppeal } from './update-appeal.ts';

export const APPEAL_NOT_FOUND = 'Appeal not found.';

export const AppealRef = builder.objectRef<AppealView>('Appeal').implement({
  description: 'An appeal: one run of the wizard for an audience (spec section 3). Flags are 0/1; settings are JSON or comma lists.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    userId: t.exposeInt('userId', { nullable: true }),
    companyId: t.exposeInt('companyId'),
    audienceId: t.exposeInt('audienceId', { nullable: true }),
    blackbaudOrganizationId: t.exposeInt('blackbaudOrganizationId', { nullable: true, description: 'The environment the appeal draws on.' }),
    name: t.exposeString('name'),
    step: t.exposeString('step'),
    mappingSettings: t.exposeString('mappingSettings', { nullable: true, description: 'JSON: five sections of items, fromDate, toDate.' }),
    numberAskSettings: t.exposeString('numberAskSettings', { nullable: true, description: 'JSON: askNumber, askAnnual.' }),
    strategySettings: t.exposeString('strategySettings', { nullable: true }),
    columnOrderSettings: t.exposeString('columnOrderSettings', { nullable: true }),
    extraFieldsSettings: t.exposeString('extraFieldsSettings', { nullable: true }),
    customFieldsSettings: t.exposeString('customFieldsSettings', { nullable: true }),
    readyToExportDownloadUrl: t.exposeString('readyToExportDownloadUrl', { nullable: true }),
    handleManuallyDownloadUrl: t.exposeString('handleManuallyDownloadUrl', { nullable: true }),
    exportExpirationDate: t.expose('exportExpirationDate', { type: 'DateTime', nullable: true }),
    dataImportSourceId: t.exposeInt('dataImportSourceId'),
    includeSoftCredits: t.exposeInt('includeSoftCredits'),
    isLocked: t.exposeInt('isLocked'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    organizationName: t.exposeString('organizationName', { nullable: true, description: "The environment's organisation name." }),
    audienceName: t.exposeString('audienceName', { nullable: true }),
    audienceTotal: t.exposeInt('audienceTotal', { nullable: true }),
  }),
});

export const AppealStatusRef = builder.objectRef<AppealStatusView>('AppealStatus').implement({
  description: "An appeal's lock and background process statuses.",
  fields: (t) => ({
    appealId: t.exposeInt('appealId'),
    isLocked: t.exposeInt('isLocked'),
    mapAppealStatus: t.exposeString('mapAppealStatus', { nullable: true }),
    algorithmStatus: t.exposeString('algorithmStatus', { nullable: true }),
    exportExcelStatus: t.exposeString('exportExcelStatus', { nullable: true }),
    mapAppealError: t.exposeString('mapAppealError', { nullable: true }),
    algorithmError: t.exposeString('algorithmError', { nullable: true }),
    exportExcelError: t.exposeString('exportExcelError', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AppealStatusesInput = builder.inputType('AppealStatusesInput', {
  fields: (t) => ({
    mapAppealStatus: t.string(),
    algorithmStatus: t.string(),
    exportExcelStatus: t.string(),
    mapAppealError: t.string(),
    algorithmError: t.string(),
    exportExcelError: t.string(),
  }),
});

builder.queryField('getAppeal', (t) =>
  t.field({
    type: AppealRef,
    nullable: true,
    description: "An appeal of the user's company; null for any other id.",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => getAppeal(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, id),
  }),
);

builder.queryField('getAppealStatus', (t) =>
  t.field({
    type: AppealStatusRef,
    nullable: true,
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => getAppealStatus(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, appealId),
  }),
);

builder.mutationField('createAppeal', (t) =>
  t.field({
    type: AppealRef,
    description: 'Creates an appeal for an environment (and audience, for the donor database); errors: Name is required.',
    args: {
      audienceId: t.arg.int(),
      blackbaudOrganizationId: t.arg.int({ required: true }),
      name: t.arg.string({ required: true }),
      step: t.arg.string(),
      columnOrderSettings: t.arg.string(),
      dataImportSourceId: t.arg.int({ required: true }),
      includeSoftCredits: t.arg.int({ description: '0 or 1' }),
    },
    resolve: (_root, args, ctx) => {
      const session = requireCompanyOrThrow(ctx.session);
      return createAppeal(ctx.services.db, session, { ...args, includeSoftCredits: args.includeSoftCredits === 1 });
    },
  }),
);

builder.mutationField('updateAppeal', (t) =>
  t.field({
    type: AppealRef,
    description: 'Updates the given fields of an appeal; algorithmStatus resets the calculation status.',
    args: {
      id: t.arg.int({ required: true }),
      name: t.arg.string(),
      step: t.arg.string(),
      includeSoftCredits: t.arg.int({ description: '0 or 1' }),
      numberAskSettings: t.arg.string({ description: 'JSON: askNumber, askAnnual.' }),
      strategySettings: t.arg.string(),
      extraFieldsSettings: t.arg.string(),
      customFieldsSettings: t.arg.string(),
      columnOrderSettings: t.arg.string(),
      algorithmStatus: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const session = requireCompanyOrThrow(ctx.session);
      const appeal = await updateAppeal(ctx.services, session.companyId, {
        ...args,
        includeSoftCredits: args.includeSoftCredits === null || args.includeSoftCredits === undefined ? undefined : args.includeSoftCredits === 1,
      });
      if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
      return appeal;
    },
  }),
);

builder.mutationField('updateAppealStatus', (t) =>
  t.field({
    type: AppealStatusRef,
    description:
      "Administrators only: clears a finished process's status or error, or unlocks an appeal no process holds (Askwise's processes set statuses and locks).",
    args: {
      appealId: t.arg.int({ required: true }),
      isLocked: t.arg.int({ description: '0 or 1' }),
      statuses: t.arg({ type: AppealStatusesInput }),
    },
    resolve: async (_root, { appealId, isLocked, statuses }, ctx) => {
      // The lock and the job statuses belong to the jobs; the web never writes them. Only an administrator
      // may, to release an appeal by hand (a standard user could otherwise unlock or fake a finished job).
      const session = requireAdministratorOrThrow(ctx.session);
      if (isLocked !== null && isLocked !== undefined && isLocked !== 0 && isLocked !== 1) throw new UserFacingError('isLocked must be 0 or 1.', 'BAD_USER_INPUT');
      const status = await updateAppealStatus(ctx.services, session.companyId, appealId, {
        ...(statuses ?? {}),
        isLocked: isLocked === null || isLocked === undefined ? undefined : isLocked === 1,
      }).catch((error: unknown) => {
        if (error instanceof AppealStatusRefusal) throw new UserFacingError(error.message, 'BAD_USER_INPUT');
        throw error;
      });
      if (!status) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
      return status;
    },
  }),
);
