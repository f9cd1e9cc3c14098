import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import type { EventBus } from './realtime/event-bus.ts';

/** What every request handler and job may use; built once per process in main.ts (or a test). */
export interface AppServices {
  config: Config;
  log: Logger;
  db: Db;
  bus: EventBus;
  jobs: JobQueue;
}
