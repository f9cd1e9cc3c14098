import pg from 'pg';
import type { Job } from 'pg-boss';
import { createDb, createPool, type Db } from '../db/database.ts';
import { yieldToUsers, type UsersFirst } from './users-first.ts';

const TAG_PREFIX = 'askwise-job:';

/** The application_name of one attempt's sessions: the job's id and its retry count. */
export function jobSessionName(job: Pick<Job, 'id' | 'retryCount'>): string {
  return `${TAG_PREFIX}${job.id}:${job.retryCount}`;
}

export interface JobSessions {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/**
 * Each attempt of a job works on a small pool of its own, tagged with the attempt, so that its sessions
 * can be found: ended when the queue gives up on the attempt (it expired, or its heartbeats stopped), and
 * ended by the next attempt if they are still there. Jobs have no statement timeout (a million-donor
 * mapping runs for seconds to minutes); the job's expiry bounds them instead. With `usersFirst`, each
 * statement leaves users their share of the machine (users-first.ts).
 */
export function openJobSessions(appUrl: string, job: Job<unknown>, usersFirst?: UsersFirst): JobSessions {
  const pool = createPool(appUrl, 10, { applicationName: jobSessionName(job), idleInTransactionMs: 10 * 60_000 });
  if (usersFirst) yieldToUsers(pool, usersFirst);
  const db = createDb(pool);
  return { db, pool, close: () => db.destroy() };
}

/** Ends the sessions of one job attempt (its SQL stops at once and its locks are released). */
export async function endJobSessions(appUrl: string, names: readonly string[]): Promise<number> {
  if (!names.length) return 0;
  // The app role may end its own role's sessions; a fresh connection, since the job's pool may be full.
  const client = new pg.Client({ connectionString: appUrl, application_name: 'askwise-job-supervisor' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const ended = await client.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = any($1::text[]) and pid <> pg_backend_pid()`,
      [names],
    );
    return ended.rows.filter((row) => row.ended).length;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Sessions of job attempts the queue no longer counts as running: their worker died (or was given up on)
 * but PostgreSQL has not noticed yet, and they may still hold an appeal's lock. One query on the queue's
 * own connection (the owner's), which reads both the sessions and the queue's table.
 */
export async function staleJobSessionNames(ownerPool: pg.Pool): Promise<string[]> {
  const found = await ownerPool.query<{ name: string }>(
    `select distinct a.application_name as name from pg_stat_activity a
      where a.application_name like $1
        and not exists (select 1 from pgboss.job j where j.state = 'active'
          and j.id::text = split_part(a.application_name, ':', 2) and j.retry_count::text = split_part(a.application_name, ':', 3))`,
    [`${TAG_PREFIX}%`],
  );
  return found.rows.map((row) => row.name);
}
