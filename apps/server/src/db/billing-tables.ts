import type { ColumnType, Generated } from 'kysely';

type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;
type Cents = ColumnType<number, number | bigint, number | bigint>;

/** The plan table (migration 0600); custom plans are not listed and are bought by their id. */
export interface BillingPlansTable {
  id: Generated<number>;
  name: string;
  description: string;
  itemPriceId: string;
  annualFeeCents: ColumnType<number | null, number | null, number | null>;
  constituentsLimit: number;
  donorsRecord: string;
  isListed: Generated<boolean>;
  sortOrder: Generated<number>;
}

export interface BillingCouponsTable {
  id: string;
  name: string;
  discountType: 'fixed_amount' | 'percentage';
  discountAmountCents: ColumnType<number | null, number | null, number | null>;
  discountPercentage: ColumnType<string | null, string | number | null, string | number | null>;
  durationType: 'forever' | 'one_time' | 'limited_period';
  period: number | null;
  periodUnit: string | null;
  status: Generated<string>;
}

/** The company's subscription as the product reads it, whichever provider holds it. */
export interface CompanySubscriptionsTable {
  companyId: number;
  provider: 'sandbox' | 'chargebee';
  subscriptionId: string;
  customerId: string;
  planId: number | null;
  itemPriceId: string;
  status: string;
  annualFeeCents: Cents;
  constituentsLimit: number;
  couponIds: ColumnType<string[], string[] | undefined, string[]>;
  currentTermStart: Date | null;
  currentTermEnd: Date | null;
  nextBillingAt: Date | null;
  cancelledAt: Date | null;
  startedAt: Date | null;
  providerVersion: ColumnType<number, number | bigint | undefined, number | bigint>;
  createdAt: Created;
  updatedAt: Updated;
}

export type CardOutcome = 'success' | 'insufficient_funds' | 'storage_fails';

interface CardColumns {
  brand: string | null;
  last4: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  firstName: string | null;
  lastName: string | null;
  billingAddr1: string | null;
  billingAddr2: string | null;
  billingCity: string | null;
  billingStateCode: string | null;
  billingZip: string | null;
}

export interface BillingCardTokensTable extends CardColumns {
  id: string;
  companyId: number;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  outcome: CardOutcome;
  createdAt: Created;
  expiresAt: Date;
  consumedAt: Date | null;
}

export interface BillingPaymentSourcesTable extends CardColumns {
  id: string;
  companyId: number;
  type: 'card' | 'bank_account';
  referenceId: string | null;
  billingCountry: string | null;
  outcome: ColumnType<CardOutcome, CardOutcome | undefined, CardOutcome>;
  isPrimary: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Created;
}

export interface BillingInvoicesTable {
  id: string;
  companyId: number;
  subscriptionId: string;
  date: ColumnType<Date, Date | undefined, Date>;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  subTotalCents: Cents;
  discountCents: ColumnType<number, number | undefined, number>;
  creditsAppliedCents: ColumnType<number, number | undefined, number>;
  taxCents: ColumnType<number, number | undefined, number>;
  totalCents: Cents;
  amountPaidCents: Cents;
  status: string;
  paymentSourceId: string | null;
  paymentMethod: string;
  maskedNumber: string | null;
  couponIds: ColumnType<string[], string[] | undefined, string[]>;
  pdfKey: string | null;
}

export interface BillingHostedPagesTable {
  id: string;
  companyId: number;
  itemPriceId: string;
  couponIds: ColumnType<string[], string[] | undefined, string[]>;
  state: ColumnType<string, string | undefined, string>;
  createdAt: Created;
  expiresAt: Date;
}

export interface BillingCancelFeedbackTable {
  id: Generated<number>;
  companyId: number;
  userId: number | null;
  feedback: string[];
  otherText: string | null;
  createdAt: Created;
}

export interface BillingWebhookEventsTable {
  id: string;
  companyId: number;
  eventType: string;
  occurredAt: Date;
  receivedAt: Created;
}

export interface BillingTables {
  billingPlans: BillingPlansTable;
  billingCoupons: BillingCouponsTable;
  companySubscriptions: CompanySubscriptionsTable;
  billingCardTokens: BillingCardTokensTable;
  billingPaymentSources: BillingPaymentSourcesTable;
  billingInvoices: BillingInvoicesTable;
  billingHostedPages: BillingHostedPagesTable;
  billingCancelFeedback: BillingCancelFeedbackTable;
  billingWebhookEvents: BillingWebhookEventsTable;
}
