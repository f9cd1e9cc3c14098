import { useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { DeleteExportPresetDocument, ExportPresetsDocument, SaveExportPresetDocument } from './export-documents.ts';

export interface PresetColumn {
  field: string;
  header: string;
}

export interface ExportPresetDraft {
  /** The saved preset being changed; none for a new one. */
  id?: string | null;
  name: string;
  fileFormat: 'xlsx' | 'csv';
  mergeTextOrder: 'highest_first' | 'lowest_first';
  columns: PresetColumn[];
}

export interface ExportPresetOption extends Omit<ExportPresetDraft, 'id'> {
  id: string;
  isReadyMade: boolean;
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** The answer of a save or delete: the server's message when it refused. */
export type PresetResult = { ok: true; preset?: ExportPresetOption } | { ok: false; error: string };

/**
 * The company's export presets (the two ready-made ones first), the one chosen for the export (none: the
 * fields ticked on the page), and for administrators saving and deleting presets.
 */
export function useExportPresets() {
  const [{ data, fetching }, refetch] = useQuery({ query: ExportPresetsDocument });
  const [, saveMutation] = useMutation(SaveExportPresetDocument);
  const [, deleteMutation] = useMutation(DeleteExportPresetDocument);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const presets = useMemo(() => (data?.getExportPresets ?? []) as ExportPresetOption[], [data]);
  const fields = useMemo(() => data?.getExportPresetFields ?? [], [data]);
  const chosen = presets.find((preset) => preset.id === chosenId) ?? null;

  const save = async (draft: ExportPresetDraft): Promise<PresetResult> => {
    const result = await saveMutation({ input: { ...draft, id: draft.id ?? null } });
    if (result.error || !result.data) return { ok: false, error: result.error?.graphQLErrors[0]?.message ?? SOMETHING_WENT_WRONG };
    refetch({ requestPolicy: 'network-only' });
    const preset = result.data.saveExportPreset as ExportPresetOption;
    setChosenId(preset.id);
    return { ok: true, preset };
  };

  const remove = async (id: string): Promise<PresetResult> => {
    const result = await deleteMutation({ id });
    if (result.error) return { ok: false, error: result.error.graphQLErrors[0]?.message ?? SOMETHING_WENT_WRONG };
    if (chosenId === id) setChosenId(null);
    refetch({ requestPolicy: 'network-only' });
    return { ok: true };
  };

  return { isLoading: fetching && !data, presets, fields, chosen, choose: setChosenId, save, remove };
}
