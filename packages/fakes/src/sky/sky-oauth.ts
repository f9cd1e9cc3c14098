// The fake's Blackbaud OAuth 2.0 authorization-code flow: an authorize page where the user picks an
// environment and allows or denies, single-use codes that expire after 5 minutes, and a token endpoint that
// rotates refresh tokens on every use (the product must persist the new one each time).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SkyEnvironmentInfo {
  id: string;
  name: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  environmentId: string;
  expiresAt: number;
}

export interface SkyAccessGrant {
  environmentId: string;
  expiresAt: number;
}

export interface SkyOAuthOptions {
  clientId: string;
  clientSecret: string;
  /** The application's registered redirect URIs: any other is refused, at authorize and at the code exchange. */
  redirectUris: readonly string[];
  accessTokenSeconds: number;
  environments: () => SkyEnvironmentInfo[];
}

const token = () => randomBytes(24).toString('hex');
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class SkyOAuth {
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, SkyAccessGrant>();
  private readonly refreshTokens = new Map<string, string>();

  constructor(private readonly options: SkyOAuthOptions) {}

  /** The environment an access token opens, or null when it is unknown or expired. */
  grantFor(accessToken: string): SkyAccessGrant | null {
    const grant = this.accessTokens.get(accessToken);
    return grant && grant.expiresAt > Date.now() ? grant : null;
  }

  expireAccessTokens(): void {
    for (const grant of this.accessTokens.values()) grant.expiresAt = 0;
  }

  revokeRefreshTokens(): void {
    this.refreshTokens.clear();
  }

  /** Issues tokens without the browser step (tests that start from a connected environment). */
  issueTokens(environmentId: string) {
    return this.tokenResponse(environmentId);
  }

  /** GET /oauth/authorize: the consent page; POST: the user's decision, answered with a redirect. */
  handleAuthorize(req: IncomingMessage, res: ServerResponse, params: URLSearchParams): void {
    const redirectUri = params.get('redirect_uri') ?? '';
    const state = params.get('state');
    const redirect = (query: Record<string, string>) => {
      const target = new URL(redirectUri);
      for (const [key, value] of Object.entries({ ...query, ...(state !== null ? { state } : {}) })) target.searchParams.set(key, value);
      res.writeHead(302, { location: target.toString() }).end();
    };
    if (params.get('client_id') !== this.options.clientId) return void res.writeHead(400, { 'content-type': 'text/html' }).end(`<p>The value specified for the client_id parameter '${escapeHtml(params.get('client_id') ?? '')}' was not valid.</p>`);
    if (!this.isRegistered(redirectUri)) return void res.writeHead(400, { 'content-type': 'text/html' }).end(`<p>The specified value for the redirect_uri parameter '${escapeHtml(redirectUri)}' did not match any pre-registered values.</p>`);
    const responseType = params.get('response_type');
    if (responseType === null) return redirect({ error: 'invalid_request' });
    if (responseType !== 'code') return redirect({ error: 'unsupported_response_type' });
    if (req.method === 'POST') {
      if (params.get('decision') !== 'allow') return redirect({ error: 'access_denied', error_message: 'The user chose not to give your app access to their Blackbaud data.' });
      const environmentId = params.get('environment_id') ?? '';
      if (!this.options.environments().some((e) => e.id === environmentId)) return redirect({ error: 'access_denied' });
      const code = token();
      this.codes.set(code, { clientId: this.options.clientId, redirectUri, environmentId, expiresAt: Date.now() + 5 * 60_000 });
      return redirect({ code });
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(this.consentPage(params));
  }

  private isRegistered(uri: string): boolean {
    try {
      new URL(uri);
    } catch {
      return false;
    }
    return this.options.redirectUris.includes(uri);
  }

  private consentPage(params: URLSearchParams): string {
    const hidden = ['client_id', 'response_type', 'redirect_uri', 'state']
      .filter((key) => params.has(key))
      .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(params.get(key)!)}">`)
      .join('');
    const choices = this.options.environments()
      .map((e, i) => `<label><input type="radio" name="environment_id" value="${escapeHtml(e.id)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(e.name)}</label><br>`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blackbaud: authorize application</title></head>
<body><main><h1>Authorize application</h1><p>Askwise would like to access your Raiser's Edge NXT data.</p>
<form method="post" action="/oauth/authorize">${hidden}<fieldset><legend>Environment</legend>${choices}</fieldset>
<button type="submit" name="decision" value="allow">Authorize</button> <button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>`;
  }

  /** POST /token (form-encoded; client credentials by Basic auth or in the body). */
  handleToken(req: IncomingMessage, form: URLSearchParams): { status: number; body: unknown } {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const clientId = basicId ?? form.get('client_id');
    const clientSecret = basicSecret ?? form.get('client_secret');
    if (!clientId || !clientSecret) return { status: 401, body: { error: 'invalid_client', error_description: 'The required credentials were not supplied.' } };
    if (clientId !== this.options.clientId || clientSecret !== this.options.clientSecret) return { status: 401, body: { error: 'invalid_client', error_description: 'The specified credentials were not valid.' } };
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!code || code.expiresAt < Date.now() || code.redirectUri !== form.get('redirect_uri')) return { status: 400, body: { error: 'invalid_grant' } };
      return { status: 200, body: this.tokenResponse(code.environmentId) };
    }
    if (grantType === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      const environmentId = this.refreshTokens.get(presented);
      if (!environmentId) return { status: 400, body: { error: 'invalid_grant' } };
      this.refreshTokens.delete(presented);
      return { status: 200, body: this.tokenResponse(environmentId) };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  private tokenResponse(environmentId: string) {
    const accessToken = token();
    const refreshToken = token();
    this.accessTokens.set(accessToken, { environmentId, expiresAt: Date.now() + this.options.accessTokenSeconds * 1000 });
    this.refreshTokens.set(refreshToken, environmentId);
    const environment = this.options.environments().find((e) => e.id === environmentId);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: this.options.accessTokenSeconds,
      refresh_token: refreshToken,
      environment_id: environmentId,
      environment_name: environment?.name ?? environmentId,
      legal_entity_id: `p-legal-${environmentId}`,
      legal_entity_name: environment?.name ?? environmentId,
      email: 'admin@example.org',
    };
  }
}
