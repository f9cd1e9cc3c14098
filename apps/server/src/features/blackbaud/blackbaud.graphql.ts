import { builder } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { requireAdministratorOrThrow, requireCompanyOrThrow } from '../accounts/index.ts';
import { connectEnvironment } from './connect-environment.ts';
import { removeEnvironment } from './remove-environment.ts';
import { skyClientConfig, skyRedirectUri } from './sky-connection.ts';
import { latestIngestionRequests, ingestionRequestById, type IngestionRequestView } from './ingestion-requests.ts';
import { startSync } from './sync/start-sync.ts';
import { requestAudienceProcessing } from './audience/process-audience.ts';
import { processAudienceJob } from './audience/process-audience.job.ts';
import { refreshAudienceLists } from './audience/refresh-audience-lists.ts';
import { audienceExecutionById, type AudienceExecutionView } from './audience/audience-execution.ts';
import { publishEnvironmentUpdated } from './environment-events.ts';
import { requestResync } from './sync/request-resync.ts';
import { unsubscribeAll } from './webhooks/webhook-subscriptions.ts';
import './webhooks/webhooks.graphql.ts';

const StatusResult = builder.objectRef<{ statusCode: number; error?: string | null; result?: string | null }>('BlackbaudStatusResult').implement({
  description: 'statusCode 200 on success; otherwise error holds the spec\'s code (section 8).',
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    error: t.string({ nullable: true, resolve: (r) => r.error ?? null }),
    result: t.string({ nullable: true, description: 'JSON, e.g. {"bbirId": 12} for TriggerBlackbaudIngestion.', resolve: (r) => r.result ?? null }),
  }),
});

const AuthorizationSettings = builder.objectRef<{ isConfigured: boolean; authorizeUrl: string; clientId: string; redirectUri: string }>('BlackbaudAuthorizationSettings').implement({
  description: 'What the browser needs to open the Raiser\'s Edge NXT authorization popup (no secrets).',
  fields: (t) => ({
    isConfigured: t.exposeBoolean('isConfigured'),
    authorizeUrl: t.exposeString('authorizeUrl'),
    clientId: t.exposeString('clientId'),
    redirectUri: t.exposeString('redirectUri', { description: 'The redirect URI registered with the SKY application; the popup must return there.' }),
  }),
});

const ProgressEntry = builder.objectRef<IngestionRequestView['progress'][number]>('BlackbaudIngestionProgress').implement({
  fields: (t) => ({
    bbijId: t.exposeInt('bbijId'),
    bbijEntity: t.exposeString('bbijEntity'),
    ingested: t.exposeInt('ingested'),
    total: t.exposeInt('total'),
    percentage: t.exposeInt('percentage'),
    status: t.exposeString('status'),
    isEssential: t.exposeBoolean('isEssential'),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
  }),
});

const IngestionRequest = builder.objectRef<IngestionRequestView>('BlackbaudIngestionRequest').implement({
  description: 'A donor-database sync (spec section 3, Ingestion request) with its per-entity progress.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type'),
    status: t.exposeString('status'),
    companyOrganizationId: t.exposeInt('companyOrganizationId'),
    blackbaudEnvId: t.exposeString('blackbaudEnvId'),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    createdBy: t.exposeInt('createdBy', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    progress: t.field({ type: [ProgressEntry], resolve: (r) => r.progress }),
  }),
});

builder.queryField('getBlackbaudAuthorizationSettings', (t) =>
  t.field({
    type: AuthorizationSettings,
    resolve: (_root, _args, ctx) => {
      requireCompanyOrThrow(ctx.session);
      const config = skyClientConfig(ctx.services.config);
      return { isConfigured: config !== null, authorizeUrl: config?.authorizeUrl ?? '', clientId: config?.clientId ?? '', redirectUri: skyRedirectUri(ctx.services.config) };
    },
  }),
);

builder.mutationField('BlackbaudAuthentication', (t) =>
  t.field({
    type: StatusResult,
    description: 'Exchanges the authorization code on the server and adds (or reconnects) the environment (administrators only).',
    args: {
      callbackUrl: t.arg.string({ required: true }),
      code: t.arg.string({ required: true }),
      isReconnect: t.arg.boolean({ required: true }),
      reIngestResources: t.arg.boolean({ required: false }),
      companyOrgId: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const session = requireAdministratorOrThrow(ctx.session);
      const result = await connectEnvironment(ctx.services, {
        companyId: session.companyId,
        userId: session.userId,
        callbackUrl: args.callbackUrl,
        code: args.code,
        isReconnect: args.isReconnect,
        reIngestResources: args.reIngestResources ?? false,
        companyOrgId: args.companyOrgId ?? null,
      });
      if (result.statusCode !== 200) return { statusCode: result.statusCode, error: result.error };
      return { statusCode: 200, result: JSON.stringify({ companyOrgId: result.companyOrgId, bbirId: result.requestId }) };
    },
  }),
);

builder.mutationField('TriggerBlackbaudIngestion', (t) =>
  t.field({
    type: StatusResult,
    description: 'Starts a SYNC (what changed since the last sync) or RESYNC (everything) of an environment (administrators only).',
    args: { type: t.arg.string({ required: true }), companyOrganizationId: t.arg.int({ required: true }), extraParams: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const session = requireAdministratorOrThrow(ctx.session);
      if (args.type !== 'SYNC' && args.type !== 'RESYNC') throw new UserFacingError('type must be SYNC or RESYNC.');
      const requestId = await startSync(ctx.services, { companyId: session.companyId, environmentId: args.companyOrganizationId, type: args.type, userId: session.userId });
      return { statusCode: 200, result: JSON.stringify({ bbirId: requestId }) };
    },
  }),
);

