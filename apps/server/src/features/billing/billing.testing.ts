import type { Db } from '../../db/database.ts';
import { graphqlAs } from '../history/appeal-fixtures.ts';
import { customerIdOf } from './billing-provider.ts';
import { SANDBOX_TOKENIZE_PATH } from './sandbox/sandbox-token.route.ts';

export const GOOD_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4005 5192 0000 0004';

/** Tokenizes a test card through the sandbox's endpoint, as the browser's card fields do. */
export async function tokenizeCard(
  url: string,
  cookie: string,
  number = GOOD_CARD,
  extra: Record<string, unknown> = {},
): Promise<{ status: number; token?: string; message?: string }> {
  const response = await fetch(`${url}${SANDBOX_TOKENIZE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie },
    body: JSON.stringify({
      number,
      cvv: '987',
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 2,
      firstName: 'Dana',
      addressLine1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      ...extra,
    }),
  });
  return { status: response.status, ...((await response.json()) as { token?: string; message?: string }) };
}

export const PURCHASE = `mutation($input: SubscriptionPurchaseInput!) { CreateCompanySubscriptionRequest(input: $input) { statusCode message result { pageLink hostedPageId } } }`;
export const SUBSCRIPTION = `{ getCompanySubscription { paymentSubscriptionId cbSubscriptionId subscriptionId planName status active standard constituentsLimit annualFee annualFeeCents paymentDate next_billing_at cancelledAt canReactivate } }`;

/** Buys a plan for the company with a good test card, through the product's own operations. */
export async function buyPlan(url: string, cookie: string, itemPriceId: string, promoCodes: string[] = []) {
  const { token } = await tokenizeCard(url, cookie);
  const response = await graphqlAs<{ CreateCompanySubscriptionRequest: { statusCode: number; message: string | null } }>(
    url,
    cookie,
    PURCHASE,
    {
      input: { cardToken: token, cbSubscriptionId: itemPriceId, sourceType: 'card', promoCodes },
    },
  );
  return response.data!.CreateCompanySubscriptionRequest;
}

/**
 * Test set-up for other features: the company holds an active subscription with this constituent limit,
 * written as the database owner (the billing tests buy plans through the product instead).
 */
export async function giveSubscription(ownerDb: Db, companyId: number, constituentsLimit = 50_000): Promise<void> {
  const now = new Date();
  const end = new Date(now.getTime() + 365 * 86_400_000);
  await ownerDb
    .insertInto('companySubscriptions')
    .values({
      companyId,
      provider: 'sandbox',
      subscriptionId: `sub_test_${companyId}`,
      customerId: customerIdOf(companyId),
      planId: null,
      itemPriceId: 'askwise-test-plan',
      status: 'active',
      annualFeeCents: 100_000,
      constituentsLimit,
      currentTermStart: now,
      currentTermEnd: end,
      nextBillingAt: end,
      cancelledAt: null,
      startedAt: now,
    })
    .onConflict((oc) => oc.column('companyId').doUpdateSet({ constituentsLimit, status: 'active', currentTermEnd: end }))
    .execute();
}
