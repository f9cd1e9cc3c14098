import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { appUrlFrom, createDb, createPool, type Db, type SessionSettings } from './database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrateToLatest } from './migrate.ts';

export interface OpenDatabase {
  /** Kysely over the unprivileged app role: row-level security applies to every query. */
  db: Db;
  /** The owner's connection string: migrations and pg-boss only. */
  ownerUrl: string;
  appUrl: string;
  appPool: pg.Pool;
  /**
   * A few sessions of the app role for COPY streams only (AppServices.pool). A request that holds a
   * transaction of appPool and then needs a stream takes it from here: were both from one pool, 20
   * requests holding a transaction each and all waiting for a second session would wait for one another
   * until their timeout (the load benchmark found the grid doing so at 50 users).
   */
  streamPool: pg.Pool;
  appliedMigrations: string[];
  isEmbedded: boolean;
  close: () => Promise<void>;
}

/**
 * The process's own sessions. Where requests are served, a statement may run as long as a GraphQL request
 * may (the request's answer is an error by then, so its SQL is cancelled, not left running). Jobs run on
 * sessions of their own (jobs/job-sessions.ts) without that bound.
 */
export function processSessionSettings(config: Pick<Config, 'ROLE' | 'GRAPHQL_TIMEOUT_MS'>): SessionSettings {
  const servesRequests = config.ROLE !== 'worker';
  return {
    applicationName: `askwise-${servesRequests ? 'web' : 'worker'}:${process.pid}`,
    ...(servesRequests ? { statementTimeoutMs: config.GRAPHQL_TIMEOUT_MS, idleInTransactionMs: config.GRAPHQL_TIMEOUT_MS + 30_000 } : {}),
    idleSessionMs: 10 * 60_000,
  };
}

const STREAM_SESSIONS = 6;

/** DATABASE_URL when set; otherwise the embedded PostgreSQL. Migrates before anything else runs. */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, log);
  const ownerUrl = config.DATABASE_URL ?? embedded!.url;
  try {
    const appliedMigrations = await migrateToLatest(ownerUrl, config.APP_DATABASE_URL ? null : config.APP_DATABASE_PASSWORD);
    const appUrl = config.APP_DATABASE_URL ?? appUrlFrom(ownerUrl, config.APP_DATABASE_PASSWORD);
    const appPool = createPool(appUrl, 20, processSessionSettings(config));
    const db = createDb(appPool);
    const streamPool = createPool(appUrl, STREAM_SESSIONS, processSessionSettings(config));
    return {
      db,
      ownerUrl,
      appUrl,
      appPool,
      streamPool,
      appliedMigrations,
      isEmbedded: embedded !== null,
      close: async () => {
        // A job still running after the queue's graceful stop keeps its connection; the database stops anyway.
        await Promise.race([Promise.all([db.destroy(), streamPool.end()]), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
