import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../../test/factories.ts';
import { useCalculatedAppeal } from '../../review/review.testing.ts';
import { buildAppealWithDonors, generateDonors } from '../asks.testing.ts';
import { runAppealCalculation } from '../calculate-appeal-asks.job.ts';
import { heldAskColumns, NUMBER_COLUMNS, TEXT_COLUMNS } from './ask-columns.ts';
import { warmGridColumns } from './warm-grid-columns.ts';

// A web process that starts reads the grid columns of the large appeals whose results changed lately, of
// every company, each in its own company's transaction, within a budget of donors.

const review = useCalculatedAppeal({ donors: 300, seed: 11, strategyId: 'secret_sauce', numberOfAsks: 3, askMode: 'ANNUAL_MONTHLY_6' });

describe('reading grid columns ahead at start-up', () => {
  it('reads every column and sort order of recent large appeals of every company, within the budget, not deleted ones or old ones', async () => {
    const { database, services } = review;
    const other = await createCompanyWithUser(database.ownerDb);
    const { appealId: otherAppeal } = await buildAppealWithDonors(database.ownerDb, other.companyId, generateDonors(200, 5));
    await runAppealCalculation(services, other.companyId, otherAppeal);
    const deleted = await buildAppealWithDonors(database.ownerDb, other.companyId, generateDonors(250, 6));
    await runAppealCalculation(services, other.companyId, deleted.appealId);
    await database.ownerDb.updateTable('appeals').set({ deletedAt: new Date() }).where('id', '=', deleted.appealId).execute();

    // Too small, then changed too long ago: nothing is read.
    expect(await warmGridColumns(services, { minDonors: 301, days: 1, donors: 10_000 })).toBe(0);
    await sql`update appeal_ask_runs set updated_at = now() - interval '3 days'`.execute(database.ownerDb);
    expect(await warmGridColumns(services, { minDonors: 100, days: 2, donors: 10_000 })).toBe(0);
    expect(heldAskColumns(review.company.companyId, review.appealId)).toBeNull();

    // The most recently changed first, as long as the donors read stay within the budget.
    await sql`update appeal_ask_runs set updated_at = now() - interval '1 hour' where appeal_id = ${otherAppeal}`.execute(database.ownerDb);
    await sql`update appeal_ask_runs set updated_at = now() where appeal_id <> ${otherAppeal}`.execute(database.ownerDb);
    expect(await warmGridColumns(services, { minDonors: 100, days: 2, donors: 499 })).toBe(1);
    const columns = heldAskColumns(review.company.companyId, review.appealId);
    expect(columns?.count).toBe(300);
    expect(columns!.loadedColumns()).toEqual(expect.arrayContaining(['filter_bits', ...NUMBER_COLUMNS, ...TEXT_COLUMNS]));
    expect([...columns!.textOrders.keys()].sort()).toEqual(['constituentId', 'contactName', 'firstName', 'lastName']);
    expect([...columns!.orders.keys()]).toEqual(expect.arrayContaining(['status', 'askString', 'anualAsk1', 'monthlyAsk5']));
    expect(heldAskColumns(other.companyId, otherAppeal)).toBeNull();

    expect(await warmGridColumns(services, { minDonors: 100, days: 2, donors: 500 })).toBe(2);
    expect(heldAskColumns(other.companyId, otherAppeal)?.count).toBe(200);
    expect(heldAskColumns(other.companyId, deleted.appealId)).toBeNull();
  });
});
