import { useState } from 'react';
import { useMutation } from 'urql';
import { EditPaymentMethodDocument } from '../billing-documents.ts';
import type { PaymentMethod } from './payment-method-row.tsx';

/** The edit form's fields (billing spec: the edit-card form omits state), with their required messages. */
export const EDIT_CARD_FIELDS = [
  ['first_name', 'First name', 'The first name is required.'],
  ['last_name', 'Last name', null],
  ['expiry_month', 'Expiry month', 'The expiry month is required.'],
  ['expiry_year', 'Expiry year', 'The expiry year is required.'],
  ['billing_addr1', 'Address', 'The address is required.'],
  ['billing_city', 'City', 'The city is required.'],
  ['billing_zip', 'Zip Code', 'The zip is required.'],
] as const;
export type EditCardKey = (typeof EDIT_CARD_FIELDS)[number][0];

/** The saved card as the form opens: its name, expiry and billing address, so nothing has to be typed again. */
function savedValues(method: PaymentMethod): Record<EditCardKey, string> {
  const card = method.card;
  return {
    first_name: card?.first_name ?? '',
    last_name: card?.last_name ?? '',
    expiry_month: card?.expiry_month ? String(card.expiry_month) : '',
    expiry_year: card?.expiry_year ? String(card.expiry_year) : '',
    billing_addr1: card?.billing_addr1 ?? '',
    billing_city: card?.billing_city ?? '',
    billing_zip: card?.billing_zip ?? '',
  };
}

/** Edits a saved card: required fields checked, then EditPaymentMethodRequest; `onSaved` once it succeeds. */
export function useEditCardForm(method: PaymentMethod, onSaved: () => void) {
  const [values, setValues] = useState(() => savedValues(method));
  const [errors, setErrors] = useState<Partial<Record<EditCardKey, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, edit] = useMutation(EditPaymentMethodDocument);

  const handleChange = (key: EditCardKey, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const handleSave = async () => {
    const missing = EDIT_CARD_FIELDS.filter(([key, , message]) => message && values[key].trim() === '');
    setErrors(Object.fromEntries(missing.map(([key, , message]) => [key, message])));
    if (missing.length > 0) return;
    const card = {
      ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])),
      expiry_month: Number(values.expiry_month),
      expiry_year: Number(values.expiry_year),
      last_name: values.last_name.trim() || null,
    };
    const result = await edit({ input: { sourceType: 'edit-card', payment_id: method.id, card } });
    if (result.data?.EditPaymentMethodRequest.statusCode === 200) return onSaved();
    setFailure(result.data?.EditPaymentMethodRequest.message ?? result.error?.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.');
  };

  return { values, errors, failure, fetching, handleChange, handleSave };
}
