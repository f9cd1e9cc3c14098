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

  it('a malformed URL escape, in the path or the session cookie, answers 400 instead of failing', async () => {
    for (const path of ['/%E0%A4%A', '/files/%zz', '/dev/outbox/%']) {
      const response = await fetch(`${testApp.app.url}${path}`);
      expect(response.status, path).toBe(400);
    }
    const withBadCookie = await gql({ query: '{ me { id } }' }, { 'x-askwise-csrf': '1', cookie: 'askwise_session=%E0%A4%A' });
    expect(withBadCookie.status).toBe(200);
    expect(await withBadCookie.json()).toEqual({ data: { me: null } });
  });

  it('pages carry a Content-Security-Policy that forbids framing, inline and foreign scripts', async () => {
    const page = await fetch(`${testApp.app.url}/auth`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // Every other answer may not be framed either.
    expect((await gql({ query: '{ serverTime }' })).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the committed printed schema matches the code (run npm run schema:print)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printSchema(schema) + '\n');
  });
});
