import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWizardHook } from '../../test/wizard-test-server.tsx';
import { clearCurrentAppeal, selectEnvironment } from '../../wizard/index.ts';
import { useVirtuousAccountsPage } from './use-virtuous-accounts-page.ts';
import { storeCallbackToken, VIRTUOUS_TOKEN_KEY } from './virtuous-connect.ts';
import type { VirtuousAccount } from './virtuous-texts.ts';

type Page = ReturnType<typeof useVirtuousAccountsPage>;

// The test company has no Virtuous account, and none can be linked here (that needs Virtuous itself): the
// actions are tried on an account the server does not know, and its refusals are what the page shows.
const UNKNOWN: VirtuousAccount = {
  id: 2_000_000_000,
  companyId: 1,
  organizationId: 'vir-unknown',
  virtuousAccountId: 'vir-unknown',
  organizationName: 'Unknown Relief',
  totalConstituents: 10,
  syncedConstituents: 10,
  isLocked: 0,
  totalTags: 3,
  needsReauthentication: false,
};

let popup: MockInstance<typeof window.open>;

beforeEach(() => {
  selectEnvironment({ id: -1, name: 'none' });
  selectEnvironment({ id: 0, name: '' });
  clearCurrentAppeal();
  // jsdom opens no windows: the connect popup is only recorded.
  popup = vi.spyOn(window, 'open').mockImplementation(() => null);
});

afterEach(() => vi.restoreAllMocks());

async function openAccounts(options: { withSession?: boolean } = {}) {
  const rendered = renderWizardHook(useVirtuousAccountsPage, { path: '/virtuous', ...options });
  await waitFor(() => expect(rendered.result.current?.isEmpty).toBe(true));
  return { ...rendered, page: (): Page => rendered.result.current };
}

/** What /virtuous/callback does in the popup: stores the token, which reaches the opener as a storage event. */
function handBack(token: string) {
  storeCallbackToken(token);
  window.dispatchEvent(new StorageEvent('storage', { key: VIRTUOUS_TOKEN_KEY, newValue: localStorage.getItem(VIRTUOUS_TOKEN_KEY) }));
}

describe('useVirtuousAccountsPage', () => {
  it('lists no account for a company without Virtuous: Select Tag stays, Back to Home goes home', async () => {
    const { page, location } = await openAccounts();
    expect(page().accounts).toEqual([]);
    expect(page().selected).toBeNull();
    act(() => page().handleNext());
    expect(location.current).toBe('/virtuous');
    act(() => page().handleBack());
    expect(location.current).toBe('/');
  });

  it('knows an administrator (who gets + Add New and the actions)', async () => {
    const { page } = await openAccounts({ withSession: true });
    expect(page().isAdministrator).toBe(true);
  });

  it("+ Add New opens the connect popup with a claims token; a token the server refuses says 'Unauthoized'", async () => {
    const { page, location } = await openAccounts();
    await act(() => page().handleAdd());
    expect(popup).toHaveBeenCalledWith(expect.stringMatching(/^\/virtuous\/callback\?claims=[^&]+$/), 'virtuous-connect', 'width=600,height=700');
    expect(location.current).toBe('/virtuous');
    expect(page().message).toBeNull();
    act(() => handBack('forged'));
    await waitFor(() => expect(page().message).toMatchObject({ color: 'red', text: 'Unauthoized' }));
    expect(localStorage.getItem(VIRTUOUS_TOKEN_KEY)).toBeNull();
  });

  it('Reauthenticate keeps ?reconnect=true in the address until the popup has answered', async () => {
    const { page, location } = await openAccounts();
    await act(() => page().handleReauthenticate(UNKNOWN));
    expect(popup).toHaveBeenCalledTimes(1);
    expect(location.current).toBe('/virtuous?reconnect=true');
    act(() => handBack('forged'));
    await waitFor(() => expect(location.current).toBe('/virtuous'));
    expect(page().message).toMatchObject({ color: 'red', text: 'Unauthoized' });
  });

  it('says so when the tags of an account could not be resynced', async () => {
    const { page } = await openAccounts();
    await act(() => page().handleResyncTags(UNKNOWN));
    expect(page().message).toEqual({ color: 'red', text: 'Something went wrong while resyncing Tags of the virtuous environment' });
  });

  it('asks before removing an account, and says so when the removal is refused', async () => {
    const { page } = await openAccounts();
    act(() => page().handleRemove(UNKNOWN));
    expect(page().removing).toEqual(UNKNOWN);
    act(() => page().handleCancelRemove());
    expect(page().removing).toBeNull();
    await act(() => page().handleConfirmRemove());
    expect(page().message).toBeNull();

    act(() => page().handleRemove(UNKNOWN));
    await act(() => page().handleConfirmRemove());
    expect(page().message).toEqual({ color: 'red', text: 'Something went wrong while deleting the virtuous environment' });
    expect(page().removing).toBeNull();
  });
});
