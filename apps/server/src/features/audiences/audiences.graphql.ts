import { builder } from '../../graphql/builder.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { listAudiences, type AudienceRow } from './list-audiences.ts';

export const AudienceRef = builder.objectRef<AudienceRow>('Audience').implement({
  description: 'An audience list of an environment (spec section 3, Audience).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    blackbaudId: t.string({ resolve: (a) => a.externalId }),
    name: t.exposeString('name'),
    total: t.exposeInt('total'),
    status: t.exposeString('status', { nullable: true }),
    isActive: t.exposeBoolean('isActive'),
    lastLinkedToConstituentsOn: t.expose('lastLinkedToConstituentsOn', { type: 'DateTime', nullable: true }),
    executionStatus: t.exposeString('executionStatus', { nullable: true }),
    executionCompletedAt: t.expose('executionCompletedAt', { type: 'DateTime', nullable: true }),
    latestBlackbaudAudienceExecutionId: t.int({ nullable: true, resolve: () => null }),
    blackbaudOrganizationId: t.exposeInt('environmentId'),
    processedConstituentsCount: t.exposeInt('processedConstituentsCount', { nullable: true }),
    totalConstituentsCount: t.exposeInt('totalConstituentsCount', { nullable: true }),
    requestType: t.exposeString('requestType', { nullable: true }),
    retryAttempts: t.exposeInt('retryAttempts'),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
  }),
});

builder.queryField('getOrganizationAudiences', (t) =>
  t.field({
    type: [AudienceRef],
    args: { organizationId: t.arg.int({ required: true, description: 'The environment id.' }) },
    resolve: (_root, { organizationId }, ctx) => listAudiences(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, organizationId),
  }),
);
