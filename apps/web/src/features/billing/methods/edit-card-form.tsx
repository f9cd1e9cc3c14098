import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import type { PaymentMethod } from './payment-method-row.tsx';
import { EDIT_CARD_FIELDS, useEditCardForm } from './use-edit-card-form.ts';

/** Edits a saved card's name, expiry and billing address (the edit form has no state field). */
export function EditCardForm({ method, onBack, onSaved }: { method: PaymentMethod; onBack: () => void; onSaved: () => void }) {
  const { values, errors, failure, fetching, handleChange, handleSave } = useEditCardForm(method, onSaved);
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        {EDIT_CARD_FIELDS.slice(0, 4).map(([key, label, message]) => (
          <TextInput key={key} label={label} withAsterisk={Boolean(message)} value={values[key]} error={errors[key]} onChange={(e) => handleChange(key, e.currentTarget.value)} />
        ))}
      </Group>
      <Group grow align="flex-start">
        {EDIT_CARD_FIELDS.slice(4).map(([key, label]) => (
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
