import { useCallback, useEffect, useRef } from 'react';

// The popup hand-over (spec section 7, 'Other'): /virtuous/callback stores its token query parameter in
// local storage under a fixed key and closes; the opener picks it up from the storage event.

export const VIRTUOUS_TOKEN_KEY = 'askwise.virtuous.callback';
const POPUP_FEATURES = 'width=600,height=700';

export function storeCallbackToken(token: string): void {
  localStorage.setItem(VIRTUOUS_TOKEN_KEY, JSON.stringify({ token, at: Date.now() }));
}

/** Opens the connect popup with a claims token and calls onToken with the token it hands back. */
export function useVirtuousPopup(onToken: (token: string) => void) {
  const handler = useRef(onToken);
  handler.current = onToken;
  useEffect(() => {
    const listen = (event: StorageEvent) => {
      if (event.key !== VIRTUOUS_TOKEN_KEY || !event.newValue) return;
      const { token } = JSON.parse(event.newValue) as { token: string };
      localStorage.removeItem(VIRTUOUS_TOKEN_KEY);
      if (token) handler.current(token);
    };
    window.addEventListener('storage', listen);
    return () => window.removeEventListener('storage', listen);
  }, []);
  return useCallback((claimsToken: string) => {
    window.open(`/virtuous/callback?claims=${encodeURIComponent(claimsToken)}`, 'virtuous-connect', POPUP_FEATURES);
  }, []);
}
