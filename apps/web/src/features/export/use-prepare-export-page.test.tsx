import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppealAt, renderWizardHook, storedAppeal } from '../../test/wizard-test-server.tsx';
import { splitSettingsList } from './settings-list.ts';
import { exportNowAction, usePrepareExportPage } from './use-prepare-export-page.ts';

async function openExport() {
  const appeal = await createAppealAt('save_export');
  const rendered = renderWizardHook(usePrepareExportPage, { path: `/prepare-export?appealId=${appeal.id}` });
  await waitFor(() => expect(rendered.result.current?.selected?.size).toBeGreaterThan(1));
  return { appeal, ...rendered };
}

describe('exportNowAction', () => {
  it('waits until the allowance has loaded, so a company without a subscription always sees the confirmation', () => {
    expect(exportNowAction(null)).toBe('wait');
    expect(exportNowAction({ isSubscribed: false, askStringsToExport: 40 })).toBe('confirm');
    expect(exportNowAction({ isSubscribed: true, askStringsToExport: 40 })).toBe('export');
  });

  it('waits while the appeal has no calculated asks', () => {
    expect(exportNowAction({ isSubscribed: true, askStringsToExport: null })).toBe('wait');
  });
});

describe('usePrepareExportPage', () => {
  it('suggests the default fields, and Save for later stores the choice without the one unticked', async () => {
    const { appeal, result, location } = await openExport();
    const page = result.current!;
    const suggested = page.fields.filter((f) => f.isDefaultChecked && f.code !== 'EFT_M').map((f) => f.id);
    expect([...page.selected!].sort()).toEqual(
      page.fields
        .filter((f) => f.isDefaultChecked)
        .map((f) => f.id)
        .sort(),
    );
    const unticked = suggested[0]!;
    act(() => page.toggleField(unticked, false));
    await act(() => result.current!.handleSaveForLater());
    expect(location.current).toBe('/appeal-history');
    const saved = await storedAppeal(appeal.id);
    expect(saved.step).toBe('save_export');
    expect(splitSettingsList(saved.extraFieldsSettings ?? '').sort()).toEqual(suggested.filter((id) => id !== unticked).sort());
  });

  it('knows that an appeal without calculated asks has nothing to export, and goes back to its summary', async () => {
    const { appeal, result, location } = await openExport();
    await waitFor(() => expect(result.current?.allowance).toBeTruthy());
    expect(result.current?.allowance?.askStringsToExport).toBeNull();
    expect(result.current?.canExport).toBe(false);
    act(() => result.current!.handleExportNow());
    expect(result.current?.isConfirming).toBe(false);
    act(() => result.current!.handleBack());
    expect(location.current).toBe(`/review-strategy?appealId=${appeal.id}`);
  });
});
