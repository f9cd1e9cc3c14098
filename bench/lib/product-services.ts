import { loadConfig } from '@askwise/server/src/config.ts';
import { appUrlFrom, createDb, createPool, type Db } from '@askwise/server/src/db/database.ts';
import { migrateToLatest } from '@askwise/server/src/db/migrate.ts';
import type { Logger } from '@askwise/server/src/logger.ts';
import { EventBus } from '@askwise/server/src/realtime/event-bus.ts';

// The product's database and services as a job gets them (the app role, row-level security, progress
// published on the event bus), for benchmarks that call a job's body directly instead of queueing it.

const APP_PASSWORD = 'askwise-bench-app';

export interface ProductServices {
  /** The database owner: for seeding and reading back what the job did. */
  ownerDb: Db;
  services: {
    db: Db;
    bus: EventBus;
    config: ReturnType<typeof loadConfig>;
    pool: ReturnType<typeof createPool>;
    log: Logger;
  };
  close(): Promise<void>;
}

/** Migrates the database at ownerUrl and opens the product's services on it; `env` adds the benchmark's settings. */
export async function openProductServices(ownerUrl: string, env: Record<string, string>, log: Logger): Promise<ProductServices> {
  await migrateToLatest(ownerUrl, APP_PASSWORD);
  const ownerDb = createDb(createPool(ownerUrl, 2));
  const appUrl = appUrlFrom(ownerUrl, APP_PASSWORD);
  const appPool = createPool(appUrl, 6);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: ownerUrl, APP_DATABASE_PASSWORD: APP_PASSWORD, ...env });
  const services = { db: createDb(appPool), bus: new EventBus(appPool, appUrl, log), config, pool: appPool, log };
  return {
    ownerDb,
    services,
    close: async () => {
      await services.bus.close();
      await services.db.destroy();
      await ownerDb.destroy();
    },
  };
}
