import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trx } from '../../../db/database.ts';
import { createCompanyWithUser } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { buildEnvironment } from '../../environments/environment.testing.ts';
import type { DonorTarget } from '../donor-records.ts';
import { writeAudiences } from '../write-audiences.ts';
import { runSourceSync, type SyncLedger, type SyncStage } from './run-source-sync.ts';

let database: TestDatabase;
let target: DonorTarget;

beforeAll(async () => {
  database = await createTestDatabase();
  const { companyId } = await createCompanyWithUser(database.ownerDb);
  target = { companyId, environmentId: (await buildEnvironment(database.ownerDb, companyId)).id };
});
afterAll(() => database.drop());

interface Record {
  id: string;
  name: string;
}

/** A source stage of pages of records (cursor: the page number), written as audiences; `failAt` throws reading that page. */
function stage(name: string, pages: Record[][], options: { isEssential?: boolean; failAt?: number; failWriteAt?: number } = {}) {
  const writes: Array<{ ids: string[]; isFirst: boolean; total: number | null }> = [];
  const definition: SyncStage<number> = {
    name,
    isEssential: options.isEssential ?? true,
    read: async (cursor) => {
      const at = cursor ?? 0;
      if (at === options.failAt) throw new Error(`${name} page ${at} could not be read`);
      return { records: pages[at] ?? [], next: at + 1 < pages.length ? at + 1 : null, total: pages.flat().length };
    },
    keyOf: (record) => (record as Record).id,
    write: async (trx: Trx, records, batch) => {
      const ids = (records as Record[]).map((r) => r.id);
      await writeAudiences(trx, target, (records as Record[]).map((r) => ({ externalId: r.id, name: r.name })));
      // A failure after the rows were written: the batch's transaction must take them back.
      if (options.failWriteAt !== undefined && writes.length === options.failWriteAt) throw new Error(`${name} write failed`);
      writes.push({ ids, isFirst: batch.isFirst, total: batch.total });
    },
  };
  return { definition, writes };
}

/** A ledger in memory; a cursor is kept only when its batch's transaction commits. */
function ledger(runs: Array<{ stage: SyncStage<number>; resumeAt: number | null }>) {
  const state = { cursors: new Map<string, number | null>(), read: new Map<string, number>(), failed: [] as string[], started: [] as string[] };
  const memory: SyncLedger<number> = {
    pending: async () => runs,
    started: async (name) => void state.started.push(name),
    committed: async (trx, name, progress) => {
      // Visible only if the transaction commits: recorded after it, through a no-op statement's success.
      await trx.selectNoFrom((eb) => eb.val(1).as('one')).execute();
      state.cursors.set(name, progress.next);
      state.read.set(name, (state.read.get(name) ?? 0) + progress.read);
    },
    failed: async (name) => void state.failed.push(name),
    progress: async () => undefined,
  };
  return { memory, state };
}

const sync = (memory: SyncLedger<number>, endsSync?: (error: unknown) => boolean) => runSourceSync({ db: database.db, companyId: target.companyId, ledger: memory, endsSync });
const names = (ids: string[]) =>
  database.ownerDb.selectFrom('audiences').select(['externalId', 'name']).where('environmentId', '=', target.environmentId).where('externalId', 'in', ids).orderBy('externalId').execute();

