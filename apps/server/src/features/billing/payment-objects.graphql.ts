import { builder } from '../../graphql/builder.ts';
import type { BillingConfiguration, PaymentSource } from './billing-types.ts';

// Saved payment methods, and how the browser collects a new card.

type CardOfSource = NonNullable<PaymentSource['card']>;
const PaymentCardRef = builder.objectRef<CardOfSource>('PaymentCard').implement({
  fields: (t) => ({
    brand: t.exposeString('brand'),
    last4: t.exposeString('last4'),
    masked_number: t.exposeString('masked_number'),
    expiry_month: t.exposeInt('expiry_month'),
    expiry_year: t.exposeInt('expiry_year'),
    first_name: t.exposeString('first_name', { nullable: true }),
    last_name: t.exposeString('last_name', { nullable: true }),
    billing_addr1: t.exposeString('billing_addr1', { nullable: true }),
    billing_addr2: t.exposeString('billing_addr2', { nullable: true }),
    billing_city: t.exposeString('billing_city', { nullable: true }),
    billing_state_code: t.exposeString('billing_state_code', { nullable: true }),
    billing_zip: t.exposeString('billing_zip', { nullable: true }),
  }),
});

const BankAccountRef = builder.objectRef<{ last4: string }>('PaymentBankAccount').implement({
  fields: (t) => ({ last4: t.exposeString('last4') }),
});

export const PaymentSourceRef = builder.objectRef<PaymentSource>('PaymentSource').implement({
  description: 'A saved payment method: only brand, last four digits and expiry are ever kept.',
  fields: (t) => ({
    id: t.exposeString('id'),
    reference_id: t.exposeString('reference_id', { nullable: true }),
    type: t.exposeString('type', { description: 'card or bank_account.' }),
    primary: t.exposeBoolean('primary'),
    card: t.field({ type: PaymentCardRef, nullable: true, resolve: (s) => s.card }),
    bank_account: t.field({ type: BankAccountRef, nullable: true, resolve: (s) => s.bank_account }),
  }),
});

export const BillingConfigurationRef = builder.objectRef<BillingConfiguration>('BillingConfiguration').implement({
  description: 'How the browser collects card details: the sandbox (look-alike fields posting to tokenizeUrl) or Chargebee.js from jsUrl.',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'sandbox or chargebee.' }),
    site: t.exposeString('site', { nullable: true }),
    publishableKey: t.exposeString('publishableKey', { nullable: true }),
    jsUrl: t.exposeString('jsUrl', { nullable: true }),
    tokenizeUrl: t.exposeString('tokenizeUrl', { nullable: true }),
  }),
});
