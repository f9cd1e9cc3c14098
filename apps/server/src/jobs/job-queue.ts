import { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from './job-definition.ts';

// A killed worker's job is retried once its heartbeats stop, not only when it expires.
const DEFAULT_HEARTBEAT_SECONDS = 30;

/** pg-boss in the application's own database; web processes send, worker processes work. */
export class JobQueue {
  readonly boss: PgBoss;

  constructor(
    connectionString: string,
    private readonly jobs: readonly JobDefinition[],
    private readonly log: Logger,
  ) {
    // LISTEN/NOTIFY wakes a worker the moment a job is sent; polling stays as the fallback.
    this.boss = new PgBoss({ connectionString, max: 4, useListenNotify: true });
    this.boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
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

  async send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>): Promise<string | null> {
    return this.boss.send(job.id, job.payload.parse(payload) as object);
  }

  /** Starts working every registered job in this process. */
  async work(services: AppServices): Promise<void> {
    for (const job of this.jobs) {
      await this.boss.work(job.id, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([item]) => {
        if (!item) return;
        const payload = job.payload.parse(item.data);
        this.log.info({ job: job.id, jobId: item.id }, 'Job started');
        try {
          await job.run(payload, services, item);
          this.log.info({ job: job.id, jobId: item.id }, 'Job finished');
        } catch (error) {
          this.log.error({ err: error, job: job.id, jobId: item.id }, 'Job failed');
          throw error;
        }
      });
    }
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}
