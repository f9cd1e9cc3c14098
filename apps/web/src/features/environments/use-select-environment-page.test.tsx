import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { renderWizardHook, type TestUser } from '../../test/wizard-test-server.tsx';
import { clearCurrentAppeal, getWizardState, selectEnvironment } from '../../wizard/index.ts';
import { useSelectEnvironmentPage } from './use-select-environment-page.ts';

type Page = ReturnType<typeof useSelectEnvironmentPage>;

// The web tests' installation has no Raiser's Edge NXT application (SKY settings): Add New stops there.
const NOT_CONFIGURED = "Raiser's Edge NXT is not configured for this installation.";

beforeEach(() => {
  selectEnvironment({ id: -1, name: 'none' });
  selectEnvironment({ id: 0, name: '' });
  clearCurrentAppeal();
});

async function openEnvironments({ path = '/blackbaud', who = 'user', withSession = false }: { path?: string; who?: TestUser; withSession?: boolean } = {}) {
  const rendered = renderWizardHook(useSelectEnvironmentPage, { path, who, withSession });
  const page = (): Page => rendered.result.current;
  await waitFor(() => expect(page()?.environments.length || page()?.isEmpty).toBeTruthy());
  const environment = () => page().environments.find((e) => e.id === inject('webEnvironmentId'))!;
  return { ...rendered, page, environment };
}

describe('useSelectEnvironmentPage', () => {
  it("lists the company's environments; Select Audience takes the chosen one to the audiences", async () => {
    const { page, environment, location } = await openEnvironments();
    expect(environment()).toMatchObject({ organizationName: 'Test Organisation', status: 'DONE', isLocked: 0 });
    expect(page().selected).toBeNull();
    act(() => page().handleNext());
    expect(location.current).toBe('/blackbaud');

    act(() => page().handleSelect(environment()));
    expect(page().selected?.id).toBe(inject('webEnvironmentId'));
    act(() => page().handleNext());
    expect(location.current).toBe('/select-audience');
    expect(getWizardState().environment).toEqual({ id: inject('webEnvironmentId'), name: 'Test Organisation' });
  });

  it('starts from the environment the wizard remembers', async () => {
    selectEnvironment({ id: inject('webEnvironmentId'), name: 'Test Organisation' });
    const { page } = await openEnvironments();
    expect(page().selected?.id).toBe(inject('webEnvironmentId'));
  });

  it('does not let a locked environment be chosen', async () => {
    const { page, environment } = await openEnvironments();
    act(() => page().handleSelect({ ...environment(), isLocked: 1 }));
    expect(page().selected).toBeNull();
  });

  it('Add New says so when the installation has no Raiser’s Edge NXT application; the message can be closed', async () => {
    const { page } = await openEnvironments();
    await act(() => page().handleAdd());
    expect(page().connectError).toBe(NOT_CONFIGURED);
    expect(page().isConnecting).toBe(false);
    act(() => page().handleClearConnectError());
    expect(page().connectError).toBeNull();
  });

  it('?addNew=true starts Add New once for an administrator, and the address returns to /blackbaud', async () => {
    const { page, location } = await openEnvironments({ path: '/blackbaud?addNew=true', withSession: true });
    await waitFor(() => expect(page().connectError).toBe(NOT_CONFIGURED));
    expect(page().isAdministrator).toBe(true);
    expect(location.current).toBe('/blackbaud');
  });

  it('the row actions open their dialogs; a started ingestion shows its progress', async () => {
    const { page, environment } = await openEnvironments();
    const tracked = { id: inject('webEnvironmentId'), organizationName: 'Test Organisation' };
    act(() => page().rowHandlers.onViewProgress(environment()));
    expect(page().progressOf).toEqual(tracked);
    act(() => page().handleCloseProgress());
    expect(page().progressOf).toBeNull();

    act(() => page().rowHandlers.onConfigure(environment()));
    expect(page().configureOf).toEqual(tracked);
    act(() => page().handleIngestionStarted(tracked.id));
    expect(page().configureOf).toBeNull();
    expect(page().progressOf).toEqual(tracked);

    act(() => page().rowHandlers.onSubscriptions(environment()));
    expect(page().subscriptionsOf).toEqual(tracked);
    act(() => page().handleCloseSubscriptions());
    expect(page().subscriptionsOf).toBeNull();
  });

  // Only a syncing environment (ORCHESTRATING) opens its progress from the address. The web tests' installation
  // cannot start a sync, so the case where it opens has no test here.
  it('?trackIngestionForCO of an environment that is not syncing opens no progress', async () => {
    const { page, environment } = await openEnvironments({ path: `/blackbaud?trackIngestionForCO=${inject('webEnvironmentId')}` });
    expect(environment().status).toBe('DONE');
    expect(page().progressOf).toBeNull();
  });

  it('shows another company none of them, and asks no one for a plan', async () => {
    const { page } = await openEnvironments({ who: 'otherCompany' });
    expect(page().environments).toEqual([]);
    expect(page().isEmpty).toBe(true);
    expect(page().hasLoadError).toBe(false);
    expect(page().subscriptionReason).toBeNull();
  });
});
