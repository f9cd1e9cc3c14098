import { builder } from '../../graphql/builder.ts';
import { PROCESS_TYPES, SOURCE_TYPES } from './billing-types.ts';

// The billing requests' inputs; the enums list the values the pages send.

const SourceTypeEnum = builder.enumType('BillingSourceType', { values: SOURCE_TYPES });
export const ProcessTypeEnum = builder.enumType('SubscriptionProcessType', { values: PROCESS_TYPES });

const EcheckDataInput = builder.inputType('EcheckDataInput', {
  fields: (t) => ({ accountNumber: t.string({ required: true }), routingNumber: t.string({ required: true }) }),
});

export const SubscriptionPurchaseInput = builder.inputType('SubscriptionPurchaseInput', {
  description:
    'CreateCompanySubscriptionRequest / SetCompanySubscriptionRequest: cardToken from tokenization (card), echeckData (echeck), nothing for ach.',
  fields: (t) => ({
    cardToken: t.string(),
    cbSubscriptionId: t.string({
      required: true,
      description: "The plan's item price id (SubscriptionPlan.cbsubscriptionId or a custom plan id).",
    }),
    subscriptionId: t.int({ description: 'The plan id (SubscriptionPlan.id).' }),
    sourceType: t.field({ type: SourceTypeEnum, required: true }),
    promoCodes: t.stringList(),
    echeckData: t.field({ type: EcheckDataInput }),
  }),
});

const CardDetailsInput = builder.inputType('PaymentCardInput', {
  fields: (t) => ({
    first_name: t.string(),
    last_name: t.string(),
    expiry_month: t.int(),
    expiry_year: t.int(),
    billing_addr1: t.string(),
    billing_addr2: t.string(),
    billing_city: t.string(),
    billing_state_code: t.string(),
    billing_zip: t.string(),
    billing_country: t.string(),
  }),
});

export const PaymentMethodInput = builder.inputType('PaymentMethodInput', {
  description: "sourceType: 'card' or 'echeck' (update), 'new-card' or 'echeck' (create), 'edit-card', 'set-primary', 'delete-card'.",
  fields: (t) => ({
    sourceType: t.string({ required: true }),
    cardToken: t.string(),
    card: t.field({ type: CardDetailsInput }),
    echeckData: t.field({ type: EcheckDataInput }),
    payment_id: t.string(),
  }),
});

export const CancelFeedbackInput = builder.inputType('CancelFeedbackInput', {
  fields: (t) => ({
    feedback: t.stringList({ required: true, description: 'The chosen reasons (at least one).' }),
    other_text: t.string({ description: "'Other', at most 500 characters." }),
  }),
});
