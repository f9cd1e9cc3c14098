import { Button, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconWorldWww } from '@tabler/icons-react';

export type PaymentChoice = 'card' | 'echeck' | 'ach';

/** The choice of payment method: Credit Card, eCheck and, where offered, Direct Debit through the hosted checkout. */
export function PaymentMethodChoice({ onChoose, withDirectDebit }: { onChoose: (choice: PaymentChoice) => void; withDirectDebit: boolean }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>Choose your payment method</Text>
      <Button variant="default" size="md" leftSection={<IconCreditCard size={18} />} onClick={() => onChoose('card')}>
        Credit Card
      </Button>
      <Button variant="default" size="md" leftSection={<IconBuildingBank size={18} />} onClick={() => onChoose('echeck')}>
        eCheck
      </Button>
      {withDirectDebit && (
        <Button variant="default" size="md" leftSection={<IconWorldWww size={18} />} onClick={() => onChoose('ach')}>
          Direct Debit
        </Button>
      )}
    </Stack>
  );
}
