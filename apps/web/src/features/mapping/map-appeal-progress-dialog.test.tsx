import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'urql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppealAt, createTestClient, type TestUser } from '../../test/wizard-test-server.tsx';
import { MapAppealProgressDialog } from './map-appeal-progress-dialog.tsx';

beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
});

/** The dialog following an appeal's mapping, as `who` sees it; counts the calls of each outcome. */
function follow(appealId: number, who: TestUser) {
  const calls = { done: 0, error: 0, missing: 0 };
  render(
    <MantineProvider>
      <Provider value={createTestClient(who)}>
        <MapAppealProgressDialog title="Map Appeal Processs" appealId={appealId} onDone={() => (calls.done += 1)} onError={() => (calls.error += 1)} onStatusMissing={() => (calls.missing += 1)} />
      </Provider>
    </MantineProvider>,
  );
  return calls;
}

describe('MapAppealProgressDialog', () => {
  it('says the status is missing when the answer carries no status of the appeal', async () => {
    // Another company's appeal: the product answers without its status, as for an appeal removed meanwhile.
    const appeal = await createAppealAt('mapping_appeal');
    const calls = follow(appeal.id, 'otherCompany');
    await waitFor(() => expect(calls.missing).toBe(1));
    expect(calls).toEqual({ done: 0, error: 0, missing: 1 });
  });

  it('follows an appeal whose status is returned', async () => {
    const appeal = await createAppealAt('mapping_appeal');
    const calls = follow(appeal.id, 'user');
    expect(await screen.findByRole('dialog', { name: 'Map Appeal Processs' })).toBeDefined();
    // The status query has answered once its progress text shows; nothing has ended.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(calls).toEqual({ done: 0, error: 0, missing: 0 });
  });
});
