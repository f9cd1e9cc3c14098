import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from './open-database.ts';

// `npm run db:migrate`: applies pending migrations (starting the embedded PostgreSQL when needed).
const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);
const database = await openDatabase(config, log);
log.info({ applied: database.appliedMigrations }, 'Database is up to date');
await database.close();
