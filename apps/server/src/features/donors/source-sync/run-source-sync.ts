import { withCompany, type Db, type Trx } from '../../../db/database.ts';
import { PageReader, type ReadPage } from './page-reader.ts';

// One sync of a source (Raiser's Edge NXT, Virtuous), stage by stage and page by page. Each batch of pages is
// written in the transaction that commits the stage's cursor after it, so a run that dies resumes at the first
// page it had not committed and every record is written once. The source says what a stage reads and writes
// (its adapter) and where its cursors and counts live (its ledger); an essential stage that fails ends the
// sync, another only marks itself failed.

export interface BatchInfo {
  /** The stage's first batch from its start (not after a resume): where a full read clears or checks first. */
  isFirst: boolean;
  /** The source's total for the stage, as its first page in the batch said it. */
  total: number | null;
}

export interface SyncStage<Cursor> {
  name: string;
  isEssential: boolean;
  /** Reads the page at `cursor`; null is the stage's first page. */
  read: ReadPage<Cursor>;
  /** A record's id: a batch of pages is one statement, which may not touch a row twice (the last read wins). */
  keyOf?: (record: unknown) => unknown;
  /** Runs before the stage's first write (after the stage before it has been written). */
  before?: () => Promise<void>;
  write: (trx: Trx, records: unknown[], batch: BatchInfo) => Promise<void>;
}

/** Where a source keeps a sync's state: its own ingestion rows. */
export interface SyncLedger<Cursor> {
  /** The stages still to run, in order, and where each resumes (null: from its start). */
  pending(): Promise<Array<{ stage: SyncStage<Cursor>; resumeAt: Cursor | null }>>;
  started(stage: string): Promise<void>;
  /** In the batch's transaction: how many records were read, the total (the source's, else what was read), and the cursor to resume at (null: the stage is done). */
  committed(trx: Trx, stage: string, progress: { read: number; total: number; next: Cursor | null }): Promise<void>;
  failed(stage: string, error: unknown): Promise<void>;
  /** Tells the browser (after each batch and each stage). */
  progress(): Promise<void>;
}

export interface SourceSync<Cursor> {
  db: Db;
  companyId: number;
  ledger: SyncLedger<Cursor>;
  /** An error that ends the sync even in a stage that is not essential (the source wants a new sign-in, a plan limit). */
  endsSync?: (error: unknown) => boolean;
  /** Pages read ahead of the writes (default 8); 0 reads each page when the writer asks for it. */
  readAhead?: number;
}

export interface SyncFailure {
  stage: string;
  error: unknown;
}

/** Pages written together when writing fell behind the reading. */
const MAX_PAGES_PER_WRITE = 4;

/** Runs the ledger's pending stages; null when the sync finished, else the failure that ended it. */
export async function runSourceSync<Cursor>(sync: SourceSync<Cursor>): Promise<SyncFailure | null> {
  const runs = await sync.ledger.pending();
  const readers = chainReaders(runs, sync.readAhead ?? 8);
  try {
    for (const [index, run] of runs.entries()) {
      try {
        await run.stage.before?.();
        await runStage(sync, readers.of(index), run);
      } catch (error) {
        await sync.ledger.failed(run.stage.name, error);
        if (run.stage.isEssential || sync.endsSync?.(error)) return { stage: run.stage.name, error };
      }
      await sync.ledger.progress();
    }
  } finally {
    readers.stopAll();
  }
  return null;
}

async function runStage<Cursor>(sync: SourceSync<Cursor>, pages: PageReader<Cursor>, run: { stage: SyncStage<Cursor>; resumeAt: Cursor | null }) {
  const { stage } = run;
  await sync.ledger.started(stage.name);
  let isFirst = run.resumeAt === null;
  for (let batch = await pages.take(MAX_PAGES_PER_WRITE); batch.length; batch = await pages.take(MAX_PAGES_PER_WRITE)) {
    const all = batch.flatMap((page) => page.records);
    const records = stage.keyOf ? latestByKey(all, stage.keyOf) : all;
    const last = batch.at(-1)!;
    const info = { isFirst, total: batch[0]!.total };
    await withCompany(sync.db, sync.companyId, async (trx) => {
      await stage.write(trx, records, info);
      // Only a committed batch moves the cursor, so a run that dies reads again what it had read ahead.
      await sync.ledger.committed(trx, stage.name, { read: all.length, total: last.total ?? all.length, next: last.next });
    });
    isFirst = false;
    await sync.ledger.progress();
  }
}

/**
 * One reader per stage, each starting when the one before has read its last page: the next stage's pages
 * arrive while the last pages of this one are still being written.
 */
function chainReaders<Cursor>(runs: Array<{ stage: SyncStage<Cursor>; resumeAt: Cursor | null }>, depth: number) {
  const started = new Map<number, PageReader<Cursor>>();
  const start = (index: number): PageReader<Cursor> | undefined => {
    const run = runs[index];
    if (!run) return undefined;
    let reader = started.get(index);
    if (!reader) {
      reader = new PageReader(run.stage.read, run.resumeAt, depth);
      started.set(index, reader);
      void reader.ended.then(() => start(index + 1));
    }
    return reader;
  };
  return {
    of: (index: number) => start(index)!,
    stopAll: () => started.forEach((reader) => reader.stop()),
  };
}

function latestByKey(records: unknown[], keyOf: (record: unknown) => unknown): unknown[] {
  const byKey = new Map<unknown, unknown>();
  for (const record of records) {
    const key = keyOf(record);
    byKey.delete(key);
    byKey.set(key, record);
  }
  return byKey.size === records.length ? records : [...byKey.values()];
}
