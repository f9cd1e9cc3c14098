// The shapes of the billing area's GraphQL payloads (billing spec, sections 3 and 7). Field names follow the
// spec, including the provider-style snake_case ones. Amounts named like the provider's (amountDue, total,
// amount_paid, discountAmount, subscriptionPrice, ...) are integer cents; annualFee and price are decimal
// dollar strings such as '4800.00' (annualFee may be 'Call for pricing').

export const SOURCE_TYPES = ['card', 'echeck', 'ach'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const PROCESS_TYPES = [
  'SUBSCRIPTION_CUSTOMER_INFO',
  'SUBSCRIPTION_DETAILS',
  'PAYMENT_METHOD_LIST',
  'SUBSCRIPTION_TRANSACTION_LIST',
  'SUBSCRIPTION_INVOICE_PDF',
] as const;
export type ProcessType = (typeof PROCESS_TYPES)[number];

/** The seven fixed cancel reasons (billing spec section 9). */
export const CANCEL_REASONS = [
  "the product didn't work for our organization",
  "I didn't use it as much as I wanted",
  'took too much time to create personalised ask amounts',
  'wanted to see more features',
  'replacing with another service',
  'too expensive',
  'going to try a different way of creating ask strings for appeals',
] as const;

export const CALL_FOR_PRICING = 'Call for pricing';

export interface SubscriptionPlan {
  id: number;
  name: string;
  description: string;
  /** Decimal dollars per year, or 'Call for pricing'. */
  annualFee: string;
  annualFeeCents: number | null;
  /** 0 means the custom plan (Schedule a call). */
  constituentsLimit: number;
  /** The provider's item price id. */
  cbsubscriptionId: string;
  /** The plan table's 'Total records' text. */
  donorsRecord: string;
}

export interface CompanySubscription {
  /** Our plan id (the plan table's id). */
  paymentSubscriptionId: number;
  /** The provider's item price id of the plan. */
  cbSubscriptionId: string;
  /** The provider's subscription id. */
  subscriptionId: string;
  planName: string;
  status: string;
  next_billing_at: Date | null;
  currentTermEnd: Date | null;
  constituentsLimit: number;
  /** The date the next yearly payment is due (also the end of the current term). */
  paymentDate: Date | null;
  /** 'active' in the spec's sense: not cancelled and not scheduled to cancel. */
  active: boolean;
  /** false for a custom plan. */
  standard: boolean;
  annualFee: string;
  annualFeeCents: number;
  cancelledAt: Date | null;
  /** Whether ReactivateCompanySubscriptionRequest is allowed now (7 days before the payment date). */
  canReactivate: boolean;
}

export interface HostedPageLink {
  pageLink: string;
  hostedPageId: string;
}

/** statusCode 200 on success; 500 with the message to show otherwise. */
export interface PaymentOperationResult {
  statusCode: number;
  message: string | null;
  result: HostedPageLink | null;
}

export interface UpgradeEstimate {
  amountDue: number;
  creditsApplied: number;
  total: number;
}

export interface EstimateResult {
  statusCode: number;
  message: string | null;
  error: string | null;
  result: UpgradeEstimate | null;
}

export interface PromoCodeResult {
  code: string;
  discountAmount: number;
  discountText: string;
  durationType: string;
  discountType: string;
  period: number | null;
  periodUnit: string | null;
  subscriptionPrice: number;
}

export interface PromoCodeValidateResult {
  statusCode: number;
  message: string | null;
  result: PromoCodeResult | null;
}

export interface CustomPlanResult {
  planName: string;
  price: string;
  constituentsLimit: number;
  cbSubscriptionId: string;
}

export interface CustomPlanValidateResult {
  statusCode: number;
  message: string | null;
  result: CustomPlanResult | null;
}

export interface SubscriptionInfo {
  id: string;
  status: string;
  current_term_start: Date | null;
  current_term_end: Date | null;
  next_billing_at: Date | null;
  started_at: Date | null;
  created_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
  subscription_items: Array<{ item_price_id: string; amount: number }>;
  coupons: Array<{ coupon_id: string; discount_amount: number }>;
}

export interface PaymentSource {
  id: string;
  reference_id: string | null;
  /** 'card' or 'bank_account'. */
  type: string;
  primary: boolean;
  card: {
    brand: string;
    last4: string;
    masked_number: string;
    expiry_month: number;
    expiry_year: number;
    first_name: string | null;
    last_name: string | null;
    billing_addr1: string | null;
    billing_addr2: string | null;
    billing_city: string | null;
    billing_state_code: string | null;
    billing_zip: string | null;
  } | null;
  bank_account: { last4: string } | null;
}

export interface BillingDetail {
  subscription: SubscriptionInfo | null;
  card: { first_name: string | null; card_type: string | null } | null;
  payment_method: { type: string; card: { last4: string } | null; bank_account: { last4: string } | null } | null;
  customer: { id: string } | null;
  coupons: Array<{ coupon_id: string }>;
  coupon: string | null;
}

export interface BillingInvoice {
  id: string;
  date: Date;
  description: string;
  service_period_start: Date | null;
  service_period_end: Date | null;
  payment_method: string;
  sub_total: number;
  tax: number;
  /** After discounts and tax, before credits. */
  total: number;
  /** Credit for the unused rest of an earlier plan's term: total less credits_applied is amount_paid. */
  credits_applied: number;
  amount_paid: number;
  status: string;
}

export interface BillingTransaction {
  id: string;
  date: Date;
  amount: number;
  status: string;
  masked_card_number: string | null;
  linked_invoices: Array<{ invoice_id: string }>;
}

export interface SubscriptionDetailResult {
  statusCode: number;
  message: string | null;
  result: BillingDetail | null;
  listPaymentMethods: PaymentSource[];
  resultInvoices: BillingInvoice[];
  resultTransactions: BillingTransaction[];
  invoicePdf: { download_url: string; valid_till: Date } | null;
}

export interface StatusResult {
  statusCode: number;
  message: string | null;
}

export interface BillingConfiguration {
  provider: 'sandbox' | 'chargebee';
  /** Chargebee site (chargebee only). */
  site: string | null;
  publishableKey: string | null;
  /** Address of Chargebee.js (or the fake's stand-in); null for the sandbox. */
  jsUrl: string | null;
  /**
   * The sandbox's card tokenization endpoint, null for Chargebee. POST JSON with the session cookie and the
   * CSRF header: { number, cvv, expiryMonth, expiryYear, firstName, lastName?, addressLine1, addressLine2?,
   * city, state, zip } -> 200 { token } or 400 { message } ('Your card number is invalid.' and the like).
   * Only brand, last four digits and expiry are kept; the token is used once as cardToken.
   */
  tokenizeUrl: string | null;
}

// Inputs ------------------------------------------------------------------------------------------

export interface EcheckData {
  accountNumber: string;
  routingNumber: string;
}

export interface SubscriptionPurchase {
  cardToken?: string | null;
  cbSubscriptionId: string;
  subscriptionId?: number | null;
  sourceType: SourceType;
  promoCodes?: string[] | null;
  echeckData?: EcheckData | null;
}

export interface CardDetails {
  first_name?: string | null;
  last_name?: string | null;
  expiry_month?: number | null;
  expiry_year?: number | null;
  billing_addr1?: string | null;
  billing_addr2?: string | null;
  billing_city?: string | null;
  billing_state_code?: string | null;
  billing_zip?: string | null;
  billing_country?: string | null;
}
