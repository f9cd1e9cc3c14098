// The Raiser's Edge NXT authorization popup (spec 7, 'Authorisation of the donor database'): the opener
// builds the authorize address with a random 48-byte hex state, opens it in a 600x700 popup, and the
// /blackbaud/callback page hands the query parameters back through local storage under one key.

export const AUTH_RESPONSE_KEY = 'blackbaud_auth_response';
const STATE_KEY = 'blackbaud_auth_state';
export const CALLBACK_PATH = '/blackbaud/callback';

export type AuthorizationOutcome = { code: string } | { error: string };

export function randomState(): string {
  const bytes = new Uint8Array(48);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where the popup returns: the server's registered redirect URI (SKY refuses any other). */
export interface AuthorizationSettings {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
}

export function authorizeAddress(settings: AuthorizationSettings, state: string): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', settings.redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

/** What the callback page stores: every query parameter it was opened with. */
export function storeCallbackParams(search: string): void {
  localStorage.setItem(AUTH_RESPONSE_KEY, JSON.stringify(Object.fromEntries(new URLSearchParams(search))));
}

/** The opener's check of the returned parameters (spec 5: error, then code, then state). */
export function readOutcome(params: Record<string, string>, expectedState: string | null): AuthorizationOutcome {
  if (params.error) return { error: params.error };
  if (!params.code) return { error: 'auth_missing_code' };
  if (!params.state) return { error: 'auth_missing_state' };
  if (!expectedState || params.state !== expectedState) return { error: 'auth_invalid_state' };
  return { code: params.code };
}

/**
 * Opens the popup and resolves when the callback page has stored its answer (or the popup was closed
 * without one: 'auth_cancelled').
 */
export function authorizeInPopup(settings: AuthorizationSettings): Promise<AuthorizationOutcome> {
  const state = randomState();
  sessionStorage.setItem(STATE_KEY, state);
  localStorage.removeItem(AUTH_RESPONSE_KEY);
  const left = window.screenX + Math.max(0, (window.outerWidth - 600) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - 700) / 2);
  const popup = window.open(authorizeAddress(settings, state), 'blackbaud-authorization', `width=600,height=700,left=${left},top=${top}`);
  return new Promise((resolve) => {
    const finish = (outcome: AuthorizationOutcome) => {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      localStorage.removeItem(AUTH_RESPONSE_KEY);
      sessionStorage.removeItem(STATE_KEY);
      resolve(outcome);
    };
    const check = () => {
      const stored = localStorage.getItem(AUTH_RESPONSE_KEY);
      if (stored) return finish(readOutcome(JSON.parse(stored) as Record<string, string>, sessionStorage.getItem(STATE_KEY)));
      if (!popup || popup.closed) finish({ error: 'auth_cancelled' });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_RESPONSE_KEY && event.newValue) check();
    };
    window.addEventListener('storage', onStorage);
    // The storage event is the fast path; polling covers a popup closed without an answer.
    const timer = setInterval(check, 500);
  });
}
