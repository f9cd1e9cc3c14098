import { builder } from '../../../graphql/builder.ts';
import { UserFacingError } from '../../../graphql/errors.ts';
import { requireAdministratorOrThrow } from '../../accounts/index.ts';
import { subscribe, subscribedEvents, unsubscribe, type SubscribedEventView } from './webhook-subscriptions.ts';

const SubscribedEvent = builder.objectRef<SubscribedEventView>('BlackbaudSubscribedWHEvent').implement({
  description: 'An event type and this environment\'s subscription to it (spec section 3, Event subscription).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The webhookEventId to SUBSCRIBE with.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    eventType: t.exposeString('eventType'),
    provisionStatus: t.exposeString('provisionStatus', { nullable: true, description: 'null (unprovisioned), PROVISIONING, PROVISIONED, UNPROVISIONING or ERROR.' }),
    errMessage: t.exposeString('errMessage', { nullable: true }),
    companyOrganizationToBbWebhookEventId: t.exposeInt('companyOrganizationToBbWebhookEventId', { nullable: true, description: 'The subscription to UNSUBSCRIBE.' }),
  }),
});

const ManageResult = builder.objectRef<{ statusCode: number; error: string | null }>('BlackbaudManageWHEventsResult').implement({
  fields: (t) => ({ statusCode: t.exposeInt('statusCode'), error: t.exposeString('error', { nullable: true }) }),
});

builder.queryField('getCompanyOrganizationSubscribedWHEvents', (t) =>
  t.field({
    type: [SubscribedEvent],
    description: 'The event subscriptions of a connected environment (administrators only; the page refreshes it every 30 s).',
    args: { companyOrganizationId: t.arg.int({ required: true }) },
    resolve: (_root, { companyOrganizationId }, ctx) => subscribedEvents(ctx.services, requireAdministratorOrThrow(ctx.session).companyId, companyOrganizationId),
  }),
);

builder.mutationField('ManageCompanyOrganizationSubscribedWHEvents', (t) =>
  t.field({
    type: ManageResult,
    description: 'SUBSCRIBE an environment to an event type (webhookEventId), or UNSUBSCRIBE a subscription (companyOrganizationToBbWebhookEventId).',
    args: {
      requestType: t.arg.string({ required: true }),
      companyOrganizationId: t.arg.int({ required: false }),
      webhookEventId: t.arg.int({ required: false }),
      companyOrganizationToBbWebhookEventId: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = requireAdministratorOrThrow(ctx.session);
      try {
        if (args.requestType === 'SUBSCRIBE') {
          if (!args.companyOrganizationId || !args.webhookEventId) throw new UserFacingError('companyOrganizationId and webhookEventId are required.');
          await subscribe(ctx.services, companyId, args.companyOrganizationId, args.webhookEventId);
        } else if (args.requestType === 'UNSUBSCRIBE') {
          if (!args.companyOrganizationToBbWebhookEventId) throw new UserFacingError('companyOrganizationToBbWebhookEventId is required.');
          await unsubscribe(ctx.services, companyId, args.companyOrganizationToBbWebhookEventId);
        } else {
          throw new UserFacingError('requestType must be SUBSCRIBE or UNSUBSCRIBE.');
        }
        return { statusCode: 200, error: null };
      } catch (error) {
        if (error instanceof UserFacingError) return { statusCode: 400, error: error.message };
        throw error;
      }
    },
  }),
);
