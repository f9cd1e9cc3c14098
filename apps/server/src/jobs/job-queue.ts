import { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { AppServices } from '../app-services.ts';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from './job-definition.ts';

/** pg-boss in the application's own database; web processes send, worker processes work. */
export class JobQueue {
  readonly boss: PgBoss;

  constructor(
    connectionString: string,
    private readonly jobs: readonly JobDefinition[],
    private readonly log: Logger,
  ) {
    this.boss = new PgBoss({ connectionString, max: 4 });
    this.boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const job of this.jobs) {
      await this.boss.createQueue(job.id, { retryLimit: job.retryLimit, expireInSeconds: job.expireInSeconds, retryBackoff: true });
    }
  }

  async send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>): Promise<string | null> {
    return this.boss.send(job.id, job.payload.parse(payload) as object);
  }

  /** Starts working every registered job in this process. */
  async work(services: AppServices): Promise<void> {
    for (const job of this.jobs) {
      await this.boss.work(job.id, { batchSize: 1 }, async ([item]) => {
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
