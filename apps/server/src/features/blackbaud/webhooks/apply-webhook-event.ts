import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import { SkyError, type SkyApiClient } from '../../../platform/sky/sky-client.ts';
import { removeDonor, removeGiftsById, updateEnvironment } from '../../donors/index.ts';
import { skyClientFor } from '../sky-connection.ts';
import { giftTotalSql } from '../sync/environment-totals.ts';
import type { SkyConstituentRecord, SkyGiftRecord } from '../sync/sky-records.ts';
import { writeConstituents, writeGifts, type SyncTarget } from '../sync/write-sky-pages.ts';

// Applies one event by reading the record's current state from SKY: present, it replaces the stored copy;
// gone (404), the stored copy goes. The event id is recorded in the same transaction as the change, so a
// delivery that fails is applied when SKY delivers it again, and one already applied changes nothing.

export interface EventTarget extends SyncTarget {
  eventId: string;
  eventType: string;
  recordId: string;
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'ignored';

async function current<T>(client: SkyApiClient, path: string): Promise<T | null> {
  try {
    return await client.get<T>(path);
  } catch (error) {
    if (error instanceof SkyError && error.status === 404) return null;
    throw error;
  }
}

const kindOf = (eventType: string) => (eventType.startsWith('com.blackbaud.constituent.') ? 'constituent' : eventType.startsWith('com.blackbaud.gift.') ? 'gift' : null);

export async function applyWebhookEvent(services: Pick<AppServices, 'db' | 'config'>, event: EventTarget): Promise<ApplyOutcome> {
  const { db } = services;
  const kind = kindOf(event.eventType);
  if (!kind) return 'ignored';
  const seen = await withCompany(db, event.companyId, (trx) =>
    trx.selectFrom('blackbaudWebhookReceipts').select('eventId').where('environmentId', '=', event.environmentId).where('eventId', '=', event.eventId).executeTakeFirst(),
  );
  if (seen) return 'duplicate';
  const client = await skyClientFor(db, services.config, event.companyId, event.environmentId);
  const record = kind === 'constituent' ? await current<SkyConstituentRecord>(client, `/constituent/v1/constituents/${event.recordId}`) : await current<SkyGiftRecord>(client, `/gift/v1/gifts/${event.recordId}`);
  return withCompany(db, event.companyId, async (trx) => {
    const recorded = await trx
      .insertInto('blackbaudWebhookReceipts')
      .values({ companyId: event.companyId, environmentId: event.environmentId, eventId: event.eventId, eventType: event.eventType })
      .onConflict((oc) => oc.columns(['environmentId', 'eventId']).doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
    if (kind === 'constituent') {
      if (record) await writeConstituents(trx, event, [record as SkyConstituentRecord]);
      else await removeDonor(trx, event.environmentId, event.recordId);
    } else {
      const gift = record as SkyGiftRecord | null;
      const softCredits = (gift?.soft_credits ?? []).map((c) => `sc:${c.id}`);
      await removeGiftsById(trx, event.environmentId, [event.recordId, ...softCredits]);
      if (gift) await writeGifts(trx, event, [gift], false);
    }
    await updateEnvironment(trx, event.environmentId, {
      constituentTotal: sql`(select count(*) from constituents where environment_id = ${event.environmentId})`,
      giftTotal: giftTotalSql(event.environmentId),
      updatedAt: sql`now()`,
    });
    return 'applied';
  });
}
