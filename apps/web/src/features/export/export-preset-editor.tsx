import { ActionIcon, Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ExportPresetDraft, PresetResult } from './use-export-presets.ts';

export interface ExportPresetEditorProps {
  /** The preset to start from; null: closed. */
  draft: ExportPresetDraft | null;
  fields: ReadonlyArray<{ id: string; name: string }>;
  onSave: (draft: ExportPresetDraft) => Promise<PresetResult>;
  onClose: () => void;
}

const MERGE_ORDERS = [
  { value: 'highest_first', label: 'Highest ask first' },
  { value: 'lowest_first', label: 'Lowest ask first' },
];

/** A column moved one place up (-1) or down (+1). */
function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

/** The administrator's editor of a preset: name, format, merge text order, and the columns in order with their headers. */
export function ExportPresetEditor({ draft: start, fields, onSave, onClose }: ExportPresetEditorProps) {
  const [draft, setDraft] = useState<ExportPresetDraft | null>(start);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  useEffect(() => {
    setDraft(start);
    setError(null);
  }, [start]);
  if (!draft) return null;

  const nameOf = (id: string) => fields.find((f) => f.id === id)?.name ?? id;
  const unused = fields.filter((f) => !draft.columns.some((c) => c.field === f.id));
  const setColumns = (columns: ExportPresetDraft['columns']) => setDraft({ ...draft, columns });
  const setHeader = (index: number, header: string) => setColumns(draft.columns.map((c, i) => (i === index ? { ...c, header } : c)));

  const handleSave = async () => {
    setIsSaving(true);
    const result = await onSave(draft);
    setIsSaving(false);
    if (result.ok) onClose();
    else setError(result.error);
  };

  return (
    <Modal opened onClose={onClose} title={draft.id ? 'Edit export preset' : 'New export preset'} size="xl">
      <Stack>
        <Group grow align="flex-end">
          <TextInput label="Preset name" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })} required />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="preset-format-label">
              File format
            </Text>
            <SegmentedControl
              aria-labelledby="preset-format-label"
              data={[
                { value: 'xlsx', label: 'Excel (.xlsx)' },
                { value: 'csv', label: 'CSV (.csv)' },
              ]}
              value={draft.fileFormat}
              onChange={(value) => setDraft({ ...draft, fileFormat: value as ExportPresetDraft['fileFormat'] })}
            />
          </Stack>
          <Select
            label="Merge text order"
            data={MERGE_ORDERS}
            value={draft.mergeTextOrder}
            allowDeselect={false}
            onChange={(value) => setDraft({ ...draft, mergeTextOrder: (value ?? 'highest_first') as ExportPresetDraft['mergeTextOrder'] })}
          />
        </Group>
        <Table aria-label="Preset columns" striped withTableBorder verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Header in the file</Table.Th>
              <Table.Th>Order</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.columns.map((column, index) => (
              <Table.Tr key={column.field}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{nameOf(column.field)}</Table.Td>
                <Table.Td>
                  <TextInput size="xs" aria-label={`Header of ${nameOf(column.field)}`} value={column.header} onChange={(event) => setHeader(index, event.currentTarget.value)} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Move ${nameOf(column.field)} up`} disabled={index === 0} onClick={() => setColumns(moved(draft.columns, index, -1))}>
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" aria-label={`Move ${nameOf(column.field)} down`} disabled={index === draft.columns.length - 1} onClick={() => setColumns(moved(draft.columns, index, 1))}>
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${nameOf(column.field)}`} onClick={() => setColumns(draft.columns.filter((_, i) => i !== index))}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Select
          label="Add a column"
          placeholder="Choose a field"
          data={unused.map((f) => ({ value: f.id, label: f.name }))}
          value={null}
          searchable
          onChange={(id) => id && setColumns([...draft.columns, { field: id, header: nameOf(id) }])}
        />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void handleSave()} loading={isSaving}>
            Save preset
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
