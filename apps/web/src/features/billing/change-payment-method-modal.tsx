import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { BillingConfigurationDocument, UpdatePaymentMethodDocument } from './billing-documents.ts';
import { operationError } from './billing-plan.ts';
import { PaymentMethodChoice } from './payment/payment-choice.tsx';
import { PaymentForm, type PaymentSubmission } from './payment/payment-form.tsx';

type Step = 'choice' | 'card' | 'echeck' | 'done';

/** Change payment method: Credit Card or eCheck, then the form; the subscription is paid with it from now on. */
export function ChangePaymentMethodModal({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const [step, setStep] = useState<Step>('choice');
  const [doneText, setDoneText] = useState('');
  const [{ data }] = useQuery({ query: BillingConfigurationDocument });
  const [, update] = useMutation(UpdatePaymentMethodDocument);

  const handleSubmit = async (submission: PaymentSubmission) => {
    const input = submission.kind === 'card' ? { sourceType: 'card', cardToken: submission.cardToken } : { sourceType: 'echeck', echeckData: submission.echeckData };
    const result = await update({ input });
    const failure = operationError(result, result.data?.UpdatePaymentMethodRequest);
    if (failure) return failure;
    setDoneText(submission.kind === 'card' ? 'Your payment method has been updated' : 'Your payment change it Success');
    setStep('done');
    onChanged();
    return null;
  };

  return (
    <Modal opened onClose={onClose} title="Change Payment Method" size={step === 'card' || step === 'echeck' ? 900 : 520} centered>
      {step === 'choice' && <PaymentMethodChoice withDirectDebit={false} onChoose={(choice) => setStep(choice === 'echeck' ? 'echeck' : 'card')} />}
      {(step === 'card' || step === 'echeck') && data && (
        <PaymentForm key={step} kind={step} variant="change" config={data.getBillingConfiguration} submitLabel={step === 'card' ? 'Add this card' : 'Add echeck'} onSubmit={handleSubmit} onChangeMethod={() => setStep('choice')} onCloseForReload={onClose} />
      )}
      {step === 'done' && (
        <Stack align="center">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" />
          <Text>{doneText}</Text>
          <Button onClick={onClose}>Ok</Button>
        </Stack>
      )}
    </Modal>
  );
}
