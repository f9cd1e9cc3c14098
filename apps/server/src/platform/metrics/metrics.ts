import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// One registry per running app (tests start several in one process). Labels stay few and bounded: HTTP by
// route (never the raw address), GraphQL by operation name, jobs by queue.

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_SECONDS = [0.1, 0.5, 1, 5, 10, 30, 60, 120, 300, 600, 1800];

export interface QueueDepth {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

/** The process's Prometheus metrics (served by metrics-routes.ts). */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests: Histogram<'method' | 'route' | 'status'>;
  readonly graphqlOperations: Histogram<'operation' | 'type' | 'outcome'>;
  readonly jobs: Histogram<'queue' | 'outcome'>;
  private readonly pools = new Map<string, pg.Pool>();

  constructor() {
    // Memory, CPU, handles, garbage collection and event-loop lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry, prefix: 'askwise_', eventLoopMonitoringPrecision: 20 });
    this.httpRequests = new Histogram({
      name: 'askwise_http_request_duration_seconds',
      help: 'HTTP requests by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers: [this.registry],
    });
    this.graphqlOperations = new Histogram({
      name: 'askwise_graphql_operation_duration_seconds',
      help: 'GraphQL operations by name; outcome is ok or error (any error in the answer)',
      labelNames: ['operation', 'type', 'outcome'],
      buckets: SECONDS,
      registers: [this.registry],
    });
    this.jobs = new Histogram({
      name: 'askwise_job_duration_seconds',
      help: 'Background job attempts by queue; outcome is completed or failed',
      labelNames: ['queue', 'outcome'],
      buckets: JOB_SECONDS,
      registers: [this.registry],
    });
    const pools = this.pools;
    const connections: Gauge<'pool' | 'state'> = new Gauge({
      name: 'askwise_db_pool_connections',
      help: 'Database pool connections by state (waiting: requests queued for a connection)',
      labelNames: ['pool', 'state'],
      registers: [this.registry],
      collect: () => {
        for (const [name, pool] of pools) {
          connections.set({ pool: name, state: 'total' }, pool.totalCount);
          connections.set({ pool: name, state: 'idle' }, pool.idleCount);
          connections.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
  }

  /** A database pool's connections (total, idle) and the requests waiting for one, read when scraped. */
  watchPool(name: string, pool: pg.Pool): void {
    this.pools.set(name, pool);
  }

  /** Jobs per queue and state, read when metrics are scraped. */
  watchQueues(read: () => Promise<QueueDepth[]>): void {
    const gauge: Gauge<'queue' | 'state'> = new Gauge({
      name: 'askwise_job_queue_jobs',
      help: 'Jobs in each queue by state (queued includes deferred and retrying)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      collect: async () => {
        const depths = await read().catch(() => []);
        gauge.reset();
        for (const depth of depths) {
          gauge.set({ queue: depth.queue, state: 'queued' }, depth.queued);
          gauge.set({ queue: depth.queue, state: 'active' }, depth.active);
          gauge.set({ queue: depth.queue, state: 'failed' }, depth.failed);
        }
      },
    });
  }
}
