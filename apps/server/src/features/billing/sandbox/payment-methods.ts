import type { Trx } from '../../../db/database.ts';
import { BillingProviderError, type BillingCustomer } from '../billing-provider.ts';
import type { CardDetails, EcheckData, PaymentSource } from '../billing-types.ts';
import { payingSource, type SourceRow } from './paying-source.ts';
import { cardChanges } from './sandbox-cards.ts';
import { notFound } from './sandbox-errors.ts';
import { masked } from './source-labels.ts';

// The customer's saved payment sources, each call inside the company's transaction.

export async function selectPaymentSources(trx: Trx): Promise<PaymentSource[]> {
  return (await trx.selectFrom('billingPaymentSources').selectAll().orderBy('createdAt').orderBy('id').execute()).map(toPaymentSource);
}

export async function insertCard(trx: Trx, customer: BillingCustomer, token: string, makePrimary: boolean): Promise<PaymentSource> {
  return toPaymentSource(await payingSource(trx, customer, { kind: 'token', token }, makePrimary));
}

export async function insertBankAccount(
  trx: Trx,
  customer: BillingCustomer,
  echeck: EcheckData,
  makePrimary: boolean,
): Promise<PaymentSource> {
  return toPaymentSource(await payingSource(trx, customer, { kind: 'bank', echeck }, makePrimary));
}

export async function changeCard(trx: Trx, paymentSourceId: string, card: CardDetails): Promise<void> {
  const updated = await trx
    .updateTable('billingPaymentSources')
    // The id keeps the update valid when nothing is sent: it still says whether the card exists.
    .set({ ...cardChanges(card), id: paymentSourceId })
    .where('id', '=', paymentSourceId)
    .where('type', '=', 'card')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound('Payment source');
}

export async function choosePrimary(trx: Trx, paymentSourceId: string): Promise<void> {
  if (!(await trx.selectFrom('billingPaymentSources').select('id').where('id', '=', paymentSourceId).executeTakeFirst()))
    throw notFound('Payment source');
  await trx.updateTable('billingPaymentSources').set({ isPrimary: false }).where('isPrimary', '=', true).execute();
  await trx.updateTable('billingPaymentSources').set({ isPrimary: true }).where('id', '=', paymentSourceId).execute();
}

export async function removePaymentSource(trx: Trx, paymentSourceId: string): Promise<void> {
  const sources = await trx.selectFrom('billingPaymentSources').select(['id', 'isPrimary']).orderBy('createdAt').forUpdate().execute();
  const gone = sources.find((s) => s.id === paymentSourceId);
  if (!gone) throw notFound('Payment source');
  if (sources.length < 2)
    throw new BillingProviderError('The only payment method cannot be deleted.', 'invalid_request', 'invalid_state_for_request');
  await trx.deleteFrom('billingPaymentSources').where('id', '=', paymentSourceId).execute();
  // Like Chargebee: when the primary goes, the next one becomes primary.
  if (gone.isPrimary)
    await trx
      .updateTable('billingPaymentSources')
      .set({ isPrimary: true })
      .where('id', '=', sources.find((s) => s.id !== paymentSourceId)!.id)
      .execute();
}

function toPaymentSource(row: SourceRow): PaymentSource {
  return {
    id: row.id,
    reference_id: row.referenceId,
    type: row.type,
    primary: row.isPrimary,
    card:
      row.type === 'card'
        ? {
            brand: row.brand ?? 'other',
            last4: row.last4,
            masked_number: masked(row.last4),
            expiry_month: row.expiryMonth ?? 0,
            expiry_year: row.expiryYear ?? 0,
            first_name: row.firstName,
            last_name: row.lastName,
            billing_addr1: row.billingAddr1,
            billing_addr2: row.billingAddr2,
            billing_city: row.billingCity,
            billing_state_code: row.billingStateCode,
            billing_zip: row.billingZip,
          }
        : null,
    bank_account: row.type === 'bank_account' ? { last4: row.last4 } : null,
  };
}
