import { CamelCasePlugin, Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './tables.ts';

// int8 counts and ids fit comfortably in a JS number for this product; numeric stays text (exact).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export const APP_ROLE = 'askwise_app';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;

/** How a pool's sessions present themselves and what PostgreSQL bounds for them. */
export interface SessionSettings {
  /** Shown in pg_stat_activity, so that a process's sessions can be found (and ended). */
  applicationName: string;
  /** A statement running longer is cancelled by PostgreSQL itself. */
  statementTimeoutMs?: number;
  /** A transaction left open and idle this long (its process hung or gone) is ended, its locks with it. */
  idleInTransactionMs?: number;
  /** An idle session is ended after this long (pools close theirs after 30 s). */
  idleSessionMs?: number;
}

/**
 * Settings every session of the application gets. A process that dies leaves its sessions behind: the
 * server notices a closed socket only when it next reads from it, which a long statement never does, so
 * it checks the connection while a statement runs (client_connection_check_interval); keepalives find a
 * peer that vanished without closing (a machine gone) from either side.
 */
function sessionOptions(settings: SessionSettings): pg.PoolConfig {
  const gucs: Record<string, number> = {
    client_connection_check_interval: 2_000,
    tcp_keepalives_idle: 30,
    tcp_keepalives_interval: 10,
    tcp_keepalives_count: 3,
  };
  if (settings.idleSessionMs) gucs.idle_session_timeout = settings.idleSessionMs;
  return {
    application_name: settings.applicationName,
    keepAlive: true,
    keepAliveInitialDelayMillis: 30_000,
    options: Object.entries(gucs)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
    ...(settings.statementTimeoutMs ? { statement_timeout: settings.statementTimeoutMs } : {}),
    ...(settings.idleInTransactionMs ? { idle_in_transaction_session_timeout: settings.idleInTransactionMs } : {}),
  };
}

export function createPool(connectionString: string, max = 20, settings?: SessionSettings): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, ...(settings ? sessionOptions(settings) : {}) });
  // A connection dropped by the server (restart, shutdown) must not crash the process: the pool listens
  // to idle clients only, so each client also gets a listener of its own for while it is checked out
  // (its query, or the next one, then fails with the error instead).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  // Tables and columns are snake_case in SQL and camelCase in TypeScript.
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

/** The application's connection string: same server and database, but the unprivileged app role. */
export function appUrlFrom(ownerUrl: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

/**
 * Runs `work` in a transaction scoped to one company. Row-level security policies read
 * `app.company_id`, so a query that forgets its company_id filter still sees only this tenant.
 */
export async function withCompany<T>(db: Db, companyId: number, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error('A company is required for this operation');
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.company_id', ${String(companyId)}, true)`.execute(trx);
    return work(trx);
  });
}

/** Runs `work` as one user before a company is chosen: only that user's own memberships are visible. */
export async function withUser<T>(db: Db, userId: number, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('app.user_id', ${String(userId)}, true)`.execute(trx);
    return work(trx);
  });
}
