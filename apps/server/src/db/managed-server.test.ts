import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { buildEnvironment } from '../features/environments/environment.testing.ts';
import { APP_ROLE, createDb, createPool, withCompany } from './database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
import { migrateToLatest } from './migrate.ts';

// A managed PostgreSQL gives the product an owner that may create roles but is not a superuser (decision
// 011, docs/operations.md). On a server of its own (roles belong to the whole server), such an owner
// migrates a new database, starts again, and a company's deletion still takes its donors' rows.

const log = createLogger('silent', false);
const OWNER_PASSWORD = 'managed-owner-password';
let dataDir: string;
let embedded: EmbeddedDatabase;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-managed-'));
  // When run as root, PostgreSQL runs as the 'postgres' user, which must reach the folder.
  await chmod(dataDir, 0o755);
  embedded = await startEmbeddedPostgres(dataDir, 20_000 + Math.floor(Math.random() * 20_000), log);
  await query(embedded.url, `create role askwise_owner login createrole nosuperuser password '${OWNER_PASSWORD}'`);
  await query(embedded.url, 'create database askwise_managed owner askwise_owner');
}, 120_000);
afterAll(async () => {
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function ownerUrl(): string {
  const url = new URL(embedded.url);
  url.username = 'askwise_owner';
  url.password = OWNER_PASSWORD;
  url.pathname = '/askwise_managed';
  return url.toString();
}

it('migrates as an owner that is not a superuser, starts again, and keeps the app role unprivileged', async () => {
  await migrateToLatest(ownerUrl(), 'first-app-password');
  // A second start (and a changed app password) must not need a superuser.
  await expect(migrateToLatest(ownerUrl(), 'second-app-password')).resolves.toEqual([]);
  const role = await query(embedded.url, `select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = '${APP_ROLE}'`);
  expect(role.rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolcanlogin: true }]);
  const app = new URL(ownerUrl());
  app.username = APP_ROLE;
  app.password = 'second-app-password';
  await expect(query(app.toString(), 'select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
}, 300_000);

it('deletes a company with its donors as that owner, with no company set', async () => {
  const ownerDb = createDb(createPool(ownerUrl(), 2));
  try {
    // Not a superuser, the owner is held to row-level security like the app: tenant rows go in the company.
    const { id: companyId } = await ownerDb.insertInto('companies').values({ name: 'Managed' }).returning('id').executeTakeFirstOrThrow();
    await withCompany(ownerDb, companyId, async (trx) => {
      const { id: environmentId } = await buildEnvironment(trx, companyId);
      await trx.insertInto('constituents').values({ companyId, environmentId, externalId: 'C1' }).execute();
    });
    await ownerDb.deleteFrom('companies').where('id', '=', companyId).execute();
    const left = await query(embedded.url.replace(/\/[^/]*$/, '/askwise_managed'), 'select count(*)::int as n from constituents');
    expect(left.rows).toEqual([{ n: 0 }]);
  } finally {
    await ownerDb.destroy();
  }
}, 60_000);
