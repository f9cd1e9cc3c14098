import { sql, type Kysely } from 'kysely';

// The addresses each user has completed a sign-in from (password and e-mailed code). A correct password
// from one of them is throttled on a counter of its own, so that failures from elsewhere slow an attacker
// down without locking the owner out (docs/decisions/002-accounts-identity.md). A user's row, not a
// company's: like auth_throttle, it is read before any company is known.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table known_sign_in_addresses (
      user_id int not null references users (id) on delete cascade,
      ip text not null,
      last_signed_in_at timestamptz not null default now(),
      primary key (user_id, ip)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table known_sign_in_addresses`.execute(db);
}
