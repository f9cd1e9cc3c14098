import { sql, type Kysely } from 'kysely';

// Accounts after a security review (docs/decisions/002-accounts-identity.md):
// - A sign-in code is sent again, unchanged, while it lives, so it is kept with its rows, sealed with the
//   token sealing key (platform/secrets; a copy of the table reveals no code). Each attempt's row records the
//   address it came from; auth_code_mails counts the code mails of each account (at most 10 an hour).
// - Each sign-up's link carries that sign-up's password: confirming a link sets the account's password.
// - An invitation shows the names the administrator typed until it is accepted, never the account's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table auth_codes add column code text, add column ip text`.execute(db);
  await sql`
    create table auth_code_mails (
      id int generated always as identity primary key,
      user_id int not null references users (id) on delete cascade,
      sent_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index auth_code_mails_user_idx on auth_code_mails (user_id, sent_at)`.execute(db);
  await sql`alter table auth_links add column password_hash text, add column must_set_password boolean`.execute(db);
  await sql`alter table company_users add column invited_first_name text, add column invited_last_name text`.execute(db);
  await sql`
    update company_users cu set invited_first_name = u.first_name, invited_last_name = u.last_name
    from users u where u.id = cu.user_id and cu.is_active is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table company_users drop column invited_first_name, drop column invited_last_name`.execute(db);
  await sql`alter table auth_links drop column password_hash, drop column must_set_password`.execute(db);
  await sql`drop table auth_code_mails`.execute(db);
  await sql`alter table auth_codes drop column code, drop column ip`.execute(db);
}
