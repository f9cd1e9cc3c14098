import type { FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { expect } from 'vitest';
import type { CompanyWithUser } from '../../test/factories.ts';

// What the Virtuous tests share: GraphQL as a browser sends it, and the connect flow of the popup.

export type GraphqlAnswer<T> = { data?: T; errors?: Array<{ message: string }> };

export async function graphql<T>(url: string, who: CompanyWithUser, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: who.cookie }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as GraphqlAnswer<T>;
}

export type Result = { statusCode: number; error: string | null; result: string | null };

export const CLAIMS = `query { getVirtuousClaimsToken }`;
export const SIGN_IN = `mutation ($claims: String!, $name: String!, $apiKey: String, $email: String, $password: String, $otp: String) {
  VirtuousSignIn(claimsToken: $claims, organizationName: $name, apiKey: $apiKey, email: $email, password: $password, otp: $otp) { statusCode error result } }`;
export const EXCHANGE = `mutation ($token: String!, $isReconnect: Boolean!, $id: Int) { ExchangeVirtuousToken(token: $token, isReconnect: $isReconnect, virtuousAccountId: $id) { statusCode error result } }`;
export const ACCOUNTS = `query { listLinkedVirtuousAccounts { id companyId organizationId virtuousAccountId organizationName totalConstituents syncedConstituents isLocked totalTags needsReauthentication } }`;
export const TAGS = `query ($id: Int!) { getTagsByVirtuousAccountId(virtuousAccountId: $id) { id vTagId tagName tagGroupName ccpIngested totalContacts } }`;
export const INGEST = `mutation ($id: Int!, $type: String!, $tagId: Int, $extra: String) { VirtuousIngestion(virtuousAccountId: $id, resourceType: $type, tagId: $tagId, extraParams: $extra) { statusCode error result } }`;
export const STATUS = `query ($id: Int!, $tagId: Int) { getVirtuousIngestionStatus(virtuousAccountId: $id, tagId: $tagId) { id status processed total errorMessage } }`;
export const DELETE = `mutation ($id: Int!) { deleteCompanyToVirtuousAccount(id: $id) { statusCode error } }`;

export async function signInToken(url: string, who: CompanyWithUser, credentials: { apiKey?: string; email?: string; password?: string; otp?: string }, name = 'Hope Relief (Virtuous)'): Promise<Result> {
  const claims = (await graphql<{ getVirtuousClaimsToken: string }>(url, who, CLAIMS)).data!.getVirtuousClaimsToken;
  return (await graphql<{ VirtuousSignIn: Result }>(url, who, SIGN_IN, { claims, name, ...credentials })).data!.VirtuousSignIn;
}

/** The popup and the opener together: credentials checked, then the account stored. */
export async function connectAccount(url: string, who: CompanyWithUser, fake: FakeVirtuous): Promise<number> {
  const signIn = await signInToken(url, who, { apiKey: fake.apiKey });
  expect(signIn).toMatchObject({ statusCode: 200, error: null });
  const exchange = (await graphql<{ ExchangeVirtuousToken: Result }>(url, who, EXCHANGE, { token: signIn.result, isReconnect: false })).data!.ExchangeVirtuousToken;
  expect(exchange).toMatchObject({ statusCode: 200, error: null });
  return (JSON.parse(exchange.result!) as { virtuousAccountId: number }).virtuousAccountId;
}

export async function tagsOf(url: string, who: CompanyWithUser, accountId: number) {
  return (await graphql<{ getTagsByVirtuousAccountId: Array<{ id: number; vTagId: string; tagName: string; ccpIngested: number; totalContacts: number }> }>(url, who, TAGS, { id: accountId })).data!.getTagsByVirtuousAccountId;
}

/** Starts a tag's sync and waits for it to end; returns its last status. */
export async function syncTag(url: string, who: CompanyWithUser, accountId: number, tagId: number, timeoutMs = 120_000) {
  const started = (await graphql<{ VirtuousIngestion: Result }>(url, who, INGEST, { id: accountId, type: 'TAG', tagId })).data!.VirtuousIngestion;
  expect(started).toMatchObject({ statusCode: 200, error: null });
  return untilSynced(url, who, accountId, tagId, timeoutMs);
}

export async function untilSynced(url: string, who: CompanyWithUser, accountId: number, tagId: number, timeoutMs = 120_000) {
  const since = Date.now();
  for (;;) {
    const status = (await graphql<{ getVirtuousIngestionStatus: { id: number; status: string; processed: number; total: number; errorMessage: string | null } }>(url, who, STATUS, { id: accountId, tagId })).data!.getVirtuousIngestionStatus;
    if (status.status === 'DONE' || status.status === 'ERROR') return status;
    if (Date.now() - since > timeoutMs) throw new Error(`Tag sync still running: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Contact ids of a tag in the fake, computed from its dataset (not through the API). */
export function fakeTagContacts(fake: FakeVirtuous, vTagId: number): Set<number> {
  const ids = new Set<number>();
  for (let id = 1; id <= fake.dataset.contactCount; id++) if (fake.dataset.hasTag(id, vTagId)) ids.add(id);
  return ids;
}
