import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { appUrlFrom, createDb, createPool, type Db } from '../db/database.ts';
import { withDatabase } from './global-setup.ts';
import { TEMPLATE_DATABASE, TEST_APP_PASSWORD } from './test-constants.ts';

export interface TestDatabase {
  /** Owner connection string (migrations, pg-boss, assertions that must see every tenant). */
  ownerUrl: string;
  /** The unprivileged app role: what the product itself uses. */
  appUrl: string;
  db: Db;
  /** Kysely as the owner; for test setup and for checks across tenants only. */
  ownerDb: Db;
  drop: () => Promise<void>;
}

/** A fresh database cloned from the migrated template; fast, isolated per test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const name = `askwise_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const ownerUrl = withDatabase(serverUrl, name);
  const appUrl = appUrlFrom(ownerUrl, TEST_APP_PASSWORD);
  const db = createDb(createPool(appUrl, 10));
  const ownerDb = createDb(createPool(ownerUrl, 4));
  return {
    ownerUrl,
    appUrl,
    db,
    ownerDb,
    drop: async () => {
      await db.destroy();
      await ownerDb.destroy();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
