import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfCheckJob } from '../../features/system/self-check.job.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

// /metrics after real work: the operations done, the job run, the pools and the event loop are all there;
// without the token (or outside the metrics port) nothing is served.
const TOKEN = 'metrics-token-0123456789';
let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { METRICS_TOKEN: TOKEN, METRICS_PORT: '0' });
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

const scrape = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, text: await response.text() };
};

/** A sample's value from the Prometheus text, by metric name and labels (in the order written). */
function sample(text: string, name: string, labels: Record<string, string>): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : null;
}

describe('metrics', () => {
  it('are not served without the token, nor with a wrong one', async () => {
    expect((await scrape(`${app.url}/metrics`)).status).toBe(404);
    expect((await scrape(`${app.url}/metrics`, { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(404);
  });

  it('show the GraphQL operations, HTTP routes and jobs just done, the pools, queues, memory and event loop', async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: company.cookie },
        body: JSON.stringify({ query: '{ serverTime }' }),
      });
      expect(answer.status).toBe(200);
    }
    await fetch(`${app.url}/healthz`);
    const jobId = await app.services.jobs.send(selfCheckJob, { companyId: company.companyId, targetId: '1', type: 'MAPAPPEAL', steps: 1 });
    await expect.poll(() => app.services.jobs.stateOf(selfCheckJob, jobId!), { timeout: 30_000 }).toBe('completed');

    const { status, text } = await scrape(`${app.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(status).toBe(200);
    expect(sample(text, 'askwise_graphql_operation_duration_seconds_count', { operation: 'serverTime', type: 'query', outcome: 'ok' })).toBe(3);
    expect(sample(text, 'askwise_http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status: '200' })).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'askwise_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status: '200' })).toBe(1);
    expect(sample(text, 'askwise_job_duration_seconds_count', { queue: 'system.self-check', outcome: 'completed' })).toBe(1);
    expect(sample(text, 'askwise_job_queue_jobs', { queue: 'system.self-check', state: 'queued' })).toBe(0);
    expect(sample(text, 'askwise_db_pool_connections', { pool: 'app', state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'askwise_db_pool_connections', { pool: 'app', state: 'waiting' })).toBe(0);
    expect(text).toMatch(/^askwise_nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^askwise_process_resident_memory_bytes \d/m);

    // The metrics port serves the same registry without a token; it listens on this machine only.
    const own = await scrape(`http://127.0.0.1:${app.metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(sample(own.text, 'askwise_job_duration_seconds_count', { queue: 'system.self-check', outcome: 'completed' })).toBe(1);
    expect((await scrape(`http://127.0.0.1:${app.metricsPort}/graphql`)).status).toBe(404);
  });
});
