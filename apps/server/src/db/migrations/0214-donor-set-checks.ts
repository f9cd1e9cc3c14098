import { sql, type Kysely } from 'kysely';
import { createCascadeFunction, handOverToCascadeRole, removeCascadeRole } from './cascade-role.ts';

// Excel ingestion and the practice generator write donors, gifts, splits and audience members a whole
// file or organisation at a time. Per-row foreign-key checks cost more than the inserts themselves (about
// two thirds of a practice generation), so, as 0212 did for appeal_constituents, these references are kept
// by statement-level triggers that check or cascade once per statement, with the same guarantees and one
// more: a row's parent must be of the row's own company (and environment, where both carry one).
// - A new row must reference an existing parent of its company; the parents are locked FOR KEY SHARE as a
//   foreign key locks them, so that a concurrent deletion waits (and then deletes the new rows too).
// - A row never moves to another parent or company (UPDATE of a reference is refused).
// - Deleting a parent deletes its rows as ON DELETE CASCADE did, matching the deleted parent's company: a
//   company's environments (and appeals) still go by foreign key, with no app.company_id set, so the cascade
//   runs as the role askwise_cascade (cascade-role.ts), whose policies let it see the cascaded rows.
// - A campaign, appeal or fund that splits still name cannot be deleted (as NO ACTION did), unless its
//   environment or company is being deleted with the splits.
// Parent ids are identity columns GENERATED ALWAYS, so a parent's id cannot change under its rows.

interface Reference {
  table: string;
  column: string;
  parent: string;
  /** Columns that must hold the same value in the row and its parent. */
  shared: string[];
  message: string;
}

const REFERENCES: Reference[] = [
  { table: 'constituents', column: 'environment_id', parent: 'environments', shared: ['company_id'], message: 'Constituents must belong to an environment of their company' },
  { table: 'constituent_imported_giving', column: 'constituent_id', parent: 'constituents', shared: ['company_id'], message: 'Imported giving must belong to a constituent of its company' },
  { table: 'gifts', column: 'constituent_id', parent: 'constituents', shared: ['company_id', 'environment_id'], message: 'Gifts must belong to a constituent of their environment and company' },
  { table: 'gift_splits', column: 'gift_id', parent: 'gifts', shared: ['company_id', 'environment_id', 'constituent_id'], message: 'Gift splits must belong to a gift of their donor, environment and company' },
  { table: 'gift_splits', column: 'campaign_id', parent: 'fundraising_campaigns', shared: ['company_id', 'environment_id'], message: 'Gift splits must name a campaign of their environment and company' },
  { table: 'gift_splits', column: 'appeal_id', parent: 'fundraising_appeals', shared: ['company_id', 'environment_id'], message: 'Gift splits must name an appeal of their environment and company' },
  { table: 'gift_splits', column: 'fund_id', parent: 'fundraising_funds', shared: ['company_id', 'environment_id'], message: 'Gift splits must name a fund of their environment and company' },
  { table: 'audience_members', column: 'audience_id', parent: 'audiences', shared: ['company_id'], message: 'Audience members must belong to an audience of their company' },
  { table: 'audience_members', column: 'constituent_id', parent: 'constituents', shared: ['company_id'], message: 'Audience members must be constituents of their company' },
];

/** The reference columns a row may not change, and the refusal. */
const KEPT: Array<{ table: string; columns: string[]; message: string }> = [
  { table: 'constituents', columns: ['company_id', 'environment_id'], message: 'A constituent cannot move to another environment or company' },
  { table: 'constituent_imported_giving', columns: ['constituent_id', 'company_id'], message: 'Imported giving cannot move to another constituent or company' },
  { table: 'gifts', columns: ['company_id', 'environment_id', 'constituent_id'], message: 'A gift cannot move to another donor, environment or company' },
  { table: 'gift_splits', columns: ['company_id', 'environment_id', 'gift_id', 'constituent_id', 'campaign_id', 'appeal_id', 'fund_id'], message: 'A gift split cannot move to another gift, campaign, appeal, fund, environment or company' },
  { table: 'audience_members', columns: ['company_id', 'audience_id', 'constituent_id'], message: 'An audience member cannot move to another audience, constituent or company' },
];

