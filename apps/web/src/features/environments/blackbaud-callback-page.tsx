import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { storeCallbackParams } from './blackbaud-authorization.ts';
import { callbackPageOutcome } from './callback-page-outcome.ts';

/**
 * /blackbaud/callback: the popup's return page (no sign-in needed); it hands the answer to the opener and
 * closes. Opened without an opener (a bookmark, a link, a popup blocker), nothing is waiting for the answer:
 * the page says what happened and leads back to the environments.
 */
export function BlackbaudCallbackPage() {
  const [hasOpener] = useState(() => Boolean(window.opener));
  useEffect(() => {
    if (!hasOpener) return;
    storeCallbackParams(window.location.search);
    const timer = setTimeout(() => window.close(), 300);
    return () => clearTimeout(timer);
  }, [hasOpener]);
  if (!hasOpener) {
    const outcome = callbackPageOutcome(new URLSearchParams(window.location.search));
    return (
      <Center h="100vh" p="md">
        <Stack align="center" maw={520}>
          <Title order={2}>{outcome.title}</Title>
          <Text ta="center">{outcome.message}</Text>
          <Anchor component={Link} to="/blackbaud">
            Back to your environments
          </Anchor>
        </Stack>
      </Center>
    );
  }
  return (
    <Center h="100vh">
      <Stack align="center">
        <Loader />
        <Text>Connecting your Raiser&apos;s Edge NXT environment...</Text>
      </Stack>
    </Center>
  );
}
