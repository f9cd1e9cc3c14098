import { builder } from '../../graphql/builder.ts';
import type {
  CustomPlanResult,
  CustomPlanValidateResult,
  EstimateResult,
  PromoCodeResult,
  PromoCodeValidateResult,
  SubscriptionPlan,
  UpgradeEstimate,
} from './billing-types.ts';
import { CENTS } from './cents-description.ts';

// The plan table and what choosing a plan would cost: estimates, promo codes and custom plans.

export const SubscriptionPlanRef = builder.objectRef<SubscriptionPlan>('SubscriptionPlan').implement({
  description: 'A yearly plan of the plan table; constituentsLimit 0 is the custom plan (Schedule a call).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    annualFee: t.exposeString('annualFee', { description: "Decimal dollars per year ('4800.00'), or 'Call for pricing'." }),
    annualFeeCents: t.exposeInt('annualFeeCents', { nullable: true, description: `${CENTS} Null for 'Call for pricing'.` }),
    constituentsLimit: t.exposeInt('constituentsLimit'),
    cbsubscriptionId: t.exposeString('cbsubscriptionId', { description: "The payment provider's item price id." }),
    donorsRecord: t.exposeString('donorsRecord', { description: "The plan table's 'Total records' text." }),
  }),
});

const UpgradeEstimateRef = builder.objectRef<UpgradeEstimate>('UpgradeEstimate').implement({
  fields: (t) => ({
    amountDue: t.exposeInt('amountDue', { description: `${CENTS} What would be charged now.` }),
    creditsApplied: t.exposeInt('creditsApplied', { description: CENTS }),
    total: t.exposeInt('total', { description: CENTS }),
  }),
});

export const EstimateResultRef = builder.objectRef<EstimateResult>('EstimateResult').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    message: t.exposeString('message', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    result: t.field({ type: UpgradeEstimateRef, nullable: true, resolve: (r) => r.result }),
  }),
});

const PromoCodeResultRef = builder.objectRef<PromoCodeResult>('PromoCodeResult').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    discountAmount: t.exposeInt('discountAmount', { description: `${CENTS} Taken off subscriptionPrice (percentages already applied).` }),
    discountText: t.exposeString('discountText', { description: "'10%' or '$500.00'." }),
    durationType: t.exposeString('durationType', { description: 'forever, one_time or limited_period.' }),
    discountType: t.exposeString('discountType', { description: 'fixed_amount or percentage.' }),
    period: t.exposeInt('period', { nullable: true }),
    periodUnit: t.exposeString('periodUnit', { nullable: true }),
    subscriptionPrice: t.exposeInt('subscriptionPrice', { description: `${CENTS} The plan's yearly price.` }),
  }),
});

export const PromoCodeValidateResultRef = builder.objectRef<PromoCodeValidateResult>('PromoCodeValidateResult').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    message: t.exposeString('message', { nullable: true }),
    result: t.field({ type: PromoCodeResultRef, nullable: true, resolve: (r) => r.result }),
  }),
});

const CustomPlanResultRef = builder.objectRef<CustomPlanResult>('CustomPlanResult').implement({
  fields: (t) => ({
    planName: t.exposeString('planName'),
    price: t.exposeString('price', { description: 'Decimal dollars per year.' }),
    constituentsLimit: t.exposeInt('constituentsLimit'),
    cbSubscriptionId: t.exposeString('cbSubscriptionId', { description: 'The custom plan id to purchase with.' }),
  }),
});

export const CustomPlanValidateResultRef = builder.objectRef<CustomPlanValidateResult>('CustomPlanValidateResult').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    message: t.exposeString('message', { nullable: true }),
    result: t.field({ type: CustomPlanResultRef, nullable: true, resolve: (r) => r.result }),
  }),
});
