import { Badge, Table, Text } from '@mantine/core';
import { formatAnnualFee } from '@askwise/domain/billing-rules';
import type { CompanySubscription, Plan } from './billing-plan.ts';

interface PlanTableProps {
  plans: Plan[];
  subscription: CompanySubscription | null;
  selectedId: number | null;
  onSelect: (plan: Plan) => void;
}

/** The plan table: Total records and AG annual fee, one row per plan, the custom plan last. */
export function PlanTable({ plans, subscription, selectedId, onSelect }: PlanTableProps) {
  return (
    <Table highlightOnHover withTableBorder verticalSpacing="sm" aria-label="Plans">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Total records</Table.Th>
          <Table.Th>AG annual fee</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {plans.map((plan) => {
          const isSelected = plan.id === selectedId;
          return (
            <Table.Tr
              key={plan.id}
              data-testid={`plan-row-${plan.name}`}
              aria-selected={isSelected}
              onClick={() => onSelect(plan)}
              style={{ cursor: 'pointer' }}
              bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                <Text fw={isSelected ? 700 : 500}>{plan.donorsRecord}</Text>
                {/* Grey on the selected row's blue is 4.2:1, under WCAG's 4.5:1: the selected row keeps the body colour. */}
                <Text size="xs" c={isSelected ? undefined : 'dimmed'}>
                  {plan.name} {subscription?.paymentSubscriptionId === plan.id && <Badge size="xs" ml={4}>Current plan</Badge>}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fw={isSelected ? 700 : 500}>{formatAnnualFee(plan.annualFee)}</Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
