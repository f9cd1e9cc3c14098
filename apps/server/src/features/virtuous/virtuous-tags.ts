import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { withCompany, type Db } from '../../db/database.ts';
import { VirtuousReconnectRequired } from '../../platform/virtuous/virtuous-client.ts';
import { markNeedsReauthentication, VIRTUOUS_SOURCE_ID, virtuousClientFor } from './virtuous-connection.ts';
import { markActiveAudiences, updateEnvironment, writeAudiences } from '../donors/index.ts';

// An account's tags are its audiences. Re-syncing the list adds new tags and renames changed ones; a tag
// deleted in Virtuous is kept inactive (appeals built on it keep their donors) and leaves the dropdown.

export const RESYNC_TAGS_FAILED = 'Something went wrong while resyncing Tags of the virtuous environment';

interface TagRecord {
  id: number;
  tagName: string;
  tagGroupName?: string | null;
}

export async function syncTags(services: Pick<AppServices, 'db' | 'config' | 'log'>, companyId: number, environmentId: number): Promise<{ error: string | null }> {
  const client = virtuousClientFor(services.db, services.config, companyId, environmentId);
  try {
    const tags: TagRecord[] = [];
    for await (const page of client.pages<TagRecord>('/api/Tag')) tags.push(...page.list);
    const contacts = await client.post<{ total?: number }>('/api/Contact/Query', { groups: [] }, { skip: 0, take: 1 });
    await withCompany(services.db, companyId, async (trx) => {
      await writeAudiences(trx, { companyId, environmentId }, tags.map((t) => ({ externalId: String(t.id), name: t.tagName, groupName: t.tagGroupName ?? null })));
      await markActiveAudiences(trx, environmentId, tags.map((t) => String(t.id)));
      await trx.updateTable('virtuousConnections').set({ organizationContacts: Number(contacts.total ?? 0), updatedAt: sql`now()` }).where('environmentId', '=', environmentId).execute();
      await updateEnvironment(trx, environmentId, { totalAudienceLists: tags.length, lastStatusUpdate: sql`now()`, updatedAt: sql`now()` });
    });
    return { error: null };
  } catch (error) {
    if (error instanceof VirtuousReconnectRequired) await markNeedsReauthentication(services.db, companyId, environmentId);
    services.log.warn({ err: error instanceof Error ? error.message : String(error), environmentId }, 'Virtuous tag list sync failed');
    return { error: RESYNC_TAGS_FAILED };
  }
}

export interface VirtuousTagView {
  id: number;
  vTagId: string;
  tagName: string;
  tagGroupName: string | null;
  virtuousAccountId: number;
  ccpIngested: number;
  totalContacts: number;
  lastSyncedAt: Date | null;
}

export async function listTags(db: Db, companyId: number, environmentId: number): Promise<VirtuousTagView[]> {
  const rows = await withCompany(db, companyId, (trx) =>
    trx
      .selectFrom('audiences as a')
      .innerJoin('environments as e', 'e.id', 'a.environmentId')
      .select(['a.id', 'a.externalId', 'a.name', 'a.groupName', 'a.environmentId', 'a.lastLinkedToConstituentsOn', 'a.total'])
      .where('a.environmentId', '=', environmentId)
      .where('e.dataImportSourceId', '=', VIRTUOUS_SOURCE_ID)
      .where('a.isActive', '=', true)
      .orderBy('a.name')
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    vTagId: r.externalId,
    tagName: r.name,
    tagGroupName: r.groupName,
    virtuousAccountId: r.environmentId,
    ccpIngested: r.lastLinkedToConstituentsOn ? 1 : 0,
    totalContacts: r.total,
    lastSyncedAt: r.lastLinkedToConstituentsOn,
  }));
}
