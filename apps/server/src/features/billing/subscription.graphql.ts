import { builder } from '../../graphql/builder.ts';
import { requireAdministratorOrThrow } from '../accounts/index.ts';
import { CancelFeedbackInput, SubscriptionPurchaseInput } from './billing-inputs.graphql.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { changePlan } from './change-plan.ts';
import { completeHostedCheckout } from './complete-hosted-checkout.ts';
import { getCompanySubscription } from './get-company-subscription.ts';
import { getSubscriptionInfo } from './get-subscription-info.ts';
import { purchaseSubscription } from './purchase-subscription.ts';
import { reactivateSubscription } from './reactivate-subscription.ts';
import { saveCancelFeedback } from './save-cancel-feedback.ts';
import { CompanySubscriptionRef, PaymentOperationResultRef, StatusResultRef, SubscriptionInfoRef } from './subscription-objects.graphql.ts';

// The subscription over its life: reading it, buying, changing the plan, cancelling and reactivating.

builder.queryField('getCompanySubscription', (t) =>
  t.field({
    type: CompanySubscriptionRef,
    nullable: true,
    description: "The company's subscription, or null when it has none. Other members read getExportAllowance.isSubscribed.",
    resolve: (_root, _args, ctx) => getCompanySubscription(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);

builder.queryField('ChargebeeSubscriptionInfoRequest', (t) =>
  t.field({
    type: SubscriptionInfoRef,
    nullable: true,
    description: "The provider's view of the company's subscription, or null without one.",
    resolve: (_root, _args, ctx) => getSubscriptionInfo(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);

builder.mutationField('CreateCompanySubscriptionRequest', (t) =>
  t.field({
    type: PaymentOperationResultRef,
    description:
      'Buys a yearly plan. For sourceType ach the result carries the hosted checkout pageLink; complete it with CompleteHostedCheckoutRequest.',
    args: { input: t.arg({ type: SubscriptionPurchaseInput, required: true }) },
    resolve: (_root, { input }, ctx) => purchaseSubscription(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('SetCompanySubscriptionRequest', (t) =>
  t.field({
    type: PaymentOperationResultRef,
    description:
      'Changes the plan (upgrade or downgrade), paying the difference now with the given card token or the current payment method.',
    args: { input: t.arg({ type: SubscriptionPurchaseInput, required: true }) },
    resolve: (_root, { input }, ctx) => changePlan(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('CompleteHostedCheckoutRequest', (t) =>
  t.field({
    type: PaymentOperationResultRef,
    description: 'Records the subscription bought through the hosted checkout (direct debit).',
    args: { hostedPageId: t.arg.string({ required: true }), subscriptionId: t.arg.int() },
    resolve: (_root, args, ctx) => completeHostedCheckout(ctx.services, requireAdministratorOrThrow(ctx.session), args.hostedPageId),
  }),
);

builder.mutationField('CancelCompanySubscriptionRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: 'Cancels at the end of the current billing period (status non_renewing); 500 with the error otherwise.',
    resolve: (_root, _args, ctx) => cancelSubscription(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);

builder.mutationField('SaveSubscriptionCancelFeedbackRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description:
      "Keeps the cancel feedback (processType CREATE_FEEDBACK). 'Please select at least one option' without a reason; other_text at most 500 characters.",
    args: { processType: t.arg.string({ required: true }), feedbacks: t.arg({ type: CancelFeedbackInput, required: true }) },
    resolve: (_root, args, ctx) =>
      saveCancelFeedback(ctx.services, requireAdministratorOrThrow(ctx.session), args.processType, args.feedbacks),
  }),
);

builder.mutationField('ReactivateCompanySubscriptionRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: 'Undoes a cancellation: allowed within 7 days before the payment date (a cancelled subscription starts a new term).',
    resolve: (_root, _args, ctx) => reactivateSubscription(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);
