import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createDb, createPool, withCompany, type Db } from './database.ts';
import { MOST_NAMED, NAMED_AFTER, statementNameOf } from './named-statements.ts';

// Selects sent often go as named statements: PostgreSQL parses them once per connection and may keep their
// plan. These check which statements are named, that a connection prepares them once, and that row-level
// security still filters by the company of each transaction that runs a kept plan.

let database: TestDatabase;
let db: Db;
let acme: CompanyWithUser;
let other: CompanyWithUser;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so that every statement below runs on the session whose prepared statements are read.
  db = createDb(createPool(database.appUrl, 1));
  acme = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('which statements are named', () => {
  it('a select once it has been sent often enough, always by the same name', () => {
    const text = `select ${Math.random()} as x where $1::int > 0`;
    const names = Array.from({ length: NAMED_AFTER + 2 }, () => statementNameOf(text));
    expect(names.slice(0, NAMED_AFTER - 1)).toEqual(Array(NAMED_AFTER - 1).fill(undefined));
    const name = names[NAMED_AFTER - 1];
    expect(name).toMatch(/^askwise_[\w-]{24}$/);
    expect(new Set(names.slice(NAMED_AFTER - 1))).toEqual(new Set([name]));
  });

  it('never a write, nor two statements sent together', () => {
    for (const text of [`insert into t values (${Math.random()})`, `update t set x = 1 where y = ${Math.random()}`, `select 1; select ${Math.random()}`]) {
      const names = Array.from({ length: NAMED_AFTER + 2 }, () => statementNameOf(text));
      expect(names).toEqual(Array(NAMED_AFTER + 2).fill(undefined));
    }
  });

});

describe('a connection of the pool', () => {
  it('prepares a frequent select once and runs it with the company of each transaction', async () => {
    const environments = async (companyId: number) =>
      withCompany(db, companyId, (trx) => trx.selectFrom('companies').select('id').where('id', '>', 0).orderBy('id').execute());
    // The companies table is not tenant-filtered; the statement is sent often and named.
    for (let i = 0; i < NAMED_AFTER + 5; i++) await environments(acme.companyId);
    const prepared = await sql<{ statement: string; genericPlans: number; customPlans: number }>`
      select statement, generic_plans as "genericPlans", custom_plans as "customPlans" from pg_prepared_statements
      where statement like 'select "id" from "companies"%'`.execute(db);
    expect(prepared.rows).toHaveLength(1);
    expect(prepared.rows[0]!.genericPlans + prepared.rows[0]!.customPlans).toBeGreaterThanOrEqual(5);

    // A tenant table's kept plan still sees only the company of the transaction that runs it.
    const userIdsOf = (companyId: number) =>
      withCompany(db, companyId, (trx) => trx.selectFrom('companyUsers').select(['companyId']).where('id', '>', 0).execute());
    for (let i = 0; i < NAMED_AFTER + 6; i++) {
      const company = i % 2 ? acme : other;
      const rows = await userIdsOf(company.companyId);
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.companyId))).toEqual(new Set([company.companyId]));
    }
    const tenantPlans = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like 'select "company_id" from "company_users"%'`.execute(db);
    expect(tenantPlans.rows[0]!.n).toBe(1);
  });
});

describe('a table changed under a kept plan', () => {
  it('fails the one statement that ran the old plan; the next one is prepared afresh', async () => {
    const owner = createDb(createPool(database.ownerUrl, 1));
    try {
      await sql`create table plan_probe (a int)`.execute(owner);
      await sql`insert into plan_probe values (1)`.execute(owner);
      const read = () => owner.selectFrom('planProbe' as never).selectAll().where(sql.ref('a'), '>', 0).execute();
      for (let i = 0; i < NAMED_AFTER + 1; i++) expect(await read()).toEqual([{ a: 1 }]);
      await sql`alter table plan_probe add column b int default 2`.execute(owner);
      await expect(read()).rejects.toThrow(/cached plan must not change result type/);
      expect(await read()).toEqual([{ a: 1, b: 2 }]);
      expect(await read()).toEqual([{ a: 1, b: 2 }]);
    } finally {
      await owner.destroy();
    }
  });
});

describe('the bound', () => {
  // Last: it uses up the names this file's process may give.
  it('at most MOST_NAMED texts in a process: a connection keeps no more prepared', () => {
    const named = new Set<string>();
    for (let n = 0; n < MOST_NAMED + 10; n++) {
      const text = `select ${n} as n, '${Math.random()}' where $1::int > 0`;
      for (let i = 0; i < NAMED_AFTER; i++) {
        const name = statementNameOf(text);
        if (name) named.add(name);
      }
    }
    expect(named.size).toBeLessThanOrEqual(MOST_NAMED);
    expect(named.size).toBeGreaterThan(MOST_NAMED / 2);
    // Past the bound a select stays unnamed however often it is sent.
    const late = `select '${Math.random()}' where $1::int > 0`;
    expect(Array.from({ length: NAMED_AFTER + 2 }, () => statementNameOf(late))).toEqual(Array(NAMED_AFTER + 2).fill(undefined));
  });
});
