// A local stand-in for Blackbaud's SKY API (Raiser's Edge NXT) that speaks the documented HTTP: OAuth
// authorize page and token endpoint, constituent, gift, fundraising, list and webhook endpoints with their
// collection shape, paging and next_link, the subscription-key header, 429 and quota 403 with Retry-After,
// expiring access tokens and rotating refresh tokens. The product runs its real client against it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnswerHolds, type AnswerHold } from '../answer-holds.ts';
import { pageById, pageByModified, pageMembers, readLimit, SkyBadRequest, type IdSpace } from './sky-collections.ts';
import { SkyDataset, skyTimestamp, type SkyDatasetOptions, type SkyLevel } from './sky-dataset.ts';
import { SkyOAuth } from './sky-oauth.ts';
import { SkyThrottle } from './sky-throttle.ts';
import { SkyWebhooks } from './sky-webhooks.ts';
import { DEFAULT_CUSTOM_FIELD_CATEGORIES, SkyWrites, type SkyCustomFieldCategory } from './sky-writes.ts';

export interface FakeSkyEnvironment {
  id: string;
  name: string;
  dataset: SkyDataset;
  /** Custom fields and actions written back by the application. */
  writes: SkyWrites;
}

/** The redirect URI a SKY application registers for a product running on this machine at its default port. */
export const DEFAULT_REDIRECT_URI = 'http://localhost:3000/blackbaud/callback';

export interface FakeSkyOptions {
  clientId?: string;
  clientSecret?: string;
  subscriptionKey?: string;
  /** The application's registered redirect URIs (by default the product's own on this machine, port 3000). */
  redirectUris?: string[];
  /** Environments offered on the authorize page; by default one with `dataset`. */
  environments?: Array<{ id: string; name: string; dataset: SkyDatasetOptions; customFieldCategories?: SkyCustomFieldCategory[] }>;
  dataset?: SkyDatasetOptions;
  callsPerSecond?: number;
  dailyQuota?: number;
  accessTokenSeconds?: number;
  port?: number;
  host?: string;
}

interface Injected {
  pathPrefix: string;
  status: number;
  body: unknown;
  left: number;
}

export interface FakeSky {
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  environments: FakeSkyEnvironment[];
  environment(id?: string): FakeSkyEnvironment;
  oauth: SkyOAuth;
  throttle: SkyThrottle;
  webhooks: SkyWebhooks;
  /** API calls received (OAuth pages and the token endpoint excluded). */
  requests: Array<{ method: string; path: string; status: number }>;
  /** The next `times` calls whose path starts with pathPrefix answer with this status and body. */
  failNext(pathPrefix: string, status: number, times?: number, body?: unknown): void;
  /** Calls whose path starts with pathPrefix wait (a slow SKY) until the returned function is called. */
  holdRequests(pathPrefix: string): () => void;
  /** Writes under pathPrefix after the first `after` are carried out but not answered until released (a caller killed mid-call). */
  holdWriteAnswers(pathPrefix: string, after: number): AnswerHold;
  close(): Promise<void>;
}

const levelRead = (level: SkyLevel) => ({ id: level.id, description: level.description, lookup_id: level.lookupId, inactive: false, date_added: skyTimestamp(Date.parse(`${level.dateAdded}T00:00:00Z`)), date_modified: skyTimestamp(Date.parse(`${level.dateAdded}T00:00:00Z`)) });

function constituentSpace(d: SkyDataset): IdSpace<NonNullable<ReturnType<SkyDataset['constituent']>>> {
  return { idLimit: d.constituentCount, get: (id) => d.constituent(id), deletedIds: () => d.deletedIdsOf('constituent'), changedIds: () => d.changedConstituentIds(), isChanged: (id) => d.isChangedConstituent(id), baseModifiedMs: (id) => d.baseModifiedMs(id) };
}

