import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAudience, buildEnvironment } from '../features/environments/environment.testing.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { APP_ROLE, withCompany, type Db } from './database.ts';
import { up as bringCascadeRole } from './migrations/1747-cascade-role.ts';

// The donor cascades (migrations 0212, 0214) delete a parent's rows with a function that runs as the
// askwise_cascade role (migrations/cascade-role.ts, installed by 0214; 1747 for older databases): whatever company the deleting session holds, none included, and
// without ever setting app.company_id itself. These check that it deletes what it must, no more, and that
// the role and its policies give the application nothing.

const CASCADE_ROLE = 'askwise_cascade';
const CHILD_TABLES = ['constituents', 'constituent_imported_giving', 'gifts', 'gift_splits', 'audience_members', 'appeal_constituents'];

let database: TestDatabase;
let acme: CompanyWithUser;
let other: CompanyWithUser;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  await database?.drop();
});

/** An environment with one donor, its imported giving, a gift and its split, an audience, and an appeal of that donor. */
async function buildDonorWorld(db: Db, companyId: number) {
  const environmentId = (await buildEnvironment(db, companyId)).id;
  const constituentId = (await db.insertInto('constituents').values({ companyId, environmentId, externalId: 'C1' }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('constituentImportedGiving').values({ constituentId, companyId, lastGift: 2500 }).execute();
  const giftId = (await db.insertInto('gifts').values({ companyId, environmentId, constituentId, giftDate: '2025-03-01', amountCents: 2500 }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('giftSplits').values({ companyId, environmentId, giftId, constituentId, giftDate: '2025-03-01', amountCents: 2500, giftAmountCents: 2500, isFirstSplit: true }).execute();
  const audienceId = (await buildAudience(db, companyId, environmentId, { constituentIds: [constituentId] })).id;
  const appealId = (
    await db.insertInto('appeals').values({ companyId, environmentId, audienceId, dataImportSourceId: 1, name: 'Spring', step: 'mapping_appeal' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  await db.insertInto('appealConstituents').values({ companyId, appealId, constituentId, externalId: 'C1' }).execute();
  return { companyId, environmentId, constituentId, giftId, audienceId, appealId };
}
type DonorWorld = Awaited<ReturnType<typeof buildDonorWorld>>;

/** What is left of a world, counted as the owner (who sees every company). */
async function rowsOf(world: DonorWorld) {
  const { rows } = await sql<Record<string, number>>`select
      (select count(*)::int from constituents where environment_id = ${world.environmentId}) as constituents,
      (select count(*)::int from constituent_imported_giving where constituent_id = ${world.constituentId}) as "importedGiving",
      (select count(*)::int from gifts where constituent_id = ${world.constituentId}) as gifts,
      (select count(*)::int from gift_splits where gift_id = ${world.giftId}) as splits,
      (select count(*)::int from audience_members where audience_id = ${world.audienceId}) as members,
      (select count(*)::int from appeal_constituents where appeal_id = ${world.appealId}) as "appealRows",
      (select count(*)::int from appeal_constituents where appeal_id = ${world.appealId} and constituent_id is not null) as "linkedAppealRows"`.execute(database.ownerDb);
  return rows[0];
}
const ALL_KEPT = { constituents: 1, importedGiving: 1, gifts: 1, splits: 1, members: 1, appealRows: 1, linkedAppealRows: 1 };
const ALL_GONE = { constituents: 0, importedGiving: 0, gifts: 0, splits: 0, members: 0, appealRows: 0, linkedAppealRows: 0 };

describe('the cascades, run by the cascade role', () => {
  it('deleting an environment in its company removes its donors; the company\'s other environment and another company keep theirs', async () => {
    const [deleted, sibling, theirs] = [
      await buildDonorWorld(database.ownerDb, acme.companyId),
      await buildDonorWorld(database.ownerDb, acme.companyId),
      await buildDonorWorld(database.ownerDb, other.companyId),
    ];
    const setting = await withCompany(database.db, acme.companyId, async (trx) => {
      await trx.deleteFrom('environments').where('id', '=', deleted.environmentId).execute();
      return (await sql<{ company: string }>`select current_setting('app.company_id') as company`.execute(trx)).rows[0]!.company;
    });
    // The appeal outlives its environment (set null) and keeps its rows, unlinked from the deleted donor.
    expect(await rowsOf(deleted)).toEqual({ ...ALL_GONE, appealRows: 1 });
    expect(await rowsOf(sibling)).toEqual(ALL_KEPT);
    expect(await rowsOf(theirs)).toEqual(ALL_KEPT);
    // The session's company is the one it set: the cascade neither changed nor needed it.
    expect(setting).toBe(String(acme.companyId));

    await withCompany(database.db, acme.companyId, (trx) => trx.deleteFrom('appeals').where('id', '=', deleted.appealId).execute());
    expect(await rowsOf(deleted)).toEqual(ALL_GONE);
    expect(await rowsOf(theirs)).toEqual(ALL_KEPT);
  });

  it('a company deleted by a session with no company set takes all its rows, and no other company\'s', async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    const gone = await buildDonorWorld(database.ownerDb, company.companyId);
    const kept = await buildDonorWorld(database.ownerDb, other.companyId);
    await database.db.deleteFrom('companies').where('id', '=', company.companyId).execute();
    expect(await rowsOf(gone)).toEqual(ALL_GONE);
    expect(await rowsOf(kept)).toEqual(ALL_KEPT);
  });

  it("deletes only the rows of the deleted parent's own company, even a row that slipped past the insert checks", async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    const theirs = await buildDonorWorld(database.ownerDb, other.companyId);
    // A gift of the other company naming this donor: the insert check refuses it, so it is put in with the check off.
    const stray = await database.ownerDb.transaction().execute(async (trx) => {
      await sql`alter table gifts disable trigger gifts_check_constituents`.execute(trx);
      const gift = await trx
        .insertInto('gifts')
        .values({ companyId: other.companyId, environmentId: theirs.environmentId, constituentId: mine.constituentId, giftDate: '2025-04-01', amountCents: 100 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`alter table gifts enable trigger gifts_check_constituents`.execute(trx);
      return gift.id;
    });
    await withCompany(database.db, acme.companyId, (trx) => trx.deleteFrom('constituents').where('id', '=', mine.constituentId).execute());
    const left = await database.ownerDb.selectFrom('gifts').select(['id', 'companyId']).where('constituentId', '=', mine.constituentId).execute();
    expect(left).toEqual([{ id: stray, companyId: other.companyId }]);
    expect(await rowsOf(theirs)).toEqual(ALL_KEPT);
  });
});

describe('the application gains nothing from the cascade role', () => {
  it('sees only its company\'s rows of every cascaded table, and none without a company', async () => {
    await buildDonorWorld(database.ownerDb, acme.companyId);
    await buildDonorWorld(database.ownerDb, other.companyId);
    for (const table of CHILD_TABLES) {
      const t = sql.table(table);
      const seen = await withCompany(database.db, acme.companyId, async (trx) =>
        (await sql<{ mine: number; theirs: number }>`select count(*) filter (where company_id = ${acme.companyId})::int as mine,
          count(*) filter (where company_id <> ${acme.companyId})::int as theirs from ${t}`.execute(trx)).rows[0]!,
      );
      const owned = (await sql<{ n: number }>`select count(*)::int as n from ${t} where company_id = ${acme.companyId}`.execute(database.ownerDb)).rows[0]!.n;
      expect({ table, ...seen }).toEqual({ table, mine: owned, theirs: 0 });
      expect(owned, table).toBeGreaterThan(0);
      const withoutCompany = (await sql<{ n: number }>`select count(*)::int as n from ${t}`.execute(database.db)).rows[0]!.n;
      expect({ table, withoutCompany }).toEqual({ table, withoutCompany: 0 });
    }
    const member = await sql<{ member: boolean }>`select pg_has_role(${APP_ROLE}, ${CASCADE_ROLE}, 'MEMBER') as member`.execute(database.ownerDb);
    expect(member.rows[0]!.member).toBe(false);
  });

  it('cannot hang the cascade function on a table of its own', async () => {
    const attach = withCompany(database.db, acme.companyId, async (trx) => {
      await sql`create temp table fake_parents (id bigint, company_id int) on commit drop`.execute(trx);
      await sql`create trigger fake_parents_delete_gifts after delete on fake_parents referencing old table as old_rows
        for each statement execute function askwise_delete_children('gifts', 'constituent_id')`.execute(trx);
    });
    await expect(attach).rejects.toThrow(/permission denied for function askwise_delete_children/);
  });

  it('runs only as one of the cascades: hung on any other table, even by the owner, it refuses', async () => {
    const theirs = await buildDonorWorld(database.ownerDb, other.companyId);
    const misuse = database.ownerDb.transaction().execute(async (trx) => {
      await sql`create temp table fake_parents (id bigint, company_id int) on commit drop`.execute(trx);
      await sql`create trigger fake_parents_delete_gifts after delete on fake_parents referencing old table as old_rows
        for each statement execute function askwise_delete_children('gifts', 'constituent_id')`.execute(trx);
      await sql`insert into fake_parents values (${theirs.constituentId}, ${other.companyId})`.execute(trx);
      await sql`delete from fake_parents`.execute(trx);
    });
    await expect(misuse).rejects.toThrow('fake_parents does not cascade to gifts');
    expect(await rowsOf(theirs)).toEqual(ALL_KEPT);
  });
});

describe('the cascade role', () => {
  it('cannot log in nor bypass row-level security, and owns the security-definer cascade function', async () => {
    const role = await sql`select rolcanlogin as "canLogin", rolsuper as "isSuper", rolbypassrls as bypass from pg_roles where rolname = ${CASCADE_ROLE}`.execute(
      database.ownerDb,
    );
    expect(role.rows).toEqual([{ canLogin: false, isSuper: false, bypass: false }]);
    const fn = await sql`select pg_get_userbyid(p.proowner) as owner, p.prosecdef as "securityDefiner", p.proconfig as config,
        has_function_privilege(${APP_ROLE}, p.oid, 'execute') as "appMayExecute"
      from pg_proc p where p.proname = 'askwise_delete_children' and p.pronamespace = 'public'::regnamespace`.execute(database.ownerDb);
    expect(fn.rows).toEqual([{ owner: CASCADE_ROLE, securityDefiner: true, config: ['search_path=pg_catalog, public'], appMayExecute: false }]);
  });

  it('leaves setting the tenant to the one helper of database.ts: in the source and in the database', async () => {
    const needle = ['set_config(', "'app.company_id'"].join('');
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx|sql)$/.test(file));
    // Migrations included: 0214 installs the cascade role itself (cascade-role.ts), and 1747 brings older databases to it.
    const setters = files.filter((file) => readFileSync(path.join(src, file), 'utf8').includes(needle));
    expect(setters.map((file) => file.split(path.sep).join('/'))).toEqual(['db/database.ts']);
    const functions = await sql<{ name: string }>`select proname as name from pg_proc
      where pronamespace = 'public'::regnamespace and prosrc like ${`%${needle}%`}`.execute(database.ownerDb);
    expect(functions.rows).toEqual([]);
  });

  it('reaches a database migrated before 0214 installed it (1747), and leaves one that has it as it is', async () => {
    const older = await createTestDatabase();
    try {
      const owner = older.ownerDb;
      // As 0214 used to leave a database: the function the migrating role's own, run as the caller, no cascade policies.
      await sql`grant askwise_cascade to current_user`.execute(owner);
      await sql`alter function askwise_delete_children() owner to current_user`.execute(owner);
      await sql`revoke askwise_cascade from current_user`.execute(owner);
      await sql`create or replace function askwise_delete_children() returns trigger language plpgsql as $$
        begin
          execute format('delete from %I where %I in (select o.id from old_rows o)', tg_argv[0], tg_argv[1]);
          return null;
        end $$`.execute(owner);
      for (const table of CHILD_TABLES) {
        await sql`drop policy cascade_select on ${sql.table(table)}`.execute(owner);
        await sql`drop policy cascade_delete on ${sql.table(table)}`.execute(owner);
      }
      await sql`drop policy cascade_release on appeal_constituents`.execute(owner);
      const cascadePolicies = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from pg_policies where policyname like 'cascade%' and ${sql.lit(CASCADE_ROLE)} = any(roles)`.execute(owner)).rows[0]!.n;
      expect(await cascadePolicies()).toBe(0);

      await bringCascadeRole(owner as unknown as Kysely<unknown>);
      await bringCascadeRole(owner as unknown as Kysely<unknown>);
      const fn = await sql`select pg_get_userbyid(p.proowner) as owner, p.prosecdef as "securityDefiner"
        from pg_proc p where p.proname = 'askwise_delete_children' and p.pronamespace = 'public'::regnamespace`.execute(owner);
      expect(fn.rows).toEqual([{ owner: CASCADE_ROLE, securityDefiner: true }]);
      // Select and delete on each cascaded table, and the release of a deleted donor's appeal rows.
      expect(await cascadePolicies()).toBe(2 * CHILD_TABLES.length + 1);
      const next = await createCompanyWithUser(owner);
      const world = await buildDonorWorld(owner, next.companyId);
      await older.db.deleteFrom('companies').where('id', '=', next.companyId).execute();
      const left = (await sql<{ n: number }>`select count(*)::int as n from gift_splits where gift_id = ${world.giftId}`.execute(owner)).rows[0]!.n;
      expect(left).toBe(0);
    } finally {
      await older.drop();
    }
  });
});
