import { Radio, Table, Text } from '@mantine/core';
import { EnvironmentRowActions, type RowActionHandlers } from './environment-row-actions.tsx';
import { EnvironmentStatusCell } from './environment-status-cell.tsx';
import { ingestionModeLabel, isSelectable } from './environment-status.ts';
import type { Environment } from './use-select-environment-page.ts';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short', year: 'numeric' });

export interface EnvironmentsTableProps {
  environments: Environment[];
  selectedId: number | null;
  isAdministrator: boolean;
  isEmpty: boolean;
  /** The clock the status cells judge staleness by. */
  now: number;
  onSelect: (environment: Environment) => void;
  rowHandlers: RowActionHandlers;
}

type RowProps = Omit<EnvironmentsTableProps, 'environments' | 'selectedId' | 'isEmpty'> & { environment: Environment; isSelected: boolean };

function EnvironmentRow({ environment, isSelected, isAdministrator, now, onSelect, rowHandlers }: RowProps) {
  const canSelect = isSelectable(environment);
  return (
    <Table.Tr
      data-testid={`environment-${environment.id}`}
      onClick={() => onSelect(environment)}
      // No opacity on a row that cannot be chosen: faded text fails WCAG contrast; the disabled
      // radio, the cursor and the status column say it instead.
      style={{ cursor: canSelect ? 'pointer' : 'not-allowed' }}
      bg={isSelected ? 'blue.0' : undefined}
    >
      <Table.Td>
        <Radio aria-label={`Select ${environment.organizationName}`} checked={isSelected} disabled={!canSelect} onChange={() => onSelect(environment)} />
      </Table.Td>
      <Table.Td>
        <Text fw={600}>{environment.organizationName}</Text>
        {environment.isPractice && (
          <Text size="xs" c="dimmed">
            Practice environment with generated donors
          </Text>
        )}
      </Table.Td>
      <Table.Td>{count.format(environment.constituentTotal)}</Table.Td>
      <Table.Td>{count.format(environment.giftTotal)}</Table.Td>
      <Table.Td>{count.format(environment.totalAudienceLists)}</Table.Td>
      <Table.Td>{ingestionModeLabel(environment)}</Table.Td>
      <Table.Td>
        <EnvironmentStatusCell environment={environment} now={now} needsReauthentication={environment.needsReauthentication} />
      </Table.Td>
      <Table.Td>{environment.ingestionCompletionDate ? dateFormat.format(new Date(environment.ingestionCompletionDate)) : '-'}</Table.Td>
      {isAdministrator && (
        <Table.Td onClick={(event) => event.stopPropagation()}>
          <EnvironmentRowActions environment={environment} handlers={rowHandlers} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** The company's environments, one radio row each; only administrators see the Actions column. */
export function EnvironmentsTable({ environments, selectedId, isEmpty, ...rowProps }: EnvironmentsTableProps) {
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label="Environments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} />
          <Table.Th>Name</Table.Th>
          <Table.Th>Constituents</Table.Th>
          <Table.Th>Gifts</Table.Th>
          <Table.Th>Audience Lists</Table.Th>
          <Table.Th>Ingestion Mode</Table.Th>
          <Table.Th>Ingestion Status</Table.Th>
          <Table.Th>Last ingestion</Table.Th>
          {rowProps.isAdministrator && <Table.Th>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {environments.map((environment) => (
          <EnvironmentRow key={environment.id} environment={environment} isSelected={selectedId === environment.id} {...rowProps} />
        ))}
        {isEmpty && (
          <Table.Tr>
            <Table.Td colSpan={rowProps.isAdministrator ? 9 : 8}>
              <Text c="dimmed" ta="center">
                No environment has been linked to your company yet.{rowProps.isAdministrator ? ' Click "+ Add New" to link your Raiser\'s Edge NXT environment.' : ''}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