function giftSpace(d: SkyDataset): IdSpace<NonNullable<ReturnType<SkyDataset['gift']>>> {
  return { idLimit: d.giftIdLimit, get: (id) => d.gift(id), deletedIds: () => d.deletedIdsOf('gift'), changedIds: () => d.changedGiftIds(), isChanged: (id) => d.isChangedGift(id), baseModifiedMs: (id) => d.baseModifiedMs(id) };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The product's settings that point its SKY client at a fake (the demo, tests and benchmarks all set these six). */
export function skyClientSettings(sky: Pick<FakeSky, 'clientId' | 'clientSecret' | 'subscriptionKey' | 'authorizeUrl' | 'tokenUrl' | 'apiUrl'>): Record<string, string> {
  return {
    SKY_CLIENT_ID: sky.clientId,
    SKY_CLIENT_SECRET: sky.clientSecret,
    SKY_SUBSCRIPTION_KEY: sky.subscriptionKey,
    SKY_AUTHORIZE_URL: sky.authorizeUrl,
    SKY_TOKEN_URL: sky.tokenUrl,
    SKY_API_URL: sky.apiUrl,
  };
}

export async function startFakeSky(options: FakeSkyOptions = {}): Promise<FakeSky> {
  const clientId = options.clientId ?? 'askwise-fake-client';
  const clientSecret = options.clientSecret ?? 'askwise-fake-secret';
  const subscriptionKey = options.subscriptionKey ?? 'askwise-fake-subscription-key';
  const environments: FakeSkyEnvironment[] = (options.environments ?? [{ id: 'p-fake-environment-1', name: 'Riverbend Community Foundation', dataset: options.dataset ?? { constituents: 1000 } }]).map((e) => {
    const dataset = new SkyDataset(e.dataset);
    const exists = (id: string) => /^\d+$/.test(id) && dataset.constituent(Number(id)) !== undefined;
    return { id: e.id, name: e.name, dataset, writes: new SkyWrites(e.customFieldCategories ?? DEFAULT_CUSTOM_FIELD_CATEGORIES, exists) };
  });
  const oauth = new SkyOAuth({ clientId, clientSecret, redirectUris: options.redirectUris ?? [DEFAULT_REDIRECT_URI], accessTokenSeconds: options.accessTokenSeconds ?? 3600, environments: () => environments.map(({ id, name }) => ({ id, name })) });
  const throttle = new SkyThrottle({ callsPerSecond: options.callsPerSecond ?? 5, dailyQuota: options.dailyQuota ?? Infinity });
  const webhooks = new SkyWebhooks();
  const injected: Injected[] = [];
  const holds: Array<{ pathPrefix: string; released: Promise<void> }> = [];
  const answerHolds = new AnswerHolds();
  const requests: FakeSky['requests'] = [];
  let baseUrl = '';

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(body === undefined ? '' : JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    if (url.pathname === '/oauth/authorize') {
      const params = method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
      return oauth.handleAuthorize(req, res, params);
    }
    if (url.pathname === '/token' && method === 'POST') {
      const answer = oauth.handleToken(req, new URLSearchParams(await readBody(req)));
      return send(res, answer.status, answer.body);
    }
    const log = { method, path: url.pathname + url.search, status: 200 };
    requests.push(log);
    const reply = (status: number, body: unknown, headers?: Record<string, string>) => {
      log.status = status;
      send(res, status, body, headers);
    };
    const key = req.headers['bb-api-subscription-key'] ?? url.searchParams.get('subscription-key');
    if (key !== subscriptionKey) return reply(401, { statusCode: 401, message: 'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.' });
    const refusal = throttle.admit();
    if (refusal) return reply(refusal.status, refusal.body, { 'retry-after': String(refusal.retryAfterSeconds) });
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const grant = oauth.grantFor(bearer);
    if (!grant) return reply(401, { statusCode: 401, message: 'The required Authorization header was missing or invalid, or the token has expired' });
    const fault = injected.find((f) => f.left > 0 && url.pathname.startsWith(f.pathPrefix));
    if (fault) {
      fault.left -= 1;
      return reply(fault.status, fault.body);
    }
    const hold = holds.find((h) => url.pathname.startsWith(h.pathPrefix));
    if (hold) await hold.released;
    const environment = environments.find((e) => e.id === grant.environmentId)!;
    try {
      const answer = await route(environment, method, url, req);
      await answerHolds.beforeAnswer(method, url.pathname);
      if (!answer) return reply(404, { statusCode: 404, message: 'Resource not found' });
      return reply(answer.status ?? 200, answer.body, answer.location ? { location: answer.location } : undefined);
    } catch (error) {
      if (error instanceof SkyBadRequest) return reply(400, [{ message: error.message, error_name: 'BadRequest', error_code: 400 }]);
      throw error;
    }
  }

  async function route(environment: FakeSkyEnvironment, method: string, url: URL, req: IncomingMessage): Promise<{ status?: number; body: unknown; location?: string } | null> {
    const d = environment.dataset;
    const p = url.searchParams;
    const path = url.pathname;
    if (method === 'GET' && path === '/constituent/v1/constituents') {
      const listId = p.get('list_id');
      if (listId !== null) {
        const list = d.lists.find((l) => l.id === listId);
        if (!list) throw new SkyBadRequest(`The list '${listId}' was not found.`);
        return { body: pageMembers(list.members, (id) => d.constituent(id), p, url) };
      }
      return { body: p.has('last_modified') ? pageByModified(constituentSpace(d), p, url) : pageById(constituentSpace(d), p, url) };
    }
    const written = await routeWrites(environment, method, path, req);
    if (written) return written;
    const one = /^\/constituent\/v1\/constituents\/(\d+)$/.exec(path);
    if (method === 'GET' && one) {
      const record = d.constituent(Number(one[1]));
      return record ? { body: record } : null;
    }
    if (method === 'GET' && path === '/gift/v1/gifts') {
      return { body: p.has('last_modified') ? pageByModified(giftSpace(d), p, url) : pageById(giftSpace(d), p, url) };
    }
    const gift = /^\/gift\/v1\/gifts\/(\d+)$/.exec(path);
    if (method === 'GET' && gift) {
      const record = d.gift(Number(gift[1]));
      return record ? { body: record } : null;
    }
    const level = /^\/fundraising\/v1\/(campaigns|appeals|funds)$/.exec(path);
    if (method === 'GET' && level) {
      const all = d.catalog[level[1] as 'campaigns' | 'appeals' | 'funds'].map(levelRead);
      const limit = readLimit(p);
      const offset = Number(p.get('offset') ?? 0);
      const next = offset + limit;
      return { body: { count: all.length, value: all.slice(offset, next), ...(next < all.length ? { next_link: withParams(url, { offset: String(next), limit: String(limit) }) } : {}) } };
    }
    if (method === 'GET' && path === '/list/v1/lists') {
      const value = d.lists.map(({ members: _members, ...list }) => ({ ...list, last_modified_by_user_name: 'Fake Admin', last_modified_by_user_id: '1' }));
      return { body: { count: value.length, value } };
    }
    if (path === '/webhook/v1/subscriptions') {
      if (method === 'POST') {
        const created = webhooks.create(environment.id, JSON.parse((await readBody(req)) || '{}'));
        return { status: created.status, body: created.body, ...(created.location ? { location: created.location } : {}) };
      }
      if (method === 'GET') return { body: webhooks.list(environment.id) };
    }
    const subscription = /^\/webhook\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription) {
      const found = webhooks.subscriptions.get(subscription[1]!);
      if (!found || found.environmentId !== environment.id) return null;
      if (method === 'GET') return { body: SkyWebhooks.view(found) };
      if (method === 'DELETE') {
        webhooks.subscriptions.delete(found.id);
        return { status: 200, body: undefined };
      }
    }
    return null;
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { statusCode: 500, message: error instanceof Error ? error.message : String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    authorizeUrl: `${baseUrl}/oauth/authorize`,
    tokenUrl: `${baseUrl}/token`,
    apiUrl: baseUrl,
    clientId,
    clientSecret,
    subscriptionKey,
    environments,
    environment: (id) => (id ? environments.find((e) => e.id === id) : environments[0]) ?? (() => { throw new Error(`No environment ${id}`); })(),
    oauth,
    throttle,
    webhooks,
    requests,
    failNext: (pathPrefix, status, times = 1, body = { statusCode: status, message: 'An error has occurred.' }) => injected.push({ pathPrefix, status, body, left: times }),
    holdRequests: (pathPrefix) => {
      let release = () => {};
      const hold = { pathPrefix, released: new Promise<void>((resolve) => (release = resolve)) };
      holds.push(hold);
      return () => {
        holds.splice(holds.indexOf(hold), 1);
        release();
      };
    },
    holdWriteAnswers: (pathPrefix, after) => answerHolds.add(pathPrefix, after),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** The write-back endpoints: custom field categories, constituent custom fields and actions. */
async function routeWrites(environment: FakeSkyEnvironment, method: string, path: string, req: IncomingMessage): Promise<{ status?: number; body: unknown } | null> {
  const { writes } = environment;
  const collection = <T>(value: T[]) => ({ body: { count: value.length, value } });
  const jsonBody = async () => {
    const text = await readBody(req);
    try {
      return text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      throw new SkyBadRequest('The request body is not valid JSON.');
    }
  };
  if (method === 'GET' && path === '/constituent/v1/constituents/customfields/categories') return collection(writes.categories.map((c) => c.name));
  if (method === 'GET' && path === '/constituent/v1/constituents/customfields/categories/details') return collection([...writes.categories]);
  if (method === 'POST' && path === '/constituent/v1/constituents/customfields') return { body: writes.addCustomField(await jsonBody()) };
  const field = /^\/constituent\/v1\/constituents\/customfields\/(\d+)$/.exec(path);
  if (field && method === 'PATCH') return writes.editCustomField(field[1]!, await jsonBody()) ? { body: undefined } : null;
  if (field && method === 'DELETE') return writes.removeCustomField(field[1]!) ? { body: undefined } : null;
  const ofConstituent = /^\/constituent\/v1\/constituents\/(\d+)\/(customfields|actions)$/.exec(path);
  if (ofConstituent && method === 'GET') {
    if (environment.dataset.constituent(Number(ofConstituent[1])) === undefined) return null;
    return ofConstituent[2] === 'actions' ? collection(writes.actionsOf(ofConstituent[1]!)) : collection(writes.customFieldsOf(ofConstituent[1]!));
  }
  if (method === 'POST' && path === '/constituent/v1/actions') return { body: writes.addAction(await jsonBody()) };
  return null;
}

function withParams(url: URL, changes: Record<string, string>): string {
  const next = new URL(url);
  for (const [key, value] of Object.entries(changes)) next.searchParams.set(key, value);
  return next.toString();
}
