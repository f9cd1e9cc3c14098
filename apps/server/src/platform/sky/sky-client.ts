// Blackbaud SKY API client (Raiser's Edge NXT): the authorization-code exchange and refresh, and API calls
// with the Bearer token and subscription key, paced under the rate limit, waiting out 429 and quota 403 by
// Retry-After, refreshing once on 401 and persisting every rotated refresh token.

export interface SkyClientConfig {
  authorizeUrl: string;
  tokenUrl: string;
  /** Base of the API paths (/constituent/v1/...), e.g. https://api.sky.blackbaud.com */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  /** Calls per second the client allows itself (the documented limit is 5). */
  callsPerSecond: number;
  /** Longest Retry-After the client waits out; longer (a spent daily quota) fails the call. */
  maxRetryAfterSeconds: number;
  timeoutMs?: number;
}

export interface SkyTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  environmentId: string;
  environmentName: string;
}

/** Where a connected environment's tokens live (encrypted at rest by the caller). */
export interface SkyTokenStore {
  load(): Promise<SkyTokens>;
  save(tokens: SkyTokens): Promise<void>;
}

export class SkyError extends Error {
  override name = 'SkyError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The refresh token was refused (expired or revoked): an administrator must reauthenticate. */
export class SkyReauthenticationRequired extends SkyError {
  override name = 'SkyReauthenticationRequired';
}

export interface SkyPage<T> {
  count: number;
  next_link?: string;
  value: T[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spaces call starts evenly, 10% wider than the limit allows, so that network jitter does not bunch
 * them into a second the server counts as over the limit. The gap is kept in fractions of a millisecond:
 * rounded up, it would halve a limit of 1,000 calls a second.
 */
class Pacer {
  private next = 0;
  private readonly gapMs: number;
  constructor(perSecond: number) {
    this.gapMs = 1100 / perSecond;
  }

  async take(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + this.gapMs;
    if (at > now) await sleep(at - now);
  }
}

/** Parses an OAuth token answer into the tokens the product keeps. */
function readTokens(body: Record<string, unknown>): SkyTokens {
  const expiresIn = Number(body.expires_in ?? 3600);
  return {
    accessToken: String(body.access_token),
    refreshToken: String(body.refresh_token),
    expiresAt: Date.now() + expiresIn * 1000,
    environmentId: String(body.environment_id ?? body.tenant_id ?? ''),
    environmentName: String(body.environment_name ?? body.tenant_name ?? body.environment_id ?? ''),
  };
}

export class SkyOAuthClient {
  constructor(private readonly config: SkyClientConfig) {}

  /** The address the authorization popup opens. */
  authorizeAddress(redirectUri: string, state: string): string {
    const url = new URL(this.config.authorizeUrl);
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  }

  exchangeCode(code: string, redirectUri: string): Promise<SkyTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<SkyTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async token(form: Record<string, string>): Promise<SkyTokens> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const response = await fetch(this.config.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok && typeof body.access_token === 'string') return readTokens(body);
    const code = typeof body.error === 'string' ? body.error : 'token_error';
    if (code === 'invalid_grant') throw new SkyReauthenticationRequired('The Raiser\'s Edge NXT authorization has expired or was revoked.', response.status, code);
    throw new SkyError(typeof body.error_description === 'string' ? body.error_description : `Token request failed (${response.status})`, response.status, code);
  }
}

/** API calls for one connected environment. */
export class SkyApiClient {
  private readonly oauth: SkyOAuthClient;
  private readonly pacer: Pacer;
  private tokens: SkyTokens | null = null;
  private refreshing: Promise<SkyTokens> | null = null;
  /** Calls made, retries included (benchmarks and tests read it). */
  calls = 0;

  constructor(
    private readonly config: SkyClientConfig,
    private readonly store: SkyTokenStore,
  ) {
    this.oauth = new SkyOAuthClient(config);
    this.pacer = new Pacer(config.callsPerSecond);
  }

