import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { storeCallbackToken, useVirtuousPopup, VIRTUOUS_TOKEN_KEY } from './virtuous-connect.ts';

let popup: MockInstance<typeof window.open>;

beforeEach(() => {
  localStorage.clear();
  // jsdom opens no windows: the popup is only recorded.
  popup = vi.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(() => vi.restoreAllMocks());

/** The hook, and the tokens it has handed on. */
function openPopupHook() {
  const tokens: string[] = [];
  const rendered = renderHook(() => useVirtuousPopup((token) => tokens.push(token)));
  return { ...rendered, tokens };
}

/** A storage event as another tab (the popup) causes it. */
function storageEvent(key: string, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

describe('useVirtuousPopup', () => {
  it('opens /virtuous/callback with the claims token in a 600x700 popup', () => {
    const { result } = openPopupHook();
    result.current('claims token/+');
    expect(popup).toHaveBeenCalledWith('/virtuous/callback?claims=claims%20token%2F%2B', 'virtuous-connect', 'width=600,height=700');
  });

  it('hands on the token the callback page stored, once, and clears it', () => {
    const { tokens } = openPopupHook();
    storeCallbackToken('sealed-token');
    storageEvent(VIRTUOUS_TOKEN_KEY, localStorage.getItem(VIRTUOUS_TOKEN_KEY));
    expect(tokens).toEqual(['sealed-token']);
    expect(localStorage.getItem(VIRTUOUS_TOKEN_KEY)).toBeNull();
  });

  it('ignores other keys, a removed key and an empty token, and listens no more once unmounted', () => {
    const { tokens, unmount } = openPopupHook();
    storageEvent('another.key', JSON.stringify({ token: 'other' }));
    storageEvent(VIRTUOUS_TOKEN_KEY, null);
    storageEvent(VIRTUOUS_TOKEN_KEY, JSON.stringify({ token: '' }));
    expect(tokens).toEqual([]);
    unmount();
    storageEvent(VIRTUOUS_TOKEN_KEY, JSON.stringify({ token: 'late' }));
    expect(tokens).toEqual([]);
  });
});
