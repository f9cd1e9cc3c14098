import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { withCompany, type Db } from '../../db/database.ts';
import { VirtuousClient, type VirtuousClientConfig, type VirtuousCredentials, type VirtuousCredentialStore } from '../../platform/virtuous/virtuous-client.ts';
import { openJson, sealingKey, sealJson } from '../../platform/secrets/index.ts';

// An account's credentials (an API key, or the token grant's pair) are sealed with the key Raiser's Edge NXT
// tokens use; a refreshed token pair is saved as soon as Virtuous issues it.

export const VIRTUOUS_SOURCE_ID = 3;
const DEFAULT_API_URL = 'https://api.virtuoussoftware.com';

export function virtuousClientConfig(config: Config): VirtuousClientConfig {
  return {
    apiUrl: config.VIRTUOUS_API_URL ?? DEFAULT_API_URL,
    pauseBelowRemaining: config.VIRTUOUS_PAUSE_BELOW_REMAINING,
    maxWaitSeconds: config.VIRTUOUS_MAX_WAIT_SECONDS,
  };
}

export async function saveCredentials(db: Db, config: Config, companyId: number, environmentId: number, credentials: VirtuousCredentials, organizationContacts?: number): Promise<void> {
  const sealedCredentials = sealJson(await sealingKey(config), credentials);
  await withCompany(db, companyId, (trx) =>
    trx
      .insertInto('virtuousConnections')
      .values({ companyId, environmentId, sealedCredentials, needsReauthentication: false, ...(organizationContacts === undefined ? {} : { organizationContacts }) })
      .onConflict((oc) => oc.column('environmentId').doUpdateSet({ sealedCredentials, needsReauthentication: false, updatedAt: sql`now()`, ...(organizationContacts === undefined ? {} : { organizationContacts }) }))
      .execute(),
  );
}

export async function markNeedsReauthentication(db: Db, companyId: number, environmentId: number): Promise<void> {
  await withCompany(db, companyId, (trx) => trx.updateTable('virtuousConnections').set({ needsReauthentication: true, updatedAt: sql`now()` }).where('environmentId', '=', environmentId).execute());
}

function credentialStore(db: Db, config: Config, companyId: number, environmentId: number): VirtuousCredentialStore {
  return {
    load: async () => {
      const row = await withCompany(db, companyId, (trx) => trx.selectFrom('virtuousConnections').select('sealedCredentials').where('environmentId', '=', environmentId).executeTakeFirst());
      if (!row) throw new Error('This account has no Virtuous connection.');
      return openJson<VirtuousCredentials>(await sealingKey(config), row.sealedCredentials);
    },
    save: (credentials) => saveCredentials(db, config, companyId, environmentId, credentials),
  };
}

/** A client over one account's stored credentials (the company's row-level security applies to the read). */
export function virtuousClientFor(db: Db, config: Config, companyId: number, environmentId: number): VirtuousClient {
  return new VirtuousClient(virtuousClientConfig(config), credentialStore(db, config, companyId, environmentId));
}

/** A client over credentials not stored yet (while the administrator connects). */
export function virtuousClientOf(config: Config, credentials: VirtuousCredentials): VirtuousClient {
  let current = credentials;
  return new VirtuousClient(virtuousClientConfig(config), { load: () => Promise.resolve(current), save: (next) => { current = next; return Promise.resolve(); } });
}
