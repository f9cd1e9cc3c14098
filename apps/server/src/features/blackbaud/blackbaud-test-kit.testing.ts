import { createServer } from 'node:net';
import { skyClientSettings, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { expect } from 'vitest';
import type { CompanyWithUser } from '../../test/factories.ts';

// Test helpers for Raiser's Edge NXT journeys over the product's HTTP API against the fake SKY API.

export const CALLBACK = 'http://localhost:3000/blackbaud/callback';
export const SEALING_KEY = Buffer.alloc(32, 9).toString('base64');

/** The product's SKY settings pointed at a fake. */
export function skyEnv(sky: FakeSky, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...skyClientSettings(sky),
    SKY_CALLS_PER_SECOND: '50',
    SKY_REDIRECT_URI: CALLBACK,
    TOKEN_SEALING_KEY: SEALING_KEY,
    ...extra,
  };
}

/** A port nobody listens on now (for a product whose public address must be known before it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type Answer<T> = { data?: T; errors?: Array<{ message: string }>; text: string };

export function graphqlAt(url: () => string) {
  return async <T>(who: CompanyWithUser, query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> => {
    const response = await fetch(`${url()}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: who.cookie }, body: JSON.stringify({ query, variables }) });
    const text = await response.text();
    return { ...(JSON.parse(text) as { data?: T; errors?: Array<{ message: string }> }), text };
  };
}

/** What the popup does: the administrator allows access to one environment; the fake redirects with a code. */
export async function authorizationCode(sky: FakeSky, environmentId: string): Promise<string> {
  const form = new URLSearchParams({ client_id: sky.clientId, response_type: 'code', redirect_uri: CALLBACK, state: 'a'.repeat(96), decision: 'allow', environment_id: environmentId });
  const answer = await fetch(sky.authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
  return new URL(answer.headers.get('location')!).searchParams.get('code')!;
}

export const AUTHENTICATE = `mutation ($code: String!, $isReconnect: Boolean!, $companyOrgId: Int) {
  BlackbaudAuthentication(callbackUrl: "${CALLBACK}", code: $code, isReconnect: $isReconnect, companyOrgId: $companyOrgId) { statusCode error result } }`;
export const LATEST = `query ($id: Int!) { getLatestBlackbaudIngestionRequests(companyOrgId: $id) { id status errorMessage progress { bbijEntity ingested total percentage status isEssential errorMessage } } }`;
export const TRIGGER = `mutation ($id: Int!, $type: String!) { TriggerBlackbaudIngestion(type: $type, companyOrganizationId: $id) { statusCode result error } }`;

export interface LatestRequest {
  id: number;
  status: string;
  errorMessage: string | null;
  progress: Array<{ bbijEntity: string; ingested: number; total: number; status: string; isEssential: boolean; errorMessage: string | null }>;
}

type Graphql = ReturnType<typeof graphqlAt>;

export async function connect(graphql: Graphql, sky: FakeSky, who: CompanyWithUser, environmentId: string): Promise<number> {
  const answer = await graphql<{ BlackbaudAuthentication: { statusCode: number; error: string | null; result: string } }>(who, AUTHENTICATE, { code: await authorizationCode(sky, environmentId), isReconnect: false });
  expect(answer.data?.BlackbaudAuthentication.error ?? null).toBeNull();
  return (JSON.parse(answer.data!.BlackbaudAuthentication.result) as { companyOrgId: number }).companyOrgId;
}

export async function untilFinished(graphql: Graphql, who: CompanyWithUser, environment: number, timeoutMs = 100_000): Promise<LatestRequest> {
  const started = Date.now();
  for (;;) {
    const latest = (await graphql<{ getLatestBlackbaudIngestionRequests: LatestRequest[] }>(who, LATEST, { id: environment })).data!.getLatestBlackbaudIngestionRequests[0]!;
    if (latest.status !== 'IN_PROGRESS') return latest;
    if (Date.now() - started > timeoutMs) throw new Error(`Sync still running: ${JSON.stringify(latest.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
