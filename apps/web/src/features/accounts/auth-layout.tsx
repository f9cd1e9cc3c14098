import { Anchor, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The stand-alone card of the signed-out screens (sign-in, sign-up, recovery, confirmation). */
export function AuthLayout({ title, children, footer, width = 440 }: { title: string; children: ReactNode; footer?: ReactNode; width?: number }) {
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w={width} gap="md">
        <Anchor component={Link} to="/auth" underline="never" c="dark">
          <Group gap={8} justify="center">
            <Image src="/logo.svg" w={32} h={32} alt="" />
            <Text fw={700} size="xl">
              Askwise
            </Text>
          </Group>
        </Anchor>
        <Paper p="xl" withBorder shadow="sm">
          <Stack gap="md">
            <Title order={2} size="h3">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        {footer}
      </Stack>
    </Center>
  );
}

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {message}
    </Text>
  );
}
