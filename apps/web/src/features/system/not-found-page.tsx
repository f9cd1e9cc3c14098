import { Button, Center, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center h="80vh">
      <Stack align="center">
        <Title order={1}>Not found :(</Title>
        <Button component={Link} to="/" variant="light">
          Go to Home
        </Button>
      </Stack>
    </Center>
  );
}
