import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWizardHook } from '../../test/wizard-test-server.tsx';
import { useExportPresets, type ExportPresetDraft } from './use-export-presets.ts';

const open = (who: 'user' | 'otherCompany' = 'user') => renderWizardHook(useExportPresets, { path: '/prepare-export?appealId=1', who });

const DRAFT: ExportPresetDraft = {
  name: 'Hook test lettershop',
  fileFormat: 'csv',
  mergeTextOrder: 'lowest_first',
  columns: [
    { field: 'sequenceNumber', header: 'Seq' },
    { field: 'keyCode', header: 'Key' },
    { field: 'mergeText', header: 'Letter ask' },
  ],
};

describe('useExportPresets', () => {
  it('lists the ready-made presets and the fields, saves a preset and chooses it, and deletes it', async () => {
    const { result } = open();
    await waitFor(() => expect(result.current.presets.length).toBeGreaterThanOrEqual(2));
    expect(result.current.presets.filter((p) => p.isReadyMade).map((p) => p.name)).toEqual(['Mail merge (word processor)', 'Mail house (generic)']);
    expect(result.current.fields.map((f) => f.id)).toEqual(expect.arrayContaining(['sequenceNumber', 'keyCode', 'ask1', 'writeIn', 'mergeText']));
    expect(result.current.chosen).toBeNull();

    const saved = await act(() => result.current.save(DRAFT));
    expect(saved).toMatchObject({ ok: true, preset: { name: DRAFT.name, fileFormat: 'csv', columns: DRAFT.columns } });
    await waitFor(() => expect(result.current.chosen?.name).toBe(DRAFT.name));

    // Another company never sees it.
    const other = open('otherCompany');
    await waitFor(() => expect(other.result.current.presets.length).toBeGreaterThanOrEqual(2));
    expect(other.result.current.presets.map((p) => p.name)).not.toContain(DRAFT.name);

    const removed = await act(() => result.current.remove(result.current.chosen!.id));
    expect(removed).toEqual({ ok: true });
    expect(result.current.chosen).toBeNull();
    await waitFor(() => expect(result.current.presets.map((p) => p.name)).not.toContain(DRAFT.name));
  });

  it("gives the server's message when a preset is refused, and keeps the choice", async () => {
    const { result } = open();
    await waitFor(() => expect(result.current.presets.length).toBeGreaterThanOrEqual(2));
    act(() => result.current.choose('ready:mail-house'));
    const refused = await act(() => result.current.save({ ...DRAFT, columns: [{ field: 'ask1', header: '' }] }));
    expect(refused).toEqual({ ok: false, error: 'Column 1 (Ask 1) needs a header name.' });
    const deleted = await act(() => result.current.remove('ready:mail-house'));
    expect(deleted).toEqual({ ok: false, error: 'The ready-made presets can be used as they are, not changed or deleted.' });
    expect(result.current.chosen?.name).toBe('Mail house (generic)');
  });
});