  /** GET a path (or an absolute next_link) and parse the JSON answer. */
  async get<T>(pathOrLink: string, params?: Record<string, string | string[]>): Promise<T> {
    const url = new URL(pathOrLink, this.config.apiUrl);
    for (const [key, value] of Object.entries(params ?? {})) for (const item of [value].flat()) url.searchParams.append(key, item);
    return (await this.send('GET', url)) as T;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    return (await this.send('POST', new URL(path, this.config.apiUrl), body)) as T;
  }

  async patch(path: string, body: unknown): Promise<void> {
    await this.send('PATCH', new URL(path, this.config.apiUrl), body);
  }

  async delete(path: string): Promise<void> {
    await this.send('DELETE', new URL(path, this.config.apiUrl));
  }

  /** Every page of a collection, following next_link as returned. */
  async *pages<T>(path: string, params?: Record<string, string | string[]>): AsyncGenerator<SkyPage<T>> {
    let page = await this.get<SkyPage<T>>(path, params);
    yield page;
    while (page.next_link && page.value.length > 0) {
      page = await this.get<SkyPage<T>>(page.next_link);
      yield page;
    }
  }

  private async currentTokens(): Promise<SkyTokens> {
    this.tokens ??= await this.store.load();
    if (this.tokens.expiresAt - 30_000 < Date.now()) return this.refreshTokens();
    return this.tokens;
  }

  /** One refresh at a time; the rotated refresh token is saved before it is used. */
  private refreshTokens(): Promise<SkyTokens> {
    this.refreshing ??= (async () => {
      try {
        const current = this.tokens ?? (await this.store.load());
        const next = await this.oauth.refresh(current.refreshToken);
        const kept = { ...next, environmentId: next.environmentId || current.environmentId, environmentName: next.environmentName || current.environmentName };
        await this.store.save(kept);
        this.tokens = kept;
        return kept;
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  private async send(method: string, url: URL, body?: unknown): Promise<unknown> {
    let hasRefreshed = false;
    for (let attempt = 0; ; attempt++) {
      const tokens = await this.currentTokens();
      await this.pacer.take();
      this.calls += 1;
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${tokens.accessToken}`,
          'bb-api-subscription-key': this.config.subscriptionKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 60_000),
      });
      const text = await response.text();
      const parsed = parseBody(text);
      if (response.ok) return parsed;
      const retryAfter = Number(response.headers.get('retry-after'));
      const isThrottled = response.status === 429 || (response.status === 403 && Number.isFinite(retryAfter) && retryAfter > 0);
      if (isThrottled && attempt < 20) {
        const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 1;
        if (seconds > this.config.maxRetryAfterSeconds) throw new SkyError(messageOf(parsed, response.status), response.status, 'quota_exceeded');
        await sleep(seconds * 1000);
        continue;
      }
      if (response.status === 401 && !hasRefreshed && !isSubscriptionKeyError(parsed)) {
        hasRefreshed = true;
        await this.refreshTokens();
        continue;
      }
      if (response.status >= 500 && attempt < 3) {
        await sleep(500 * 2 ** attempt);
        continue;
      }
      throw new SkyError(messageOf(parsed, response.status), response.status);
    }
  }
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** SKY errors come as { message }, as an array of { message }, or as RFC 7807 problem details. */
function messageOf(body: unknown, status: number): string {
  const first = Array.isArray(body) ? (body[0] as unknown) : body;
  if (first && typeof first === 'object') {
    const record = first as Record<string, unknown>;
    for (const key of ['message', 'detail', 'title', 'error_description']) if (typeof record[key] === 'string') return record[key];
  }
  return typeof body === 'string' && body ? body.slice(0, 300) : `SKY API answered ${status}`;
}

function isSubscriptionKeyError(body: unknown): boolean {
  return messageOf(body, 401).includes('subscription key');
}
