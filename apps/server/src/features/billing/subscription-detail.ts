import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { BillingCustomer, BillingProvider } from './billing-provider.ts';
import {
  PROCESS_TYPES,
  type BillingDetail,
  type PaymentSource,
  type ProcessType,
  type SubscriptionDetailResult,
  type SubscriptionInfo,
} from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { getSubscriptionInfo } from './get-subscription-info.ts';
import { attempt } from './provider-attempt.ts';

function emptyDetail(): SubscriptionDetailResult {
  return {
    statusCode: 200,
    message: null,
    result: null,
    listPaymentMethods: [],
    resultInvoices: [],
    resultTransactions: [],
    invoicePdf: null,
  };
}

const failedDetail = (message: string): SubscriptionDetailResult => ({ ...emptyDetail(), statusCode: 500, message });

/**
 * SubscriptionDetailRequest: the billing pages' reads, one per processType; the result fills only the parts
 * that processType asks for (see the query's description).
 */
export async function subscriptionDetail(
  services: AppServices,
  session: CompanySession,
  processType: ProcessType,
  invoiceId: string | null,
): Promise<SubscriptionDetailResult> {
  if (!PROCESS_TYPES.includes(processType)) return failedDetail(MESSAGES.wrongProcessType);
  const provider = billingProvider(services);
  return attempt<SubscriptionDetailResult>(
    services,
    `subscription detail ${processType}`,
    async () => {
      const customer = await billingCustomer(services, session);
      if (processType === 'SUBSCRIPTION_INVOICE_PDF') return invoicePdf(provider, customer, invoiceId);
      return readDetail(services, session, { provider, customer, processType });
    },
    failedDetail,
  );
}

async function invoicePdf(
  provider: BillingProvider,
  customer: BillingCustomer,
  invoiceId: string | null,
): Promise<SubscriptionDetailResult> {
  if (!invoiceId) return failedDetail(MESSAGES.invoiceNotFound);
  const pdf = await provider.invoicePdf(customer, invoiceId);
  return { ...emptyDetail(), invoicePdf: { download_url: pdf.url, valid_till: pdf.validTill } };
}

/** Each processType reads a little more than the one before it, and stops once it has its part. */
async function readDetail(
  services: AppServices,
  session: CompanySession,
  { provider, customer, processType }: { provider: BillingProvider; customer: BillingCustomer; processType: ProcessType },
): Promise<SubscriptionDetailResult> {
  const sources = await provider.listPaymentSources(customer);
  if (processType === 'PAYMENT_METHOD_LIST') return { ...emptyDetail(), listPaymentMethods: sources };
  const [invoices, transactions] = await Promise.all([provider.listInvoices(customer), provider.listTransactions(customer)]);
  const history = { resultInvoices: invoices, resultTransactions: transactions };
  if (processType === 'SUBSCRIPTION_TRANSACTION_LIST') return { ...emptyDetail(), ...history };
  const subscription = await getSubscriptionInfo(services, session);
  if (processType === 'SUBSCRIPTION_DETAILS' && !subscription)
    return { ...emptyDetail(), statusCode: 404, message: MESSAGES.noSubscriptionDetails };
  const result = billingDetail(customer, sources, subscription);
  if (processType === 'SUBSCRIPTION_CUSTOMER_INFO') return { ...emptyDetail(), result };
  return { ...emptyDetail(), result, listPaymentMethods: sources, ...history };
}

/** The customer, the primary payment method (else the first) and the subscription's coupons. */
function billingDetail(customer: BillingCustomer, sources: PaymentSource[], subscription: SubscriptionInfo | null): BillingDetail {
  const primary = sources.find((s) => s.primary) ?? sources[0] ?? null;
  return {
    subscription,
    card: primary?.card ? { first_name: primary.card.first_name, card_type: primary.card.brand } : null,
    payment_method: primary
      ? {
          type: primary.type === 'card' ? 'card' : 'direct_debit',
          card: primary.card ? { last4: primary.card.last4 } : null,
          bank_account: primary.bank_account,
        }
      : null,
    customer: { id: customer.customerId },
    coupons: (subscription?.coupons ?? []).map((c) => ({ coupon_id: c.coupon_id })),
    coupon: subscription?.coupons[0]?.coupon_id ?? null,
  };
}
