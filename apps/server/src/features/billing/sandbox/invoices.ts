import { sql } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import type { BillingInvoice, BillingTransaction } from '../billing-types.ts';
import { notFound } from './sandbox-errors.ts';

// The customer's invoices and payments, read inside the company's transaction.

export async function selectInvoices(trx: Trx): Promise<BillingInvoice[]> {
  return (await trx.selectFrom('billingInvoices').selectAll().orderBy('date', 'desc').orderBy('id').execute()).map((i) => ({
    id: i.id,
    date: i.date,
    description: i.description,
    service_period_start: i.periodStart,
    service_period_end: i.periodEnd,
    payment_method: i.paymentMethod,
    sub_total: i.subTotalCents,
    tax: i.taxCents,
    total: i.totalCents,
    credits_applied: i.creditsAppliedCents,
    amount_paid: i.amountPaidCents,
    status: i.status,
  }));
}

/** Every invoice that took money is paid by one transaction, as the test gateway charges at once. */
export async function selectTransactions(trx: Trx): Promise<BillingTransaction[]> {
  return (await trx.selectFrom('billingInvoices').selectAll().where('amountPaidCents', '>', 0).orderBy('date', 'desc').execute()).map(
    (i) => ({
      id: `txn_${i.id}`,
      date: i.date,
      amount: i.amountPaidCents,
      status: 'success',
      masked_card_number: i.maskedNumber,
      linked_invoices: [{ invoice_id: i.id }],
    }),
  );
}

export async function invoicePdfKey(trx: Trx, invoiceId: string): Promise<string | null> {
  const invoice = await trx.selectFrom('billingInvoices').select(['pdfKey']).where('id', '=', invoiceId).executeTakeFirst();
  return invoice?.pdfKey ?? null;
}

/** A download link to the invoice's PDF, valid for an hour. */
export async function invoicePdfLink(
  storage: FileStorage,
  invoiceId: string,
  pdfKey: string | null,
): Promise<{ url: string; validTill: Date }> {
  if (!pdfKey) throw notFound('Invoice');
  const ttl = 3600;
  return {
    url: await storage.signedUrl(pdfKey, ttl, { downloadName: `${invoiceId}.pdf` }),
    validTill: new Date(Date.now() + ttl * 1000),
  };
}

/** Coupons of the customer's earlier invoices: a promo code is good once per customer. */
export async function selectUsedCoupons(trx: Trx): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select distinct unnest(coupon_ids) as id from billing_invoices`.execute(trx);
  return rows.map((r) => r.id);
}
