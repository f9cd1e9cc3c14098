import { sql, type Kysely } from 'kysely';

// The donor cascades (0214, and 0212's appeals -> appeal_constituents, which 0214 took over) delete a parent's
// rows from a statement-level trigger. Row-level security filters those deletes by app.company_id, which a
// company's deletion does not set; only the tenant helper of db/database.ts sets it. So the cascades run as
// askwise_cascade:
// - a role that cannot log in, bypass row-level security or be a superuser, may select and delete the
//   cascaded tables' rows (a policy for it alone, next to each table's tenant policy), and clear
//   appeal_constituents.constituent_id, which a deleted donor's constituents_release_appeal_constituents
//   (0212) does within the cascade. It owns askwise_delete_children(), SECURITY DEFINER with a fixed
//   search_path: the cascades run as it whatever company the session holds, none included, and nested
//   cascades (environment -> donors -> gifts -> splits) run as it too.
// - Each cascade is one set-based delete per level that matches the deleted parent's company (a defence in
//   depth on top of the insert checks).
// - Nobody is a member of the role: not the app role, and not the migrating role once the function is handed
//   over. No one may execute the function but its owner, so no one can hang it on a table of their own, and
//   it refuses to run from any trigger but the cascades listed here.
// Roles belong to the whole server, which many databases may share: the role is made once and never dropped
// while any database uses it. 0214 installs all this; 1747 brings databases migrated before 0214 did so.

export const CASCADE_ROLE = 'askwise_cascade';

/** The parent deletions that delete rows: trigger table, rows' table, rows' reference column (0212, 0214). */
const CASCADES: Array<[parent: string, table: string, column: string]> = [
  ['environments', 'constituents', 'environment_id'],
  ['constituents', 'constituent_imported_giving', 'constituent_id'],
  ['constituents', 'gifts', 'constituent_id'],
  ['constituents', 'audience_members', 'constituent_id'],
  ['gifts', 'gift_splits', 'gift_id'],
  ['audiences', 'audience_members', 'audience_id'],
  ['appeals', 'appeal_constituents', 'appeal_id'],
];
const TABLES = [...new Set(CASCADES.map(([, table]) => table))];

const id = (name: string) => sql.id(name);
const role = id(CASCADE_ROLE);

/**
 * The role, its policies and the cascade function (still owned by the migrating role, so that triggers can
 * be made on it); handOverToCascadeRole gives the function to the role once the triggers exist.
 */
export async function createCascadeFunction(db: Kysely<unknown>): Promise<void> {
  await ensureCascadeRole(db);
  await sql`grant usage on schema public to ${role}`.execute(db);
  for (const table of TABLES) {
    await sql`grant select, delete on ${id(table)} to ${role}`.execute(db);
    await sql`create policy cascade_select on ${id(table)} for select to ${role} using (true)`.execute(db);
    await sql`create policy cascade_delete on ${id(table)} for delete to ${role} using (true)`.execute(db);
  }
  // A deleted donor's appeal rows keep their copy and lose the link (0212), in the cascade's company only.
  await sql`grant update (constituent_id) on appeal_constituents to ${role}`.execute(db);
  await sql`create policy cascade_release on appeal_constituents for update to ${role} using (true) with check (true)`.execute(db);
  await sql`
    create or replace function constituents_release_appeal_constituents() returns trigger language plpgsql as $$
    begin
      update appeal_constituents a set constituent_id = null from old_rows o where a.constituent_id = o.id and a.company_id = o.company_id;
      return null;
    end $$`.execute(db);

  const cascades = sql.join(CASCADES.map((c) => sql`(${sql.join(c.map((name) => sql.lit(name)))})`));
  await sql`
    create or replace function askwise_delete_children() returns trigger language plpgsql
    security definer set search_path = pg_catalog, public as $$
    begin
      if not (tg_table_schema = 'public' and tg_when = 'AFTER' and tg_level = 'STATEMENT' and tg_op = 'DELETE'
          and (tg_table_name::text, tg_argv[0], tg_argv[1]) in (${cascades})) then
        raise insufficient_privilege using message = format('%s does not cascade to %s', tg_table_name, tg_argv[0]);
      end if;
      execute format('delete from public.%I c using old_rows o where c.%I = o.id and c.company_id = o.company_id', tg_argv[0], tg_argv[1]);
      return null;
    end $$`.execute(db);
  await sql`revoke execute on function askwise_delete_children() from public`.execute(db);
}

