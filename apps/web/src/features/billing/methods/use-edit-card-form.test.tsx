import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWizardHook, request } from '../../../test/wizard-test-server.tsx';
import { EditPaymentMethodDocument } from '../billing-documents.ts';
import type { PaymentMethod } from './payment-method-row.tsx';
import { useEditCardForm } from './use-edit-card-form.ts';

// A saved card's edit, success and all, is in use-payment-info.test.tsx; here what the form refuses or is refused.

/** A card the billing provider does not know: the other company has no payment method at all. */
const UNKNOWN_CARD: PaymentMethod = {
  id: 'pm_unknown',
  type: 'card',
  primary: false,
  card: { brand: 'visa', last4: '1111', masked_number: '************1111', expiry_month: 12, expiry_year: 2030, first_name: 'Flora', last_name: null, billing_addr1: '1 Main St', billing_city: 'Springfield', billing_zip: '62701' },
  bank_account: null,
};

function openForm(method: PaymentMethod) {
  const saved: string[] = [];
  const rendered = renderWizardHook(() => useEditCardForm(method, () => saved.push(method.id)), { path: '/profile/subscription', who: 'otherCompany' });
  return { ...rendered, form: () => rendered.result.current, saved };
}

describe('useEditCardForm', () => {
  it('refuses every emptied required field with its message (the last name may stay empty), and sends nothing', async () => {
    const { form, saved } = openForm(UNKNOWN_CARD);
    for (const key of ['first_name', 'last_name', 'expiry_month', 'expiry_year', 'billing_addr1', 'billing_city', 'billing_zip'] as const) {
      act(() => form().handleChange(key, ' '));
    }
    await act(() => form().handleSave());
    expect(form().errors).toEqual({
      first_name: 'The first name is required.',
      expiry_month: 'The expiry month is required.',
      expiry_year: 'The expiry year is required.',
      billing_addr1: 'The address is required.',
      billing_city: 'The city is required.',
      billing_zip: 'The zip is required.',
    });
    expect(form().failure).toBeNull();
    expect(saved).toEqual([]);
  });

  it("shows the server's message when the card cannot be edited, and stays open", async () => {
    const { form, saved } = openForm(UNKNOWN_CARD);
    await act(() => form().handleSave());
    const { card } = UNKNOWN_CARD;
    const direct = await request(
      EditPaymentMethodDocument,
      { input: { sourceType: 'edit-card', payment_id: UNKNOWN_CARD.id, card: { first_name: 'Flora', last_name: null, expiry_month: 12, expiry_year: 2030, billing_addr1: card!.billing_addr1, billing_city: card!.billing_city, billing_zip: card!.billing_zip } } },
      'otherCompany',
    );
    expect(direct.EditPaymentMethodRequest.statusCode).not.toBe(200);
    expect(form().errors).toEqual({});
    expect(form().failure).toBe(direct.EditPaymentMethodRequest.message);
    expect(form().failure).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
