import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// The embedded server is reached over its Unix socket (embedded-postgres.ts): loopback TCP cost every
// statement the kernel's TCP path. A server named by TEST_DATABASE_URL is reached however its URL says.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('the embedded PostgreSQL', () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)('is reached over its Unix socket, by the app role and by the owner', async () => {
    for (const db of [database.db, database.ownerDb]) {
      const { rows } = await sql<{ address: string | null }>`select inet_server_addr() as address`.execute(db);
      expect(rows).toEqual([{ address: null }]);
    }
    expect(new URL(database.appUrl).hostname).toBe(encodeURIComponent('/tmp'));
  });
});
