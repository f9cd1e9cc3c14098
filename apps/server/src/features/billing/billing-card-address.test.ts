import { expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { graphqlAs } from '../history/appeal-fixtures.ts';
import { PURCHASE, tokenizeCard } from './billing.testing.ts';

// Issue 25: the edit form of a saved card opens with its billing address, so the list of payment methods
// answers it; an edit changes what it sends and keeps the rest (as Chargebee's card update does).

const testApp = useTestApp();

type Card = {
  last4: string;
  first_name: string | null;
  billing_addr1: string | null;
  billing_addr2: string | null;
  billing_city: string | null;
  billing_state_code: string | null;
  billing_zip: string | null;
};
const METHODS = `{ SubscriptionDetailRequest(processType: PAYMENT_METHOD_LIST) { listPaymentMethods { id card {
  last4 first_name billing_addr1 billing_addr2 billing_city billing_state_code billing_zip } } } }`;

const gql = <T>(who: CompanyWithUser, query: string, variables: Record<string, unknown> = {}) =>
  graphqlAs<T>(testApp.app.url, who.cookie, query, variables);

async function savedCards(company: CompanyWithUser): Promise<Array<{ id: string; card: Card }>> {
  const { data } = await gql<{ SubscriptionDetailRequest: { listPaymentMethods: Array<{ id: string; card: Card }> } }>(company, METHODS);
  return data!.SubscriptionDetailRequest.listPaymentMethods;
}

it('lists a saved card with its billing address, and an edit keeps what the form does not send (address 2, state)', async () => {
  const company = await createCompanyWithUser(testApp.database.ownerDb);
  const { token } = await tokenizeCard(testApp.app.url, company.cookie, undefined, { addressLine2: 'Suite 4' });
  await gql(company, PURCHASE, { input: { cardToken: token, cbSubscriptionId: 'askwise-starter-USD-Yearly', sourceType: 'card' } });
  const [saved] = await savedCards(company);
  expect(saved!.card).toEqual({
    last4: '1111',
    first_name: 'Dana',
    billing_addr1: '1 Main St',
    billing_addr2: 'Suite 4',
    billing_city: 'Springfield',
    billing_state_code: 'IL',
    billing_zip: '62701',
  });

  const edited = await gql<{ EditPaymentMethodRequest: { statusCode: number } }>(
    company,
    'mutation($i: PaymentMethodInput!) { EditPaymentMethodRequest(input: $i) { statusCode message } }',
    {
      i: {
        sourceType: 'edit-card',
        payment_id: saved!.id,
        card: {
          first_name: 'Dana',
          expiry_month: 11,
          expiry_year: 2031,
          billing_addr1: '9 Elm St',
          billing_city: 'Shelbyville',
          billing_zip: '62565',
        },
      },
    },
  );
  expect(edited.data!.EditPaymentMethodRequest.statusCode).toBe(200);
  expect((await savedCards(company))[0]!.card).toMatchObject({
    billing_addr1: '9 Elm St',
    billing_addr2: 'Suite 4',
    billing_city: 'Shelbyville',
    billing_state_code: 'IL',
    billing_zip: '62565',
  });
});
