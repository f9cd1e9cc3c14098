import { sql, type Kysely } from 'kysely';

/**
 * Turns on row-level security for a tenant table: FORCE so that even the owner is filtered, and one
 * policy matching rows to the company set by withCompany(). Call it in the migration creating the table.
 */
export async function enableTenantIsolation(db: Kysely<unknown>, table: string): Promise<void> {
  const t = sql.table(table);
  await sql`alter table ${t} enable row level security`.execute(db);
  await sql`alter table ${t} force row level security`.execute(db);
  await sql`create policy tenant_isolation on ${t}
    using (company_id = nullif(current_setting('app.company_id', true), '')::int)
    with check (company_id = nullif(current_setting('app.company_id', true), '')::int)`.execute(db);
}
