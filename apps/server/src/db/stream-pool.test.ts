import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { withCompany } from './database.ts';

const testApp = useTestApp({ ROLE: 'web' });

describe('sessions for COPY streams', () => {
  it('are there while every request session is held by a transaction (a grid request needs both at once)', async () => {
    const { services } = testApp.app;
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = 0;
    // More transactions than the request pool has sessions: every one of its sessions is taken.
    const holders = Array.from({ length: 25 }, () =>
      withCompany(services.db, company.companyId, async (trx) => {
        await sql`select 1`.execute(trx);
        holding++;
        await released;
      }),
    );
    await expect.poll(() => holding, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    try {
      const stream = await Promise.race([
        services.pool.connect(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No stream session while the request sessions are held')), 5_000)),
      ]);
      expect((await stream.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
      stream.release();
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
