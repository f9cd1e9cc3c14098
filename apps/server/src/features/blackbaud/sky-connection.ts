import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import { withCompany, type Db } from '../../db/database.ts';
import { SkyApiClient, type SkyClientConfig, type SkyTokens, type SkyTokenStore } from '../../platform/sky/sky-client.ts';
import { openJson, sealingKey, sealJson } from '../../platform/secrets/index.ts';

/** The SKY client settings from configuration; null when Raiser's Edge NXT is not configured. */
export function skyClientConfig(config: Config): SkyClientConfig | null {
  if (!config.SKY_CLIENT_ID || !config.SKY_CLIENT_SECRET || !config.SKY_SUBSCRIPTION_KEY) return null;
  return {
    authorizeUrl: config.SKY_AUTHORIZE_URL,
    tokenUrl: config.SKY_TOKEN_URL,
    apiUrl: config.SKY_API_URL,
    clientId: config.SKY_CLIENT_ID,
    clientSecret: config.SKY_CLIENT_SECRET,
    subscriptionKey: config.SKY_SUBSCRIPTION_KEY,
    callsPerSecond: config.SKY_CALLS_PER_SECOND,
    maxRetryAfterSeconds: 120,
  };
}

/**
 * The redirect URI the SKY application registered: codes are exchanged with this one, never with an address
 * the browser sends, so a code issued for another address (another site's callback) is refused by SKY.
 */
export function skyRedirectUri(config: Pick<Config, 'SKY_REDIRECT_URI' | 'PUBLIC_URL' | 'PORT'>): string {
  return config.SKY_REDIRECT_URI ?? `${(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')}/blackbaud/callback`;
}

export async function saveConnection(db: Db, key: Buffer, companyId: number, environmentId: number, tokens: SkyTokens): Promise<void> {
  const sealedTokens = sealJson(key, tokens);
  await withCompany(db, companyId, (trx) =>
    trx
      .insertInto('blackbaudConnections')
      .values({ companyId, environmentId, sealedTokens, needsReauthentication: false })
      .onConflict((oc) => oc.column('environmentId').doUpdateSet({ sealedTokens, needsReauthentication: false, updatedAt: sql`now()` }))
      .execute(),
  );
}

export async function markNeedsReauthentication(db: Db, companyId: number, environmentId: number): Promise<void> {
  await withCompany(db, companyId, (trx) => trx.updateTable('blackbaudConnections').set({ needsReauthentication: true, updatedAt: sql`now()` }).where('environmentId', '=', environmentId).execute());
}

/** A token store over one environment's sealed tokens: every rotated refresh token is saved at once. */
export function connectionTokenStore(db: Db, key: Buffer, companyId: number, environmentId: number): SkyTokenStore {
  return {
    load: async () => {
      const row = await withCompany(db, companyId, (trx) => trx.selectFrom('blackbaudConnections').select('sealedTokens').where('environmentId', '=', environmentId).executeTakeFirst());
      if (!row) throw new Error('This environment has no Raiser\'s Edge NXT connection.');
      return openJson<SkyTokens>(key, row.sealedTokens);
    },
    save: (tokens) => saveConnection(db, key, companyId, environmentId, tokens),
  };
}

export async function skyClientFor(db: Db, config: Config, companyId: number, environmentId: number): Promise<SkyApiClient> {
  const clientConfig = skyClientConfig(config);
  if (!clientConfig) throw new Error('Raiser\'s Edge NXT is not configured (SKY_CLIENT_ID, SKY_CLIENT_SECRET, SKY_SUBSCRIPTION_KEY).');
  return new SkyApiClient(clientConfig, connectionTokenStore(db, await sealingKey(config), companyId, environmentId));
}

/** Whether SKY refused the environment's refresh token, so that an administrator must reauthenticate. */
export async function needsReauthentication(db: Db, companyId: number, environmentId: number): Promise<boolean> {
  const row = await withCompany(db, companyId, (trx) => trx.selectFrom('blackbaudConnections').select('needsReauthentication').where('environmentId', '=', environmentId).executeTakeFirst());
  return row?.needsReauthentication ?? false;
}
