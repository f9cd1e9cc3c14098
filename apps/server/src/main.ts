import { loadConfig, ConfigError } from './config.ts';
import { createLogger } from './logger.ts';
import { startApp } from './app.ts';
import { takeOverStopSignals } from './db/embedded-postgres.ts';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_STANDARD } from './seed/demo-company.ts';
import { withDemoFakes } from './seed/demo-fakes.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const log = createLogger(config.LOG_LEVEL);

try {
  const app = await startApp(await withDemoFakes(config, log), log);
  // The app stops first and its embedded database last (app.stop), so no open connection sees it go.
  if (app.database.isEmbedded) takeOverStopSignals();
  let isStopping = false;
  const shutdown = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    log.info({ signal }, 'Shutting down');
    // A database that stops at the same time (Ctrl-C in a terminal reaches a whole process group) cuts the
    // open connections; while stopping, that is expected and must not turn into a crash.
    process.on('uncaughtException', (error) => {
      if ((error as { code?: string }).code === '57P01') return log.debug({ err: error }, 'Database connection closed while stopping');
      log.fatal({ err: error }, 'Uncaught error while stopping');
      process.exit(1);
    });
    // Past the grace period (requests, then jobs) and the database's own close, give up.
    const force = setTimeout(() => process.exit(1), 2 * config.SHUTDOWN_GRACE_MS + 15_000).unref();
    await app.stop();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (app.port !== null) {
    const url = `http://localhost:${app.port}`;
    log.info(`Askwise is running at ${url} (role ${config.ROLE}, ${app.database.isEmbedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`);
    if (config.SEED_DEMO) {
      // The outbox exists only for a server that listens on this machine alone (platform/mail/outbox-routes.ts).
      const codeAt = ['127.0.0.1', '::1', 'localhost'].includes(config.HOST) ? `the outbox at ${url}/dev/outbox` : 'the log (the dev outbox is off: HOST is not this machine only)';
      log.info(`Demo sign-in: ${DEMO_ADMIN.email} (administrator) or ${DEMO_STANDARD.email} (standard user), password ${DEMO_PASSWORD}; the e-mailed code is in ${codeAt}`);
    }
  } else {
    log.info('Askwise worker is running');
  }
} catch (error) {
  log.fatal(error instanceof Error ? error.message : error);
  process.exit(1);
}