builder.mutationField('BlackbaudItemRequests', (t) =>
  t.field({
    type: StatusResult,
    description:
      "Resyncs an environment: stepsToSync names every kind of record to read again (the 16 *_START steps), and the whole environment is read from Raiser's Edge NXT again, locked until it ends (administrators only). result: JSON {\"bbirId\": 12}.",
    args: { companyOrgId: t.arg.int({ required: true }), stepsToSync: t.arg.stringList({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const session = requireAdministratorOrThrow(ctx.session);
      const answer = await requestResync(ctx.services, { companyId: session.companyId, environmentId: args.companyOrgId, steps: args.stepsToSync, userId: session.userId });
      if (answer.statusCode !== 200) return answer;
      return { statusCode: 200, result: JSON.stringify({ bbirId: answer.requestId }) };
    },
  }),
);

builder.queryField('getLatestBlackbaudIngestionRequests', (t) =>
  t.field({
    type: [IngestionRequest],
    args: { companyOrgId: t.arg.int({ required: true }) },
    resolve: (_root, { companyOrgId }, ctx) => latestIngestionRequests(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, companyOrgId),
  }),
);

builder.queryField('getBlackbaudIngestionRequestById', (t) =>
  t.field({
    type: IngestionRequest,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => ingestionRequestById(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, id),
  }),
);

builder.mutationField('RemoveBlackbaudEnvironment', (t) =>
  t.field({
    type: StatusResult,
    description: 'Removes a connected environment with its donors (administrators only).',
    args: { companyOrganizationId: t.arg.int({ required: false }), practiceBBOrganizationId: t.arg.int({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const session = requireAdministratorOrThrow(ctx.session);
      const id = args.companyOrganizationId ?? args.practiceBBOrganizationId;
      if (!id) throw new UserFacingError('companyOrganizationId is required.');
      await unsubscribeAll(ctx.services, session.companyId, id);
      const isRemoved = await removeEnvironment(ctx.services.db, session.companyId, id);
      if (!isRemoved) return { statusCode: 404, error: 'Environment not found.' };
      await publishEnvironmentUpdated(ctx.services, session.companyId, id);
      return { statusCode: 200 };
    },
  }),
);

const AudienceRequestResult = builder.objectRef<{ statusCode: number; error: string | null; blackbaudAudienceListExecutionId: number | null }>('BlackbaudAudienceRequestResult').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    error: t.exposeString('error', { nullable: true }),
    blackbaudAudienceListExecutionId: t.exposeInt('blackbaudAudienceListExecutionId', { nullable: true, description: 'The audience list whose execution to follow (NTYPE_AUDIENCE_LIST_PROCESS_V2).' }),
  }),
});

builder.mutationField('AdminBlackbaudAudienceRequestV2', (t) =>
  t.field({
    type: AudienceRequestResult,
    description: 'Processes (PROCESS) or retries (RETRY) a constituent list of a connected environment: its members are linked to the synced donors (administrators only).',
    args: { bbAudienceId: t.arg.int({ required: true }), requestType: t.arg.string({ required: true }) },
    resolve: async (_root, { bbAudienceId, requestType }, ctx) => {
      const session = requireAdministratorOrThrow(ctx.session);
      if (requestType !== 'PROCESS' && requestType !== 'RETRY') throw new UserFacingError('requestType must be PROCESS or RETRY.');
      const audience = await requestAudienceProcessing(ctx.services.db, session.companyId, bbAudienceId, requestType);
      await ctx.services.jobs.send(processAudienceJob, { companyId: session.companyId, audienceId: audience.id });
      return { statusCode: 200, error: null, blackbaudAudienceListExecutionId: audience.id };
    },
  }),
);

builder.mutationField('RefreshBlackbaudAudienceLists', (t) =>
  t.field({
    type: StatusResult,
    description: 'Reads a connected environment\'s constituent lists from Raiser\'s Edge NXT again, without a sync (administrators only). result: JSON {"total": lists}.',
    args: { companyOrganizationId: t.arg.int({ required: true }) },
    resolve: async (_root, { companyOrganizationId }, ctx) => {
      const session = requireAdministratorOrThrow(ctx.session);
      const { total } = await refreshAudienceLists(ctx.services, session.companyId, companyOrganizationId);
      return { statusCode: 200, result: JSON.stringify({ total }) };
    },
  }),
);

const AudienceExecution = builder.objectRef<AudienceExecutionView>('BlackbaudAudienceListExecution').implement({
  description: 'The processing of an audience list (AdminBlackbaudAudienceRequestV2): INIT, DELETING_OLD_RECORDS, PROCESSING, DONE or ERROR.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    audienceId: t.exposeInt('audienceId'),
    blackbaudOrganizationId: t.exposeInt('blackbaudOrganizationId'),
    status: t.exposeString('status'),
    requestType: t.exposeString('requestType', { nullable: true, description: 'PROCESS or RETRY.' }),
    processedConstituentsCount: t.exposeInt('processedConstituentsCount', { nullable: true }),
    totalConstituentsCount: t.exposeInt('totalConstituentsCount', { nullable: true }),
    retryAttempts: t.exposeInt('retryAttempts'),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('getBlackbaudAudienceListExecutionById', (t) =>
  t.field({
    type: AudienceExecution,
    nullable: true,
    description: "An audience list's processing, by the blackbaudAudienceListExecutionId AdminBlackbaudAudienceRequestV2 answered; null when there is none (the page says 'failed to fetch Blackbaud Audience List Processing status').",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => audienceExecutionById(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, id),
  }),
);
