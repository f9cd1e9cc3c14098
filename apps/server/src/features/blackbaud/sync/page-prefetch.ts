import type { SkyApiClient, SkyPage } from '../../../platform/sky/sky-client.ts';

// SKY's pages come one after another (each page names the next), at the pace the rate limit allows. The
// reader below follows that chain on its own, independent of how long writing takes, and holds up to
// `depth` pages nobody has written yet; the writer takes whatever has arrived, several pages at a time when
// it fell behind. So the sync runs at the API's pace, with the writes hidden behind its waits. Nothing here
// is committed: a run that dies re-reads from the last committed next_link.

export interface FetchedPage {
  page: SkyPage<unknown>;
  /** The next page's address; null after the last page. */
  next: string | null;
}

export class PagePrefetch {
  private readonly queue: FetchedPage[] = [];
  private failure: { error: unknown } | null = null;
  private isEnded = false;
  private isStopped = false;
  private wakeWriter: (() => void) | null = null;
  private wakeReader: (() => void) | null = null;
  /** Settles when the reader has read its last page, failed or was stopped. */
  readonly ended: Promise<void>;

  constructor(
    private readonly client: Pick<SkyApiClient, 'get'>,
    first: string,
    private readonly depth = 8,
  ) {
    this.ended = this.read(first);
  }

  /** The pages that have arrived, oldest first (at most `max`), waiting for one; [] after the last. */
  async take(max: number): Promise<FetchedPage[]> {
    while (!this.queue.length && !this.isEnded) await new Promise<void>((resolve) => (this.wakeWriter = resolve));
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

  private async read(first: string): Promise<void> {
    let link: string | null = first;
    try {
      while (link && !this.isStopped) {
        while (this.queue.length >= this.depth && !this.isStopped) await new Promise<void>((resolve) => (this.wakeReader = resolve));
        if (this.isStopped) break;
        const page: SkyPage<unknown> = await this.client.get<SkyPage<unknown>>(link);
        // An empty page ends the chain even if SKY names a next one.
        const next: string | null = page.next_link && page.value.length > 0 ? page.next_link : null;
        this.queue.push({ page, next });
        this.wake('writer');
        link = next;
      }
    } catch (error) {
      this.failure = { error };
    } finally {
      this.isEnded = true;
      this.wake('writer');
    }
  }

  private wake(who: 'reader' | 'writer'): void {
    const resolve = who === 'reader' ? this.wakeReader : this.wakeWriter;
    if (who === 'reader') this.wakeReader = null;
    else this.wakeWriter = null;
    resolve?.();
  }
}
