// Virtuous CRM+ API client: an API key or the password grant's tokens (refreshed once on 401, every new
// pair saved), skip/take paging of lists and Query endpoints, a pause when X-RateLimit-Remaining runs low
// (until X-RateLimit-Reset), 429 waited out by Retry-After, and errors read defensively (JSON or text).

export interface VirtuousClientConfig {
  /** e.g. https://api.virtuoussoftware.com */
  apiUrl: string;
  /** Pause until the window resets when fewer requests than this remain. */
  pauseBelowRemaining: number;
  /** Longest pause or Retry-After the client waits out before failing the call. */
  maxWaitSeconds: number;
  timeoutMs?: number;
}

export type VirtuousCredentials =
  | { kind: 'apiKey'; apiKey: string }
  | { kind: 'token'; accessToken: string; refreshToken: string; expiresAt: number; userName: string };

/** Where an account's credentials live (encrypted at rest by the caller). */
export interface VirtuousCredentialStore {
  load(): Promise<VirtuousCredentials>;
  save(credentials: VirtuousCredentials): Promise<void>;
}

export class VirtuousError extends Error {
  override name = 'VirtuousError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The saved credentials no longer work: an administrator must reconnect the account. */
export class VirtuousReconnectRequired extends VirtuousError {
  override name = 'VirtuousReconnectRequired';
}

export interface VirtuousList<T> {
  list: T[];
  total: number;
}

export type PasswordGrantResult = { kind: 'otpRequired' } | { kind: 'tokens'; credentials: Extract<VirtuousCredentials, { kind: 'token' }> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Virtuous answers { error: { message } }, { message }, OAuth's error_description, or plain text. */
export function virtuousMessage(body: unknown, status: number): string {
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const nested = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : null;
    for (const candidate of [nested?.message, record.message, record.error_description, record.error, record.Message]) if (typeof candidate === 'string' && candidate) return candidate;
  }
  return `Virtuous answered ${status}`;
}

/** The token grant (e-mail, password and the one-time code when two-factor sign-in is on). */
export async function virtuousPasswordGrant(config: VirtuousClientConfig, email: string, password: string, otp?: string): Promise<PasswordGrantResult> {
  const form = new URLSearchParams({ grant_type: 'password', username: email, password, ...(otp ? { otp } : {}) });
  const response = await fetch(new URL('/Token', config.apiUrl), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form, signal: AbortSignal.timeout(config.timeoutMs ?? 30_000) });
  const body = await readBody(response);
  if (response.status === 202) return { kind: 'otpRequired' };
  if (!response.ok) throw new VirtuousError(virtuousMessage(body, response.status), response.status);
  return { kind: 'tokens', credentials: tokenCredentials(body as Record<string, unknown>) };
}

function tokenCredentials(body: Record<string, unknown>): Extract<VirtuousCredentials, { kind: 'token' }> {
  return { kind: 'token', accessToken: String(body.access_token), refreshToken: String(body.refresh_token), expiresAt: Date.now() + Number(body.expires_in ?? 3599) * 1000, userName: String(body.userName ?? '') };
}

export class VirtuousClient {
  private credentials: VirtuousCredentials | null = null;
  /** The refresh under way: calls that meet an expired token together refresh it once (a refresh token may be single-use). */
  private refreshing: Promise<boolean> | null = null;
  /** Epoch ms before which no call is sent: the rate-limit window's reset when few requests remained. */
  private resumeAt = 0;
  /** Calls made, retries included. */
  calls = 0;

  constructor(
    private readonly config: VirtuousClientConfig,
    private readonly store: VirtuousCredentialStore,
  ) {}

