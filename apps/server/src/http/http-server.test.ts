import { readFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from '../graphql/schema-file.ts';
import { schema } from '../graphql/schema.ts';
import { useTestApp } from '../test/test-app.ts';

const testApp = useTestApp();

const gql = (body: object, headers: Record<string, string> = { 'x-askwise-csrf': '1' }) =>
  fetch(`${testApp.app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('http server', () => {
  it('answers health and readiness', async () => {
    expect(await (await fetch(`${testApp.app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${testApp.app.url}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('uses the PostgreSQL given by DATABASE_URL instead of starting its own', () => {
    expect(testApp.app.database.isEmbedded).toBe(false);
    expect(testApp.app.database.ownerUrl).toBe(testApp.database.ownerUrl);
  });

  it('refuses GraphQL requests without the CSRF header', async () => {
    const response = await gql({ query: '{ serverTime }' }, {});
    expect(response.status).toBe(403);
  });

  it('answers me with null when signed out', async () => {
    expect(await (await gql({ query: '{ me { id } }' })).json()).toEqual({ data: { me: null } });
  });

  it('refuses array batching and very deep or alias-heavy queries', async () => {
    const batch = await gql([{ query: '{ serverTime }' }, { query: '{ serverTime }' }]);
    expect(batch.status).toBeGreaterThanOrEqual(400);
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: serverTime`).join(' ');
    const aliased = (await (await gql({ query: `{ ${aliases} }` })).json()) as { errors?: unknown[] };
    expect(aliased.errors?.length).toBeGreaterThan(0);
  });

  it('the committed printed schema matches the code (run npm run schema:print)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printSchema(schema) + '\n');
  });
});
