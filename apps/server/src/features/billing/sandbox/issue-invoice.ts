import type { Trx } from '../../../db/database.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import type { BillingCustomer } from '../billing-provider.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import type { SourceRow } from './paying-source.ts';
import { sandboxId } from './sandbox-cards.ts';
import { describeSource, masked } from './source-labels.ts';

export interface InvoiceCharge {
  subscriptionId: string;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  subTotal: number;
  discount: number;
  credits: number;
  source: SourceRow;
  couponIds: string[];
}

/** A paid invoice for a charge, with its PDF in file storage. Total is after discounts; the credits come off it. */
export async function issueInvoice(trx: Trx, storage: FileStorage, customer: BillingCustomer, input: InvoiceCharge): Promise<void> {
  const id = `inv_${Date.now().toString(36)}${sandboxId('').slice(1, 7)}`;
  const total = input.subTotal - input.discount;
  const paid = total - input.credits;
  const paymentMethod = describeSource(input.source);
  const date = new Date();
  const pdfKey = `billing-invoices/${customer.companyId}/${id}.pdf`;
  const pdf = await renderInvoicePdf({
    invoiceId: id,
    date,
    companyName: customer.companyName,
    description: input.description,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    subTotalCents: input.subTotal,
    discountCents: input.discount,
    creditsAppliedCents: input.credits,
    totalCents: total,
    amountPaidCents: paid,
    paymentMethod,
    couponIds: input.couponIds,
  });
  await storage.put(pdfKey, pdf, 'application/pdf');
  await trx
    .insertInto('billingInvoices')
    .values({
      id,
      companyId: customer.companyId,
      subscriptionId: input.subscriptionId,
      date,
      description: input.description,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      subTotalCents: input.subTotal,
      discountCents: input.discount,
      creditsAppliedCents: input.credits,
      totalCents: total,
      amountPaidCents: paid,
      status: 'paid',
      paymentSourceId: input.source.id,
      paymentMethod,
      maskedNumber: input.source.type === 'card' ? masked(input.source.last4) : null,
      couponIds: input.couponIds,
      pdfKey,
    })
    .execute();
}
