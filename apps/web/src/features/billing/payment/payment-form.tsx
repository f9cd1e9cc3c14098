import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { paymentErrorText } from '@askwise/domain/billing-rules';
import { CardFields, type BillingConfig, type CardFieldsHandle } from './card-fields.tsx';
import { cardFormErrors, echeckFormErrors, EMPTY_ADDRESS, type AddressForm, type FormErrors, type PaymentFormVariant } from './payment-validation.ts';

export type PaymentKind = 'card' | 'echeck';

/** What a submitted form hands over: a one-use card token (with the card's details) or the bank account. */
export type PaymentSubmission =
  | { kind: 'card'; cardToken: string; form: AddressForm }
  | { kind: 'echeck'; echeckData: { routingNumber: string; accountNumber: string }; form: AddressForm };

interface PaymentFormProps {
  kind: PaymentKind;
  variant: PaymentFormVariant;
  config: BillingConfig;
  submitLabel: string;
  /** Runs the purchase or change; returns an error text to show, or null on success. */
  onSubmit: (submission: PaymentSubmission) => Promise<string | null>;
  /** 'Change Payment Method': back to the choice, the form reset. */
  onChangeMethod: () => void;
  onCloseForReload: () => void;
}

/** The card or eCheck form: validation, then tokenization, then the operation; the form is disabled while it runs. */
export function PaymentForm({ kind, variant, config, submitLabel, onSubmit, onChangeMethod, onCloseForReload }: PaymentFormProps) {
  const [form, setForm] = useState<AddressForm>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const card = useRef<CardFieldsHandle | null>(null);
  const set = (key: keyof AddressForm) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setForm((f) => ({ ...f, [key]: value }));
  };
  const field = (key: keyof AddressForm, label: string, extra: { withAsterisk?: boolean } = { withAsterisk: true }) => (
    <TextInput label={label} value={form[key]} onChange={set(key)} error={errors[key]} disabled={isLoading} {...extra} />
  );

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = kind === 'card' ? cardFormErrors(variant, form, card.current?.completeness() ?? { number: false, expiry: false, cvv: false }) : echeckFormErrors(variant, form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setIsLoading(true);
    try {
      const submission: PaymentSubmission =
        kind === 'card'
          ? { kind, form, cardToken: await card.current!.tokenize(tokenizeDetails(variant, form)) }
          : { kind, form, echeckData: { routingNumber: form.routingNumber.trim(), accountNumber: form.accountNumber.trim() } };
      const error = await onSubmit(submission);
      if (error) setFailure(paymentErrorText(error));
    } catch (thrown) {
      setFailure(paymentErrorText(thrown instanceof Error ? thrown.message : String(thrown)));
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate>
      <fieldset disabled={isLoading} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          {variant === 'new' && (
            <Group grow align="flex-start">
              {field('firstName', 'First name')}
              {field('lastName', 'Last name', {})}
            </Group>
          )}
          {variant !== 'change' && (
            <>
              {field('address1', 'Address 1')}
              {field('address2', 'Address 2', {})}
              <Group grow align="flex-start">
                {field('city', 'City')}
                {field('state', 'State')}
                {field('zip', 'Zip Code')}
              </Group>
            </>
          )}
          {kind === 'card' && variant !== 'new' && field('cardName', 'Card name')}
          {kind === 'card' && <CardFields config={config} handle={card} errors={{ number: errors.number, expiry: errors.expiry, cvv: errors.cvv }} disabled={isLoading} onCloseForReload={onCloseForReload} />}
          {kind === 'echeck' && (
            <Group grow align="flex-start">
              {field('routingNumber', 'Routing number')}
              {field('accountNumber', 'Account number')}
            </Group>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between">
            <Anchor component="button" type="button" onClick={onChangeMethod}>
              Change Payment Method
            </Anchor>
            <Button type="submit" loading={isLoading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}

function tokenizeDetails(variant: PaymentFormVariant, form: AddressForm) {
  const name = variant === 'new' ? form.firstName : form.cardName;
  const opt = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    firstName: opt(name),
    lastName: variant === 'new' ? opt(form.lastName) : undefined,
    addressLine1: opt(form.address1),
    addressLine2: opt(form.address2),
    city: opt(form.city),
    state: opt(form.state),
    zip: opt(form.zip),
  };
}
