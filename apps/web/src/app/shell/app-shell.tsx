import { AppShell, Container, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { TopBar } from './top-bar.tsx';

/** The navigation shell of signed-in pages: top bar, page, footer. */
export function AppLayout() {
  return (
    <AppShell header={{ height: 60 }} footer={{ height: 36 }} padding="md">
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <Container size="xl" h="100%" style={{ display: 'flex', alignItems: 'center' }}>
          <Text size="xs" c="dimmed">
            Copyright © {new Date().getFullYear()} Askwise. All rights reserved.
          </Text>
        </Container>
      </AppShell.Footer>
    </AppShell>
  );
}
