import { companyUserStatus, roleLabel } from '@askwise/domain/accounts/index';
import { ActionIcon, Badge, Button, Menu, Switch, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDots } from '@tabler/icons-react';
import { useMutation } from 'urql';
import { ActiveDeactiveDocument, ConfirmUserDocument, MakeOwnerDocument, ReInviteDocument, RemoveUserDocument } from './users-documents.ts';
import type { CompanyUserItem } from './user-form.tsx';

const STATUS_COLORS = { Active: 'green', Invited: 'blue', Deactivated: 'gray', 'Re-Invite': 'orange' } as const;

/** The users list: status, active switch, re-invite and the actions menu (none for the owner). */
export function UsersTable({ users, currentUserId, onEdit, onChanged }: { users: CompanyUserItem[]; currentUserId: string; onEdit: (user: CompanyUserItem) => void; onChanged: () => void }) {
  const [, setActive] = useMutation(ActiveDeactiveDocument);
  const [, remove] = useMutation(RemoveUserDocument);
  const [, makeOwner] = useMutation(MakeOwnerDocument);
  const [, confirmUser] = useMutation(ConfirmUserDocument);
  const [, reInvite] = useMutation(ReInviteDocument);

  // Other user-management failures are logged only (error catalogue).
  const run = async (action: () => Promise<{ error?: unknown }>) => {
    const result = await action();
    if (result.error) console.error('User management failed', result.error);
    onChanged();
  };

  const confirmDelete = (user: CompanyUserItem) =>
    modals.openConfirmModal({
      title: 'Delete User',
      children: <Text size="sm">Delete {user.userName} ({user.email}) from the company?</Text>,
      labels: { confirm: 'Delete User', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void run(() => remove({ userId: user.userId })),
    });

  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Role</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Active</Table.Th>
          <Table.Th aria-label="Actions" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => {
          const status = companyUserStatus(user);
          const isSelf = user.userId === currentUserId;
          return (
            <Table.Tr key={user.id} data-testid={`user-row-${user.email}`}>
              <Table.Td>
                {user.userName}
                {user.owner && (
                  <Badge ml="xs" size="xs" variant="light">
                    Owner
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{roleLabel(user.roleId)}</Table.Td>
              <Table.Td>
                {status === 'Re-Invite' ? (
                  <Button size="compact-xs" color="orange" variant="light" onClick={() => void run(() => reInvite({ companyUserId: user.id }))}>
                    Re-Invite
                  </Button>
                ) : (
                  <Badge color={STATUS_COLORS[status]} variant="light">
                    {status}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {!user.owner && !isSelf && user.active !== null && (
                  <Switch
                    aria-label={`Active ${user.email}`}
                    checked={user.active === true}
                    onChange={(event) => void run(() => setActive({ companyUserId: user.id, active: event.currentTarget.checked }))}
                  />
                )}
              </Table.Td>
              <Table.Td>
                {!user.owner && !isSelf && (
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.email}`}>
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => onEdit(user)}>Edit User</Menu.Item>
                      <Menu.Item color="var(--mantine-color-error)" onClick={() => confirmDelete(user)}>
                        Delete User
                      </Menu.Item>
                      <Menu.Item disabled={user.active !== true} onClick={() => void run(() => makeOwner({ companyUserId: user.id }))}>
                        Make Owner
                      </Menu.Item>
                      {user.active === null && <Menu.Item onClick={() => void run(() => confirmUser({ username: user.email }))}>Confirm User</Menu.Item>}
                      {user.active === null && status !== 'Re-Invite' && (
                        <Menu.Item onClick={() => void run(() => reInvite({ companyUserId: user.id }))}>Re-Invite</Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
