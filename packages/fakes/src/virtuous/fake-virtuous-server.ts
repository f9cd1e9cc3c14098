// A local stand-in for the Virtuous CRM+ API: API-key or token (password grant with a one-time code, refresh)
// authentication, an hourly request limit with X-RateLimit headers and 429 Retry-After, skip/take paging,
// Query endpoints validated against QueryOptions, tags, contacts, gifts, campaigns, communications, segments
// and projects in the documented shapes, and the Gift Asks the CRM loop writes. The product runs its real client against it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnswerHolds, type AnswerHold } from '../answer-holds.ts';
import { VirtuousDataset, type VirtuousDatasetOptions } from './virtuous-dataset.ts';
import { routeGiftAsks, VirtuousGiftAsks, VirtuousNotFound } from './virtuous-gift-asks.ts';
import { evaluateQuery, queryOptionsView, VirtuousBadRequest, type QueryBody, type QueryEntity } from './virtuous-query.ts';

export interface FakeVirtuousUser {
  email: string;
  password: string;
  /** When set, the password grant first answers 202 and then wants this code as otp. */
  otp?: string;
}

export interface FakeVirtuousOptions {
  apiKeys?: string[];
  users?: FakeVirtuousUser[];
  dataset?: VirtuousDatasetOptions;
  /** Requests allowed per rate-limit window (an hour unless windowSeconds says otherwise). */
  requestsPerHour?: number;
  /**
   * A rate-limit window other than the hour (a benchmark scales the limit down to a second): such windows start
   * on whole multiples of it, so that X-RateLimit-Reset, in whole seconds, is exact. The hour starts with the fake.
   */
  windowSeconds?: number;
  accessTokenSeconds?: number;
  maxTake?: number;
  port?: number;
  host?: string;
}

export interface FakeVirtuous {
  url: string;
  apiKey: string;
  user: FakeVirtuousUser;
  dataset: VirtuousDataset;
  /** The Gift Asks written over the API; tests add gifts applied to one with giftAsks.addGift. */
  giftAsks: VirtuousGiftAsks;
  requests: Array<{ method: string; path: string; status: number }>;
  /** Requests left this hour (a test can lower it to see the client pause). */
  setRemaining(remaining: number, resetInSeconds?: number): void;
  expireTokens(): void;
  /** Refuses an API key from now on (an administrator deleted it in Virtuous). */
  revokeApiKey(apiKey: string): void;
  /** A new API key the fake accepts (an administrator created one to reconnect). */
  issueApiKey(): string;
  /** Runs `then` once `count` more writes (any method but GET) have been carried out, before the last one is answered. */
  afterWrites(count: number, then: () => void): void;
  /** Writes under pathPrefix after the first `after` are carried out but not answered until released (a caller killed mid-call). */
  holdWriteAnswers(pathPrefix: string, after: number): AnswerHold;
  close(): Promise<void>;
}

const DENIED = 'Authorization has been denied for this request.';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A request body as JSON; text that is not JSON is a bad request. */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return JSON.parse(text || 'null') as unknown;
  } catch {
    throw new VirtuousBadRequest('The request body is not valid JSON.');
  }
}

function paging(url: URL, maxTake: number): { skip: number; take: number } {
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const take = Number(url.searchParams.get('take') ?? 10);
  if (!Number.isInteger(skip) || skip < 0 || !Number.isInteger(take) || take < 1 || take > maxTake) throw new VirtuousBadRequest(`take must be between 1 and ${maxTake}.`);
  return { skip, take };
}

