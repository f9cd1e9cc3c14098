import { Container, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../app/session.tsx';

// TODO(#8): source cards and Recent Appeals.
export function HomePage() {
  const { user } = useSession();
  return (
    <Container size="xl">
      <Stack>
        <Title order={2}>Hello, {user?.firstName ?? user?.email}</Title>
        <Text c="dimmed">Create Ask Strings</Text>
      </Stack>
    </Container>
  );
}
