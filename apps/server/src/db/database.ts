import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';
import { nameFrequentStatements } from './named-statements.ts';
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
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    nameFrequentStatements(client);
  });
  return pool;
}

/**
 * The statement that scopes a transaction about to begin (withCompany, withUser), sent with its BEGIN in one
 * round trip: a separate BEGIN cost every request one more write to PostgreSQL's socket and one more statement.
 */
interface TransactionScope {
  /** Taken by the BEGIN that runs it; null once taken, so a later transaction in the same work is not scoped by it. */
  statement: string | null;
}

const transactionScope = new AsyncLocalStorage<TransactionScope>();

class ScopedPostgresDriver extends PostgresDriver {
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const scope = transactionScope.getStore();
    if (!scope?.statement || settings.isolationLevel || settings.accessMode) return super.beginTransaction(connection, settings);
    const statement = scope.statement;
    scope.statement = null;
    try {
      await connection.executeQuery(CompiledQuery.raw(`begin; ${statement}`));
    } catch (error) {
      // Kysely rolls back only a transaction whose BEGIN returned: one begun here must not go back to the pool open.
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  }
}

class ScopedPostgresDialect extends PostgresDialect {
  constructor(private readonly settings: PostgresDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ScopedPostgresDriver(this.settings);
  }
}

/** A transaction whose BEGIN also runs `statement`; run here after the BEGIN on a database made elsewhere. */
function scopedTransaction<T>(db: Db, statement: string, work: (trx: Trx) => Promise<T>): Promise<T> {
  const scope: TransactionScope = { statement };
  return transactionScope.run(scope, () =>
    db.transaction().execute(async (trx) => {
      if (scope.statement !== null) {
        scope.statement = null;
        await sql.raw(statement).execute(trx);
      }
      return work(trx);
    }),
  );
}

export function createDb(pool: pg.Pool): Db {
  // Tables and columns are snake_case in SQL and camelCase in TypeScript.
  return new Kysely<Database>({ dialect: new ScopedPostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

/** The application's connection string: same server and database, but the unprivileged app role. */
export function appUrlFrom(ownerUrl: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

/**
 * The statement that scopes the open transaction to one company; the only place that sets `app.company_id`.
 * The id is checked and written into the text, so that it can travel with other statements in one round trip.
 */
function setCompanySql(companyId: number): string {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error('A company is required for this operation');
  return `select set_config('app.company_id', '${companyId}', true)`;
}

/**
 * Runs `work` in a transaction scoped to one company. Row-level security policies read
 * `app.company_id`, so a query that forgets its company_id filter still sees only this tenant.
 */
export async function withCompany<T>(db: Db, companyId: number, work: (trx: Trx) => Promise<T>): Promise<T> {
  return scopedTransaction(db, setCompanySql(companyId), work);
}

/** Scopes the rest of an open transaction to one company (one just created in it). */
export async function enterCompany(trx: Trx, companyId: number): Promise<void> {
  await sql.raw(setCompanySql(companyId)).execute(trx);
}

export interface CompanyTransactionOptions {
  readOnly?: boolean;
  /** false: its commit does not wait for the disk (for what can always be made again). */
  synchronousCommit?: boolean;
}

/**
 * Begins a transaction scoped to one company on a raw client (COPY streams need one), in one round trip.
 * The caller commits or rolls back.
 */
export async function beginCompany(client: pg.ClientBase, companyId: number, options: CompanyTransactionOptions = {}): Promise<void> {
  const statements = [options.readOnly ? 'begin read only' : 'begin', setCompanySql(companyId)];
  if (options.synchronousCommit === false) statements.push('set local synchronous_commit = off');
  await client.query(statements.join('; '));
}

/**
 * Runs `work` on a client of `pool` in a transaction scoped to one company, committed when it resolves. A
 * client whose work failed is closed, not rolled back: a COPY cut off mid-stream would be read to its end
 * first, and closing the session ends its transaction as well.
 */
export async function withCompanyClient<T>(
  pool: pg.Pool,
  companyId: number,
  work: (client: pg.PoolClient) => Promise<T>,
  options: CompanyTransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  let isBroken = false;
  try {
    await beginCompany(client, companyId, options);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    isBroken = true;
    throw error;
  } finally {
    client.release(isBroken);
  }
}

/** Runs `work` as one user before a company is chosen: only that user's own memberships are visible. */
export async function withUser<T>(db: Db, userId: number, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error('A user is required for this operation');
  return scopedTransaction(db, `select set_config('app.user_id', '${userId}', true)`, work);
}
