import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { countFormat } from '../../ui/format.ts';
import { ProfileLayout } from './profile-layout.tsx';
import { UserForm, type CompanyUserItem } from './user-form.tsx';
import { CompanyUsersDocument } from './users-documents.ts';
import { UsersTable } from './users-table.tsx';

type Panel = { kind: 'list' } | { kind: 'invite' } | { kind: 'edit'; user: CompanyUserItem };

/** /profile/users (administrators): the users list, the invite panel and the edit panel. */
export function UsersPage() {
  const { user } = useSession();
  const [panel, setPanel] = useState<Panel>({ kind: 'list' });
  const [{ data }, reload] = useQuery({ query: CompanyUsersDocument, requestPolicy: 'cache-and-network' });
  const refetch = () => reload({ requestPolicy: 'network-only' });
  const users = data?.getCompanyUsers ?? [];
  const companyName = user?.company?.name ?? '';

  const handleBack = (changed: boolean) => {
    setPanel({ kind: 'list' });
    if (changed) refetch();
  };

  return (
    <ProfileLayout>
      <Paper withBorder p="lg">
        {panel.kind === 'list' ? (
          <Stack>
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={3}>{companyName} Users</Title>
                <Text size="sm" c="dimmed">
                  {countFormat.format(users.length)} registered users · {countFormat.format(data?.getCompanyTotalConstituents ?? 0)} constituents
                </Text>
              </div>
              <Button leftSection={<IconUserPlus size={16} />} onClick={() => setPanel({ kind: 'invite' })}>
                Invite User
              </Button>
            </Group>
            {users.length === 0 ? (
              <Center h={160}>
                <Loader />
              </Center>
            ) : (
              <UsersTable users={users} currentUserId={user?.id ?? ''} onEdit={(u) => setPanel({ kind: 'edit', user: u })} onChanged={refetch} />
            )}
          </Stack>
        ) : (
          <UserForm companyName={companyName} editing={panel.kind === 'edit' ? panel.user : null} onBack={handleBack} />
        )}
      </Paper>
    </ProfileLayout>
  );
}
