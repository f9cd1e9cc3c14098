import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { storeCallbackParams } from './blackbaud-authorization.ts';

/** /blackbaud/callback: the popup's return page (no sign-in needed); it hands the answer to the opener and closes. */
export function BlackbaudCallbackPage() {
  useEffect(() => {
    storeCallbackParams(window.location.search);
    const timer = setTimeout(() => window.close(), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center h="100vh">
      <Stack align="center">
        <Loader />
        <Text>Connecting your Raiser&apos;s Edge NXT environment...</Text>
      </Stack>
    </Center>
  );
}
