import { Center, Loader, Stack, Text } from '@mantine/core';

/** A whole-screen spinner while the session or a bare page loads. */
export function LoadingScreen({ label = 'Loading..' }: { label?: string }) {
  return (
    <Center h="100vh">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
