import { sql, type Kysely } from 'kysely';

/**
 * Open WebSockets (push channel, GraphQL subscriptions) must end with their session. Every way a session
 * ends (logout, deactivation, deletion, new password) revokes its row or changes the membership, so these
 * triggers announce the user on the event bus's channel; each web process then re-checks that user's
 * sockets at once instead of at its next periodic check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function askwise_announce_session_ended() returns trigger language plpgsql as $$
    declare
      ended record;
      payload json := json_build_object();
    begin
      if tg_op = 'DELETE' then ended := old; else ended := new; end if;
      if tg_table_name = 'sessions' then payload := json_build_object('sessionId', ended.id); end if;
      perform pg_notify('askwise_events', json_build_object(
        'type', 'SESSION_ENDED', 'targetId', ended.user_id::text, 'companyId', 0, 'payload', payload)::text);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sessions_announce_revoked after update of revoked_at on sessions
    for each row when (old.revoked_at is null and new.revoked_at is not null)
    execute function askwise_announce_session_ended()`.execute(db);
  await sql`
    create trigger company_users_announce_inactive after update of is_active on company_users
    for each row when (old.is_active is distinct from new.is_active and new.is_active is not true)
    execute function askwise_announce_session_ended()`.execute(db);
  await sql`
    create trigger company_users_announce_removed after delete on company_users
    for each row execute function askwise_announce_session_ended()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger company_users_announce_removed on company_users`.execute(db);
  await sql`drop trigger company_users_announce_inactive on company_users`.execute(db);
  await sql`drop trigger sessions_announce_revoked on sessions`.execute(db);
  await sql`drop function askwise_announce_session_ended()`.execute(db);
}
