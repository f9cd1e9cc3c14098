import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// How long database sessions waited for a CPU that other work on the machine held. A timing test on a
// machine shared with other work (the test files running beside it, other programs) measures that work
// too; Linux counts, per process, the time it was ready to run but waited in the run queue
// (/proc/<pid>/schedstat: time on a CPU, time waiting for one, in ns). Each PostgreSQL session is a
// process of its own, so a job's sessions (tagged 'askwise-job:<job id>:<attempt>', jobs/job-sessions.ts)
// say how much of the job's elapsed time went to waiting for a CPU. Lock waits, I/O and the queue's own
// waits are sleeps, not run-queue waits: they stay in the measured time.

interface SessionTimes {
  name: string;
  cpuNs: number;
  waitNs: number;
}

/** Whether this machine gives the per-process scheduler statistics (Linux with schedstats). */
export async function hasSchedulerStatistics(): Promise<boolean> {
  return readFile('/proc/self/schedstat', 'utf8').then(
    (text) => text.trim().split(/\s+/).length >= 2,
    () => false,
  );
}

/**
 * Samples the scheduler statistics of every job session until stopped. A session's figures count from its
 * process's start (each connection is a new process), so a session seen once is counted whole up to its
 * last sample; whatever it did after that sample is not subtracted, which only makes a test stricter.
 */
export class SessionClock {
  private readonly sessions = new Map<number, SessionTimes>();
  private isRunning = true;
  private readonly loop: Promise<void>;

  constructor(
    private readonly ownerDb: Db,
    private readonly everyMs = 20,
  ) {
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    while (this.isRunning) {
      const rows = await sql<{ pid: number; name: string }>`select pid, application_name as name from pg_stat_activity
        where application_name like 'askwise-job:%'`.execute(this.ownerDb);
      await Promise.all(rows.rows.map((row) => this.sample(row.pid, row.name)));
      await new Promise((resolve) => setTimeout(resolve, this.everyMs));
    }
  }

  private async sample(pid: number, name: string): Promise<void> {
    const text = await readFile(`/proc/${pid}/schedstat`, 'utf8').catch(() => null);
    if (!text) return;
    const [cpuNs, waitNs] = text.trim().split(/\s+/).map(Number);
    if (cpuNs === undefined || waitNs === undefined) return;
    const known = this.sessions.get(pid);
    // A pid used again by another session starts over.
    if (known && known.name !== name) this.sessions.delete(pid);
    this.sessions.set(pid, { name, cpuNs, waitNs });
  }

  /** Milliseconds the sessions of job `jobId` (any attempt) spent on a CPU and waiting for one. */
  ofJob(jobId: string): { cpuMs: number; waitMs: number } {
    let cpuNs = 0;
    let waitNs = 0;
    for (const session of this.sessions.values()) {
      if (!session.name.startsWith(`askwise-job:${jobId}:`)) continue;
      cpuNs += session.cpuNs;
      waitNs += session.waitNs;
    }
    return { cpuMs: cpuNs / 1e6, waitMs: waitNs / 1e6 };
  }

  async stop(): Promise<void> {
    this.isRunning = false;
    await this.loop;
  }
}
