import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppealWithDonors, setAppealAskSettings } from '../features/asks/asks.testing.ts';
import { calculateAppealAsksJob } from '../features/asks/calculate-appeal-asks.job.ts';
import { selfCheckJob } from '../features/system/self-check.job.ts';
import { createLogger } from '../logger.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { browserCredentials, openPushSocket } from '../test/sockets.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { killWorker, startLoggedProcess, type LoggedProcess } from '../test/worker-process.ts';
import { ALL_JOBS } from './all-jobs.ts';
import { JobQueue } from './job-queue.ts';

// Scale-out as in production: two web and two worker processes on one PostgreSQL server (the CI runs this
// on Debian's server, and on the embedded one elsewhere). Jobs run exactly once while both workers take
// them; a push a job raises reaches browsers on either web process; a worker killed mid-calculation is
// replaced by the other, with nothing lost.

const DONORS = 100_000;
let database: TestDatabase;
let dataDir: string;
let queue: JobQueue;
let company: CompanyWithUser;
const webs: Array<LoggedProcess & { url: string }> = [];
const workers: LoggedProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-scale-out-'));
  company = await createCompanyWithUser(database.ownerDb);
  queue = new JobQueue(database.ownerUrl, ALL_JOBS, createLogger('silent', false));
  await queue.start();
  for (let i = 0; i < 2; i++) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    webs.push({ ...startLoggedProcess(database.ownerUrl, dataDir, { ROLE: 'web', PORT: String(port), HOST: '127.0.0.1' }), url: `http://127.0.0.1:${port}` });
    workers.push(startLoggedProcess(database.ownerUrl, dataDir, { ROLE: 'worker' }));
  }
  for (const web of webs) await waitFor(() => fetch(`${web.url}/readyz`).then((r) => r.ok, () => false), 120_000, 'a web process');
  for (const worker of workers) await waitFor(() => worker.lines.some((l) => l.msg === 'Askwise worker is running'), 120_000, 'a worker');
}, 300_000);

