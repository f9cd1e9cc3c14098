import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { cacheExchange, Client, fetchExchange, Provider, type AnyVariables, type TypedDocumentNode } from 'urql';
import { inject } from 'vitest';
import { CSRF_HEADER } from '../lib/graphql-client.ts';
import { SessionProvider, useSession } from '../session/index.ts';
import { CreateAppealDocument, GetAppealDocument, UpdateAppealDocument } from '../wizard/index.ts';

// Web tests talk to the real product on a real PostgreSQL, started once per run by the web project's
// global set-up (apps/server/src/test/web-global-setup.ts), as two signed-in users of two companies.

declare module 'vitest' {
  export interface ProvidedContext {
    webServerUrl: string;
    webSessionCookie: string;
    webOtherCompanyCookie: string;
    webEnvironmentId: number;
    webAudienceId: number;
    webExcelFileId: number;
    webVirtuousAccountId: number;
    webVirtuousAudienceId: number;
  }
}

export type TestUser = 'user' | 'otherCompany';

/** A GraphQL client of the product signed in as the test company's user (or the other company's). */
export function createTestClient(who: TestUser = 'user'): Client {
  const cookie = inject(who === 'user' ? 'webSessionCookie' : 'webOtherCompanyCookie');
  return new Client({
    url: `${inject('webServerUrl')}/graphql`,
    requestPolicy: 'cache-and-network',
    fetchOptions: { headers: { [CSRF_HEADER]: '1', cookie } },
    // jsdom's AbortSignal is not the one Node's fetch accepts; requests here are never cancelled anyway.
    fetch: (input, init) => fetch(input, { ...init, signal: null }),
    exchanges: [cacheExchange, fetchExchange],
  });
}

/** Runs a query or mutation against the product and returns its data, failing on any error. */
export async function request<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  who: TestUser = 'user',
): Promise<Data> {
  const client = createTestClient(who);
  const isQuery = document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'query');
  const operation = isQuery ? client.query(document, variables, { requestPolicy: 'network-only' }) : client.mutation(document, variables);
  const result = await operation.toPromise();
  if (result.error || !result.data) throw new Error(result.error?.message ?? 'no data');
  return result.data;
}

/** A signed-in page renders once the session is read, as the app's Gate lets it. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().isLoading ? null : children;
}

/**
 * Renders a wizard hook as a page would: opened at `path` in a router, with a client of the product, and
 * unmounted when it navigates to another page. `location.current` follows every navigation. With
 * `withSession`, the hook also reads the signed-in user (useSession) from the product, as the app provides it.
 */
export function renderWizardHook<Result>(hook: () => Result, { path, who = 'user', withSession = false }: { path: string; who?: TestUser; withSession?: boolean }) {
  const client = createTestClient(who);
  const location = { current: path };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location.current = `${pathname}${search}`;
    return null;
  }
  const page = (children: ReactNode) =>
    withSession ? (
      <SessionProvider>
        <SignedIn>{children}</SignedIn>
      </SessionProvider>
    ) : (
      children
    );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider value={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route path={new URL(path, 'http://localhost').pathname} element={page(children)} />
          <Route path="*" element={null} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  return { ...renderHook(hook, { wrapper }), location };
}

/** Where an appeal of each source comes from: the test company's environment (or file, or account) and audience. */
const SOURCES = {
  blackbaud: () => ({ blackbaudOrganizationId: inject('webEnvironmentId'), audienceId: inject('webAudienceId'), dataImportSourceId: 1 }),
  excel: () => ({ blackbaudOrganizationId: inject('webExcelFileId'), audienceId: 0, dataImportSourceId: 2 }),
  virtuous: () => ({ blackbaudOrganizationId: inject('webVirtuousAccountId'), audienceId: inject('webVirtuousAudienceId'), dataImportSourceId: 3 }),
};

/** An appeal of the test company at a step, from its Raiser's Edge NXT environment, its Excel file or its Virtuous account. */
export async function createAppealAt(
  step: string,
  source: keyof typeof SOURCES = 'blackbaud',
  settings: { numberAskSettings?: string; strategySettings?: string } = {},
) {
  const { createAppeal } = await request(CreateAppealDocument, { name: `Appeal at ${step}`, ...SOURCES[source]() });
  const { updateAppeal } = await request(UpdateAppealDocument, { id: createAppeal.id, step, ...settings });
  return updateAppeal;
}

/** The appeal as the product stores it now. */
export async function storedAppeal(id: number) {
  const { getAppeal } = await request(GetAppealDocument, { id });
  if (!getAppeal) throw new Error(`appeal ${id} not found`);
  return getAppeal;
}
