import { Avatar, Button, Group, Image, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconHelp } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { EnvironmentLoadingIndicator } from '../../features/environments/index.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { useSession } from '../../session/index.ts';

const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

function initials(first?: string | null, last?: string | null, email?: string): string {
  const letters = `${first?.[0] ?? ''}${last?.[0] ?? ''}`;
  return (letters || email?.[0] || '?').toUpperCase();
}

export function TopBar() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [, logout] = useMutation(LogoutDocument);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const userInitials = initials(user?.firstName, user?.lastName, user?.email);

  const handleLogout = async () => {
    await logout({});
    // Clear what this tab kept (dashboard and ask-string state); a full reload clears every in-memory cache and the user.
    sessionStorage.clear();
    localStorage.clear();
    window.location.assign('/auth');
  };

  return (
    // One line whatever the width: only the loading text gives way (it is cut with an ellipsis).
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap" style={{ flexShrink: 0 }}>
        <UnstyledButton component={Link} to="/" aria-label="Askwise home">
          <Group gap={8}>
            <Image src="/logo.svg" w={28} h={28} alt="" />
            <Text fw={700} size="lg">
              Askwise
            </Text>
          </Group>
        </UnstyledButton>
        <Button variant="subtle" onClick={() => navigate('/')}>
          Home
        </Button>
        <Button variant="subtle" onClick={() => navigate('/appeal-history')}>
          Appeal History
        </Button>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="subtle" rightSection={<IconChevronDown size={14} />}>
              Environments
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to="/blackbaud">
              RE NXT
            </Menu.Item>
            <Menu.Item component={Link} to="/excel">
              Excel Uploads
            </Menu.Item>
            <Menu.Item component={Link} to="/virtuous">
              Virtuous
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="sm" wrap="nowrap" justify="flex-end" miw={0} style={{ flex: '1 1 0' }}>
        <EnvironmentLoadingIndicator />
        <Button variant="subtle" component={Link} to="/help/ask-rules" leftSection={<IconHelp size={16} />} style={{ flexShrink: 0 }}>
          Help
        </Button>
        <Menu position="bottom-end" width={240}>
          <Menu.Target>
            {/* The name holds the initials it shows, so speech input can say what it sees (WCAG 2.5.3). */}
            <UnstyledButton aria-label={`Account menu ${userInitials}`} style={{ flexShrink: 0 }}>
              <Avatar color="blue" radius="xl">
                {userInitials}
              </Avatar>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Text size="sm" fw={600} c="dark">
                {fullName || user?.email}
              </Text>
              <Text size="xs" c="dimmed">
                {user?.email}
              </Text>
            </Menu.Label>
            <Menu.Divider />
            <Menu.Item component={Link} to="/profile/profile">
              Profile
            </Menu.Item>
            <Menu.Item component={Link} to="/profile/company">
              Company
            </Menu.Item>
            {user?.isAdministrator && (
              <>
                <Menu.Item component={Link} to="/profile/subscription">
                  Subscription
                </Menu.Item>
                <Menu.Item component={Link} to="/profile/users">
                  Users
                </Menu.Item>
              </>
            )}
            <Menu.Divider />
            <Menu.Item color="var(--mantine-color-error)" onClick={handleLogout}>
              Log Out
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
