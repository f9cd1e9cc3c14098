import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useClient, useMutation } from 'urql';
import { authorizeInPopup } from './blackbaud-authorization.ts';
import { exchangeMessage, isSubscriptionError, type SubscriptionReason } from './connect-messages.ts';
import { AuthorizationSettingsDocument, BlackbaudAuthenticationDocument } from './environment-documents.ts';

export interface ConnectRequest {
  /** Reauthenticate this environment instead of adding one. */
  reconnectId?: number;
  reIngestResources?: boolean;
}

/**
 * 'Add New' and 'Reauthenticate': the popup, then BlackbaudAuthentication on the server (the code never
 * becomes a token in the browser). Returns the new environment's id on success.
 */
export function useConnectEnvironment(onConnected: (companyOrgId: number | null, isReconnect: boolean) => void) {
  const client = useClient();
  const [, authenticate] = useMutation(BlackbaudAuthenticationDocument);
  const [isConnecting, setIsConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [subscriptionReason, setSubscriptionReason] = useState<SubscriptionReason | null>(null);

  const connect = useCallback(
    async (request: ConnectRequest = {}) => {
      setError(null);
      const settings = (await client.query(AuthorizationSettingsDocument, {}, { requestPolicy: 'network-only' }).toPromise()).data?.getBlackbaudAuthorizationSettings;
      if (!settings?.isConfigured) {
        setError("Raiser's Edge NXT is not configured for this installation.");
        return;
      }
      setIsConnecting(true);
      try {
        const outcome = await authorizeInPopup(settings);
        if ('error' in outcome) {
          const message = exchangeMessage(outcome.error);
          if (message) setError(message);
          return;
        }
        const answer = await authenticate({
          callbackUrl: settings.redirectUri,
          code: outcome.code,
          isReconnect: request.reconnectId !== undefined,
          reIngestResources: request.reIngestResources ?? false,
          companyOrgId: request.reconnectId ?? null,
        });
        const result = answer.data?.BlackbaudAuthentication;
        if (!result || result.statusCode !== 200) {
          const code = result?.error ?? 'error';
          if (isSubscriptionError(code)) setSubscriptionReason(code);
          else setError(exchangeMessage(code));
          return;
        }
        const parsed = result.result ? (JSON.parse(result.result) as { companyOrgId?: number }) : {};
        notifications.show({ color: 'teal', message: request.reconnectId ? 'The environment was reauthenticated.' : 'The environment was added; its first sync has started.' });
        onConnected(parsed.companyOrgId ?? request.reconnectId ?? null, request.reconnectId !== undefined);
      } finally {
        setIsConnecting(false);
      }
    },
    [authenticate, client, onConnected],
  );

  return { connect, isConnecting, error, clearError: () => setError(null), subscriptionReason, clearSubscriptionReason: () => setSubscriptionReason(null) };
}
