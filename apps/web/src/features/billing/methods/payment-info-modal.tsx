import { Alert, Anchor, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { PaymentMethodChoice } from '../payment/payment-choice.tsx';
import { PaymentForm } from '../payment/payment-form.tsx';
import { DeletePaymentMethodModal } from './delete-payment-method-modal.tsx';
import { EditCardForm } from './edit-card-form.tsx';
import { PaymentMethodRow, type PaymentMethod } from './payment-method-row.tsx';
import { usePaymentInfo } from './use-payment-info.ts';

/** Manage your Payment Info: the saved methods (one primary; delete only when more than one), add and edit. */
export function PaymentInfoModal({ onClose }: { onClose: () => void }) {
  const { view, title, methods, isLoading, config, error, setView, reload, handlePrimary, handleAdd, handleEdited } = usePaymentInfo();
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const back = () => setView({ name: 'list' });
  return (
    <>
      <Modal opened={!deleting} onClose={onClose} title={title} size={view.name === 'card' || view.name === 'echeck' ? 900 : 620} centered>
        {view.name === 'list' && (
          <Stack>
            {isLoading && (
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
        {(view.name === 'card' || view.name === 'echeck') && config && (
          <Stack>
            <PaymentForm key={view.name} kind={view.name} variant="new" config={config} submitLabel={view.name === 'card' ? 'Add this card' : 'Add echeck'} onSubmit={handleAdd} onChangeMethod={() => setView({ name: 'choose' })} onCloseForReload={onClose} />
            <Anchor component="button" onClick={back} style={{ alignSelf: 'flex-start' }}>
              &lt; Back to payment list
            </Anchor>
          </Stack>
        )}
        {view.name === 'edit' && <EditCardForm method={view.method} onBack={back} onSaved={handleEdited} />}
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
