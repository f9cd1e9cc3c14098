import type { Selectable } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import type { BillingPaymentSourcesTable } from '../../../db/billing-tables.ts';
import { BillingProviderError, type BillingCustomer, type PaymentChoice } from '../billing-provider.ts';
import { centsToDollars } from '../billing-pricing.ts';
import type { EcheckData } from '../billing-types.ts';
import { sandboxId } from './sandbox-cards.ts';

// The test gateway's side of a payment: which source pays, and whether it can.

export type SourceRow = Selectable<BillingPaymentSourcesTable>;

/** The source that pays: a card token (consumed, kept as a payment source), a new bank account, or the primary. */
export async function payingSource(trx: Trx, customer: BillingCustomer, payment: PaymentChoice, makePrimary: boolean): Promise<SourceRow> {
  if (payment.kind === 'existing') return primarySource(trx);
  const hasPrimary = !!(await trx.selectFrom('billingPaymentSources').select('id').where('isPrimary', '=', true).executeTakeFirst());
  const isPrimary = makePrimary || !hasPrimary;
  if (isPrimary) await trx.updateTable('billingPaymentSources').set({ isPrimary: false }).where('isPrimary', '=', true).execute();
  const id = sandboxId('pm');
  if (payment.kind === 'bank') return addBankAccountSource(trx, customer, { id, isPrimary }, payment.echeck);
  return addCardSource(trx, customer, { id, isPrimary }, payment.token);
}

/** The primary source, else the oldest one. */
async function primarySource(trx: Trx): Promise<SourceRow> {
  const primary = await trx
    .selectFrom('billingPaymentSources')
    .selectAll()
    .orderBy('isPrimary', 'desc')
    .orderBy('createdAt')
    .executeTakeFirst();
  if (!primary) throw new BillingProviderError('No payment method is on file.', 'invalid_request', 'payment_method_not_present');
  return primary;
}

type NewSource = { id: string; isPrimary: boolean };

async function addBankAccountSource(trx: Trx, customer: BillingCustomer, source: NewSource, echeck: EcheckData): Promise<SourceRow> {
  const { accountNumber, routingNumber } = echeck;
  if (!/^\d{4,17}$/.test(accountNumber))
    throw new BillingProviderError(
      'bank_account[account_number] : invalid account number',
      'invalid_request',
      'param_wrong_value',
      'bank_account[account_number]',
    );
  if (!/^\d{9}$/.test(routingNumber))
    throw new BillingProviderError(
      'bank_account[routing_number] : invalid routing number',
      'invalid_request',
      'param_wrong_value',
      'bank_account[routing_number]',
    );
  return trx
    .insertInto('billingPaymentSources')
    .values({
      ...source,
      companyId: customer.companyId,
      type: 'bank_account',
      last4: accountNumber.slice(-4),
      firstName: customer.firstName,
      lastName: customer.lastName,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A card token is good for one use: it is consumed here, and what it kept of the card becomes the source. */
async function addCardSource(trx: Trx, customer: BillingCustomer, source: NewSource, tokenId: string): Promise<SourceRow> {
  const token = await trx
    .updateTable('billingCardTokens')
    .set({ consumedAt: new Date() })
    .where('id', '=', tokenId)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returningAll()
    .executeTakeFirst();
  if (!token)
    throw new BillingProviderError(
      'The card token is not valid, or has been used or has expired.',
      'invalid_request',
      'resource_not_found',
      'token_id',
    );
  if (token.outcome === 'storage_fails')
    throw new BillingProviderError(
      'Card verification failed. Error message: (3004) The card could not be verified.',
      'payment',
      'payment_method_verification_failed',
    );
  const { id: _token, createdAt: _c, expiresAt: _e, consumedAt: _u, companyId: _x, ...card } = token;
  return trx
    .insertInto('billingPaymentSources')
    .values({ ...card, id: source.id, companyId: customer.companyId, type: 'card', referenceId: token.id, isPrimary: source.isPrimary })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The test gateway's charge: only a test card for insufficient funds refuses, as Chargebee's gateway does. */
export function charge(source: SourceRow, amountCents: number, what: string): void {
  if (amountCents <= 0 || source.outcome !== 'insufficient_funds') return;
  throw new BillingProviderError(
    `${what} as we are not able to collect USD ${centsToDollars(amountCents, true)} from your card on file. Error message: (3001) Insufficient funds.`,
    'payment',
    'payment_processing_failed',
  );
}
