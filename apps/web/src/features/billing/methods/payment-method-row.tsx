import { Badge, Button, Group, Paper, Radio, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard } from '@tabler/icons-react';
import type { SubscriptionDetailQuery } from '../../../graphql/generated/graphql.ts';

export type PaymentMethod = SubscriptionDetailQuery['SubscriptionDetailRequest']['listPaymentMethods'][number];

/** '************1111' for a card, '****6789' for a bank account. */
export function maskedNumber(method: PaymentMethod): string {
  return method.card?.masked_number ?? `****${method.bank_account?.last4 ?? ''}`;
}

export function lastFour(method: PaymentMethod): string {
  return method.card?.last4 ?? method.bank_account?.last4 ?? '';
}

interface RowProps {
  method: PaymentMethod;
  canDelete: boolean;
  onPrimary: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved method: its brand or direct-debit icon, masked number and last four, primary choice, edit and delete. */
export function PaymentMethodRow({ method, canDelete, onPrimary, onEdit, onDelete }: RowProps) {
  const isCard = method.type === 'card';
  const Icon = isCard ? IconCreditCard : IconBuildingBank;
  return (
    <Paper withBorder p="sm" data-testid={`payment-method-${lastFour(method)}`}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Radio checked={method.primary} onChange={onPrimary} aria-label={`Primary ${maskedNumber(method)}`} />
          <Icon size={22} aria-label={isCard ? (method.card?.brand ?? 'card') : 'direct debit'} />
          <div>
            <Text size="sm" fw={600}>
              {isCard ? (method.card?.brand ?? 'Card').replace(/_/g, ' ').toUpperCase() : 'Bank account'} {maskedNumber(method)}
            </Text>
            <Text size="xs" c="dimmed">
              Ending in {lastFour(method)}
              {isCard && method.card ? ` · expires ${String(method.card.expiry_month).padStart(2, '0')}/${method.card.expiry_year}` : ''}
            </Text>
          </div>
          {method.primary && <Badge size="sm">Primary</Badge>}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {isCard && (
            <Button size="xs" variant="default" onClick={onEdit}>
              Edit
            </Button>
          )}
          {canDelete && (
            <Button size="xs" variant="light" color="red" onClick={onDelete}>
              Delete
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
