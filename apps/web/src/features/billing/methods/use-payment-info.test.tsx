import { act, waitFor } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { CSRF_HEADER } from '../../../lib/graphql-client.ts';
import { renderWizardHook, request } from '../../../test/wizard-test-server.tsx';
import { CreatePaymentMethodDocument, SubscriptionDetailDocument } from '../billing-documents.ts';
import type { PaymentMethod } from './payment-method-row.tsx';
import { useEditCardForm } from './use-edit-card-form.ts';
import { usePaymentInfo } from './use-payment-info.ts';

const ADDRESS = { billing_addr1: '12 Harbour Road', billing_city: 'Springfield', billing_state_code: 'IL', billing_zip: '62701' };

/** A one-use token of a sandbox test card, as the card fields get it. */
async function cardToken(number: string): Promise<string> {
  const response = await fetch(`${inject('webServerUrl')}/billing/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: inject('webSessionCookie') },
    body: JSON.stringify({ number, cvv: '123', expiryMonth: 12, expiryYear: 2030, firstName: 'Flora', addressLine1: ADDRESS.billing_addr1, city: 'Springfield', state: 'IL', zip: '62701' }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function savedCard(last4: string): Promise<PaymentMethod> {
  const { SubscriptionDetailRequest } = await request(SubscriptionDetailDocument, { processType: 'PAYMENT_METHOD_LIST' });
  const method = SubscriptionDetailRequest.listPaymentMethods.find((m) => m.card?.last4 === last4);
  if (!method) throw new Error(`no card ending ${last4}`);
  return method;
}

describe('payment methods', () => {
  it('a saved card opens for editing with its billing address, and its success screen says it was edited', async () => {
    const created = await request(CreatePaymentMethodDocument, {
      input: { sourceType: 'new-card', cardToken: await cardToken('5555 5555 5555 4444'), card: { first_name: 'Flora', last_name: 'Founder', ...ADDRESS } },
    });
    expect(created.CreatePaymentMethodRequest.statusCode).toBe(200);
    const method = await savedCard('4444');

    const info = renderWizardHook(() => usePaymentInfo(), { path: '/profile/subscription' });
    await waitFor(() => expect(info.result.current.methods.some((m) => m.id === method.id)).toBe(true));
    act(() => info.result.current.setView({ name: 'edit', method }));
    expect(info.result.current.title).toBe('Edit Payment Method');

    let saved = false;
    const form = renderWizardHook(() => useEditCardForm(method, () => (saved = true)), { path: '/profile/subscription' });
    expect(form.result.current.values).toMatchObject({ first_name: 'Flora', last_name: 'Founder', billing_addr1: '12 Harbour Road', billing_city: 'Springfield', billing_zip: '62701' });
    act(() => form.result.current.handleChange('billing_city', 'Shelbyville'));
    await act(() => form.result.current.handleSave());
    expect(form.result.current.errors).toEqual({});
    expect(saved).toBe(true);
    expect((await savedCard('4444')).card).toMatchObject({ billing_addr1: '12 Harbour Road', billing_city: 'Shelbyville', billing_zip: '62701' });

    act(() => info.result.current.handleEdited());
    expect(info.result.current.view).toMatchObject({ name: 'success', text: 'Your payment method has been updated' });
    expect(info.result.current.title).toBe('Edit Payment Method');
  });

  it('an emptied required field of the edit form is refused with its message', async () => {
    await request(CreatePaymentMethodDocument, { input: { sourceType: 'new-card', cardToken: await cardToken('4111 1111 1111 1111'), card: { first_name: 'Flora', ...ADDRESS } } });
    const method = await savedCard('1111');
    const form = renderWizardHook(() => useEditCardForm(method, () => undefined), { path: '/profile/subscription' });
    act(() => form.result.current.handleChange('billing_zip', ' '));
    await act(() => form.result.current.handleSave());
    expect(form.result.current.errors).toEqual({ billing_zip: 'The zip is required.' });
  });

  it('adding a card ends on the Add Payment Method success screen', async () => {
    const info = renderWizardHook(() => usePaymentInfo(), { path: '/profile/subscription' });
    await waitFor(() => expect(info.result.current.isLoading).toBe(false));
    const form = { address1: '1 Main St', address2: '', city: 'Springfield', state: 'IL', zip: '62701', cardName: '', firstName: 'Flora', lastName: '', routingNumber: '', accountNumber: '' };
    let failure: string | null = 'not run';
    await act(async () => void (failure = await info.result.current.handleAdd({ kind: 'card', cardToken: await cardToken('4111 1111 1111 1111'), form })));
    expect(failure).toBeNull();
    expect(info.result.current.title).toBe('Add Payment Method');
    expect(info.result.current.view).toMatchObject({ name: 'success', text: 'Your payment method ************1111 has been added' });
  });
});
