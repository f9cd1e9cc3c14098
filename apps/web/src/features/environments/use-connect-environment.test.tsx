import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWizardHook } from '../../test/wizard-test-server.tsx';
import { useConnectEnvironment } from './use-connect-environment.ts';

// The web tests' installation has no Raiser's Edge NXT application (SKY settings), so no connection gets past
// getBlackbaudAuthorizationSettings here; the popup and BlackbaudAuthentication are the end-to-end journey's.

let popup: MockInstance<typeof window.open>;

beforeEach(() => {
  // jsdom opens no windows: the authorization popup is only recorded.
  popup = vi.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(() => vi.restoreAllMocks());

function openConnect() {
  const connected: Array<[number | null, boolean]> = [];
  const rendered = renderWizardHook(() => useConnectEnvironment((id, isReconnect) => connected.push([id, isReconnect])), { path: '/blackbaud' });
  return { ...rendered, connected };
}

describe('useConnectEnvironment', () => {
  it("says Raiser's Edge NXT is not configured, opens no popup and connects nothing", async () => {
    const { result, connected } = openConnect();
    expect(result.current.error).toBeNull();
    await act(() => result.current.connect());
    expect(result.current.error).toBe("Raiser's Edge NXT is not configured for this installation.");
    expect(result.current.isConnecting).toBe(false);
    expect(result.current.subscriptionReason).toBeNull();
    expect(popup).not.toHaveBeenCalled();
    expect(connected).toEqual([]);
  });

  it('clears its message, and says it again for a reauthentication', async () => {
    const { result, connected } = openConnect();
    await act(() => result.current.connect());
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
    await act(() => result.current.connect({ reconnectId: 7 }));
    expect(result.current.error).toBe("Raiser's Edge NXT is not configured for this installation.");
    expect(connected).toEqual([]);
  });
});
