import type { Db } from '../../db/database.ts';

/** Test set-up (as the database owner): an environment of a company, ready to select. */
export async function buildEnvironment(
  ownerDb: Db,
  companyId: number,
  overrides: Partial<{ organizationName: string; environmentId: string; status: string; isLocked: boolean; dataImportSourceId: number }> = {},
): Promise<{ id: number }> {
  return ownerDb
    .insertInto('environments')
    .values({
      companyId,
      dataImportSourceId: overrides.dataImportSourceId ?? 1,
      organizationId: `org-${Math.random().toString(36).slice(2, 8)}`,
      organizationName: overrides.organizationName ?? 'Test Organisation',
      environmentId: overrides.environmentId ?? `env-${Math.random().toString(36).slice(2, 8)}`,
      environmentName: 'Production',
      status: overrides.status ?? 'DONE',
      isLocked: overrides.isLocked ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Test set-up: an audience list of an environment with the given members. */
export async function buildAudience(
  ownerDb: Db,
  companyId: number,
  environmentId: number,
  overrides: Partial<{ name: string; constituentIds: number[]; lastLinkedToConstituentsOn: Date | null; executionStatus: string | null }> = {},
): Promise<{ id: number }> {
  const members = overrides.constituentIds ?? [];
  const audience = await ownerDb
    .insertInto('audiences')
    .values({
      companyId,
      environmentId,
      externalId: `aud-${Math.random().toString(36).slice(2, 8)}`,
      name: overrides.name ?? 'Test Audience',
      total: members.length,
      lastLinkedToConstituentsOn: overrides.lastLinkedToConstituentsOn === undefined ? new Date() : overrides.lastLinkedToConstituentsOn,
      executionStatus: overrides.executionStatus === undefined ? 'DONE' : overrides.executionStatus,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (members.length) {
    await ownerDb.insertInto('audienceMembers').values(members.map((constituentId) => ({ companyId, audienceId: audience.id, constituentId }))).execute();
  }
  return audience;
}
