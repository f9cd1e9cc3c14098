import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sessions (
      id int generated always as identity primary key,
      token_hash bytea not null unique,
      user_id int not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sessions`.execute(db);
}
