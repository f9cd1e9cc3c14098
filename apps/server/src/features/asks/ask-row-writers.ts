import { once } from 'node:events';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { APPEAL_ASKS_COLUMNS } from './ask-row-copy.ts';

// Writes a calculation's COPY lines into appeal_asks on two connections in turn. COPY FROM is refused on
// tables with row-level security, so each chunk is COPY'd into the connection's temporary table and moved
// on with INSERT ... SELECT (row-level security checks every row's company there). While one connection
// inserts its chunk, the next chunk streams into the other, so the engine seldom waits for the database.
// Chunks commit on their own: the rows stay invisible until the generation is made current.

const LOAD_TABLE = 'appeal_asks_load';
const COLUMNS = APPEAL_ASKS_COLUMNS.join(', ');

class Lane {
  private hasTable = false;
  /** The chunk being inserted and committed, if any. */
  busy: Promise<void> = Promise.resolve();

  constructor(
    private readonly client: pg.PoolClient,
    private readonly companyId: number,
  ) {}

  /** Starts a chunk: a transaction and a COPY into the temporary table. */
  async open(): Promise<Writable> {
    const { client } = this;
    if (!this.hasTable) {
      // Kept for the session and emptied at each commit; dropped when the calculation ends.
      await client.query(`create temp table if not exists ${LOAD_TABLE} (like appeal_asks) on commit delete rows`);
      this.hasTable = true;
    }
    await client.query('begin');
    await client.query(`select set_config('app.company_id', $1, true)`, [String(this.companyId)]);
    // Results can always be calculated again, so a chunk need not wait for its commit to reach disk.
    await client.query('set local synchronous_commit = off');
    return client.query(copyFrom(`copy ${LOAD_TABLE} (${COLUMNS}) from stdin`));
  }

  /** Ends the chunk's COPY, then inserts and commits it in the background. */
  async close(copy: Writable): Promise<void> {
    copy.end();
    await finished(copy);
    this.busy = (async () => {
      await this.client.query(`insert into appeal_asks (${COLUMNS}) select ${COLUMNS} from ${LOAD_TABLE}`);
      await this.client.query('commit');
    })();
    // A failure surfaces when the lane is next awaited.
    this.busy.catch(() => undefined);
  }

  async dispose(): Promise<void> {
    if (this.hasTable) await this.client.query(`drop table if exists ${LOAD_TABLE}`);
  }
}

/** A Writable of COPY lines that loads them into appeal_asks chunk by chunk, alternating connections. */
export class AskRowWriter extends Writable {
  private readonly lanes: Lane[];
  private current = 0;
  private copy: Writable | null = null;
  private written = 0;

  constructor(
    clients: pg.PoolClient[],
    companyId: number,
    private readonly chunkChars = 16 << 20,
  ) {
    super({ decodeStrings: false, highWaterMark: 1 << 20 });
    this.lanes = clients.map((client) => new Lane(client, companyId));
  }

  private async writeText(text: string): Promise<void> {
    if (!this.copy) {
      const lane = this.lanes[this.current]!;
      await lane.busy;
      this.copy = await lane.open();
    }
    if (!this.copy.write(text)) await once(this.copy, 'drain');
    this.written += text.length;
    if (this.written >= this.chunkChars) await this.rotate();
  }

  private async rotate(): Promise<void> {
    if (!this.copy) return;
    await this.lanes[this.current]!.close(this.copy);
    this.copy = null;
    this.written = 0;
    this.current = (this.current + 1) % this.lanes.length;
  }

  override _write(chunk: string | Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.writeText(typeof chunk === 'string' ? chunk : chunk.toString('utf8')).then(
      () => callback(),
      (error: Error) => callback(error),
    );
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.rotate()
      .then(() => Promise.all(this.lanes.map((lane) => lane.busy)))
      .then(
        () => callback(),
        (error: Error) => callback(error),
      );
  }

  /** Drops the temporary tables; the connections can then go back to the pool. */
  async dispose(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.dispose()));
  }
}
