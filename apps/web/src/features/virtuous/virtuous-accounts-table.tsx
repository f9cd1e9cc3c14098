import { Button, Group, Menu, Radio, Table, Text, Tooltip } from '@mantine/core';
import { IconDots, IconLock } from '@tabler/icons-react';
import { EMPTY_ACCOUNTS_TEXT, isAccountSelectable, type VirtuousAccount } from './virtuous-texts.ts';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export interface AccountActions {
  onReauthenticate: (account: VirtuousAccount) => void;
  onResyncTags: (account: VirtuousAccount) => void;
  onRemove: (account: VirtuousAccount) => void;
}

export interface VirtuousAccountsTableProps {
  accounts: VirtuousAccount[];
  selectedId: number | null;
  isAdministrator: boolean;
  isEmpty: boolean;
  onSelect: (account: VirtuousAccount) => void;
  actions: AccountActions;
}

/** An administrator's cell: the lock while a tag syncs, and the account's menu. */
function AccountActionsCell({ account, actions }: { account: VirtuousAccount; actions: AccountActions }) {
  return (
    <Table.Td onClick={(event) => event.stopPropagation()}>
      <Group gap="xs" wrap="nowrap">
        {account.isLocked === 1 && (
          <Tooltip label="Locked while a tag is syncing">
            <IconLock size={16} aria-label="locked" />
          </Tooltip>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-sm" variant="subtle" aria-label={`Actions for ${account.organizationName}`}>
              <IconDots size={16} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.onReauthenticate(account)}>Reauthenticate</Menu.Item>
            <Menu.Item onClick={() => actions.onResyncTags(account)}>Resync Tags</Menu.Item>
            <Menu.Item color="var(--mantine-color-error)" onClick={() => actions.onRemove(account)}>
              Remove
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Table.Td>
  );
}

function AccountRow({ account, isSelected, isAdministrator, onSelect, actions }: { account: VirtuousAccount; isSelected: boolean } & Omit<VirtuousAccountsTableProps, 'accounts' | 'selectedId' | 'isEmpty'>) {
  const canSelect = isAccountSelectable(account);
  return (
    <Table.Tr data-testid={`virtuous-account-${account.id}`} onClick={() => onSelect(account)} style={{ cursor: canSelect ? 'pointer' : 'not-allowed' }} bg={isSelected ? 'blue.0' : undefined}>
      <Table.Td>
        <Radio aria-label={`Select ${account.organizationName}`} checked={isSelected} disabled={!canSelect} onChange={() => onSelect(account)} />
      </Table.Td>
      <Table.Td>{account.id}</Table.Td>
      <Table.Td>
        <Text fw={600}>{account.organizationName}</Text>
        {account.needsReauthentication && (
          <Text size="xs" c="red">
            Please reauthenticate this environment.
          </Text>
        )}
      </Table.Td>
      <Table.Td>{count.format(account.totalConstituents)}</Table.Td>
      <Table.Td>{count.format(account.totalTags)}</Table.Td>
      {isAdministrator && <AccountActionsCell account={account} actions={actions} />}
    </Table.Tr>
  );
}

/** The linked accounts, one radio row each; only administrators see the Actions column. */
export function VirtuousAccountsTable({ accounts, selectedId, isAdministrator, isEmpty, onSelect, actions }: VirtuousAccountsTableProps) {
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label="Virtuous environments">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} />
          <Table.Th>Id</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Constituents</Table.Th>
          <Table.Th>Tags</Table.Th>
          {isAdministrator && <Table.Th>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((account) => (
          <AccountRow key={account.id} account={account} isSelected={selectedId === account.id} isAdministrator={isAdministrator} onSelect={onSelect} actions={actions} />
        ))}
        {isEmpty && (
          <Table.Tr>
            <Table.Td colSpan={isAdministrator ? 6 : 5}>
              <Text c="dimmed" ta="center">
                {EMPTY_ACCOUNTS_TEXT}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