  get<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    return this.send('GET', path, params) as Promise<T>;
  }

  post<T>(path: string, body: unknown, params?: Record<string, string | number>): Promise<T> {
    return this.send('POST', path, params, body) as Promise<T>;
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.send('PUT', path, undefined, body) as Promise<T>;
  }

  /** Every page of a skip/take list (GET) or Query (POST with a body), `take` at a time, while skip < total. */
  async *pages<T>(path: string, options: { body?: unknown; take?: number } = {}): AsyncGenerator<VirtuousList<T>> {
    const take = options.take ?? 1000;
    for (let skip = 0; ; skip += take) {
      const page = options.body === undefined ? await this.get<VirtuousList<T>>(path, { skip, take }) : await this.post<VirtuousList<T>>(path, options.body, { skip, take });
      yield page;
      if (page.list.length === 0 || skip + take >= page.total) return;
    }
  }

  private async bearer(): Promise<string> {
    this.credentials ??= await this.store.load();
    if (this.credentials.kind === 'apiKey') return this.credentials.apiKey;
    if (this.credentials.expiresAt - 30_000 < Date.now()) await this.refresh();
    return (this.credentials as Extract<VirtuousCredentials, { kind: 'token' }>).accessToken;
  }

  private hasNewerToken(sent: string): boolean {
    return this.credentials?.kind === 'token' && this.credentials.accessToken !== sent;
  }

  private refresh(): Promise<boolean> {
    this.refreshing ??= this.refreshOnce().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  private async refreshOnce(): Promise<boolean> {
    const current = this.credentials ?? (await this.store.load());
    if (current.kind !== 'token') return false;
    const response = await fetch(new URL('/Token', this.config.apiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: current.refreshToken }),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
    });
    const body = await readBody(response);
    if (!response.ok) throw new VirtuousReconnectRequired(virtuousMessage(body, response.status), response.status);
    const next = { ...tokenCredentials(body as Record<string, unknown>), userName: current.userName };
    await this.store.save(next);
    this.credentials = next;
    return true;
  }

  private async send(method: string, path: string, params?: Record<string, string | number>, body?: unknown): Promise<unknown> {
    const url = new URL(path, this.config.apiUrl);
    for (const [key, value] of Object.entries(params ?? {})) url.searchParams.set(key, String(value));
    let hasRefreshed = false;
    for (let attempt = 0; ; attempt++) {
      if (this.resumeAt > Date.now()) await this.wait((this.resumeAt - Date.now()) / 1000, null, 429);
      const token = await this.bearer();
      this.calls += 1;
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 60_000),
      });
      const parsed = await readBody(response);
      if (response.ok) {
        this.noteRemaining(response.headers);
        return parsed;
      }
      if (response.status === 429 && attempt < 10) {
        await this.wait(Number(response.headers.get('retry-after')) || 1, parsed, response.status);
        continue;
      }
      if (response.status === 401 && !hasRefreshed) {
        hasRefreshed = true;
        // Another call may have refreshed the token since this one was sent: then it is simply sent again.
        if (this.hasNewerToken(token) || (await this.refresh())) continue;
        throw new VirtuousReconnectRequired(virtuousMessage(parsed, 401), 401);
      }
      if (response.status >= 500 && attempt < 3) {
        await sleep(500 * 2 ** attempt);
        continue;
      }
      throw new VirtuousError(virtuousMessage(parsed, response.status), response.status);
    }
  }

  /** When few requests remain, the next call waits for the window's reset instead of being refused. */
  private noteRemaining(headers: Headers): void {
    const remaining = Number(headers.get('x-ratelimit-remaining'));
    const reset = Number(headers.get('x-ratelimit-reset'));
    if (!headers.has('x-ratelimit-remaining') || !Number.isFinite(remaining) || remaining >= this.config.pauseBelowRemaining || !Number.isFinite(reset)) return;
    this.resumeAt = reset * 1000;
  }

  private async wait(seconds: number, body: unknown, status: number): Promise<void> {
    if (seconds > this.config.maxWaitSeconds) throw new VirtuousError(body ? virtuousMessage(body, status) : 'Virtuous request limit reached; try again later.', status);
    await sleep(seconds * 1000);
  }
}
