import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { DeletePaymentMethodDocument } from '../billing-documents.ts';
import { maskedNumber, type PaymentMethod } from './payment-method-row.tsx';

/** The delete confirmation; a 200 answer means deleted. */
export function DeletePaymentMethodModal({ method, onClose, onDeleted }: { method: PaymentMethod; onClose: () => void; onDeleted: () => void }) {
  const [{ fetching }, remove] = useMutation(DeletePaymentMethodDocument);
  const [error, setError] = useState<string | null>(null);
  const handleDelete = async () => {
    const result = await remove({ input: { sourceType: 'delete-card', payment_id: method.id } });
    const answer = result.data?.DeletePaymentMethodRequest;
    if (answer?.statusCode === 200) return onDeleted();
    setError(answer?.message ?? result.error?.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.');
  };
  return (
    <Modal opened onClose={onClose} title="Delete payment method" size={460} centered styles={{ content: { minHeight: 340 } }}>
      <Stack align="center" ta="center">
        <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" />
        <Text fw={600}>Do you want to delete this payment method {maskedNumber(method)}?</Text>
        <Text size="sm" c="dimmed">
          This payment method is going to delete permanently!
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        <Group>
          <Button variant="default" onClick={onClose} disabled={fetching}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void handleDelete()} loading={fetching}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
