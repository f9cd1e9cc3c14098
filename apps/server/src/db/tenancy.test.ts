import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { APP_ROLE, createPool, withCompany, withCompanyClient } from './database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('tenancy', () => {
  it('every table with company_id has row-level security enabled, forced and a policy', async () => {
    const { rows } = await sql<{ table: string; enabled: boolean; forced: boolean; policies: number }>`
      select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind in ('r', 'p')
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)
      order by 1`.execute(database.ownerDb);
    expect(rows.length).toBeGreaterThan(0);
    const unprotected = rows.filter((r) => !r.enabled || !r.forced || r.policies === 0).map((r) => r.table);
    expect(unprotected).toEqual([]);
  });

  it('the application connects as a role that is neither superuser nor BYPASSRLS', async () => {
    const { rows } = await sql<{ user: string; isSuper: boolean; bypass: boolean }>`
      select current_user as user, rolsuper as "isSuper", rolbypassrls as bypass
      from pg_roles where rolname = current_user`.execute(database.db);
    expect(rows[0]).toEqual({ user: APP_ROLE, isSuper: false, bypass: false });
  });

  it('a query without a company filter sees only the current company rows', async () => {
    const a = await createCompanyWithUser(database.ownerDb);
    const b = await createCompanyWithUser(database.ownerDb);
    const seenByA = await withCompany(database.db, a.companyId, (trx) => trx.selectFrom('companyUsers').select('companyId').execute());
    expect(seenByA.map((r) => r.companyId)).toEqual([a.companyId]);
    const seenWithoutCompany = await database.db.selectFrom('companyUsers').select('id').execute();
    expect(seenWithoutCompany).toEqual([]);
    await expect(
      withCompany(database.db, a.companyId, (trx) =>
        trx.insertInto('companyUsers').values({ companyId: b.companyId, userId: a.userId, roleId: 2, isActive: true }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('a raw client sees only its company, and the setting ends with its transaction', async () => {
    const a = await createCompanyWithUser(database.ownerDb);
    await createCompanyWithUser(database.ownerDb);
    // One session: what the next checkout of it sees is what the transaction left behind.
    const pool = createPool(database.appUrl, 1);
    try {
      const read = (client: pg.PoolClient) => client.query<{ company_id: number }>('select company_id from company_users');
      const seen = await withCompanyClient(pool, a.companyId, read, { readOnly: true });
      expect(seen.rows.map((r) => r.company_id)).toEqual([a.companyId]);
      const after = await pool.query<{ setting: string | null }>(`select current_setting('app.company_id', true) as setting`);
      expect(after.rows[0]!.setting || null).toBeNull();
      const write = (client: pg.PoolClient) => client.query('delete from company_users');
      await expect(withCompanyClient(pool, a.companyId, write, { readOnly: true })).rejects.toThrow(/read-only transaction/);
      await expect(withCompanyClient(pool, 0, read)).rejects.toThrow(/company is required/);
    } finally {
      await pool.end();
    }
  });
});
