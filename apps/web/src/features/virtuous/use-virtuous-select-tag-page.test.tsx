import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { renderWizardHook } from '../../test/wizard-test-server.tsx';
import { clearCurrentAppeal, selectEnvironment } from '../../wizard/index.ts';
import { useVirtuousSelectTagPage } from './use-virtuous-select-tag-page.ts';

type Page = Exclude<ReturnType<typeof useVirtuousSelectTagPage>, { redirectTo: string }>;

beforeEach(() => {
  selectEnvironment({ id: -1, name: 'none' });
  selectEnvironment({ id: 0, name: '' });
  clearCurrentAppeal();
});

/** The tag choice of an account the server knows no tags of: nothing can be chosen. */
async function openWithoutTags() {
  selectEnvironment({ id: inject('webEnvironmentId'), name: 'Hope Relief (Virtuous)' });
  const rendered = renderWizardHook(useVirtuousSelectTagPage, { path: '/virtuous/select-tag' });
  await waitFor(() => expect(rendered.result.current.redirectTo === null && !(rendered.result.current as Page).isLoadingTags).toBe(true));
  return { ...rendered, page: () => rendered.result.current as Page };
}

describe('useVirtuousSelectTagPage', () => {
  it('sends a visit without a chosen account to /virtuous', async () => {
    const { result } = renderWizardHook(useVirtuousSelectTagPage, { path: '/virtuous/select-tag' });
    await waitFor(() => expect(result.current).toEqual({ redirectTo: '/virtuous' }));
  });

  it("says 'Please select a tag' when Re-Sync Audiences is pressed with no tag chosen", async () => {
    const { page, location } = await openWithoutTags();
    expect(page().tagError).toBeNull();
    await act(() => page().handleSync());
    expect(page().tagError).toBe('Please select a tag');
    expect(page().message).toBeNull();
    expect(location.current).toBe('/virtuous/select-tag');
  });

  it("says 'No Tag selected' when Map Appeal is pressed with no tag chosen, and stays", async () => {
    const { page, location } = await openWithoutTags();
    expect(page().canContinue).toBe(true);
    act(() => page().handleNext());
    expect(page().tagError).toBe('No Tag selected');
    expect(location.current).toBe('/virtuous/select-tag');
    act(() => page().handleSelect(null));
    expect(page().tagError).toBeNull();
  });
});
