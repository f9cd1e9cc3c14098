import type { Selectable } from 'kysely';
import type { BillingPaymentSourcesTable } from '../../../db/billing-tables.ts';

// How a payment source reads on invoices and pages, as Chargebee writes it.

export const masked = (last4: string) => `************${last4}`;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners_club: 'Diners Club',
};

/** 'Visa ending 1111', 'Bank account ending 6789'. */
export function describeSource(source: Pick<Selectable<BillingPaymentSourcesTable>, 'type' | 'brand' | 'last4'>): string {
  return source.type === 'card'
    ? `${BRAND_NAMES[source.brand ?? ''] ?? 'Card'} ending ${source.last4}`
    : `Bank account ending ${source.last4}`;
}
