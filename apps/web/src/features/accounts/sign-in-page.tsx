import { Center, Paper, Stack, Text, Title } from '@mantine/core';

// TODO(#4): the three sign-in steps.
export function SignInPage() {
  return (
    <Center h="100vh" bg="gray.0">
      <Paper p="xl" w={420} withBorder>
        <Stack>
          <Title order={2}>Sign in</Title>
          <Text c="dimmed">Don't have an account? Sign up to try it for free</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
