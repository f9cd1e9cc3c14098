import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { withCompany, type Db } from '../../../db/database.ts';
import type { CardOutcome } from '../../../db/billing-tables.ts';
import type { CardDetails } from '../billing-types.ts';

/**
 * The sandbox's test gateway, as Chargebee's test gateway behaves: these numbers succeed or fail in the
 * documented ways; any other number that passes the Luhn check succeeds too.
 */
const TEST_CARD_OUTCOMES: Record<string, CardOutcome> = {
  '4005519200000004': 'insufficient_funds',
  '4119862760338320': 'storage_fails',
};

export const TOKENIZE_FIELDS = z.object({
  number: z.string().max(40),
  cvv: z.string().max(8),
  expiryMonth: z.coerce.number().int(),
  expiryYear: z.coerce.number().int(),
  firstName: z.string().trim().max(150).optional(),
  lastName: z.string().trim().max(150).optional(),
  addressLine1: z.string().trim().max(150).optional(),
  addressLine2: z.string().trim().max(150).optional(),
  city: z.string().trim().max(50).optional(),
  state: z.string().trim().max(50).optional(),
  zip: z.string().trim().max(20).optional(),
});
export type TokenizeFields = z.infer<typeof TOKENIZE_FIELDS>;

export class CardRefusal extends Error {
  override name = 'CardRefusal';
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'american_express';
  if (/^6(011|5)/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3(0|6|8)/.test(digits)) return 'diners_club';
  return 'other';
}

/** Checks the card like a hosted card field would; returns what may be kept (never the number or the CVV). */
export function checkCard(fields: TokenizeFields, now = new Date()): { brand: string; last4: string; outcome: CardOutcome } {
  const digits = fields.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhnValid(digits)) throw new CardRefusal('Your card number is invalid.');
  if (!/^\d{3,4}$/.test(fields.cvv)) throw new CardRefusal('Your card security code is invalid.');
  const year = fields.expiryYear < 100 ? 2000 + fields.expiryYear : fields.expiryYear;
  const expired = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && fields.expiryMonth < now.getUTCMonth() + 1);
  if (fields.expiryMonth < 1 || fields.expiryMonth > 12 || expired) throw new CardRefusal('Your card expiry date is invalid.');
  return { brand: cardBrand(digits), last4: digits.slice(-4), outcome: TEST_CARD_OUTCOMES[digits] ?? 'success' };
}

export function sandboxId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url')}`;
}

/** Tokenizes a card for one later use (30 minutes), keeping brand, last four, expiry and billing address only. */
export async function tokenizeSandboxCard(db: Db, companyId: number, fields: TokenizeFields): Promise<string> {
  const card = checkCard(fields);
  const id = sandboxId('tok');
  const year = fields.expiryYear < 100 ? 2000 + fields.expiryYear : fields.expiryYear;
  await withCompany(db, companyId, (trx) =>
    trx
      .insertInto('billingCardTokens')
      .values({
        id,
        companyId,
        brand: card.brand,
        last4: card.last4,
        expiryMonth: fields.expiryMonth,
        expiryYear: year,
        firstName: fields.firstName ?? null,
        lastName: fields.lastName ?? null,
        billingAddr1: fields.addressLine1 ?? null,
        billingAddr2: fields.addressLine2 ?? null,
        billingCity: fields.city ?? null,
        billingStateCode: fields.state ?? null,
        billingZip: fields.zip ?? null,
        outcome: card.outcome,
        expiresAt: new Date(Date.now() + 30 * 60_000),
      })
      .execute(),
  );
  return id;
}

/** Like Chargebee's card update: what is sent changes, what is left out (or blank) stays as it was. */
export function cardChanges(card: CardDetails) {
  const given = <V>(value: V | null | undefined): value is V => value !== null && value !== undefined && value !== '';
  return {
    ...(given(card.first_name) ? { firstName: card.first_name } : {}),
    ...(given(card.last_name) ? { lastName: card.last_name } : {}),
    ...(given(card.expiry_month) ? { expiryMonth: card.expiry_month } : {}),
    ...(given(card.expiry_year) ? { expiryYear: card.expiry_year } : {}),
    ...(given(card.billing_addr1) ? { billingAddr1: card.billing_addr1 } : {}),
    ...(given(card.billing_addr2) ? { billingAddr2: card.billing_addr2 } : {}),
    ...(given(card.billing_city) ? { billingCity: card.billing_city } : {}),
    ...(given(card.billing_state_code) ? { billingStateCode: card.billing_state_code } : {}),
    ...(given(card.billing_zip) ? { billingZip: card.billing_zip } : {}),
    ...(given(card.billing_country) ? { billingCountry: card.billing_country } : {}),
  };
}
