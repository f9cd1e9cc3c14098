import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppServices } from './app-services.ts';
import type { Config } from './config.ts';
import { openDatabase, type OpenDatabase } from './db/open-database.ts';
import { createHttpServer, type HttpService } from './http/http-server.ts';
import { ALL_JOBS } from './jobs/all-jobs.ts';
import { JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import { createCrm } from './platform/crm/create-crm.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import { createMetricsServer, Metrics } from './platform/metrics/index.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { sweepUploadTempFiles } from './platform/storage/upload-temp-files.ts';
import { EventBus } from './realtime/event-bus.ts';
import { DEMO_ADMIN, seedDemoCompany } from './seed/demo-company.ts';
import { seedDemoSubscription } from './features/billing/index.ts';
import { testGroupsForCalculation } from './features/test-and-learn/index.ts';
import { warmGridColumns } from './features/asks/index.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface RunningApp {
  services: AppServices;
  database: OpenDatabase;
  server: Server | null;
  /** The port actually listened on (useful with PORT=0 in tests). */
  port: number | null;
  /** The metrics port listened on, when METRICS_PORT is set. */
  metricsPort: number | null;
  stop: () => Promise<void>;
}

/** Starts what this process's ROLE asks for: web (HTTP + push), worker (jobs), or all. */
export async function startApp(config: Config, log: Logger): Promise<RunningApp> {
  await sweepUploadTempFiles(log);
  const database = await openDatabase(config, log);
  const bus = new EventBus(database.appPool, database.appUrl, log);
  const jobs = new JobQueue(database.ownerUrl, ALL_JOBS, log);
  const metrics = new Metrics();
  metrics.watchPool('app', database.appPool);
  metrics.watchPool('stream', database.streamPool);
  metrics.watchQueues(() => jobs.depths());
  const services: AppServices = { config, log, db: database.db, bus, jobs, mail: createMailer(config, database.db, log), crm: createCrm(config, log), storage: createStorage(config), pool: database.streamPool, metrics, calculationGroups: testGroupsForCalculation };
  const isWeb = config.ROLE !== 'worker';
  const isWorker = config.ROLE !== 'web';
  if (config.isProduction && config.BILLING_PROVIDER === 'sandbox')
    log.warn('Billing is the SANDBOX (ALLOW_SANDBOX_BILLING=true): subscriptions are bought with the published test cards and nothing is ever charged');

  await jobs.start();
  if (config.SEED_DEMO && isWeb) {
    const demo = await seedDemoCompany(database.db, log);
    if (config.SEED_DEMO_SUBSCRIPTION && (await seedDemoSubscription(services, demo.companyId, DEMO_ADMIN))) log.info('Gave the demo company an active sandbox subscription');
  }
  if (isWorker) await jobs.work(services, database.appUrl);

  let http: HttpService | null = null;
  let server: Server | null = null;
  let port: number | null = null;
  const metricsServer = config.METRICS_PORT === undefined ? null : createMetricsServer(metrics);
  const metricsPort = metricsServer ? await listen(metricsServer, config.METRICS_PORT!, config.METRICS_HOST) : null;
  if (isWeb) {
    await bus.listen();
    // Before it takes requests (a deploy, a restart): the grid columns of the large appeals people review,
    // for at most WARM_UP_LIMIT_MS; what is not read by then is read when first asked for.
    await Promise.race([
      warmGridColumns(services).catch((error: unknown) => log.warn({ err: error }, 'Could not read grid columns ahead')),
      delay(WARM_UP_LIMIT_MS),
    ]);
    http = createHttpServer(services, config.WEB_DIST ?? DEFAULT_WEB_DIST);
    server = http.server;
    port = await listen(server, config.PORT, config.HOST);
  }

  // Stopping (SIGTERM, Ctrl-C): requests in flight and running jobs get SHUTDOWN_GRACE_MS to finish; a job
  // still running then is failed back to the queue, whose retry another worker takes (jobs are idempotent).
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await http?.drain(config.SHUTDOWN_GRACE_MS);
      if (metricsServer) await new Promise<void>((resolve) => (metricsServer.closeAllConnections(), metricsServer.close(() => resolve())));
      await jobs.stop(config.SHUTDOWN_GRACE_MS).catch((error: unknown) => log.warn({ err: error }, 'Job queue did not stop cleanly'));
      await bus.close();
      await database.close();
    })());
  return { services, database, server, port, metricsPort, stop };
}

const WARM_UP_LIMIT_MS = 20_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} is already in use. Stop the program using it, or start Askwise on another port: PORT=3001 npm start`));
      } else reject(error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