/** Whether askwise_delete_children() already belongs to the role (0214 as it is now, or 1747, ran). */
export async function isCascadeRoleInstalled(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ owner: string }>`
    select pg_get_userbyid(p.proowner) as owner from pg_proc p
    where p.proname = 'askwise_delete_children' and p.pronamespace = 'public'::regnamespace`.execute(db);
  return rows[0]?.owner === CASCADE_ROLE;
}

/** Undoes createCascadeFunction and the hand-over, dropping the function; the role goes when no database uses it. */
export async function removeCascadeRole(db: Kysely<unknown>): Promise<void> {
  await asMemberOfCascadeRole(db, () => sql`drop function askwise_delete_children()`.execute(db));
  await sql`
    create or replace function constituents_release_appeal_constituents() returns trigger language plpgsql as $$
    begin
      update appeal_constituents set constituent_id = null where constituent_id in (select o.id from old_rows o);
      return null;
    end $$`.execute(db);
  await sql`drop policy cascade_release on appeal_constituents`.execute(db);
  await sql`revoke update (constituent_id) on appeal_constituents from ${role}`.execute(db);
  for (const table of TABLES) {
    await sql`drop policy cascade_delete on ${id(table)}`.execute(db);
    await sql`drop policy cascade_select on ${id(table)}`.execute(db);
    await sql`revoke select, delete on ${id(table)} from ${role}`.execute(db);
  }
  await sql`revoke usage on schema public from ${role}`.execute(db);
  // Another database of the server may still use the role: then it stays (and so it does without the right to drop it).
  await sql`
    do $$ begin
      drop role askwise_cascade;
    exception when dependent_objects_still_exist or insufficient_privilege then null;
    end $$`.execute(db);
}

/**
 * Makes the role, unless another database of the server (or a migration running beside this one) already did;
 * refuses one that has more power than the cascades need.
 */
async function ensureCascadeRole(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$ begin
      if not exists (select from pg_roles where rolname = 'askwise_cascade') then
        create role askwise_cascade nologin nosuperuser nobypassrls nocreatedb nocreaterole noinherit;
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$`.execute(db);
  const { rows } = await sql<{ isSafe: boolean }>`
    select not (rolcanlogin or rolsuper or rolbypassrls or rolcreaterole or rolcreatedb) as "isSafe" from pg_roles where rolname = ${CASCADE_ROLE}`.execute(db);
  if (!rows[0]?.isSafe) {
    throw new Error(`The role ${CASCADE_ROLE} exists with more rights than deleting donor rows needs (login, superuser, bypassrls, createrole or createdb): remove them, then migrate again`);
  }
}

/**
 * Gives the function to the role. The new owner of a function needs CREATE on its schema, which the role
 * has only for this step (a superuser migrating skips the check; a managed server's owner role does not).
 */
export async function handOverToCascadeRole(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ mayCreate: boolean }>`select has_schema_privilege(${CASCADE_ROLE}, 'public', 'CREATE') as "mayCreate"`.execute(db);
  if (!rows[0]?.mayCreate) await sql`grant create on schema public to ${role}`.execute(db);
  await asMemberOfCascadeRole(db, () => sql`alter function askwise_delete_children() owner to ${role}`.execute(db));
  if (!rows[0]?.mayCreate) await sql`revoke create on schema public from ${role}`.execute(db);
}

/**
 * Only a member of a role may give it an object or drop one of its objects (on PostgreSQL 16 and later: one
 * who may SET ROLE to it). A superuser is; a migrating role with CREATEROLE that made the role holds only
 * ADMIN OPTION on it, so it joins the role for this step and leaves at once, never keeping the role's view of
 * every company's rows.
 */
async function asMemberOfCascadeRole(db: Kysely<unknown>, work: () => Promise<unknown>): Promise<void> {
  const { rows } = await sql<{ isMember: boolean }>`
    select pg_has_role(current_user, ${CASCADE_ROLE}, case when current_setting('server_version_num')::int >= 160000 then 'SET' else 'MEMBER' end) as "isMember"`.execute(db);
  if (rows[0]?.isMember) {
    await work();
    return;
  }
  await sql`grant ${role} to current_user`.execute(db);
  await work();
  await sql`revoke ${role} from current_user`.execute(db);
}
