import { sql, type Kysely } from 'kysely';

// Mapping writes a whole appeal's rows at once (a million for the largest audiences). Per-row foreign-key
// checks on appeal_constituents cost more than the insert itself, so the same guarantees are kept by
// statement-level triggers that check or cascade once per statement:
// - a new row must belong to an appeal of its own company (the appeal is locked against deletion as an FK would);
// - a row never moves to another appeal or company;
// - deleting appeals deletes their rows (as ON DELETE CASCADE did; company deletion cascades through appeals);
// - deleting constituents clears the link of rows that copied them (as ON DELETE SET NULL did).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_constituents
    drop constraint appeal_constituents_company_id_fkey,
    drop constraint appeal_constituents_appeal_id_fkey,
    drop constraint appeal_constituents_constituent_id_fkey`.execute(db);

  await sql`
    create function appeal_constituents_check_appeals() returns trigger language plpgsql as $$
    begin
      perform 1 from appeals a where a.id in (select distinct n.appeal_id from new_rows n) for key share;
      if exists (
        select 1 from (select distinct n.appeal_id, n.company_id from new_rows n) n
        left join appeals a on a.id = n.appeal_id and a.company_id = n.company_id
        where a.id is null
      ) then
        raise foreign_key_violation using message = 'Appeal constituents must belong to an appeal of their company';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger appeal_constituents_check_appeals after insert on appeal_constituents
    referencing new table as new_rows for each statement execute function appeal_constituents_check_appeals()`.execute(db);

  await sql`
    create function appeal_constituents_keep_appeal() returns trigger language plpgsql as $$
    begin
      raise exception 'An appeal constituent cannot move to another appeal or company';
    end $$`.execute(db);
  await sql`
    create trigger appeal_constituents_keep_appeal before update of appeal_id, company_id on appeal_constituents
    for each row when (old.appeal_id is distinct from new.appeal_id or old.company_id is distinct from new.company_id)
    execute function appeal_constituents_keep_appeal()`.execute(db);

  await sql`
    create function appeals_delete_appeal_constituents() returns trigger language plpgsql as $$
    begin
      delete from appeal_constituents where appeal_id in (select o.id from old_rows o);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger appeals_delete_appeal_constituents after delete on appeals
    referencing old table as old_rows for each statement execute function appeals_delete_appeal_constituents()`.execute(db);

  await sql`
    create function constituents_release_appeal_constituents() returns trigger language plpgsql as $$
    begin
      update appeal_constituents set constituent_id = null where constituent_id in (select o.id from old_rows o);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger constituents_release_appeal_constituents after delete on constituents
    referencing old table as old_rows for each statement execute function constituents_release_appeal_constituents()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger constituents_release_appeal_constituents on constituents`.execute(db);
  await sql`drop trigger appeals_delete_appeal_constituents on appeals`.execute(db);
  await sql`drop trigger appeal_constituents_keep_appeal on appeal_constituents`.execute(db);
  await sql`drop trigger appeal_constituents_check_appeals on appeal_constituents`.execute(db);
  await sql`drop function constituents_release_appeal_constituents(), appeals_delete_appeal_constituents(),
    appeal_constituents_keep_appeal(), appeal_constituents_check_appeals()`.execute(db);
  await sql`alter table appeal_constituents
    add constraint appeal_constituents_company_id_fkey foreign key (company_id) references companies (id) on delete cascade,
    add constraint appeal_constituents_appeal_id_fkey foreign key (appeal_id) references appeals (id) on delete cascade,
    add constraint appeal_constituents_constituent_id_fkey foreign key (constituent_id) references constituents (id) on delete set null`.execute(db);
}
