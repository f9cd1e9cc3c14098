import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { SkyError, SkyOAuthClient, type SkyTokens } from '../../platform/sky/sky-client.ts';
import { sealingKey } from '../../platform/secrets/index.ts';
import { saveConnection, skyClientConfig, skyRedirectUri } from './sky-connection.ts';
import { startSync } from './sync/start-sync.ts';
import { createEnvironment } from '../donors/index.ts';

/** The spec's exchange errors (section 8): the web shows each one's message. */
export type ConnectError = 'environment_alreadyexists' | 'missing_companyOrgId_for_reconnect' | 'auth_invalid_code' | 'not_configured' | 'an_error_has_occurred';

export interface ConnectInput {
  companyId: number;
  userId: number;
  /** The address the browser says it came back to: only logged when it differs from the registered one. */
  callbackUrl: string;
  code: string;
  isReconnect: boolean;
  reIngestResources: boolean;
  companyOrgId: number | null;
}

export type ConnectResult = { statusCode: 200; companyOrgId: number; requestId: number | null } | { statusCode: 400 | 500; error: ConnectError };

/**
 * BlackbaudAuthentication: exchanges the popup's code for tokens on the server, then either adds the
 * environment (refused when the company already has it) and starts its first sync, or, on reconnect,
 * replaces the tokens of the environment the administrator chose (and syncs again when asked).
 */
export async function connectEnvironment(services: Pick<AppServices, 'db' | 'jobs' | 'config' | 'log' | 'bus'>, input: ConnectInput): Promise<ConnectResult> {
  const clientConfig = skyClientConfig(services.config);
  if (!clientConfig) return { statusCode: 500, error: 'not_configured' };
  if (input.isReconnect && !input.companyOrgId) return { statusCode: 400, error: 'missing_companyOrgId_for_reconnect' };
  const redirectUri = skyRedirectUri(services.config);
  if (input.callbackUrl !== redirectUri) services.log.warn({ callbackUrl: input.callbackUrl, redirectUri }, "Raiser's Edge NXT: the browser's callback address is not the registered one");
  let tokens: SkyTokens;
  try {
    tokens = await new SkyOAuthClient(clientConfig).exchangeCode(input.code, redirectUri);
  } catch (error) {
    services.log.warn({ err: error instanceof SkyError ? error.message : String(error) }, 'Raiser\'s Edge NXT code exchange failed');
    return { statusCode: 400, error: 'an_error_has_occurred' };
  }
  const key = await sealingKey(services.config);
  const environment = await withCompany(services.db, input.companyId, async (trx) => {
    const existing = await trx.selectFrom('environments').select(['id']).where('dataImportSourceId', '=', 1).where('environmentId', '=', tokens.environmentId).executeTakeFirst();
    if (input.isReconnect) {
      return existing && existing.id === input.companyOrgId ? { id: existing.id, error: null } : { id: 0, error: 'missing_companyOrgId_for_reconnect' as const };
    }
    if (existing) return { id: existing.id, error: 'environment_alreadyexists' as const };
    const id = await createEnvironment(trx, { companyId: input.companyId, dataImportSourceId: 1, organizationId: tokens.environmentId, organizationName: tokens.environmentName, environmentId: tokens.environmentId, environmentName: tokens.environmentName, status: 'CREATE_JOBS', isLocked: true, ingestionType: 'SYNC' });
    return { id, error: null };
  });
  if (environment.error) return { statusCode: 400, error: environment.error };
  await saveConnection(services.db, key, input.companyId, environment.id, tokens);
  const shouldSync = !input.isReconnect || input.reIngestResources;
  const requestId = shouldSync ? await startSync(services, { companyId: input.companyId, environmentId: environment.id, type: 'SYNC', userId: input.userId }) : null;
  return { statusCode: 200, companyOrgId: environment.id, requestId };
}
