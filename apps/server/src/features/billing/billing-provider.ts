import type { BillingInvoice, BillingTransaction, CardDetails, EcheckData, PaymentSource, UpgradeEstimate } from './billing-types.ts';

/** Who is billed: one provider customer per company, with an id derived from the company id. */
export interface BillingCustomer {
  companyId: number;
  /** 'askwise-company-{companyId}': webhooks find the company from it. */
  customerId: string;
  companyName: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export function customerIdOf(companyId: number): string {
  return `askwise-company-${companyId}`;
}

export function companyIdOfCustomer(customerId: string): number | null {
  const match = /^askwise-company-(\d+)$/.exec(customerId);
  return match ? Number(match[1]) : null;
}

/** A provider's subscription, in the provider's terms (Chargebee's, which the sandbox copies). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  itemPriceId: string;
  /** active, non_renewing (cancelled at term end), cancelled, ... */
  status: string;
  amountCents: number;
  couponIds: string[];
  currentTermStart: Date | null;
  currentTermEnd: Date | null;
  nextBillingAt: Date | null;
  cancelledAt: Date | null;
  startedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Increases with every change (Chargebee's resource_version). */
  version: number;
}

export interface ProviderCoupon {
  id: string;
  discountType: 'fixed_amount' | 'percentage';
  discountAmountCents: number | null;
  discountPercentage: number | null;
  durationType: string;
  period: number | null;
  periodUnit: string | null;
  status: string;
}

/** How a purchase or a plan change is paid. */
export type PaymentChoice = { kind: 'token'; token: string } | { kind: 'bank'; echeck: EcheckData } | { kind: 'existing' };

export interface PlanChange {
  itemPriceId: string;
  couponIds: string[];
  payment: PaymentChoice;
}

/**
 * The billing port: the sandbox (our own records in PostgreSQL) or Chargebee. Failures throw
 * BillingProviderError with the provider's message; billing-errors.ts turns it into the spec's text.
 */
export interface BillingProvider {
  readonly name: 'sandbox' | 'chargebee';
  createSubscription(customer: BillingCustomer, purchase: PlanChange): Promise<ProviderSubscription>;
  startHostedCheckout(
    customer: BillingCustomer,
    order: { itemPriceId: string; couponIds: string[]; redirectUrl: string },
  ): Promise<{ id: string; url: string }>;
  completeHostedCheckout(customer: BillingCustomer, hostedPageId: string): Promise<ProviderSubscription>;
  changeSubscription(customer: BillingCustomer, subscriptionId: string, change: PlanChange): Promise<ProviderSubscription>;
  /** What a change (or, without a subscription, a purchase) would charge now. */
  estimate(
    customer: BillingCustomer,
    subscriptionId: string | null,
    order: { itemPriceId: string; couponIds: string[] },
  ): Promise<UpgradeEstimate>;
  retrieveCoupon(couponId: string): Promise<ProviderCoupon | null>;
  retrieveSubscription(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription | null>;
  cancelAtTermEnd(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription>;
  removeScheduledCancellation(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription>;
  reactivate(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription>;
  listPaymentSources(customer: BillingCustomer): Promise<PaymentSource[]>;
  addCard(customer: BillingCustomer, token: string, makePrimary: boolean): Promise<PaymentSource>;
  addBankAccount(customer: BillingCustomer, echeck: EcheckData, makePrimary: boolean): Promise<PaymentSource>;
  updateCard(customer: BillingCustomer, paymentSourceId: string, card: CardDetails): Promise<void>;
  setPrimary(customer: BillingCustomer, paymentSourceId: string): Promise<void>;
  deletePaymentSource(customer: BillingCustomer, paymentSourceId: string): Promise<void>;
  listInvoices(customer: BillingCustomer): Promise<BillingInvoice[]>;
  listTransactions(customer: BillingCustomer): Promise<BillingTransaction[]>;
  invoicePdf(customer: BillingCustomer, invoiceId: string): Promise<{ url: string; validTill: Date }>;
  /** Coupons used on earlier invoices of the customer ('already applied on a previous billing'). */
  couponsUsedBefore(customer: BillingCustomer): Promise<string[]>;
}

export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
  constructor(
    message: string,
    readonly type: string | null = null,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}
