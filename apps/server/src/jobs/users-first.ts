import type pg from 'pg';

/**
 * Users first: while people's requests are in flight, background jobs leave them most of the machine.
 * PostgreSQL has no priorities, and the jobs and the requests share its server (and, on a small
 * installation, the cores of every process). As PostgreSQL's own autovacuum throttles itself with
 * vacuum_cost_delay, a job's sessions pause after each statement, for as long as keeps all the worker's
 * job statements to `share` of the time, but only while web processes serve several requests at once.
 * With no user waiting, jobs run at full speed. Decision 016 has the figures.
 */
export interface UsersFirstOptions {
  /** The share of the time the worker's job statements may take while users wait (0 < share <= 1; 1: off). */
  share: number;
  /** Whether a web process's request is being served now (see usersAreWaiting). */
  isBusy: () => Promise<boolean>;
  /** How long a busy or idle reading stays true. */
  sampleMs?: number;
  /** The longest pause after one statement (a statement that waited long for a lock must not stall its job). */
  maxPauseMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Pauses shorter than this are carried over rather than slept: a timer costs more than it gives. */
const LEAST_PAUSE_MS = 5;

export class UsersFirst {
  private nextFreeAt = 0;
  private busy = false;
  private sampledAt = Number.NEGATIVE_INFINITY;
  private sampling: Promise<void> | null = null;
  private readonly sampleMs: number;
  private readonly maxPauseMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: UsersFirstOptions) {
    this.sampleMs = options.sampleMs ?? 100;
    this.maxPauseMs = options.maxPauseMs ?? 1_000;
    this.now = options.now ?? (() => performance.now());
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  get isOff(): boolean {
    return this.options.share >= 1;
  }

  /**
   * Called when a job's statement that took `ms` has finished: resolves once the job may go on. Every
   * statement run while users wait books ms * (1 / share - 1) of pause on one clock shared by all the
   * worker's jobs, so two jobs at once pause twice as long as one.
   */
  async afterStatement(ms: number): Promise<void> {
    if (this.isOff) return;
    await this.reading();
    if (!this.busy) return;
    const now = this.now();
    this.nextFreeAt = Math.max(this.nextFreeAt, now) + ms * (1 / this.options.share - 1);
    const pause = Math.min(this.nextFreeAt - now, this.maxPauseMs);
    if (pause >= LEAST_PAUSE_MS) await this.sleep(pause);
  }

  /** A fresh reading when the last one is stale (one query, shared by the statements that finish meanwhile). */
  private reading(): Promise<void> {
    if (this.sampling) return this.sampling;
    if (this.now() - this.sampledAt < this.sampleMs) return Promise.resolve();
    this.sampling = this.options
      .isBusy()
      .then(
        (busy) => {
          this.busy = busy;
          // Users gone: the pause booked while they waited is forgiven.
          if (!busy) this.nextFreeAt = 0;
        },
        // A failed reading leaves the last one standing.
        () => undefined,
      )
      .finally(() => {
        this.sampledAt = this.now();
        this.sampling = null;
      });
    return this.sampling;
  }
}

/**
 * Requests at once that count as users waiting: one request alone (a user's click, a page polling a job's
 * status) finds a core free on the smallest machine; a job slowed for it would only keep its user waiting
 * longer for the job.
 */
export const WAITING_REQUESTS = 2;

/**
 * True while web processes of this database have WAITING_REQUESTS or more statements running or
 * transactions open: their sessions are named askwise-web:<pid> (db/open-database.ts). pg_stat_activity
 * shows the state of the app role's own sessions to the app role.
 */
export async function usersAreWaiting(pool: pg.Pool): Promise<boolean> {
  const found = await pool.query<{ waiting: boolean }>(
    `select count(*) >= $1 as waiting from pg_stat_activity where datname = current_database()
       and application_name like 'askwise-web:%' and state in ('active', 'idle in transaction')`,
    [WAITING_REQUESTS],
  );
  return found.rows[0]?.waiting ?? false;
}

/** Makes each statement a pool's sessions run (COPY streams aside) wait for `gate` once it has finished. */
export function yieldToUsers(pool: pg.Pool, gate: UsersFirst): void {
  if (gate.isOff) return;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const gated = (...args: unknown[]): unknown => {
      const started = performance.now();
      const result = query(...args);
      // A callback or a stream (COPY) is passed through: only promised results are held back.
      if (!(result instanceof Promise)) return result;
      return result.then(async (value: unknown) => {
        await gate.afterStatement(performance.now() - started);
        return value;
      });
    };
    Object.assign(client, { query: gated });
  });
}