export async function startFakeVirtuous(options: FakeVirtuousOptions = {}): Promise<FakeVirtuous> {
  const apiKeys = new Set(options.apiKeys ?? ['askwise-fake-virtuous-key']);
  const users = options.users ?? [{ email: 'admin@example.org', password: 'Virtuous-Demo-2026', otp: '123456' }];
  const dataset = new VirtuousDataset(options.dataset ?? { contacts: 500, gifts: 2500 });
  const giftAsks = new VirtuousGiftAsks(dataset);
  const limit = options.requestsPerHour ?? 5000;
  const maxTake = options.maxTake ?? 1000;
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const requests: FakeVirtuous['requests'] = [];
  const answerHolds = new AnswerHolds();
  const windowMs = (options.windowSeconds ?? 3600) * 1000;
  const windowOf = (now: number) => (options.windowSeconds ? now - (now % windowMs) : now);
  let windowStart = windowOf(Date.now());
  const writeWatches: Array<{ left: number; then: () => void }> = [];
  let used = 0;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const isText = typeof body === 'string';
    res.writeHead(status, { 'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8', ...headers }).end(isText ? body : JSON.stringify(body));
  };

  function issue(res: ServerResponse, email: string) {
    const access = randomBytes(24).toString('hex');
    const refresh = randomBytes(24).toString('hex');
    const seconds = options.accessTokenSeconds ?? 3599;
    tokens.set(access, Date.now() + seconds * 1000);
    refreshTokens.add(refresh);
    send(res, 200, { access_token: access, token_type: 'bearer', expires_in: seconds, refresh_token: refresh, userName: email, twoFactorEnabled: 'True', '.issued': new Date().toUTCString(), '.expires': new Date(Date.now() + seconds * 1000).toUTCString() });
  }

  function handleToken(res: ServerResponse, form: URLSearchParams) {
    if (form.get('grant_type') === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(presented)) return send(res, 400, { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired.' });
      return issue(res, users[0]!.email);
    }
    if (form.get('grant_type') !== 'password') return send(res, 400, { error: 'unsupported_grant_type' });
    const user = users.find((u) => u.email.toLowerCase() === (form.get('username') ?? '').toLowerCase() && u.password === form.get('password'));
    if (!user) return send(res, 400, { error: 'invalid_grant', error_description: 'The user name or password is incorrect.' });
    if (user.otp && !form.get('otp')) return send(res, 202, { message: 'A verification code is required.' });
    if (user.otp && form.get('otp') !== user.otp) return send(res, 400, { error: 'invalid_grant', error_description: 'The verification code is incorrect.' });
    return issue(res, user.email);
  }

  function isAuthorized(req: IncomingMessage): boolean {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (apiKeys.has(bearer)) return true;
    const expiresAt = tokens.get(bearer);
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    if (url.pathname === '/Token' && method === 'POST') return handleToken(res, new URLSearchParams(await readBody(req)));
    const log = { method, path: url.pathname + url.search, status: 200 };
    requests.push(log);
    if (!isAuthorized(req)) {
      log.status = 401;
      return send(res, 401, DENIED);
    }
    if (Date.now() - windowStart >= windowMs) {
      windowStart = windowOf(Date.now());
      used = 0;
    }
    const reset = Math.ceil((windowStart + windowMs) / 1000);
    const rateHeaders = () => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(Math.max(0, limit - used)), 'x-ratelimit-reset': String(reset) });
    if (used >= limit) {
      log.status = 429;
      return send(res, 429, { error: { code: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded.' } }, { ...rateHeaders(), 'retry-after': String(Math.max(1, reset - Math.floor(Date.now() / 1000))) });
    }
    used += 1;
    try {
      const answer = await route(method, url, req);
      if (method !== 'GET' && answer) noteWrite();
      await answerHolds.beforeAnswer(method, url.pathname);
      log.status = answer ? 200 : 404;
      if (!answer) return send(res, 404, { error: { code: 'NOT_FOUND', message: 'The resource was not found.' } }, rateHeaders());
      return send(res, 200, answer, rateHeaders());
    } catch (error) {
      if (error instanceof VirtuousNotFound) {
        log.status = 404;
        return send(res, 404, { error: { code: 'NOT_FOUND', message: error.message } }, rateHeaders());
      }
      if (!(error instanceof VirtuousBadRequest)) throw error;
      log.status = 400;
      return send(res, 400, { error: { code: 'BAD_REQUEST', message: error.message, details: [] } }, rateHeaders());
    }
  }

  function noteWrite() {
    for (const watch of [...writeWatches]) {
      if (--watch.left > 0) continue;
      writeWatches.splice(writeWatches.indexOf(watch), 1);
      watch.then();
    }
  }

  const page = <T>(all: readonly T[], url: URL) => {
    const { skip, take } = paging(url, maxTake);
    return { list: all.slice(skip, skip + take), total: all.length };
  };

  // The last few query results, so that paging through one query does not re-evaluate it per page.
  const queryCache = new Map<string, Int32Array>();
  function queryIds(entity: QueryEntity, body: QueryBody): Int32Array {
    // A deleted tag changes every answer that names it (the real API then refuses the condition); so does a deleted gift.
    const key = `${entity}:${JSON.stringify(body)}:${dataset.giftIdLimit}:${[...dataset.deletedTags].join(',')}:${dataset.deletedGifts.size}`;
    let ids = queryCache.get(key);
    if (!ids) {
      ids = evaluateQuery(entity, dataset, body);
      if (queryCache.size > 8) queryCache.delete(queryCache.keys().next().value!);
      queryCache.set(key, ids);
    }
    return ids;
  }

  async function route(method: string, url: URL, req: IncomingMessage): Promise<unknown> {
    const path = url.pathname;
    const d = dataset;
    const giftAsk = routeGiftAsks(giftAsks, method, path, () => jsonBody(req), (all) => page(all, url));
    if (giftAsk) return giftAsk;
    const liveTags = () => d.tags.filter((t) => !d.deletedTags.has(t.id)).map((t) => ({ id: t.id, tagName: t.tagName, tagGroupName: t.tagGroupName, contactsByTagUrl: `/api/Contact/ByTag/${t.id}` }));
    if (method === 'GET' && path === '/api/Tag') return page(liveTags(), url);
    if (method === 'POST' && path === '/api/Tag/Search') {
      const { search = '' } = JSON.parse((await readBody(req)) || '{}') as { search?: string };
      return page(liveTags().filter((t) => t.tagName.toLowerCase().includes(search.toLowerCase())), url);
    }
    const byTag = /^\/api\/Contact\/ByTag\/(\d+)$/.exec(path);
    if (method === 'GET' && byTag) {
      const tagId = Number(byTag[1]);
      if (!d.tags.some((t) => t.id === tagId) || d.deletedTags.has(tagId)) return null;
      const { skip, take } = paging(url, maxTake);
      const ids: number[] = [];
      for (let id = 1; id <= d.contactCount; id++) if (d.hasTag(id, tagId)) ids.push(id);
      return { list: ids.slice(skip, skip + take).map((id) => abbreviated(d, id)), total: ids.length };
    }
    const query = /^\/api\/(Contact|Gift)\/Query(\/FullContact|\/FullGift)?$/.exec(path);
    if (method === 'POST' && query) {
      const entity = query[1] as QueryEntity;
      const ids = queryIds(entity, JSON.parse((await readBody(req)) || '{}') as QueryBody);
      const { skip, take } = paging(url, maxTake);
      const slice = Array.from(ids.subarray(skip, skip + take));
      if (entity === 'Contact') return { list: slice.map((id) => (query[2] ? d.contact(id) : abbreviated(d, id))), total: ids.length };
      return { list: slice.map((id) => (query[2] ? d.gift(id) : abbreviatedGift(d, id))), total: ids.length };
    }
    const options = /^\/api\/(Contact|Gift)\/QueryOptions$/.exec(path);
    if (method === 'GET' && options) return queryOptionsView(options[1] as QueryEntity);
    const contact = /^\/api\/Contact\/(\d+)$/.exec(path);
    if (method === 'GET' && contact) return d.contact(Number(contact[1])) ?? null;
    const gift = /^\/api\/Gift\/(\d+)$/.exec(path);
    if (method === 'GET' && gift) return d.gift(Number(gift[1])) ?? null;
    if (method === 'GET' && path === '/api/Contact/CustomFields') return [{ name: 'Preferred Salutation', dataType: 'Text' }, { name: 'Board Member', dataType: 'Boolean' }];
    if (method === 'POST' && path === '/api/Campaign/Query') return page(d.campaigns.map((c) => ({ ...c, isArchived: false })), url);
    const byCampaign = /^\/api\/Communication\/ByCampaign\/(\d+)$/.exec(path);
    if (method === 'GET' && byCampaign) return page(d.communications.filter((c) => c.campaignId === Number(byCampaign[1])), url);
    const communication = /^\/api\/Communication\/(\d+)$/.exec(path);
    if (method === 'GET' && communication) return d.communications.find((c) => c.communicationId === Number(communication[1])) ?? null;
    const segment = /^\/api\/Segment\/(\d+)$/.exec(path);
    if (method === 'GET' && segment) return d.segments.find((s) => s.id === Number(segment[1])) ?? null;
    if (method === 'POST' && path === '/api/Segment/Search') return page(d.segments, url);
    if (method === 'POST' && path === '/api/Project/Query') return page(d.projects, url);
    return null;
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey: [...apiKeys][0]!,
    user: users[0]!,
    dataset,
    giftAsks,
    requests,
    setRemaining: (remaining, resetInSeconds = 3600) => {
      used = limit - remaining;
      windowStart = Date.now() - windowMs + resetInSeconds * 1000;
    },
    expireTokens: () => {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    revokeApiKey: (apiKey) => void apiKeys.delete(apiKey),
    issueApiKey: () => {
      const apiKey = `askwise-fake-virtuous-key-${randomBytes(6).toString('hex')}`;
      apiKeys.add(apiKey);
      return apiKey;
    },
    afterWrites: (count, then) => void writeWatches.push({ left: count, then }),
    holdWriteAnswers: (pathPrefix, after) => answerHolds.add(pathPrefix, after),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

function abbreviated(d: VirtuousDataset, id: number) {
  const c = d.contact(id)!;
  return { id: c.id, name: c.name, contactType: c.contactType, contactName: c.name, address: `${c.address.address1}, ${c.address.city}, ${c.address.state} ${c.address.postal}`, email: c.contactIndividuals[0]?.contactMethods[0]?.value ?? '', phone: '', contactViewUrl: `/contact/${c.id}` };
}

function abbreviatedGift(d: VirtuousDataset, id: number) {
  const g = d.gift(id)!;
  return { id: g.id, contactId: g.contactId, contactIndividualId: null, giftType: g.giftType, giftDate: g.giftDate, amount: String(g.amount), segment: g.segment, batch: null, giftUrl: `/gift/${g.id}` };
}