afterAll(async () => {
  for (const process of [...webs, ...workers]) process.child.kill('SIGKILL');
  await queue?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The job ids each worker finished, by worker. */
const finishedBy = (name: string) => workers.map((w) => w.lines.filter((l) => l.msg === 'Job finished' && l.job === name).map((l) => String(l.jobId)));

describe('two web and two worker processes on one database', () => {
  it('run every job exactly once, both workers taking jobs, and a job\'s pushes reach browsers on both web processes', async () => {
    const sockets = webs.map((web) => {
      const socket = openPushSocket(web.url, browserCredentials(web.url, company.cookie));
      const events: Array<Record<string, unknown>> = [];
      socket.on('message', (data) => events.push(JSON.parse(String(data)) as Record<string, unknown>));
      const opened = new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
      return { socket, events, opened };
    });
    for (const { socket, events, opened } of sockets) {
      await opened;
      for (let target = 1; target <= 12; target++) socket.send(JSON.stringify({ action: 'registerConnection', targetId: String(target), type: 'MAPAPPEAL', version: 2 }));
      await waitFor(() => events.filter((e) => e.action === 'registered').length === 12, 10_000, 'registration').catch((error: Error) => {
        throw new Error(`${error.message}: ${JSON.stringify(events)}`);
      });
    }

    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => queue.send(selfCheckJob, { companyId: company.companyId, targetId: String(i + 1), type: 'MAPAPPEAL', steps: 2, holdMs: 150 })),
    );
    await waitFor(async () => (await jobStates(selfCheckJob.id)).every((j) => j.state === 'completed'), 60_000, 'the self-checks').catch(async (error: Error) => {
      const logs = workers.map((w) => ({ exit: w.child.exitCode, signal: w.child.signalCode, last: w.lines.slice(-8).map((l) => `${String(l.msg)} ${String(l.err ? JSON.stringify(l.err).slice(0, 300) : '')}`) }));
      throw new Error(`${error.message}: ${JSON.stringify(await jobStates(selfCheckJob.id))} ${JSON.stringify(logs)}`);
    });
    expect(await jobStates(selfCheckJob.id)).toEqual(ids.map(() => ({ state: 'completed', retryCount: 0 })));
    const [byFirst, bySecond] = finishedBy(selfCheckJob.id);
    expect(byFirst!.length).toBeGreaterThan(0);
    expect(bySecond!.length).toBeGreaterThan(0);
    expect([...byFirst!, ...bySecond!].sort()).toEqual([...ids].sort());

    // Every target's DONE reached the browser on each web process, once.
    for (const { socket, events } of sockets) {
      await waitFor(() => events.filter((e) => e.status === 'DONE').length === 12, 10_000, 'the pushes');
      expect(new Set(events.filter((e) => e.status === 'DONE').map((e) => e.targetId)).size).toBe(12);
      socket.close();
    }
  }, 120_000);

  it('a worker killed in the middle of a calculation is replaced by the other, with every donor calculated once', async () => {
    const { appealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, []);
    await sql`
      insert into appeal_constituents (company_id, appeal_id, external_id, first_name, last_name, zip_code, appeal_gift_last_year, lifetime_giving, lifetime_gifts)
      select ${company.companyId}, ${appealId}, 'S' || n, 'First' || n, 'Last' || n, lpad((n % 500)::text, 5, '0'), (n % 7) * 2500, (n % 13) * 12000, n % 13
      from generate_series(1, ${DONORS}) as n`.execute(database.ownerDb);
    await setAppealAskSettings(database.ownerDb, appealId, 'secret_sauce', 3, 'ANNUAL_ONLY');
    const jobId = await queue.send(calculateAppealAsksJob, { companyId: company.companyId, appealId });
    const status = async () =>
      (await database.ownerDb.selectFrom('appealStatuses').select('algorithmStatus').where('appealId', '=', appealId).executeTakeFirst())?.algorithmStatus ?? null;
    await waitFor(async () => /^PROGRESS::[1-9]/.test((await status()) ?? ''), 120_000, 'the calculation streaming');
    const running = workers.find((w) => w.lines.some((l) => l.msg === 'Job started' && l.jobId === jobId))!;
    const other = workers.find((w) => w !== running)!;
    await killWorker(running.child);

    await waitFor(async () => (await status()) === 'DONE', 180_000, 'the calculation finished by the other worker');
    // The other worker took the retry and finished it (it logs so just after the results are stored).
    await waitFor(() => other.lines.some((l) => l.msg === 'Job finished' && l.jobId === jobId), 30_000, 'the retry finished by the other worker');
    expect(running.lines.some((l) => l.msg === 'Job finished' && l.jobId === jobId)).toBe(false);
    // The worker logs before pg-boss records the completion: on a loaded machine the state can still read active.
    await waitFor(async () => (await jobStates(calculateAppealAsksJob.id)).every((j) => j.state === 'completed'), 30_000, 'the job completed');
    expect(await jobStates(calculateAppealAsksJob.id)).toEqual([{ state: 'completed', retryCount: 1 }]);
    const asks = await sql<{ rows: number; donors: number; generations: number }>`
      select count(*)::int as rows, count(distinct appeal_constituent_id)::int as donors, count(distinct generation)::int as generations
      from appeal_asks where appeal_id = ${appealId}`.execute(database.ownerDb);
    await waitFor(async () => (await sql<{ n: number }>`select count(distinct generation)::int as n from appeal_asks where appeal_id = ${appealId}`.execute(database.ownerDb)).rows[0]!.n === 1, 60_000, 'one generation');
    expect(asks.rows[0]!.donors).toBe(DONORS);
  }, 300_000);
});

async function jobStates(name: string) {
  return (await sql<{ state: string; retryCount: number }>`select state, retry_count as "retryCount" from pgboss.job where name = ${name} order by created_on`.execute(database.ownerDb)).rows;
}