/** Parent deletions that delete rows (ON DELETE CASCADE before). */
const CASCADES: Array<{ parent: string; table: string; column: string }> = [
  { parent: 'environments', table: 'constituents', column: 'environment_id' },
  { parent: 'constituents', table: 'constituent_imported_giving', column: 'constituent_id' },
  { parent: 'constituents', table: 'gifts', column: 'constituent_id' },
  { parent: 'constituents', table: 'audience_members', column: 'constituent_id' },
  { parent: 'gifts', table: 'gift_splits', column: 'gift_id' },
  { parent: 'audiences', table: 'audience_members', column: 'audience_id' },
];

/** Parent deletions refused while rows still name them (NO ACTION before). */
const RESTRICTS: Array<{ parent: string; column: string; message: string }> = [
  { parent: 'fundraising_campaigns', column: 'campaign_id', message: 'A campaign that gift splits name cannot be deleted' },
  { parent: 'fundraising_appeals', column: 'appeal_id', message: 'An appeal that gift splits name cannot be deleted' },
  { parent: 'fundraising_funds', column: 'fund_id', message: 'A fund that gift splits name cannot be deleted' },
];

const DROPPED_KEYS: Array<{ table: string; column: string; parent: string; action: 'cascade' | 'no action' }> = [
  { table: 'constituents', column: 'company_id', parent: 'companies', action: 'cascade' },
  { table: 'constituents', column: 'environment_id', parent: 'environments', action: 'cascade' },
  { table: 'constituent_imported_giving', column: 'constituent_id', parent: 'constituents', action: 'cascade' },
  { table: 'constituent_imported_giving', column: 'company_id', parent: 'companies', action: 'cascade' },
  { table: 'gifts', column: 'company_id', parent: 'companies', action: 'cascade' },
  { table: 'gifts', column: 'environment_id', parent: 'environments', action: 'cascade' },
  { table: 'gifts', column: 'constituent_id', parent: 'constituents', action: 'cascade' },
  { table: 'gift_splits', column: 'company_id', parent: 'companies', action: 'cascade' },
  { table: 'gift_splits', column: 'environment_id', parent: 'environments', action: 'cascade' },
  { table: 'gift_splits', column: 'gift_id', parent: 'gifts', action: 'cascade' },
  { table: 'gift_splits', column: 'campaign_id', parent: 'fundraising_campaigns', action: 'no action' },
  { table: 'gift_splits', column: 'appeal_id', parent: 'fundraising_appeals', action: 'no action' },
  { table: 'gift_splits', column: 'fund_id', parent: 'fundraising_funds', action: 'no action' },
  { table: 'audience_members', column: 'company_id', parent: 'companies', action: 'cascade' },
  { table: 'audience_members', column: 'audience_id', parent: 'audiences', action: 'cascade' },
  { table: 'audience_members', column: 'constituent_id', parent: 'constituents', action: 'cascade' },
];