describe('runSourceSync', () => {
  it('runs the stages in order, every page written with its cursor, a record two pages carry written as last read', async () => {
    const first = stage('first', [[{ id: 'a1', name: 'A1' }], [{ id: 'a2', name: 'A2' }, { id: 'a1', name: 'A1 again' }]]);
    const second = stage('second', [[{ id: 'b1', name: 'B1' }]]);
    const { memory, state } = ledger([
      { stage: first.definition, resumeAt: null },
      { stage: second.definition, resumeAt: null },
    ]);
    expect(await sync(memory)).toBeNull();
    expect(state.started).toEqual(['first', 'second']);
    expect(first.writes[0]).toMatchObject({ isFirst: true, total: 3 });
    expect(state.cursors.get('first')).toBeNull();
    expect(state.read.get('first')).toBe(3);
    expect(await names(['a1', 'a2', 'b1'])).toEqual([
      { externalId: 'a1', name: 'A1 again' },
      { externalId: 'a2', name: 'A2' },
      { externalId: 'b1', name: 'B1' },
    ]);
  });

  it('resumes a stage at its committed cursor, not as a first batch', async () => {
    const resumed = stage('resumed', [[{ id: 'r0', name: 'never read' }], [{ id: 'r1', name: 'R1' }]]);
    const { memory } = ledger([{ stage: resumed.definition, resumeAt: 1 }]);
    expect(await sync(memory)).toBeNull();
    expect(resumed.writes).toEqual([{ ids: ['r1'], isFirst: false, total: 2 }]);
    expect(await names(['r0'])).toEqual([]);
  });

  it('marks a failed stage that is not essential and carries on; an essential one ends the sync', async () => {
    const optional = stage('optional', [[{ id: 'o1', name: 'O1' }], [{ id: 'o2', name: 'O2' }]], { isEssential: false, failAt: 1 });
    const essential = stage('essential', [[{ id: 'e1', name: 'E1' }], [{ id: 'e2', name: 'E2' }]], { failAt: 1 });
    const never = stage('never', [[{ id: 'n1', name: 'N1' }]]);
    const { memory, state } = ledger([
      { stage: optional.definition, resumeAt: null },
      { stage: essential.definition, resumeAt: null },
      { stage: never.definition, resumeAt: null },
    ]);
    const failure = await sync(memory);
    expect(failure?.stage).toBe('essential');
    expect((failure?.error as Error).message).toBe('essential page 1 could not be read');
    expect(state.failed).toEqual(['optional', 'essential']);
    // The pages before the failure were committed; the stage after it never ran.
    expect(state.cursors.get('essential')).toBe(1);
    expect(state.started).toEqual(['optional', 'essential']);
    expect(never.writes).toEqual([]);
  });

  it('ends the sync on an error the source says ends it, even in a stage that is not essential', async () => {
    const optional = stage('optional', [[{ id: 'x1', name: 'X1' }]], { isEssential: false, failAt: 0 });
    const next = stage('next', [[{ id: 'y1', name: 'Y1' }]]);
    const { memory } = ledger([
      { stage: optional.definition, resumeAt: null },
      { stage: next.definition, resumeAt: null },
    ]);
    expect((await sync(memory, () => true))?.stage).toBe('optional');
    expect(next.writes).toEqual([]);
  });

  it('rolls a failed batch back: its rows and its cursor', async () => {
    const failing = stage('failing', [[{ id: 'f1', name: 'F1' }]], { failWriteAt: 0 });
    const { memory, state } = ledger([{ stage: failing.definition, resumeAt: null }]);
    expect((await sync(memory))?.stage).toBe('failing');
    expect(state.cursors.has('failing')).toBe(false);
    expect(await names(['f1'])).toEqual([]);
  });

  it('reads no page ahead of the writes with readAhead 0, so a run that dies re-reads at most the page it was writing', async () => {
    const pages = [0, 1, 2, 3].map((n) => [{ id: `p${n}`, name: `P${n}` }]);
    const paced = stage('paced', pages);
    let reads = 0;
    const readsWhenWriting: number[] = [];
    const read = paced.definition.read;
    const write = paced.definition.write;
    paced.definition.read = async (cursor) => {
      reads++;
      return read(cursor);
    };
    paced.definition.write = async (trx, records, batch) => {
      readsWhenWriting.push(reads);
      // A slow write: a reader allowed to read ahead would fetch the next pages meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await write(trx, records, batch);
    };
    const { memory } = ledger([{ stage: paced.definition, resumeAt: null }]);
    expect(await runSourceSync({ db: database.db, companyId: target.companyId, ledger: memory, readAhead: 0 })).toBeNull();
    expect(readsWhenWriting).toEqual([1, 2, 3, 4]);
  });
});
