import { builder } from '../../graphql/builder.ts';
import { requireAdministratorOrThrow, requireCompanyOrThrow } from '../accounts/index.ts';
import { claimsToken, exchangeToken, signIn } from './connect-account.ts';
import { deleteAccount, DELETE_FAILED, findAccount, listAccounts, type VirtuousAccountView } from './virtuous-accounts.ts';
import { mappingSelections, requestVirtuousMapping, type VirtuousSelectionsView } from './virtuous-mapping.ts';
import { listCampaigns, listCommunications, listProjects, type VirtuousCampaignView, type VirtuousCommunicationView, type VirtuousProjectView } from './virtuous-pickers.ts';
import { latestIngestion, type VirtuousIngestionView } from './virtuous-ingestion-view.ts';
import { listTags, syncTags, type VirtuousTagView } from './virtuous-tags.ts';
import { startTagSync } from './sync/start-tag-sync.ts';

type Result = { statusCode: number; error: string | null; result?: string | null };

const VirtuousResult = builder.objectRef<Result>('VirtuousResult').implement({
  description: 'statusCode 200 on success; otherwise error holds the message or code to show (spec section 8).',
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    error: t.exposeString('error', { nullable: true }),
    result: t.string({ nullable: true, resolve: (r) => r.result ?? null }),
  }),
});

const VirtuousAccount = builder.objectRef<VirtuousAccountView>('VirtuousAccount').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    companyId: t.exposeInt('companyId'),
    organizationId: t.exposeString('organizationId'),
    virtuousAccountId: t.exposeString('virtuousAccountId'),
    organizationName: t.exposeString('organizationName'),
    totalConstituents: t.exposeInt('totalConstituents', { description: 'Contacts of the Virtuous organisation.' }),
    syncedConstituents: t.exposeInt('syncedConstituents', { description: 'Contacts synced through tags.' }),
    isLocked: t.exposeInt('isLocked', { description: '1 while a tag is syncing.' }),
    totalTags: t.exposeInt('totalTags'),
    needsReauthentication: t.exposeBoolean('needsReauthentication'),
  }),
});

const VirtuousTag = builder.objectRef<VirtuousTagView>('VirtuousTag').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    vTagId: t.exposeString('vTagId'),
    tagName: t.exposeString('tagName'),
    tagGroupName: t.exposeString('tagGroupName', { nullable: true }),
    virtuousAccountId: t.exposeInt('virtuousAccountId'),
    ccpIngested: t.exposeInt('ccpIngested', { description: '1 once the tag has been synced.' }),
    totalContacts: t.exposeInt('totalContacts'),
    lastSyncedAt: t.expose('lastSyncedAt', { type: 'DateTime', nullable: true }),
  }),
});

const VirtuousCampaign = builder.objectRef<VirtuousCampaignView>('VirtuousCampaign').implement({
  fields: (t) => ({ id: t.exposeInt('id'), vCampaignId: t.exposeString('vCampaignId'), campaignName: t.exposeString('campaignName') }),
});
const VirtuousCommunication = builder.objectRef<VirtuousCommunicationView>('VirtuousCommunication').implement({
  fields: (t) => ({ id: t.exposeInt('id'), vCommunicationId: t.exposeString('vCommunicationId'), vCampaignId: t.exposeString('vCampaignId'), communicationName: t.exposeString('communicationName') }),
});
const VirtuousProject = builder.objectRef<VirtuousProjectView>('VirtuousProject').implement({
  fields: (t) => ({ id: t.exposeInt('id'), vProjectId: t.exposeString('vProjectId'), projectName: t.exposeString('projectName'), vProjectCode: t.exposeString('vProjectCode', { nullable: true }) }),
});

const VirtuousIngestion = builder.objectRef<VirtuousIngestionView>('VirtuousIngestionStatus').implement({
  description: 'A tag sync: START, LEVELS, CONTACTS, GIFTS, then DONE or ERROR (pushed as VINGESTION).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    tagId: t.exposeInt('tagId', { nullable: true }),
    status: t.exposeString('status'),
    processed: t.exposeInt('processed'),
    total: t.exposeInt('total'),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
  }),
});

const VirtuousSelections = builder.objectRef<VirtuousSelectionsView>('VirtuousAppealMappingSelections').implement({
  fields: (t) => ({
    appealId: t.exposeInt('appealId'),
    tagId: t.exposeInt('tagId', { nullable: true }),
    includePassthrough: t.exposeBoolean('includePassthrough'),
    selections: t.exposeString('selections', { description: 'JSON: LastYear, SecondYear, ThirdYear, Capital, SpecialEvent, each {Type, Id} or null.' }),
  }),
});

const company = (ctx: { session: Parameters<typeof requireCompanyOrThrow>[0] }) => requireCompanyOrThrow(ctx.session).companyId;

