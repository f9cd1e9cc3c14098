import { withCompany, type Db, type Trx } from '../../../db/database.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import type { BillingCustomer, BillingProvider, PlanChange, ProviderCoupon, ProviderSubscription } from '../billing-provider.ts';
import type { BillingInvoice, BillingTransaction, CardDetails, EcheckData, PaymentSource, UpgradeEstimate } from '../billing-types.ts';
import { estimateOrder } from './estimate-order.ts';
import { acknowledgeHostedPage, openHostedPage } from './hosted-checkout.ts';
import { invoicePdfKey, invoicePdfLink, selectInvoices, selectTransactions, selectUsedCoupons } from './invoices.ts';
import { changeCard, choosePrimary, insertBankAccount, insertCard, removePaymentSource, selectPaymentSources } from './payment-methods.ts';
import { findCoupon } from './sandbox-coupons.ts';
import { restartTerm, scheduleCancellation, unscheduleCancellation } from './subscription-status.ts';
import { currentRow, toProvider } from './subscription-rows.ts';
import { subscribe, switchPlan } from './subscriptions.ts';

/**
 * The built-in provider: plans, subscriptions, coupons, invoices (real PDFs in file storage), payment
 * sources and estimates in PostgreSQL, charged through a test gateway that behaves like Chargebee's. Each
 * operation is one tenant transaction, so a declined payment leaves nothing behind. This class only opens
 * the transactions; the work is in the files beside it, one concern each.
 */
export class SandboxBillingProvider implements BillingProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  private tx<T>(customer: BillingCustomer, work: (trx: Trx) => Promise<T>): Promise<T> {
    return withCompany(this.db, customer.companyId, work);
  }

  // Subscriptions ---------------------------------------------------------------------------------

  createSubscription(customer: BillingCustomer, purchase: PlanChange): Promise<ProviderSubscription> {
    return this.tx(customer, (trx) => subscribe(trx, this.storage, customer, purchase));
  }

  startHostedCheckout(
    customer: BillingCustomer,
    order: { itemPriceId: string; couponIds: string[]; redirectUrl: string },
  ): Promise<{ id: string; url: string }> {
    return this.tx(customer, (trx) => openHostedPage(trx, customer, order));
  }

  async completeHostedCheckout(customer: BillingCustomer, hostedPageId: string): Promise<ProviderSubscription> {
    const purchase = await this.tx(customer, (trx) => acknowledgeHostedPage(trx, hostedPageId));
    return this.createSubscription(customer, purchase);
  }

  changeSubscription(customer: BillingCustomer, subscriptionId: string, change: PlanChange): Promise<ProviderSubscription> {
    return this.tx(customer, (trx) => switchPlan(trx, this.storage, customer, subscriptionId, change));
  }

  retrieveSubscription(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription | null> {
    return this.tx(customer, async (trx) => {
      const row = await currentRow(trx);
      return row && row.subscriptionId === subscriptionId ? toProvider(row) : null;
    });
  }

  cancelAtTermEnd(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription> {
    return this.tx(customer, (trx) => scheduleCancellation(trx, subscriptionId));
  }

  removeScheduledCancellation(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription> {
    return this.tx(customer, (trx) => unscheduleCancellation(trx, subscriptionId));
  }

  reactivate(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription> {
    return this.tx(customer, (trx) => restartTerm(trx, this.storage, customer, subscriptionId));
  }

  // Estimates and coupons -------------------------------------------------------------------------

  estimate(
    customer: BillingCustomer,
    subscriptionId: string | null,
    order: { itemPriceId: string; couponIds: string[] },
  ): Promise<UpgradeEstimate> {
    return this.tx(customer, (trx) => estimateOrder(trx, subscriptionId, order));
  }

  retrieveCoupon(couponId: string): Promise<ProviderCoupon | null> {
    return findCoupon(this.db, couponId);
  }

  couponsUsedBefore(customer: BillingCustomer): Promise<string[]> {
    return this.tx(customer, (trx) => selectUsedCoupons(trx));
  }

  // Payment methods -------------------------------------------------------------------------------

  listPaymentSources(customer: BillingCustomer): Promise<PaymentSource[]> {
    return this.tx(customer, (trx) => selectPaymentSources(trx));
  }

  addCard(customer: BillingCustomer, token: string, makePrimary: boolean): Promise<PaymentSource> {
    return this.tx(customer, (trx) => insertCard(trx, customer, token, makePrimary));
  }

  addBankAccount(customer: BillingCustomer, echeck: EcheckData, makePrimary: boolean): Promise<PaymentSource> {
    return this.tx(customer, (trx) => insertBankAccount(trx, customer, echeck, makePrimary));
  }

  updateCard(customer: BillingCustomer, paymentSourceId: string, card: CardDetails): Promise<void> {
    return this.tx(customer, (trx) => changeCard(trx, paymentSourceId, card));
  }

  setPrimary(customer: BillingCustomer, paymentSourceId: string): Promise<void> {
    return this.tx(customer, (trx) => choosePrimary(trx, paymentSourceId));
  }

  deletePaymentSource(customer: BillingCustomer, paymentSourceId: string): Promise<void> {
    return this.tx(customer, (trx) => removePaymentSource(trx, paymentSourceId));
  }

  // Invoices --------------------------------------------------------------------------------------

  listInvoices(customer: BillingCustomer): Promise<BillingInvoice[]> {
    return this.tx(customer, (trx) => selectInvoices(trx));
  }

  listTransactions(customer: BillingCustomer): Promise<BillingTransaction[]> {
    return this.tx(customer, (trx) => selectTransactions(trx));
  }

  async invoicePdf(customer: BillingCustomer, invoiceId: string): Promise<{ url: string; validTill: Date }> {
    const pdfKey = await this.tx(customer, (trx) => invoicePdfKey(trx, invoiceId));
    return invoicePdfLink(this.storage, invoiceId, pdfKey);
  }
}
