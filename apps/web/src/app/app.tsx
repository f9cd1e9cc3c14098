import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { createGraphQLClient } from '../lib/graphql-client.ts';
import { createRouter } from './routes.tsx';
import { SessionProvider } from '../session/index.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function App() {
  const client = useMemo(createGraphQLClient, []);
  const router = useMemo(createRouter, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <UrqlProvider value={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </UrqlProvider>
    </MantineProvider>
  );
}
