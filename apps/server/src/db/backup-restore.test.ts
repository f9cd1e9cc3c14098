import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAppealWithDonors, generateDonors } from '../features/asks/asks.testing.ts';
import { createCompanyWithUser } from '../test/factories.ts';
import { TEST_APP_PASSWORD } from '../test/test-constants.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { appUrlFrom, createDb, createPool, withCompany } from './database.ts';

// The backup and restore of docs/operations.md, on a PostgreSQL server (TEST_DATABASE_URL; CI gives one):
// pg_dump -Fc of a database in use, pg_restore into a new database, and the product's own role reads the
// restored appeals and exports there, row-level security and all. The embedded PostgreSQL is newer than the
// machine's pg_dump, so without a server this test has nothing to run against.
const canDump = Boolean(process.env.TEST_DATABASE_URL) && spawnSync('pg_dump', ['--version']).status === 0;
let source: TestDatabase | undefined;
let restoredUrl: string | undefined;
let dir: string | undefined;

afterAll(async () => {
  if (restoredUrl) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(restoredUrl).pathname.slice(1)} with (force)`);
    await admin.end();
  }
  await source?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.runIf(canDump)('backup and restore', () => {
  it('a pg_dump restored with pg_restore into a fresh database holds the appeals and exports, readable by the product', async () => {
    source = await createTestDatabase();
    const company = await createCompanyWithUser(source.ownerDb);
    const { appealId } = await buildAppealWithDonors(source.ownerDb, company.companyId, generateDonors(250), { name: 'Year-End 2026' });
    await source.ownerDb.insertInto('appealExports').values({ companyId: company.companyId, appealId, status: 'DONE', readyToExportCount: 240, handleManuallyCount: 10 }).execute();

    dir = await mkdtemp(path.join(tmpdir(), 'askwise-backup-'));
    const dump = path.join(dir, 'askwise.dump');
    execFileSync('pg_dump', ['--format=custom', '--file', dump, source.ownerUrl]);
    const fresh = `askwise_restored_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${fresh}`);
    await admin.end();
    restoredUrl = Object.assign(new URL(source.ownerUrl), { pathname: `/${fresh}` }).toString();
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', restoredUrl, dump]);

    const db = createDb(createPool(appUrlFrom(restoredUrl, TEST_APP_PASSWORD), 2));
    try {
      const restored = await withCompany(db, company.companyId, async (trx) => ({
        appeals: await trx.selectFrom('appeals').select('name').execute(),
        donors: await trx.selectFrom('appealConstituents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        exports: await trx.selectFrom('appealExports').select(['status', 'readyToExportCount', 'handleManuallyCount']).execute(),
      }));
      expect(restored).toEqual({
        appeals: [{ name: 'Year-End 2026' }],
        donors: { n: 250 },
        exports: [{ status: 'DONE', readyToExportCount: 240, handleManuallyCount: 10 }],
      });
      // Row-level security came back with the tables: another company sees nothing.
      expect(await withCompany(db, company.companyId + 1000, (trx) => trx.selectFrom('appeals').select('id').execute())).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
