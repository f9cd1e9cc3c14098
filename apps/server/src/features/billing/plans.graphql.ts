import { builder } from '../../graphql/builder.ts';
import { requireAdministratorOrThrow } from '../accounts/index.ts';
import { estimatePlanChange } from './estimate-plan-change.ts';
import { listPlans } from './list-plans.ts';
import { CustomPlanValidateResultRef, EstimateResultRef, PromoCodeValidateResultRef, SubscriptionPlanRef } from './plan-objects.graphql.ts';
import { validateCustomPlan } from './validate-custom-plan.ts';
import { validatePromoCode } from './validate-promo-code.ts';

// Choosing a plan: the plan table, what a plan would cost now, promo codes and custom plan ids.

builder.queryField('listPaymentSubscriptions', (t) =>
  t.field({
    type: [SubscriptionPlanRef],
    description: 'The plan table, by constituent limit, the custom plan last.',
    resolve: (_root, _args, ctx) => listPlans(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);

builder.queryField('getEstimatePlanUpgrade', (t) =>
  t.field({
    type: EstimateResultRef,
    description:
      'What changing to a plan (planId, or cbSubscriptionId) with these promo codes would charge now; for a company without a subscription, the first payment.',
    args: { planId: t.arg.int(), companyId: t.arg.int(), cbSubscriptionId: t.arg.string(), promoCodes: t.arg.stringList() },
    resolve: (_root, args, ctx) => estimatePlanChange(ctx.services, requireAdministratorOrThrow(ctx.session), args),
  }),
);

builder.queryField('PromocodeValidateRequest', (t) =>
  t.field({
    type: PromoCodeValidateResultRef,
    description: `A promo code for a plan: statusCode 500 with 'Promo code "{code}" is invalid' or 'Promo code {code} is already applied on a previous billing'.`,
    args: { cbSubscriptionId: t.arg.string({ required: true }), promoCode: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => validatePromoCode(ctx.services, requireAdministratorOrThrow(ctx.session), args),
  }),
);

builder.queryField('CustomPlanValidateRequest', (t) =>
  t.field({
    type: CustomPlanValidateResultRef,
    description: 'A custom plan id: its name, yearly price and constituents limit; statusCode 500 with the message when unknown.',
    args: { cbSubscriptionId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => validateCustomPlan(ctx.services, requireAdministratorOrThrow(ctx.session), args.cbSubscriptionId),
  }),
);
