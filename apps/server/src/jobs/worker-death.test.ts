import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAskTestServices, type AskTestServices } from '../features/asks/asks.testing.ts';
import { runAppealCalculation } from '../features/asks/calculate-appeal-asks.job.ts';
import { killWorker } from '../test/worker-process.ts';
import { filesUnder, PRACTICE_MAPPING, until, useWorkerWorld } from './worker-world.testing.ts';

// A worker process is killed (SIGKILL) in the middle of a mapping, and later of an export; another worker
// is started. Each job ends done exactly once within two minutes, and the dead worker's session and locks
// are gone. The web process here serves requests only, as in production.

const DONORS = 60_000;
const MAPPING_LOCK = 7419210;
const world = useWorkerWorld('worker-death', DONORS);
let services: AskTestServices;

beforeAll(() => {
  services = createAskTestServices(world.database);
});
afterAll(async () => {
  await services?.close();
});

const { gql, gqlResult, jobsOf } = world;
const workers: ChildProcess[] = [];
function startWorker(): ChildProcess {
  const worker = world.startWorker();
  workers.push(worker);
  return worker;
}

const appealStatus = () =>
  world.database.ownerDb.selectFrom('appealStatuses').select(['mapAppealStatus', 'exportExcelStatus']).where('appealId', '=', world.appealId).executeTakeFirst();
const locksHeld = async () =>
  (
    await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${MAPPING_LOCK} and objid = ${world.appealId} and granted`.execute(
      world.database.ownerDb,
    )
  ).rows[0]!.n;
const exportRows = () =>
  world.database.ownerDb.selectFrom('appealExports').select(['id', 'status', 'readyToExportCount', 'handleManuallyCount']).where('appealId', '=', world.appealId).execute();
const mapping = PRACTICE_MAPPING;

describe('a worker killed in the middle of a job', () => {
  it('during mapping: the job is retried and maps the appeal once within two minutes, and no lock is left', async () => {
    const first = startWorker();
    const request = await gql(`mutation ($id: Int!, $m: MappingAppealInput!) { MapAppealRequest(appealId: $id, mappingAppeal: $m, updateMapAppeal: false) { statusCode } }`, {
      id: world.appealId,
      m: mapping,
    });
    expect(request.MapAppealRequest.statusCode).toBe(200);
    // Killed once it is inside the mapping transaction (past INIT), before it is done.
    const reached = await until(appealStatus, (s) => !!s?.mapAppealStatus && !['START', 'INIT', 'DONE'].includes(s.mapAppealStatus), 120_000, 'mapping');
    await killWorker(first);
    const killedAt = Date.now();
    expect(reached?.mapAppealStatus).not.toBe('DONE');

    // PostgreSQL notices the dead worker: its session ends and the appeal's lock is released.
    await until(locksHeld, (n) => n === 0, 20_000, 'the mapping lock');
    startWorker();
    await until(appealStatus, (s) => s?.mapAppealStatus === 'DONE', 120_000, 'the retried mapping');
    expect(Date.now() - killedAt).toBeLessThan(120_000);

    expect(await until(() => jobsOf('mapping.map-appeal'), (jobs) => jobs[0]?.state !== 'active', 20_000, 'the mapping job')).toEqual([{ state: 'completed', retryCount: 1 }]);
    const rows = await sql<{ rows: number; donors: number }>`select count(*)::int as rows, count(distinct constituent_id)::int as donors
      from appeal_constituents where appeal_id = ${world.appealId}`.execute(world.database.ownerDb);
    expect(rows.rows[0]).toEqual({ rows: DONORS, donors: DONORS });
    const appeal = await world.database.ownerDb.selectFrom('appeals').select('isLocked').where('id', '=', world.appealId).executeTakeFirstOrThrow();
    expect(appeal.isLocked).toBe(false);
    expect(await locksHeld()).toBe(0);
  }, 300_000);

  it('during export: Export Now says why it waits, the retry writes the files once within two minutes, and no partial file is left', async () => {
    await runAppealCalculation(services, world.company.companyId, world.appealId);
    const running = workers.find((worker) => worker.exitCode === null && worker.signalCode === null)!;
    const started = await gqlResult(`mutation ($id: Int!) { createExportFilesByAppealId(appealId: $id, isRenewal: false) { id } }`, { id: world.appealId });
    expect(started.errors).toBeUndefined();
    const [before] = await until(exportRows, (rows) => rows[0]?.status === 'RUNNING', 60_000, 'the export');
    await killWorker(running);
    const killedAt = Date.now();

    // Export Now again while the lost attempt waits for its retry: an answer that says why, not silence.
    const again = await gqlResult(`mutation ($id: Int!) { createExportFilesByAppealId(appealId: $id, isRenewal: false) { id } }`, { id: world.appealId });
    expect(again.errors?.[0]?.message).toMatch(/being exported right now|waiting for a free worker/);

    startWorker();
    const [done] = await until(exportRows, (rows) => rows[0]?.status === 'DONE' || rows[0]?.status === 'ERROR', 120_000, 'the retried export');
    expect(Date.now() - killedAt).toBeLessThan(120_000);
    expect(done).toMatchObject({ status: 'DONE' });
    expect(done!.readyToExportCount + done!.handleManuallyCount).toBe(before!.readyToExportCount + before!.handleManuallyCount);
    expect(done!.readyToExportCount + done!.handleManuallyCount).toBeGreaterThan(DONORS / 2);
    expect(await exportRows()).toHaveLength(1);
    // The job completes just after it has recorded the export.
    expect(await until(() => jobsOf('exports.export-appeal'), (jobs) => jobs[0]?.state !== 'active', 20_000, 'the export job')).toEqual([{ state: 'completed', retryCount: 1 }]);
    expect((await appealStatus())?.exportExcelStatus).toBe('DONE');
    const files = await filesUnder(path.join(world.dataDir, 'files', 'exports'));
    expect(files.sort()).toEqual(['handle-manually.xlsx', 'ready-to-export.xlsx']);
  }, 300_000);
});
