import { sql, type Kysely } from 'kysely';

// A repeatable 'random' number in [0, 1) from a key and a salt, for generating practice donors in SQL:
// the same seed gives the same organisation on any server, and it is safe in parallel plans.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function askwise_unit_hash(key bigint, salt bigint) returns double precision
    language sql immutable strict parallel safe
    as $$ select (hashint8extended(key, salt) & 9007199254740991)::double precision / 9007199254740992.0 $$`.execute(db);
  // A generated amount as a gift a person would write: $5 steps under $100, $25 under $1,000, then $100.
  await sql`
    create function askwise_nice_cents(dollars double precision) returns bigint
    language sql immutable strict parallel safe
    as $$ select (case when dollars < 100 then greatest(5, round(dollars / 5) * 5)
                       when dollars < 1000 then round(dollars / 25) * 25
                       else round(dollars / 100) * 100 end * 100)::bigint $$`.execute(db);
  await sql`grant execute on function askwise_unit_hash(bigint, bigint), askwise_nice_cents(double precision) to public`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function askwise_nice_cents(double precision), askwise_unit_hash(bigint, bigint)`.execute(db);
}
