import { builder } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { requireAdministratorOrThrow, requireCompanyOrThrow, requireSignedInOrThrow } from '../accounts/index.ts';
import { needsReauthentication, publishEnvironmentUpdated } from '../blackbaud/index.ts';
import { listDataImportSources, type DataImportSourceRow } from './data-import-sources.ts';
import { companyEvents } from '../../realtime/company-events.ts';
import { ENVIRONMENT_EVENT_TYPES } from './environment-events.ts';
import { ENVIRONMENT_NOT_FOUND, findDonorDatabaseEnvironment, updateEnvironment } from './update-environment.ts';
import { isPracticeEnvironment, listDonorDatabaseEnvironments, type EnvironmentRow } from './list-environments.ts';

export const BlackbaudOrganizationRef = builder.objectRef<EnvironmentRow>('BlackbaudOrganization').implement({
  description: 'A donor-database environment of the company (spec section 3, Environment). isLocked is 0/1.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    companyOrgId: t.int({ resolve: (e) => e.id }),
    organizationId: t.exposeString('organizationId'),
    organizationName: t.exposeString('organizationName'),
    environmentId: t.exposeString('environmentId'),
    environmentName: t.exposeString('environmentName', { nullable: true }),
    constituentTotal: t.exposeInt('constituentTotal'),
    giftTotal: t.exposeInt('giftTotal'),
    totalAudienceLists: t.exposeInt('totalAudienceLists'),
    status: t.exposeString('status'),
    isLocked: t.int({ resolve: (e) => (e.isLocked ? 1 : 0) }),
    lastStatusUpdate: t.expose('lastStatusUpdate', { type: 'DateTime' }),
    totalSyncTime: t.exposeInt('totalSyncTime', { nullable: true }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    ingestionType: t.exposeString('ingestionType', { nullable: true }),
    ingestionStatus: t.exposeString('ingestionStatus', { nullable: true }),
    ingestionError: t.exposeString('ingestionError', { nullable: true }),
    ingestionCompletionDate: t.expose('ingestionCompletionDate', { type: 'DateTime', nullable: true }),
    isPractice: t.boolean({ description: 'The generated practice environment.', resolve: isPracticeEnvironment }),
    needsReauthentication: t.boolean({
      description: "Raiser's Edge NXT refused the stored authorization: an administrator must reauthenticate.",
      resolve: (e, _args, ctx) => (isPracticeEnvironment(e) ? false : needsReauthentication(ctx.services.db, e.companyId, e.id)),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('listBlackbaudOrganizationsByCompanyId', (t) =>
  t.field({
    type: [BlackbaudOrganizationRef],
    description: "The user's company's donor-database environments, the practice environment first.",
    resolve: (_root, _args, ctx) => listDonorDatabaseEnvironments(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId),
  }),
);

builder.mutationField('updateBlackbaudOrganization', (t) =>
  t.field({
    type: BlackbaudOrganizationRef,
    description:
      "Renames an environment or sets its lock (administrators only). isLocked 1 keeps the lock a sync holds (a resync's request sets it); 0 releases a lock no sync holds, and is refused while one does.",
    args: { id: t.arg.int({ required: true }), organizationName: t.arg.string({ required: false }), isLocked: t.arg.int({ required: false }) },
    resolve: async (_root, { id, organizationName, isLocked }, ctx) => {
      const { companyId } = requireAdministratorOrThrow(ctx.session);
      const environment = await updateEnvironment(ctx.services.db, companyId, id, { organizationName, isLocked });
      await publishEnvironmentUpdated(ctx.services, companyId, id);
      return environment;
    },
  }),
);

builder.subscriptionField('updatedBlackbaudOrganization', (t) =>
  t.field({
    type: BlackbaudOrganizationRef,
    nullable: true,
    description: "Pushes the environment whenever it changes (a sync starts or ends, it is renamed, locked or unlocked; null once removed); only the user's company's environments.",
    args: { id: t.arg.int({ required: true }) },
    subscribe: async (_root, { id }, ctx) => {
      const { companyId } = requireCompanyOrThrow(ctx.session);
      if (!(await findDonorDatabaseEnvironment(ctx.services.db, companyId, id))) throw new UserFacingError(ENVIRONMENT_NOT_FOUND, 'NOT_FOUND');
      return companyEvents(ctx.services.bus, ENVIRONMENT_EVENT_TYPES, String(id), companyId);
    },
    resolve: (_event, { id }, ctx) => findDonorDatabaseEnvironment(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, id),
  }),
);

const DataImportSourceRef = builder.objectRef<DataImportSourceRow>('DataImportSource').implement({
  description: "A source of donors: Raiser's Edge NXT (DIS_BB), Excel (DIS_EX) or Virtuous (DIS_VIR).",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
  }),
});

builder.queryField('getDataImportSources', (t) =>
  t.field({
    type: [DataImportSourceRef],
    description: 'The data import sources (spec section 7), by id; appeals name theirs by dataImportSourceId.',
    resolve: (_root, _args, ctx) => {
      requireSignedInOrThrow(ctx.session);
      return listDataImportSources(ctx.services.db);
    },
  }),
);
