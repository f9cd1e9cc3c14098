import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { calculateAppealAsksJob } from '../features/asks/calculate-appeal-asks.job.ts';
import { filesUnder, PRACTICE_MAPPING, until, useWorkerWorld } from './worker-world.testing.ts';

// A worker process gets SIGTERM (a deploy, a scale-down) while a job runs: it takes no new job, lets the
// running one finish, and exits cleanly; each job ends done exactly once, on its first attempt.

const DONORS = 60_000;
const world = useWorkerWorld('worker-sigterm', DONORS);
const startWorker = () => world.startWorker({ SHUTDOWN_GRACE_MS: '120000' });

/** Sends SIGTERM and resolves with the exit code once the worker has gone. */
function terminate(worker: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
  worker.kill('SIGTERM');
  return exited;
}

const appealStatus = () =>
  world.database.ownerDb.selectFrom('appealStatuses').select(['mapAppealStatus', 'algorithmStatus', 'exportExcelStatus']).where('appealId', '=', world.appealId).executeTakeFirst();

describe('a worker stopped with SIGTERM in the middle of a job', () => {
  it('during a calculation: finishes it once on its first attempt and exits cleanly', async () => {
    const first = startWorker();
    await world.gql(`mutation ($id: Int!, $m: MappingAppealInput!) { MapAppealRequest(appealId: $id, mappingAppeal: $m, updateMapAppeal: false) { statusCode } }`, {
      id: world.appealId,
      m: PRACTICE_MAPPING,
    });
    await until(appealStatus, (s) => s?.mapAppealStatus === 'DONE', 120_000, 'the mapping');

    await world.app.services.jobs.send(calculateAppealAsksJob, { companyId: world.company.companyId, appealId: world.appealId });
    await until(() => world.jobsOf(calculateAppealAsksJob.id), (jobs) => jobs[0]?.state === 'active', 120_000, 'the calculation starting');
    expect(await terminate(first)).toBe(0);

    expect(await world.jobsOf(calculateAppealAsksJob.id)).toEqual([{ state: 'completed', retryCount: 0 }]);
    expect((await appealStatus())?.algorithmStatus).toBe('DONE');
    const asks = await sql<{ rows: number; generations: number }>`select count(*)::int as rows, count(distinct generation)::int as generations
      from appeal_asks where appeal_id = ${world.appealId}`.execute(world.database.ownerDb);
    expect(asks.rows[0]).toEqual({ rows: DONORS, generations: 1 });
  }, 300_000);

  it('during an export: writes both files once on its first attempt and exits cleanly', async () => {
    const second = startWorker();
    await world.gql(`mutation ($id: Int!) { createExportFilesByAppealId(appealId: $id, isRenewal: false) { id } }`, { id: world.appealId });
    await until(() => world.jobsOf('exports.export-appeal'), (jobs) => jobs[0]?.state === 'active', 120_000, 'the export starting');
    expect(await terminate(second)).toBe(0);

    expect(await world.jobsOf('exports.export-appeal')).toEqual([{ state: 'completed', retryCount: 0 }]);
    const exports = await world.database.ownerDb.selectFrom('appealExports').select(['status', 'readyToExportCount', 'handleManuallyCount']).where('appealId', '=', world.appealId).execute();
    expect(exports).toHaveLength(1);
    expect(exports[0]!.status).toBe('DONE');
    expect(exports[0]!.readyToExportCount + exports[0]!.handleManuallyCount).toBe(DONORS);
    expect((await appealStatus())?.exportExcelStatus).toBe('DONE');
    expect((await filesUnder(path.join(world.dataDir, 'files', 'exports'))).sort()).toEqual(['handle-manually.xlsx', 'ready-to-export.xlsx']);
  }, 300_000);
});
