import { sql, type Kysely } from 'kysely';

// Every request finds its session and user. That took five round trips (the session, then a transaction to
// read the user's membership as that user: begin, set_config, select, commit), a fifth of a grid request's
// statements. This function does it in one: it finds the live session, scopes the statement to its user
// (app.user_id, which company_users' own-membership policy reads; local to the statement's own transaction),
// and returns the user with their membership. It runs as the caller (the app role), so row-level security
// applies as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function resolve_session(p_token_hash bytea, p_idle_since timestamptz)
    returns table (session_id int, user_id int, last_seen_at timestamptz, user_group text, confirmed boolean,
      company_id int, company_user_id int, role_id int, is_owner boolean, is_active boolean)
    language plpgsql as $$
    declare
      found_session record;
    begin
      select s.id, s.user_id, s.last_seen_at into found_session from sessions s
      where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now() and s.last_seen_at > p_idle_since;
      if not found then return; end if;
      perform set_config('app.user_id', found_session.user_id::text, true);
      -- A pending invitation (is_active null) is not a membership yet; an active one wins over a deactivated one.
      return query
        select found_session.id, u.id, found_session.last_seen_at, u.user_group, u.confirmed,
          cu.company_id, cu.id, cu.role_id, cu.is_owner, cu.is_active
        from users u
        left join lateral (
          select m.company_id, m.id, m.role_id, m.is_owner, m.is_active from company_users m
          where m.user_id = u.id and m.is_active is not null
          order by m.is_active desc limit 1
        ) cu on true
        where u.id = found_session.user_id;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function resolve_session(bytea, timestamptz)`.execute(db);
}
