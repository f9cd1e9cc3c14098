import { Alert, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** What a page that failed to show says of its error: the router's status, or the error's message. */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Shown in place of a page that failed while showing (the router's errorElement): instead of a blank
 * screen, a way back. Nothing saved is lost; unsaved edits on the failed page are.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center h="80vh" p="md">
      <Stack align="center" maw={560}>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed" ta="center">
          This page could not be shown. Everything you saved is kept: reload the page, or go to Home and open it again.
        </Text>
        <Alert color="red" variant="light" w="100%" title="What went wrong">
          {routeErrorMessage(error)}
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/" variant="light" reloadDocument>
            Go to Home
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
