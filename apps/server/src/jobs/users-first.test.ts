import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { UsersFirst, usersAreWaiting, yieldToUsers } from './users-first.ts';

/** A gate on a clock of its own: sleeping moves the clock and records the pause. */
function gateWith(options: { share: number; isBusy: () => boolean; maxPauseMs?: number }) {
  let clock = 1_000;
  const pauses: number[] = [];
  let samples = 0;
  const gate = new UsersFirst({
    share: options.share,
    isBusy: async () => (samples++, options.isBusy()),
    maxPauseMs: options.maxPauseMs,
    sampleMs: 0,
    now: () => clock,
    sleep: async (ms) => {
      pauses.push(ms);
    },
  });
  /** A statement of `ms` has just finished. */
  const statement = async (ms: number) => {
    clock += ms;
    await gate.afterStatement(ms);
  };
  return { gate, pauses, statement, samples: () => samples, advance: (ms: number) => void (clock += ms) };
}

describe('users first: jobs pause while users wait', () => {
  it('does not pause a job while no user waits', async () => {
    const { pauses, statement } = gateWith({ share: 0.25, isBusy: () => false });
    await statement(100);
    await statement(100);
    expect(pauses).toEqual([]);
  });

  it('pauses after each statement while users wait, for as long as keeps jobs to their share', async () => {
    const { pauses, statement } = gateWith({ share: 0.25, isBusy: () => true });
    await statement(100);
    expect(pauses).toEqual([300]);
  });

  it('books the pauses of all jobs on one clock, so that two jobs at once pause twice as long', async () => {
    const { gate, pauses } = gateWith({ share: 0.5, isBusy: () => true });
    await Promise.all([gate.afterStatement(40), gate.afterStatement(40)]);
    expect(pauses).toEqual([40, 80]);
  });

  it('never pauses longer than the limit, and not at all for a pause too short to be worth a timer', async () => {
    const { pauses, statement } = gateWith({ share: 0.1, isBusy: () => true, maxPauseMs: 500 });
    await statement(200);
    expect(pauses).toEqual([500]);
    const short = gateWith({ share: 0.5, isBusy: () => true });
    await short.statement(2);
    expect(short.pauses).toEqual([]);
  });

  it('forgives the pause booked while users waited once they are gone', async () => {
    let busy = true;
    const { pauses, statement, advance } = gateWith({ share: 0.1, isBusy: () => busy, maxPauseMs: 100_000 });
    await statement(1_000);
    busy = false;
    advance(200);
    await statement(10);
    busy = true;
    advance(200);
    await statement(10);
    expect(pauses).toEqual([9_000, 90]);
  });

  it('takes no reading at all when the share is the whole time (turned off)', async () => {
    const { pauses, statement, samples } = gateWith({ share: 1, isBusy: () => true });
    await statement(100);
    expect(pauses).toEqual([]);
    expect(samples()).toBe(0);
  });
});

describe('users first, on the database', () => {
  let database: TestDatabase;
  let observer: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    observer = new pg.Pool({ connectionString: database.appUrl, max: 1 });
  });
  afterAll(async () => {
    await observer.end();
    await database.drop();
  });

  it('sees web processes serving two requests or more (a statement running or a transaction open), not one or idle ones', async () => {
    const webs = [
      new pg.Client({ connectionString: database.appUrl, application_name: `askwise-web:${process.pid}` }),
      new pg.Client({ connectionString: database.appUrl, application_name: 'askwise-web:1' }),
    ];
    for (const web of webs) await web.connect();
    try {
      expect(await usersAreWaiting(observer)).toBe(false);
      await webs[0]!.query('begin');
      expect(await usersAreWaiting(observer)).toBe(false);
      await webs[1]!.query('begin');
      expect(await usersAreWaiting(observer)).toBe(true);
      await webs[0]!.query('commit');
      expect(await usersAreWaiting(observer)).toBe(false);
    } finally {
      for (const web of webs) await web.end();
    }
  });

  it("holds each statement of a job's session back until its pause is over, but passes COPY streams and callbacks through", async () => {
    const pauses: number[] = [];
    const gate = new UsersFirst({ share: 0.5, isBusy: async () => true, sampleMs: 0, sleep: async (ms) => void pauses.push(ms) });
    const jobPool = new pg.Pool({ connectionString: database.appUrl, max: 1 });
    yieldToUsers(jobPool, gate);
    try {
      const client = await jobPool.connect();
      try {
        const answer = await client.query<{ slept: string }>('select pg_sleep(0.02)::text as slept');
        expect(answer.rows).toEqual([{ slept: '' }]);
        expect(pauses).toHaveLength(1);
        expect(pauses[0]).toBeGreaterThanOrEqual(20);
        const viaCallback = await new Promise<number>((resolve, reject) =>
          client.query('select 2 as two', (error, result) => (error ? reject(error) : resolve(result.rows[0].two as number))),
        );
        expect(viaCallback).toBe(2);
      } finally {
        client.release();
      }
    } finally {
      await jobPool.end();
    }
  });
});
