import { builder } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { AppealRef, getAppeal } from '../appeals/index.ts';
import { requireAdministratorOrThrow, requireCompanyOrThrow } from '../accounts/index.ts';
import { dollars, type ResultsHeadline } from '../test-and-learn/index.ts';
import type { AsksSentHeadline } from '../crm-asks/index.ts';
import { APPEAL_NOT_FOUND, deleteAppeal } from './delete-appeal.ts';
import { duplicateAppeal } from './duplicate-appeal.ts';
import { getAppealHistory, type AppealHistoryItem, type AppealHistoryPage } from './get-appeal-history.ts';

const DOLLARS = "Decimal dollars to the cent ('1234.50').";

const crmName = (crm: 'blackbaud' | 'virtuous') => (crm === 'blackbaud' ? "Raiser's Edge NXT" : 'Virtuous');

const ResultsHeadlineRef = builder.objectRef<ResultsHeadline>('AppealResultsHeadline').implement({
  description: "What appeal history shows of an appeal's results: the mailing's totals and, for an A/B test, the difference between its groups.",
  fields: (t) => ({
    recipients: t.exposeInt('recipients'),
    responders: t.exposeInt('responders'),
    totalRaised: t.string({ description: DOLLARS, resolve: (r) => dollars(r.totalCents) }),
    revenuePerRecipientDifference: t.string({
      nullable: true,
      description: `Group B's revenue per recipient minus group A's; null without an A/B test. ${DOLLARS}`,
      resolve: (r) => (r.differenceCents === null ? null : dollars(r.differenceCents)),
    }),
    verdict: t.exposeString('verdict', { nullable: true }),
    source: t.exposeString('source', { description: 'Where the results came from: file (imported on the results page) or crm (read from the CRM).' }),
    crm: t.string({ nullable: true, description: "The CRM the results were read from: Raiser's Edge NXT or Virtuous; null for a file.", resolve: (r) => (r.crm === null ? null : crmName(r.crm)) }),
  }),
});

const AsksSentRef = builder.objectRef<AsksSentHeadline>('AppealAsksSent').implement({
  description: "What appeal history shows of an appeal's latest sending of its asks to the CRM.",
  fields: (t) => ({
    crm: t.string({ description: "The CRM's name: Raiser's Edge NXT or Virtuous.", resolve: (s) => crmName(s.crm) }),
    status: t.exposeString('status', { description: 'RUNNING, DONE or ERROR.' }),
    written: t.exposeInt('written'),
    unchanged: t.exposeInt('unchanged'),
    refused: t.exposeInt('refused'),
    sentAt: t.expose('sentAt', { type: 'DateTime', description: 'When it finished, or started while it runs.' }),
  }),
});

export const AppealHistoryItemRef = builder.objectRef<AppealHistoryItem>('AppealHistoryItem').implement({
  description: 'One appeal as the history and home tables show it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    userId: t.exposeInt('userId', { nullable: true }),
    userFullName: t.exposeString('userFullName', { description: 'The author.' }),
    constituents: t.exposeInt('constituents', { description: 'Donors on the appeal.' }),
    step: t.exposeString('step'),
    strategySettings: t.exposeString('strategySettings', { nullable: true }),
    numberAskSettings: t.exposeString('numberAskSettings', { nullable: true, description: 'JSON text with askNumber and askAnnual.' }),
    columnOrderSettings: t.exposeString('columnOrderSettings', { nullable: true }),
    readyToExportDownloadUrl: t.exposeString('readyToExportDownloadUrl', { nullable: true }),
    handleManuallyDownloadUrl: t.exposeString('handleManuallyDownloadUrl', { nullable: true }),
    exportExpirationDate: t.expose('exportExpirationDate', { type: 'DateTime', nullable: true }),
    dataImportSourceId: t.exposeInt('dataImportSourceId'),
    environmentName: t.exposeString('environmentName', { nullable: true }),
    isLocked: t.exposeBoolean('isLocked', { description: "The appeal status's lock: true while a job (such as a duplicate's copy) is working on it." }),
    results: t.field({ type: ResultsHeadlineRef, nullable: true, description: "The headline of the mailing's results (/appeal-results), once imported.", resolve: (item) => item.results }),
    asksSent: t.field({ type: AsksSentRef, nullable: true, description: 'The latest sending of its asks to the CRM (sendAppealAsksToCrm), or null.', resolve: (item) => item.asksSent }),
  }),
});

const AppealHistoryRef = builder.objectRef<AppealHistoryPage>('AppealHistory').implement({
  fields: (t) => ({
    quantity: t.exposeInt('quantity', { description: 'Appeals matching the search and source.' }),
    incompleted: t.exposeInt('incompleted', { description: 'Of those, the ones not completed.' }),
    data: t.field({ type: [AppealHistoryItemRef], resolve: (page) => page.data }),
  }),
});

const AppealHistoryInput = builder.inputType('AppealHistoryInput', {
  fields: (t) => ({
    limit: t.int({ required: true }),
    offset: t.int({ required: true }),
    orderBy: t.string({ required: false, description: 'name, createdAt (default, newest first) or constituents.' }),
    search: t.string({ required: false }),
    dataImportSourceId: t.int({ required: false, description: '1 Raiser\'s Edge NXT, 2 Excel, 3 Virtuous; empty for all.' }),
  }),
});

builder.queryField('getAppealHistory', (t) =>
  t.field({
    type: AppealHistoryRef,
    description: "The company's appeals, paged, searched by name and filtered by source.",
    args: { input: t.arg({ type: AppealHistoryInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const session = requireCompanyOrThrow(ctx.session);
      return getAppealHistory(ctx.services.db, session.companyId, input);
    },
  }),
);

builder.mutationField('deleteAppeal', (t) =>
  t.int({
    description: 'Deletes an appeal (administrators of the company only); returns its id.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const session = requireAdministratorOrThrow(ctx.session);
      return (await deleteAppeal(ctx.services, session.companyId, id)).id;
    },
  }),
);

builder.mutationField('DuplicateAppeal', (t) =>
  t.field({
    type: AppealRef,
    description: 'Copies an appeal under a new name and returns the copy, locked until its donors and asks follow in a job (push DUPLICATEAPPEAL on the new id).',
    args: { fromAppealId: t.arg.int({ required: true }), appealName: t.arg.string({ required: true }) },
    resolve: async (_root, { fromAppealId, appealName }, ctx) => {
      const session = requireCompanyOrThrow(ctx.session);
      const appealId = await duplicateAppeal(ctx.services, session, fromAppealId, appealName);
      const appeal = await getAppeal(ctx.services.db, session.companyId, appealId);
      if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
      return appeal;
    },
  }),
);
