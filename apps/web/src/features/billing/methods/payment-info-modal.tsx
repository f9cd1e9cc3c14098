import { Alert, Anchor, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { BillingConfigurationDocument, CreatePaymentMethodDocument, SetAsPrimaryPaymentMethodDocument, SubscriptionDetailDocument } from '../billing-documents.ts';
import { PaymentMethodChoice } from '../payment/payment-choice.tsx';
import { PaymentForm, type PaymentSubmission } from '../payment/payment-form.tsx';
import { DeletePaymentMethodModal } from './delete-payment-method-modal.tsx';
import { EditCardForm } from './edit-card-form.tsx';
import { PaymentMethodRow, type PaymentMethod } from './payment-method-row.tsx';

type View = { name: 'list' } | { name: 'choose' } | { name: 'card' } | { name: 'echeck' } | { name: 'edit'; method: PaymentMethod } | { name: 'success'; text: string };

/** Manage your Payment Info: the saved methods (one primary; delete only when more than one), add and edit. */
export function PaymentInfoModal({ onClose }: { onClose: () => void }) {
  const [view, setView] = useState<View>({ name: 'list' });
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [{ data, fetching }, refetch] = useQuery({ query: SubscriptionDetailDocument, variables: { processType: 'PAYMENT_METHOD_LIST' }, requestPolicy: 'network-only' });
  const [{ data: configData }] = useQuery({ query: BillingConfigurationDocument });
  const [, setPrimary] = useMutation(SetAsPrimaryPaymentMethodDocument);
  const [, create] = useMutation(CreatePaymentMethodDocument);
  const methods = data?.SubscriptionDetailRequest.listPaymentMethods ?? [];
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const handlePrimary = async (method: PaymentMethod) => {
    const result = await setPrimary({ input: { sourceType: 'set-primary', payment_id: method.id } });
    if (result.data?.SetAsPrimaryPaymentMethodRequest.statusCode !== 200) setError(result.data?.SetAsPrimaryPaymentMethodRequest.message ?? 'Something went wrong. Please try again.');
    reload();
  };

  const handleAdd = async (submission: PaymentSubmission): Promise<string | null> => {
    const { form } = submission;
    const card = { first_name: form.firstName.trim(), last_name: form.lastName.trim() || null, billing_addr1: form.address1.trim(), billing_addr2: form.address2.trim() || null, billing_city: form.city.trim(), billing_state_code: form.state.trim(), billing_zip: form.zip.trim(), billing_country: 'US' };
    const input = submission.kind === 'card' ? { sourceType: 'new-card', cardToken: submission.cardToken, card } : { sourceType: 'echeck', echeckData: submission.echeckData };
    const result = await create({ input });
    const answer = result.data?.CreatePaymentMethodRequest;
    if (answer?.statusCode !== 200) return submission.kind === 'card' ? 'We have problem to add you payment method' : (answer?.message ?? 'We have problem to add you payment method');
    setView({ name: 'success', text: `Your payment method ${addedMasked(answer.message)} has been added` });
    reload();
    return null;
  };

  const back = () => setView({ name: 'list' });
  const title = view.name === 'list' ? 'Manage your Payment Info' : view.name === 'edit' ? 'Edit Payment Method' : 'Add Payment Method';
  return (
    <>
      <Modal opened={!deleting} onClose={onClose} title={title} size={view.name === 'card' || view.name === 'echeck' ? 900 : 620} centered>
        {view.name === 'list' && (
          <Stack>
            {fetching && !data && (
              <Center>
                <Loader size="sm" />
              </Center>
            )}
            {methods.map((method) => (
              <PaymentMethodRow key={method.id} method={method} canDelete={methods.length > 1} onPrimary={() => void handlePrimary(method)} onEdit={() => setView({ name: 'edit', method })} onDelete={() => setDeleting(method)} />
            ))}
            {error && <Alert color="red">{error}</Alert>}
            <Anchor component="button" onClick={() => setView({ name: 'choose' })} style={{ alignSelf: 'flex-start' }}>
              + Add Payment Method
            </Anchor>
            <Group justify="space-between">
              <Button variant="default" onClick={onClose}>
                Back to Subscription
              </Button>
              <Button onClick={onClose}>Save</Button>
            </Group>
          </Stack>
        )}
        {view.name === 'choose' && (
          <Stack>
            <PaymentMethodChoice withDirectDebit={false} onChoose={(choice) => setView(choice === 'echeck' ? { name: 'echeck' } : { name: 'card' })} />
            <Button variant="subtle" onClick={back}>
              Back to Payment List
            </Button>
          </Stack>
        )}
        {(view.name === 'card' || view.name === 'echeck') && configData && (
          <Stack>
            <PaymentForm key={view.name} kind={view.name} variant="new" config={configData.getBillingConfiguration} submitLabel={view.name === 'card' ? 'Add this card' : 'Add echeck'} onSubmit={handleAdd} onChangeMethod={() => setView({ name: 'choose' })} onCloseForReload={onClose} />
            <Anchor component="button" onClick={back} style={{ alignSelf: 'flex-start' }}>
              &lt; Back to payment list
            </Anchor>
          </Stack>
        )}
        {view.name === 'edit' && <EditCardForm method={view.method} onBack={back} onSaved={() => (reload(), setView({ name: 'success', text: 'Your payment method has been updated' }))} />}
        {view.name === 'success' && (
          <Stack align="center">
            <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" />
            <Text>{view.text}</Text>
            <Button onClick={back}>Ok</Button>
          </Stack>
        )}
      </Modal>
      {deleting && (
        <DeletePaymentMethodModal
          method={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            notifications.show({ color: 'teal', message: 'Payment method deleted successfully!!' });
            reload();
          }}
        />
      )}
    </>
  );
}

/** CreatePaymentMethodRequest answers a JSON message holding the new method's masked number. */
function addedMasked(message: string | null | undefined): string {
  try {
    return (JSON.parse(message ?? '{}') as { masked_number?: string }).masked_number ?? '';
  } catch {
    return '';
  }
}