const id = (name: string) => sql.id(name);
const shortName = (table: string) => table.replace(/^fundraising_/, '').replace(/^constituent_imported_giving$/, 'imported_giving');

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const key of DROPPED_KEYS) {
    await sql`alter table ${id(key.table)} drop constraint ${id(`${key.table}_${key.column}_fkey`)}`.execute(db);
  }

  // Trigger arguments: the reference column, the parent table, the refusal, then the shared columns.
  await sql`
    create function askwise_check_parents() returns trigger language plpgsql
    -- A parent table written in the same transaction has no statistics yet (a new database, a first
    -- practice environment): the planner must still look parents up by key, never scan per row.
    set enable_seqscan = off
    as $$
    declare
      reference text := tg_argv[0];
      parent text := tg_argv[1];
      refusal text := tg_argv[2];
      shared text[] := tg_argv[3:];
      ref_columns text := (select coalesce(string_agg(format(', n.%I', c), ''), '') from unnest(shared) c);
      parent_columns text := (select coalesce(string_agg(format(', p.%I', c), ''), '') from unnest(shared) c);
      mismatches text := (select coalesce(string_agg(format(' or p.%1$I is distinct from r.%1$I', c), ''), '') from unnest(shared) c);
      missing bigint;
    begin
      -- Each distinct parent is looked up (and locked) by its primary key alone, the shared columns compared
      -- after: the work follows the statement's rows, never the size of the parent table.
      execute format(
        'select count(*) from (select distinct n.%1$I as id%2$s from new_rows n where n.%1$I is not null) r
         left join lateral (select p.id%4$s from %3$I p where p.id = r.id for key share) p on true
         where p.id is null%5$s',
        reference, ref_columns, parent, parent_columns, mismatches) into missing;
      if missing > 0 then
        raise foreign_key_violation using message = refusal;
      end if;
      return null;
    end $$`.execute(db);

  await sql`
    create function askwise_keep_parents() returns trigger language plpgsql as $$
    begin
      raise foreign_key_violation using message = tg_argv[0];
    end $$`.execute(db);

  // Trigger arguments: the row table and its reference column.
  await createCascadeFunction(db);

  // Trigger arguments: the reference column in gift_splits and the refusal. Splits whose environment or
  // company is gone are being deleted by the same statement's cascade and do not count.
  await sql`
    create function askwise_restrict_gift_splits() returns trigger language plpgsql as $$
    declare
      is_named boolean;
    begin
      execute format(
        'select exists (select 1 from gift_splits s where s.%I in (select o.id from old_rows o)
           and exists (select 1 from environments e where e.id = s.environment_id)
           and exists (select 1 from companies c where c.id = s.company_id))', tg_argv[0]) into is_named;
      if is_named then
        raise foreign_key_violation using message = tg_argv[1];
      end if;
      return null;
    end $$`.execute(db);

  for (const r of REFERENCES) {
    const args = [r.column, r.parent, r.message, ...r.shared].map((a) => sql.lit(a));
    await sql`
      create trigger ${id(`${r.table}_check_${shortName(r.parent)}`)} after insert on ${id(r.table)}
      referencing new table as new_rows for each statement execute function askwise_check_parents(${sql.join(args)})`.execute(db);
  }
  for (const k of KEPT) {
    const changed = sql.join(k.columns.map((c) => sql`old.${id(c)} is distinct from new.${id(c)}`), sql` or `);
    await sql`
      create trigger ${id(`${k.table}_keep_parents`)} before update of ${sql.join(k.columns.map(id))} on ${id(k.table)}
      for each row when (${changed}) execute function askwise_keep_parents(${sql.lit(k.message)})`.execute(db);
  }
  for (const c of CASCADES) {
    await sql`
      create trigger ${id(`${c.parent}_delete_${shortName(c.table)}`)} after delete on ${id(c.parent)}
      referencing old table as old_rows for each statement execute function askwise_delete_children(${sql.lit(c.table)}, ${sql.lit(c.column)})`.execute(db);
  }
  for (const r of RESTRICTS) {
    await sql`
      create trigger ${id(`${r.parent}_restrict_gift_splits`)} after delete on ${id(r.parent)}
      referencing old table as old_rows for each statement execute function askwise_restrict_gift_splits(${sql.lit(r.column)}, ${sql.lit(r.message)})`.execute(db);
  }

  // 0212's cascade from appeals has the same need: a company deletion reaches appeals through a foreign
  // key, with no app.company_id set, and must still delete their rows.
  await sql`drop trigger appeals_delete_appeal_constituents on appeals`.execute(db);
  await sql`
    create trigger appeals_delete_appeal_constituents after delete on appeals
    referencing old table as old_rows for each statement execute function askwise_delete_children('appeal_constituents', 'appeal_id')`.execute(db);
  // Last: once the role owns the function, the migrating role may no longer make triggers on it.
  await handOverToCascadeRole(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger appeals_delete_appeal_constituents on appeals`.execute(db);
  await sql`
    create trigger appeals_delete_appeal_constituents after delete on appeals
    referencing old table as old_rows for each statement execute function appeals_delete_appeal_constituents()`.execute(db);
  for (const r of RESTRICTS) await sql`drop trigger ${id(`${r.parent}_restrict_gift_splits`)} on ${id(r.parent)}`.execute(db);
  for (const c of CASCADES) await sql`drop trigger ${id(`${c.parent}_delete_${shortName(c.table)}`)} on ${id(c.parent)}`.execute(db);
  for (const k of KEPT) await sql`drop trigger ${id(`${k.table}_keep_parents`)} on ${id(k.table)}`.execute(db);
  for (const r of REFERENCES) await sql`drop trigger ${id(`${r.table}_check_${shortName(r.parent)}`)} on ${id(r.table)}`.execute(db);
  await sql`drop function askwise_restrict_gift_splits(), askwise_keep_parents(), askwise_check_parents()`.execute(db);
  await removeCascadeRole(db);
  for (const key of DROPPED_KEYS) {
    await sql`alter table ${id(key.table)} add constraint ${id(`${key.table}_${key.column}_fkey`)}
      foreign key (${id(key.column)}) references ${id(key.parent)} (id) on delete ${sql.raw(key.action)}`.execute(db);
  }
}
