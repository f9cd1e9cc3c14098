import pg from 'pg';
import { PgBoss, type Job } from 'pg-boss';
import type { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from './job-definition.ts';
import { endJobSessions, jobSessionName, openJobSessions, staleJobSessionNames } from './job-sessions.ts';
import { UsersFirst, usersAreWaiting } from './users-first.ts';

// A killed worker's job is retried once its heartbeats stop, not only when it expires.
const DEFAULT_HEARTBEAT_SECONDS = 30;
// How often the queue looks for attempts whose heartbeats stopped (pg-boss's default is a minute).
const SUPERVISE_SECONDS = 10;

/**
 * How a worker fetches: one job at a time, at once again while the queue has more ready (burst), and every
 * half second otherwise. With LISTEN/NOTIFY on, pg-boss otherwise polls only every 30 s and counts on one
 * notification per job; notifications that arrive while a job runs wake the worker once, so a backlog
 * drained at one job per 30 s per worker (12 self-checks: 2 done after 20 s; jobs/job-backlog.test.ts).
 */
const FETCHING = { batchSize: 1, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, burstWhenReadyExceeds: 1 } as const;

/** pg-boss in the application's own database; web processes send, worker processes work. */
export class JobQueue {
  readonly boss: PgBoss;
  private readonly ownerPool: pg.Pool;
  /** Where the worker looks whether users wait (users-first.ts); opened by work(). */
  private usersPool: pg.Pool | null = null;
  private usersFirst: UsersFirst | undefined;

  constructor(
    connectionString: string,
    private readonly jobs: readonly JobDefinition[],
    private readonly log: Logger,
  ) {
    // LISTEN/NOTIFY wakes a worker the moment a job is sent; polling stays as the fallback.
    this.boss = new PgBoss({
      connectionString,
      max: 4,
      useListenNotify: true,
      application_name: `askwise-queue:${process.pid}`,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
    });
    this.boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
    this.ownerPool = new pg.Pool({ connectionString, max: 1, application_name: `askwise-queue:${process.pid}` });
    this.ownerPool.on('error', () => undefined);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const job of this.jobs) {
      const options = {
        retryLimit: job.retryLimit,
        expireInSeconds: job.expireInSeconds,
        heartbeatSeconds: job.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS,
        retryBackoff: true,
        notify: true,
      };
      await this.boss.createQueue(job.id, options);
      // A queue created by an older release keeps its old options unless they are updated.
      await this.boss.updateQueue(job.id, options);
    }
  }

  async send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>, options: { id?: string } = {}): Promise<string | null> {
    const data = job.payload.parse(payload) as object;
    const companyId = (data as { companyId?: unknown }).companyId;
    // Jobs limited per company are grouped by company, so that one company's jobs never fill every slot.
    const group = job.perCompany && typeof companyId === 'number' ? { group: { id: `company-${companyId}` } } : {};
    return this.boss.send(job.id, data, { ...group, ...options });
  }

  /** Jobs per queue: waiting (queued, deferred or retrying), running and failed (for the metrics). */
  async depths(): Promise<Array<{ queue: string; queued: number; active: number; failed: number }>> {
    const queues = await this.boss.getQueues(this.jobs.map((job) => job.id));
    return queues.map((q) => ({ queue: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
  }

  /** The queue's state of a job ('created', 'retry', 'active', 'completed', 'cancelled', 'failed'), null when unknown. */
  async stateOf(job: JobDefinition, id: string): Promise<string | null> {
    return (await this.boss.getJobById(job.id, id))?.state ?? null;
  }

  /**
   * Starts working every registered job in this process. Each attempt works on sessions of its own
   * (jobs/job-sessions.ts), with the app role's connection string `appUrl`.
   */
  async work(services: AppServices, appUrl: string): Promise<void> {
    const share = services.config.JOB_SHARE_WHILE_USERS_WAIT;
    if (share < 1) {
      const usersPool = new pg.Pool({ connectionString: appUrl, max: 1, application_name: 'askwise-users-first' });
      usersPool.on('error', () => undefined);
      this.usersPool = usersPool;
      this.usersFirst = new UsersFirst({ share, isBusy: () => usersAreWaiting(usersPool) });
    }
    for (const job of this.jobs) {
      const concurrency = {
        localConcurrency: job.concurrency ?? 1,
        ...(job.perCompany ? { groupConcurrency: job.perCompany } : {}),
      };
      await this.boss.work(job.id, { ...FETCHING, ...concurrency }, async ([item]) => {
        if (!item) return;
        await this.runAttempt(job, item, services, appUrl);
      });
    }
  }

  private async runAttempt(job: JobDefinition, item: Job<unknown>, services: AppServices, appUrl: string): Promise<void> {
    const payload = job.payload.parse(item.data);
    const session = jobSessionName(item);
    this.log.info({ job: job.id, jobId: item.id, attempt: item.retryCount }, 'Job started');
    // A dead worker's sessions may still be running and hold the locks this attempt needs.
    const stale = await staleJobSessionNames(this.ownerPool).catch((error: unknown) => {
      this.log.warn({ err: error }, 'Could not look for sessions of dead jobs');
      return [];
    });
    if (stale.length) this.log.warn({ sessions: stale, ended: await endJobSessions(appUrl, stale) }, 'Ended sessions of job attempts no longer running');
    const sessions = openJobSessions(appUrl, item, this.usersFirst);
    // The queue gave up on this attempt (it expired, or the queue lost its claim): its SQL stops now.
    const onAbort = () => {
      this.log.warn({ job: job.id, jobId: item.id }, 'Job attempt given up: ending its sessions');
      void endJobSessions(appUrl, [session]).catch(() => undefined);
    };
    item.signal.addEventListener('abort', onAbort, { once: true });
    const started = performance.now();
    const observe = (outcome: 'completed' | 'failed') => services.metrics.jobs.observe({ queue: job.id, outcome }, (performance.now() - started) / 1000);
    try {
      await job.run(payload, { ...services, db: sessions.db, pool: sessions.pool }, item);
      observe('completed');
      this.log.info({ job: job.id, jobId: item.id }, 'Job finished');
    } catch (error) {
      observe('failed');
      this.log.error({ err: error, job: job.id, jobId: item.id }, 'Job failed');
      throw error;
    } finally {
      item.signal.removeEventListener('abort', onAbort);
      await sessions.close().catch(() => undefined);
    }
  }

  /** Lets running attempts finish for up to `graceMs`; pg-boss then fails what still runs, for a retry elsewhere. */
  async stop(graceMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: graceMs });
    await this.ownerPool.end().catch(() => undefined);
    await this.usersPool?.end().catch(() => undefined);
  }
}
