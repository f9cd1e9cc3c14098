import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportPresetEditor } from './export-preset-editor.tsx';
import type { ExportPresetDraft, useExportPresets } from './use-export-presets.ts';
import type { useReplyCardProof } from './use-reply-card-proof.ts';

export interface ExportPresetPanelProps {
  presets: ReturnType<typeof useExportPresets>;
  proof: ReturnType<typeof useReplyCardProof>;
  /** Only administrators see the controls that save, change or delete presets. */
  isAdministrator: boolean;
}

/** The value of the list's first entry: no preset, the fields ticked below. */
const OWN_FIELDS = 'own-fields';

/** Choose the layout of the files (a preset, or the fields ticked below), and download the reply-card proof. */
export function ExportPresetPanel({ presets, proof, isAdministrator }: ExportPresetPanelProps) {
  const { chosen } = presets;
  const [draft, setDraft] = useState<ExportPresetDraft | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = [
    { group: 'Layout', items: [{ value: OWN_FIELDS, label: 'The fields ticked below (.xlsx)' }] },
    { group: 'Ready-made presets', items: presets.presets.filter((p) => p.isReadyMade).map((p) => ({ value: p.id, label: p.name })) },
    { group: "Your company's presets", items: presets.presets.filter((p) => !p.isReadyMade).map((p) => ({ value: p.id, label: p.name })) },
  ].filter((group) => group.items.length > 0);

  const startNew = () =>
    setDraft({ name: '', fileFormat: chosen?.fileFormat ?? 'xlsx', mergeTextOrder: chosen?.mergeTextOrder ?? 'highest_first', columns: chosen ? [...chosen.columns] : [] });
  const startEdit = () => chosen && setDraft({ id: chosen.id, name: chosen.name, fileFormat: chosen.fileFormat, mergeTextOrder: chosen.mergeTextOrder, columns: [...chosen.columns] });
  const handleDelete = async () => {
    if (!chosen) return;
    const result = await presets.remove(chosen.id);
    setIsDeleting(false);
    setError(result.ok ? null : result.error);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={5}>Export preset</Title>
          <Text size="sm" c="dimmed">
            A mail house&apos;s or a mail merge&apos;s own layout: its columns, their order and headers, and .xlsx or .csv.
          </Text>
        </div>
        <Group align="flex-end" justify="space-between">
          <Select
            label="Layout of the files"
            data={options}
            value={chosen?.id ?? OWN_FIELDS}
            allowDeselect={false}
            onChange={(value) => presets.choose(value === OWN_FIELDS ? null : value)}
            w={360}
          />
          {isAdministrator && (
            <Group gap="xs">
              <Button variant="light" onClick={startNew}>
                New preset
              </Button>
              {chosen && !chosen.isReadyMade && (
                <>
                  <Button variant="default" onClick={startEdit}>
                    Edit preset
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => setIsDeleting(true)}>
                    Delete preset
                  </Button>
                </>
              )}
            </Group>
          )}
        </Group>
        {chosen && (
          <Text size="sm" data-testid="preset-summary">
            {chosen.fileFormat === 'csv' ? 'CSV (.csv)' : 'Excel (.xlsx)'} files with the columns {chosen.columns.map((c) => c.header).join(', ')}
            {chosen.columns.some((c) => c.field === 'mergeText') ? `; the merge text ${chosen.mergeTextOrder === 'lowest_first' ? 'lowest' : 'highest'} ask first` : ''}.
          </Text>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group gap="sm">
          <Button variant="default" leftSection={<IconFileTypePdf size={18} />} onClick={() => void proof.download()} loading={proof.isMaking}>
            Download reply-card proof (PDF)
          </Button>
          <Text size="xs" c="dimmed">
            The first 12 donors&apos; reply cards (name, address, ask boxes, write-in line and key code), for the printer to check.
          </Text>
        </Group>
        {proof.error && <Alert color="red">{proof.error}</Alert>}
      </Stack>
      <ExportPresetEditor draft={draft} fields={presets.fields} onSave={presets.save} onClose={() => setDraft(null)} />
      <Modal opened={isDeleting} onClose={() => setIsDeleting(false)} title="Delete preset?">
        <Stack>
          <Text size="sm">
            &apos;{chosen?.name}&apos; will no longer be offered to anyone in your company. Files already exported keep their layout.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsDeleting(false)}>
              Keep it
            </Button>
            <Button color="red" onClick={() => void handleDelete()}>
              Delete preset
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
