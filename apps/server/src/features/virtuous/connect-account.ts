import { createHash } from 'node:crypto';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { VirtuousError, virtuousPasswordGrant, type VirtuousCredentials } from '../../platform/virtuous/virtuous-client.ts';
import { openJson, sealingKey, sealJson } from '../../platform/secrets/index.ts';
import { saveCredentials, VIRTUOUS_SOURCE_ID, virtuousClientConfig, virtuousClientOf } from './virtuous-connection.ts';
import { syncTags } from './virtuous-tags.ts';
import { createEnvironment } from '../donors/index.ts';

// Virtuous has API keys and a password grant, no authorisation-code flow. The popup is our own connect page:
// it holds a claims token (getVirtuousClaimsToken: who may connect, for 10 minutes), takes the credentials,
// has them checked against Virtuous here (VirtuousSignIn), and hands back a token that carries them sealed;
// the opener gives that token to ExchangeVirtuousToken, which stores them. Nothing readable leaves the server.

type Services = Pick<AppServices, 'db' | 'config' | 'log'>;
export type ConnectResult = { statusCode: number; error: string | null; result: string | null };

const LIFETIME_MS = 10 * 60_000;
export const UNAUTHORIZED = 'Unauthoized';

interface Claims {
  purpose: 'claims' | 'connect';
  companyId: number;
  userId: number;
  expiresAt: number;
}

interface ConnectToken extends Claims {
  credentials: VirtuousCredentials;
  organizationId: string;
  organizationName: string;
  organizationContacts: number;
}

export interface Actor {
  companyId: number;
  userId: number;
}

export async function claimsToken(services: Services, actor: Actor): Promise<string> {
  const claims: Claims = { purpose: 'claims', ...actor, expiresAt: Date.now() + LIFETIME_MS };
  return sealJson(await sealingKey(services.config), claims);
}

async function openToken<T extends Claims>(services: Services, actor: Actor, token: string, purpose: Claims['purpose']): Promise<T | null> {
  try {
    const claims = openJson<T>(await sealingKey(services.config), token);
    const isValid = claims.purpose === purpose && claims.companyId === actor.companyId && claims.userId === actor.userId && claims.expiresAt > Date.now();
    return isValid ? claims : null;
  } catch {
    return null;
  }
}

/** One API key, or one Virtuous user, is one organisation: its id is a digest, never the secret itself. */
const organizationIdOf = (credentials: VirtuousCredentials) =>
  `vir-${createHash('sha256').update(credentials.kind === 'apiKey' ? credentials.apiKey : credentials.userName.toLowerCase()).digest('hex').slice(0, 20)}`;

export interface SignInInput {
  claimsToken: string;
  organizationName: string;
  apiKey?: string | null;
  email?: string | null;
  password?: string | null;
  otp?: string | null;
}

/** VirtuousSignIn: checks the credentials against Virtuous; 202 asks for the one-time code. */
export async function signIn(services: Services, actor: Actor, input: SignInInput): Promise<ConnectResult> {
  if (!(await openToken(services, actor, input.claimsToken, 'claims'))) return { statusCode: 401, error: UNAUTHORIZED, result: null };
  const organizationName = input.organizationName.trim();
  if (!organizationName) return { statusCode: 400, error: 'Name is required.', result: null };
  let credentials: VirtuousCredentials;
  try {
    if (input.apiKey?.trim()) {
      credentials = { kind: 'apiKey', apiKey: input.apiKey.trim() };
    } else {
      const grant = await virtuousPasswordGrant(virtuousClientConfig(services.config), input.email?.trim() ?? '', input.password ?? '', input.otp?.trim() || undefined);
      if (grant.kind === 'otpRequired') return { statusCode: 202, error: 'otp_required', result: null };
      credentials = grant.credentials;
    }
    const client = virtuousClientOf(services.config, credentials);
    await client.get('/api/Tag', { skip: 0, take: 1 });
    const contacts = await client.post<{ total?: number }>('/api/Contact/Query', { groups: [] }, { skip: 0, take: 1 });
    const token: ConnectToken = {
      purpose: 'connect',
      ...actor,
      expiresAt: Date.now() + LIFETIME_MS,
      credentials,
      organizationId: organizationIdOf(credentials),
      organizationName,
      organizationContacts: Number(contacts.total ?? 0),
    };
    return { statusCode: 200, error: null, result: sealJson(await sealingKey(services.config), token) };
  } catch (error) {
    services.log.warn({ err: error instanceof VirtuousError ? error.message : String(error) }, 'Virtuous sign-in failed');
    return { statusCode: 401, error: UNAUTHORIZED, result: null };
  }
}

export interface ExchangeInput {
  token: string;
  isReconnect: boolean;
  virtuousAccountId?: number | null;
}

/** ExchangeVirtuousToken: adds the account (and reads its tags), or on reconnect replaces its credentials. */
export async function exchangeToken(services: Services, actor: Actor, input: ExchangeInput): Promise<ConnectResult> {
  const token = await openToken<ConnectToken>(services, actor, input.token, 'connect');
  if (!token) return { statusCode: 401, error: UNAUTHORIZED, result: null };
  if (input.isReconnect && !input.virtuousAccountId) return { statusCode: 400, error: 'missing_companyOrgId_for_reconnect', result: null };
  const account = await withCompany(services.db, actor.companyId, async (trx) => {
    const base = trx.selectFrom('environments').select('id').where('dataImportSourceId', '=', VIRTUOUS_SOURCE_ID).where('deletedAt', 'is', null);
    if (input.isReconnect) {
      const existing = await base.where('id', '=', input.virtuousAccountId!).executeTakeFirst();
      return existing ? { id: existing.id, error: null } : { id: 0, error: 'missing_companyOrgId_for_reconnect' };
    }
    if (await base.where('environmentId', '=', token.organizationId).executeTakeFirst()) return { id: 0, error: 'environment_alreadyexists' };
    const id = await createEnvironment(trx, { companyId: actor.companyId, dataImportSourceId: VIRTUOUS_SOURCE_ID, organizationId: token.organizationId, organizationName: token.organizationName, environmentId: token.organizationId, environmentName: token.organizationName, status: 'DONE', isLocked: false });
    return { id, error: null };
  });
  if (account.error) return { statusCode: 400, error: account.error, result: null };
  await saveCredentials(services.db, services.config, actor.companyId, account.id, token.credentials, token.organizationContacts);
  const tags = await syncTags(services, actor.companyId, account.id);
  return { statusCode: 200, error: tags.error, result: JSON.stringify({ virtuousAccountId: account.id }) };
}
