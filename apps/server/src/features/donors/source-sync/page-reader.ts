// A source's pages come one after another (each page says where the next one is), at the pace the source's
// rate limit allows. The reader follows that chain on its own, independent of how long writing takes, and
// holds up to `depth` pages nobody has written yet; the writer takes whatever has arrived, several pages at a
// time when it fell behind. So a sync runs at the source's pace, with the writes hidden behind its waits.
// Nothing here is committed: a run that dies reads again from the last committed cursor (at most `depth` pages
// more than it wrote; a depth of 0 reads a page only when the writer asks for it).

/** One page of a source: its records, where the next page is (null after the last) and the source's total if it says one. */
export interface SourcePage<Cursor> {
  records: unknown[];
  next: Cursor | null;
  total: number | null;
}

export type ReadPage<Cursor> = (cursor: Cursor | null) => Promise<SourcePage<Cursor>>;

export class PageReader<Cursor> {
  private readonly queue: Array<SourcePage<Cursor>> = [];
  private failure: { error: unknown } | null = null;
  private isEnded = false;
  private isStopped = false;
  private wakeWriter: (() => void) | null = null;
  private wakeReader: (() => void) | null = null;
  /** Settles when the reader has read its last page, failed or was stopped. */
  readonly ended: Promise<void>;

  constructor(
    readPage: ReadPage<Cursor>,
    first: Cursor | null,
    private readonly depth = 8,
  ) {
    this.ended = this.read(readPage, first);
  }

  /** The pages that have arrived, oldest first (at most `max`), waiting for one; [] after the last. */
  async take(max: number): Promise<Array<SourcePage<Cursor>>> {
    while (!this.queue.length && !this.isEnded) {
      const waiting = new Promise<void>((resolve) => (this.wakeWriter = resolve));
      this.wake('reader');
      await waiting;
    }
    if (!this.queue.length) {
      if (this.failure) throw this.failure.error;
      return [];
    }
    const taken = this.queue.splice(0, max);
    this.wake('reader');
    return taken;
  }

  /** Stops reading (the writer gave up or is done); a call under way is left to finish unused. */
  stop(): void {
    this.isStopped = true;
    this.wake('reader');
  }

  private async read(readPage: ReadPage<Cursor>, first: Cursor | null): Promise<void> {
    let cursor: Cursor | null = first;
    let isFirst = true;
    try {
      while ((isFirst || cursor !== null) && !this.isStopped) {
        while (this.isFull() && !this.isStopped) await new Promise<void>((resolve) => (this.wakeReader = resolve));
        if (this.isStopped) break;
        const page: SourcePage<Cursor> = await readPage(cursor);
        this.queue.push(page);
        this.wake('writer');
        cursor = page.next;
        isFirst = false;
      }
    } catch (error) {
      this.failure = { error };
    } finally {
      this.isEnded = true;
      this.wake('writer');
    }
  }

  /** Depth 0 reads no page ahead: the next one only once the writer waits for it. */
  private isFull(): boolean {
    return this.depth === 0 ? this.queue.length > 0 || this.wakeWriter === null : this.queue.length >= this.depth;
  }

  private wake(who: 'reader' | 'writer'): void {
    const resolve = who === 'reader' ? this.wakeReader : this.wakeWriter;
    if (who === 'reader') this.wakeReader = null;
    else this.wakeWriter = null;
    resolve?.();
  }
}