builder.queryField('getVirtuousClaimsToken', (t) =>
  t.string({
    description: 'A claims token for the connect popup (administrators only, 10 minutes).',
    resolve: (_root, _args, ctx) => claimsToken(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);

builder.queryField('listLinkedVirtuousAccounts', (t) => t.field({ type: [VirtuousAccount], resolve: (_root, _args, ctx) => listAccounts(ctx.services.db, company(ctx)) }));

builder.queryField('getTagsByVirtuousAccountId', (t) =>
  t.field({ type: [VirtuousTag], args: { virtuousAccountId: t.arg.int({ required: true }) }, resolve: (_root, args, ctx) => listTags(ctx.services.db, company(ctx), args.virtuousAccountId) }),
);

const tagArg = { description: "The tag whose contacts' gifts the list comes from; the whole account without it." };

builder.queryField('getVirtuousCampaigns', (t) =>
  t.field({
    type: [VirtuousCampaign],
    args: { virtuousAccountId: t.arg.int({ required: true }), tagId: t.arg.int(tagArg) },
    resolve: (_root, args, ctx) => listCampaigns(ctx.services.db, company(ctx), args.virtuousAccountId, args.tagId ?? null),
  }),
);

builder.queryField('getVirtuousCommunications', (t) =>
  t.field({
    type: [VirtuousCommunication],
    args: { virtuousAccountId: t.arg.int({ required: true }), tagId: t.arg.int(tagArg) },
    resolve: (_root, args, ctx) => listCommunications(ctx.services.db, company(ctx), args.virtuousAccountId, args.tagId ?? null),
  }),
);

builder.queryField('getVirtuousProjectsByTagId', (t) =>
  t.field({
    type: [VirtuousProject],
    args: { virtuousAccountId: t.arg.int({ required: true }), tagId: t.arg.int(tagArg) },
    resolve: (_root, args, ctx) => listProjects(ctx.services.db, company(ctx), args.virtuousAccountId, args.tagId ?? null),
  }),
);

builder.queryField('getVirtuousIngestionStatus', (t) =>
  t.field({
    type: VirtuousIngestion,
    nullable: true,
    description: 'The latest sync of the account (of the tag when given); polled every 15 s.',
    args: { virtuousAccountId: t.arg.int({ required: true }), tagId: t.arg.int() },
    resolve: (_root, args, ctx) => latestIngestion(ctx.services.db, company(ctx), args.virtuousAccountId, args.tagId ?? null),
  }),
);

builder.queryField('getVirtuousAppealMappingSelections', (t) =>
  t.field({ type: VirtuousSelections, nullable: true, args: { appealId: t.arg.int({ required: true }) }, resolve: (_root, args, ctx) => mappingSelections(ctx.services.db, company(ctx), args.appealId) }),
);

builder.mutationField('VirtuousSignIn', (t) =>
  t.field({
    type: VirtuousResult,
    description: "The connect popup's check of Virtuous credentials (an API key, or e-mail, password and one-time code); result is the token for ExchangeVirtuousToken; 202 asks for the code.",
    args: {
      claimsToken: t.arg.string({ required: true }),
      organizationName: t.arg.string({ required: true }),
      apiKey: t.arg.string(),
      email: t.arg.string(),
      password: t.arg.string(),
      otp: t.arg.string(),
    },
    resolve: (_root, args, ctx) => signIn(ctx.services, requireAdministratorOrThrow(ctx.session), args),
  }),
);

builder.mutationField('ExchangeVirtuousToken', (t) =>
  t.field({
    type: VirtuousResult,
    description: 'Stores the checked credentials as a new account (or, with isReconnect, for an existing one) and reads its tags.',
    args: { token: t.arg.string({ required: true }), isReconnect: t.arg.boolean({ required: true }), virtuousAccountId: t.arg.int() },
    resolve: (_root, args, ctx) => exchangeToken(ctx.services, requireAdministratorOrThrow(ctx.session), args),
  }),
);

builder.mutationField('deleteCompanyToVirtuousAccount', (t) =>
  t.field({
    type: VirtuousResult,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { companyId } = requireAdministratorOrThrow(ctx.session);
      const isRemoved = await deleteAccount(ctx.services.db, companyId, args.id).catch(() => false);
      return isRemoved ? { statusCode: 200, error: null } : { statusCode: 404, error: DELETE_FAILED };
    },
  }),
);

builder.mutationField('VirtuousIngestion', (t) =>
  t.field({
    type: VirtuousResult,
    description: "resourceType TAGS re-reads the account's tags (administrators); TAG syncs a tag's contacts and gifts; MAP_APPEAL maps an appeal (extraParams JSON).",
    args: { virtuousAccountId: t.arg.int({ required: true }), resourceType: t.arg.string({ required: true }), tagId: t.arg.int(), extraParams: t.arg.string() },
    resolve: async (_root, args, ctx): Promise<Result> => {
      const session = requireCompanyOrThrow(ctx.session);
      if (args.resourceType === 'MAP_APPEAL') return requestVirtuousMapping(ctx.services, session.companyId, args.extraParams ?? '');
      if (!(await findAccount(ctx.services.db, session.companyId, args.virtuousAccountId))) return { statusCode: 404, error: 'Virtuous account not found.' };
      if (args.resourceType === 'TAGS') {
        requireAdministratorOrThrow(ctx.session);
        const outcome = await syncTags(ctx.services, session.companyId, args.virtuousAccountId);
        return { statusCode: outcome.error ? 500 : 200, error: outcome.error };
      }
      if (args.resourceType !== 'TAG' || !args.tagId) return { statusCode: 400, error: 'Unknown resourceType.' };
      const started = await startTagSync(ctx.services, { companyId: session.companyId, environmentId: args.virtuousAccountId, audienceId: args.tagId, userId: session.userId });
      return started.error ? { statusCode: 400, error: started.error } : { statusCode: 200, error: null, result: JSON.stringify({ ingestionId: started.ingestionId }) };
    },
  }),
);
