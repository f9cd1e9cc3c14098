import { Paper, Text, Title } from '@mantine/core';

/** The home sidebar of home and appeal history: a welcome and what the page is for. */
export function AppealsSidebar({ text }: { text: string }) {
  return (
    <Paper withBorder p="md" radius="md" w={260} miw={260} component="aside" visibleFrom="xl">
      <Title order={5} mb="xs">
        Welcome to Askwise
      </Title>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}
