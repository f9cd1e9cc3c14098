import type { Db } from '../../db/database.ts';
import { withCompany } from '../../db/database.ts';
import { markWriting, recordOutcomes, reopenUnstarted, type DonorOutcome, type OpenDonor } from './crm-ask-sends.repository.ts';

// One batch of a send's donors, several written at once: the CRM client paces their calls together (SKY's
// calls a second, Virtuous's remaining requests), so a send runs at the CRM's rate instead of at the pace of
// one donor's round trips. The bookkeeping is set-based and keeps exactly-once: donors are marked 'writing'
// MARK_AHEAD at a time, always before their first call, and their outcomes are recorded RECORD_EVERY at a
// time while the next donors' calls go on. A worker that dies leaves at most the marked donors 'writing', and
// the retry looks each of them up in the CRM before writing; a send that stops on a failure puts the marked
// donors it never started back to 'pending'.

/** Donors written at once. */
export const IN_FLIGHT = 16;
const MARK_AHEAD = 50;
const RECORD_EVERY = 50;

export interface BatchOptions {
  /** Writes one donor; `wasWriting` says a lost attempt may have written it (look in the CRM first). */
  write: (donor: OpenDonor, wasWriting: boolean) => Promise<DonorOutcome>;
  /** Called after each donor (progress). */
  afterDonor?: () => Promise<void>;
  signal?: AbortSignal;
}

/** Writes the donors; the first failure stops the batch once the calls under way end, and is thrown. */
export async function writeBatch(db: Db, companyId: number, sendId: number, donors: readonly OpenDonor[], options: BatchOptions): Promise<void> {
  const lostAttempts = new Set(donors.filter((d) => d.state === 'writing').map((d) => d.appealConstituentId));
  const marks = new Marks(db, companyId, sendId, donors, lostAttempts);
  const recorder = new OutcomeRecorder(db, companyId, sendId);
  // Shared by the lanes: the next donor to take, and the first failure (which stops them taking more).
  const run: { next: number; failure: { error: unknown } | null } = { next: 0, failure: null };
  const lane = async () => {
    while (!run.failure && run.next < donors.length) {
      if (options.signal?.aborted) {
        run.failure = { error: new Error('The send was stopped') };
        break;
      }
      const index = run.next++;
      const donor = donors[index]!;
      try {
        await marks.through(index);
        recorder.add(await options.write(donor, lostAttempts.has(donor.appealConstituentId)));
        await options.afterDonor?.();
      } catch (error) {
        run.failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  await recorder.flush();
  if (!run.failure) return;
  await marks.reopenFrom(run.next);
  throw run.failure.error;
}

/** The 'writing' marks, set ahead of the lanes in one statement per MARK_AHEAD donors. */
class Marks {
  private markedTo = 0;
  private marking: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly companyId: number,
    private readonly sendId: number,
    private readonly donors: readonly OpenDonor[],
    private readonly lostAttempts: ReadonlySet<number>,
  ) {}

  /** Resolves once the donor at `index` is marked 'writing'. */
  through(index: number): Promise<void> {
    if (index >= this.markedTo) {
      const from = this.markedTo;
      this.markedTo = Math.min(index + MARK_AHEAD, this.donors.length);
      const ids = this.pendingIds(from, this.markedTo);
      this.marking = this.marking.then(() => withCompany(this.db, this.companyId, (trx) => markWriting(trx, this.sendId, ids)));
    }
    return this.marking;
  }

  /** The donors from `index` on were marked but never started: 'pending' again. */
  async reopenFrom(index: number): Promise<void> {
    await this.marking.catch(() => {});
    const ids = this.pendingIds(index, this.markedTo);
    await withCompany(this.db, this.companyId, (trx) => reopenUnstarted(trx, this.sendId, ids));
  }

  private pendingIds(from: number, to: number): number[] {
    return this.donors.slice(from, to).map((d) => d.appealConstituentId).filter((id) => !this.lostAttempts.has(id));
  }
}

/** Outcomes recorded RECORD_EVERY at a time, one statement after another, while the lanes go on. */
class OutcomeRecorder {
  private waiting: DonorOutcome[] = [];
  private recording: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly companyId: number,
    private readonly sendId: number,
  ) {}

  add(outcome: DonorOutcome): void {
    this.waiting.push(outcome);
    if (this.waiting.length >= RECORD_EVERY) this.record();
  }

  /** Records the rest and waits for every statement; the first failed one is thrown. */
  async flush(): Promise<void> {
    this.record();
    await this.recording;
  }

  private record(): void {
    const outcomes = this.waiting;
    if (outcomes.length === 0) return;
    this.waiting = [];
    this.recording = this.recording.then(() => withCompany(this.db, this.companyId, (trx) => recordOutcomes(trx, this.sendId, outcomes)));
    // Seen by flush(); until then a failure must not count as unhandled.
    this.recording.catch(() => {});
  }
}
