import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { renderWizardHook } from '../../test/wizard-test-server.tsx';
import { clearCurrentAppeal, selectAudience, selectEnvironment } from '../../wizard/index.ts';
import { useVirtuousMappingPage } from './use-virtuous-mapping-page.ts';
import { PICKERS } from './virtuous-picker-options.ts';

type Page = Exclude<ReturnType<typeof useVirtuousMappingPage>, { redirectTo: string }>;

beforeEach(() => {
  selectEnvironment({ id: -1, name: 'none' });
  selectEnvironment({ id: 0, name: '' });
  clearCurrentAppeal();
});

async function openNewAppeal() {
  selectEnvironment({ id: inject('webEnvironmentId'), name: 'Hope Relief (Virtuous)' });
  selectAudience({ id: inject('webAudienceId'), name: 'Board Members', total: 12 });
  const rendered = renderWizardHook(useVirtuousMappingPage, { path: '/virtuous/mapping-appeal' });
  await waitFor(() => expect(rendered.result.current.redirectTo === null && (rendered.result.current as Page).options !== null).toBe(true));
  return { ...rendered, page: () => rendered.result.current as Page };
}

describe('useVirtuousMappingPage', () => {
  it("asks 'Confirm?' before naming the appeal when all five pickers are mapped", async () => {
    const { page } = await openNewAppeal();
    act(() => PICKERS.forEach((picker, i) => page().setPick(picker.key, { Type: 'Campaign', Id: i + 1 })));
    expect(page().isFullyMapped).toBe(true);
    act(() => page().handleContinue());
    expect(page().dialog).toBe('confirm');
    act(() => page().handleConfirm());
    expect(page().dialog).toBe('name');
  });

  it("asks 'Confirm?' with fewer than five mapped, and Map More Fields goes back to the pickers", async () => {
    const { page } = await openNewAppeal();
    act(() => page().setPick('LastYear', { Type: 'Project', Id: 7 }));
    expect(page().isFullyMapped).toBe(false);
    act(() => page().handleContinue());
    expect(page().dialog).toBe('confirm');
    act(() => page().handleCloseDialog());
    expect(page().dialog).toBeNull();
  });

  it('says the mapping status could not be retrieved, and stops following the mapping', async () => {
    const { page } = await openNewAppeal();
    act(() => page().handleMappingStatusMissing());
    expect(page().error).toBe('Something went wrong, unable to retreive mapping status of appeal');
    expect(page().mapping).toBeNull();
  });
});
