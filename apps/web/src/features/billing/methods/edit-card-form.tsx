import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { EditPaymentMethodDocument } from '../billing-documents.ts';
import type { PaymentMethod } from './payment-method-row.tsx';

const FIELDS = [
  ['first_name', 'First name', 'The first name is required.'],
  ['last_name', 'Last name', null],
  ['expiry_month', 'Expiry month', 'The expiry month is required.'],
  ['expiry_year', 'Expiry year', 'The expiry year is required.'],
  ['billing_addr1', 'Address', 'The address is required.'],
  ['billing_city', 'City', 'The city is required.'],
  ['billing_zip', 'Zip Code', 'The zip is required.'],
] as const;
type Key = (typeof FIELDS)[number][0];

/** Edits a saved card's name, expiry and billing address (the edit form has no state field). */
export function EditCardForm({ method, onBack, onSaved }: { method: PaymentMethod; onBack: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<Record<Key, string>>({
    first_name: method.card?.first_name ?? '',
    last_name: method.card?.last_name ?? '',
    expiry_month: String(method.card?.expiry_month ?? ''),
    expiry_year: String(method.card?.expiry_year ?? ''),
    billing_addr1: '',
    billing_city: '',
    billing_zip: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, edit] = useMutation(EditPaymentMethodDocument);

  const handleChange = (key: Key, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const handleSave = async () => {
    const found = Object.fromEntries(FIELDS.filter(([key, , message]) => message && values[key].trim() === '').map(([key, , message]) => [key, message]));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const card = { ...values, expiry_month: Number(values.expiry_month), expiry_year: Number(values.expiry_year), last_name: values.last_name.trim() || null };
    const result = await edit({ input: { sourceType: 'edit-card', payment_id: method.id, card } });
    if (result.data?.EditPaymentMethodRequest.statusCode === 200) return onSaved();
    setFailure(result.data?.EditPaymentMethodRequest.message ?? result.error?.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.');
  };

  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        {FIELDS.slice(0, 4).map(([key, label, message]) => (
          <TextInput key={key} label={label} withAsterisk={Boolean(message)} value={values[key]} error={errors[key]} onChange={(e) => handleChange(key, e.currentTarget.value)} />
        ))}
      </Group>
      <Group grow align="flex-start">
        {FIELDS.slice(4).map(([key, label]) => (
          <TextInput key={key} label={label} withAsterisk value={values[key]} error={errors[key]} onChange={(e) => handleChange(key, e.currentTarget.value)} />
        ))}
      </Group>
      {failure && <Alert color="red">{failure}</Alert>}
      <Group justify="space-between">
        <Anchor component="button" onClick={onBack}>
          &lt; Back to payment list
        </Anchor>
        <Button onClick={() => void handleSave()} loading={fetching}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
