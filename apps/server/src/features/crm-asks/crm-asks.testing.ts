import { expect } from 'vitest';
import type { CompanyWithUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { buildAppealWithDonors, generateDonors } from '../asks/asks.testing.ts';
import { calculateAsks } from '../history/appeal-fixtures.ts';
import { exportAppeal } from '../test-and-learn/test-and-learn.testing.ts';

// What the send tests of both CRMs share: an exported appeal of a synced environment, and waiting for a send.

export interface CrmTestWorld {
  app: TestApp;
  database: TestDatabase;
  admin: CompanyWithUser;
}

/**
 * An exported appeal of a synced CRM environment: its donors are the environment's first constituents (or
 * contacts) with the engine's sample giving, calculated and exported as a user does. Returns the appeal and
 * the donors' CRM ids in order.
 */
export async function exportedCrmAppeal(
  { app, database, admin }: CrmTestWorld,
  options: { environmentId: number; source: 'blackbaud' | 'virtuous'; name: string; donors: number; seed: number },
): Promise<{ appealId: number; externalIds: string[] }> {
  const people = await database.ownerDb
    .selectFrom('constituents')
    .select(['externalId', 'lookupId', 'firstName', 'lastName'])
    .where('environmentId', '=', options.environmentId)
    .orderBy('id')
    .limit(options.donors)
    .execute();
  const giving = generateDonors(options.donors, options.seed);
  const donors = people.map((p, i) => ({ ...giving[i]!, externalId: p.externalId, lookupId: p.lookupId, firstName: p.firstName, lastName: p.lastName }));
  const { appealId } = await buildAppealWithDonors(database.ownerDb, admin.companyId, donors, { source: options.source, name: options.name, userId: admin.userId });
  await database.ownerDb.updateTable('appeals').set({ environmentId: options.environmentId }).where('id', '=', appealId).execute();
  await calculateAsks(app.services, admin.companyId, appealId);
  await exportAppeal(app, admin.cookie, appealId);
  return { appealId, externalIds: people.map((p) => p.externalId) };
}

/** Reads the appeal's latest send until it is no longer RUNNING (at most a minute), and returns it. */
export async function finishedSend<T extends { status: string }>(readLatest: () => Promise<T | undefined>): Promise<T> {
  let latest: T | undefined;
  await expect
    .poll(
      async () => {
        latest = await readLatest();
        return latest?.status;
      },
      { timeout: 60_000, interval: 100 },
    )
    .not.toBe('RUNNING');
  return latest!;
}
