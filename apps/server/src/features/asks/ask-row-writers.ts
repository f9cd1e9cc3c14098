import type pg from 'pg';
import { beginCompany } from '../../db/database.ts';
import { AskRowBatch, INSERT_BATCH_SQL } from './ask-row-batch.ts';
import type { AskInputs } from './ask-inputs.ts';
import type { AskLadder } from '@askwise/domain';

// Writes a calculation's results straight into appeal_asks: each batch is one INSERT ... SELECT FROM
// unnest of array parameters, so every row is written once (COPY FROM is refused on a table with
// row-level security, and COPY into a temporary table first wrote every row twice). Batches alternate
// between two connections: while one inserts, the engine fills the next batch. Each batch commits on its
// own; its rows stay invisible until the generation is made current.

class Lane {
  /** The last batch sent: settles once it is committed (a failure stays here until awaited). */
  last: Promise<void> = Promise.resolve();
  isBusy = false;
  failure: unknown = null;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly companyId: number,
  ) {}

  start(params: unknown[]): void {
    const { client, companyId } = this;
    this.isBusy = true;
    this.last = (async () => {
      try {
        // Results can always be calculated again, so a batch need not wait for its commit to reach disk.
        await beginCompany(client, companyId, { synchronousCommit: false });
        await client.query(INSERT_BATCH_SQL, params);
        await client.query('commit');
      } catch (error) {
        this.failure = error ?? new Error('A batch of asks failed');
        throw error;
      } finally {
        this.isBusy = false;
      }
    })();
    // A failure surfaces when the lane is next awaited.
    this.last.catch(() => undefined);
  }
}

export class AskRowWriter {
  private readonly lanes: Lane[];
  private readonly batch: AskRowBatch;
  private next = 0;

  constructor(
    clients: pg.PoolClient[],
    private readonly companyId: number,
    private readonly appealId: number,
    private readonly generation: number,
    private readonly batchRows = 20_000,
    groupLetters: readonly string[] = [],
  ) {
    this.lanes = clients.map((client) => new Lane(client, companyId));
    this.batch = new AskRowBatch(batchRows, groupLetters);
  }

  /** `group`: the donor's index among the calculation's groups, -1 without groups. */
  add(inputs: AskInputs, row: number, zipAverage: number, result: AskLadder, bits: number, group = -1): void {
    this.batch.add(inputs, row, zipAverage, result, bits, group);
  }

  get isBatchFull(): boolean {
    return this.batch.count >= this.batchRows;
  }

  /**
   * Sends the batch on the next connection. Returns null when it went at once, or a promise that settles
   * once that connection has finished its previous batch and taken this one (the caller pauses meanwhile).
   */
  send(): Promise<void> | null {
    const failed = this.lanes.find((lane) => lane.failure !== null);
    if (failed) return Promise.reject(failed.failure instanceof Error ? failed.failure : new Error(String(failed.failure)));
    if (this.batch.count === 0) return null;
    const params = this.batch.take(this.companyId, this.appealId, this.generation);
    const lane = this.lanes[this.next]!;
    this.next = (this.next + 1) % this.lanes.length;
    if (!lane.isBusy) {
      lane.start(params);
      return null;
    }
    return lane.last.then(() => lane.start(params));
  }

  /** Sends what is left and waits until every batch is committed. */
  async finish(): Promise<void> {
    await this.send();
    for (const lane of this.lanes) await lane.last;
  }
}
