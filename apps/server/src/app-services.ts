import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { CalculationGroups } from './features/asks/index.ts';
import type { Crm } from './platform/crm/crm.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './platform/metrics/index.ts';
import type { EventBus } from './realtime/event-bus.ts';

/** What every request handler and job may use; built once per process in main.ts (or a test). */
export interface AppServices {
  config: Config;
  log: Logger;
  db: Db;
  bus: EventBus;
  jobs: JobQueue;
  mail: Mailer;
  crm: Crm;
  storage: FileStorage;
  /** The app role's pool (row-level security applies), for COPY streams; ordinary queries go through db. */
  pool: pg.Pool;
  metrics: Metrics;
  /** How a calculation splits an appeal's donors into groups (test and learn's A/B test; features/asks/calculation-groups.ts). */
  calculationGroups: CalculationGroups;
}
