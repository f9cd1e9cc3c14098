import { ActionIcon, Badge, Button, Group, Progress, Radio, Stack, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ExcelFilesQuery } from '../../graphql/generated/graphql.ts';
import { usePush } from '../../lib/push-client.ts';
import { fileRefusal, isInProgress, isReviewable, progressPercent, uploadDate } from './excel-status.ts';

export type ExcelFileItem = ExcelFilesQuery['getExcelOrganizations'][number];

const countFormat = new Intl.NumberFormat('en-US');

interface ExcelFilesTableProps {
  files: readonly ExcelFileItem[];
  selectedId: number | null;
  isAdministrator: boolean;
  onSelect: (file: ExcelFileItem) => void;
  onRemove: (file: ExcelFileItem) => Promise<void>;
  /** A file's ingestion finished (pushed): the list should be read again. */
  onChanged: () => void;
}

/** The Excel file table: Name, Constituents, Upload Date, Status, Uploaded by and, for administrators, actions. */
export function ExcelFilesTable({ files, selectedId, isAdministrator, onSelect, onRemove, onChanged }: ExcelFilesTableProps) {
  const confirmRemove = (file: ExcelFileItem) =>
    modals.openConfirmModal({
      title: 'Remove Excel file',
      children: <Text size="sm">Remove “{file.name}” from your Excel files? Appeals already made from it keep their donors.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void onRemove(file),
    });

  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label="Excel files">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40} />
          <Table.Th>Name</Table.Th>
          <Table.Th>Constituents</Table.Th>
          <Table.Th>Upload Date</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Uploaded by</Table.Th>
          {isAdministrator && <Table.Th>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {files.map((file) => {
          const isSelected = file.id === selectedId;
          return (
            <Table.Tr
              key={file.id}
              onClick={() => onSelect(file)}
              bg={isSelected ? 'var(--mantine-color-blue-light)' : undefined}
              style={{ cursor: 'pointer' }}
              aria-selected={isSelected}
            >
              <Table.Td>
                <Radio checked={isSelected} onChange={() => onSelect(file)} aria-label={`Select ${file.name}`} />
              </Table.Td>
              <Table.Td fw={500}>{file.name}</Table.Td>
              <Table.Td>{countFormat.format(file.constituentTotal)}</Table.Td>
              <Table.Td>{uploadDate(file.createdAt)}</Table.Td>
              <Table.Td>
                <FileStatus file={file} onChanged={onChanged} />
              </Table.Td>
              <Table.Td>{file.uploadBy ?? ''}</Table.Td>
              {isAdministrator && (
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <FileActions file={file} onRemove={() => confirmRemove(file)} />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** In progress: a live bar; done: the status; refused for the plan's limit: why; anything else: shown as errored. */
function FileStatus({ file, onChanged }: { file: ExcelFileItem; onChanged: () => void }) {
  const [progress, setProgress] = useState<string | null>(null);
  const isRunning = isInProgress(file.status);
  usePush('NTYPE_SEEDEXCELDATA', isRunning ? file.id : null, (message) => {
    if (typeof message.progress === 'string') setProgress(message.progress);
    if (message.status && !isInProgress(message.status)) onChanged();
  });
  if (isRunning) {
    const percent = progressPercent(progress ?? file.progress);
    return (
      <Group gap="xs" wrap="nowrap" miw={160}>
        <Progress value={percent ?? 100} animated striped={percent === null} w={110} aria-label={`Processing ${file.name}`} />
        <Text size="xs" c="dimmed">
          {percent === null ? 'Processing' : `${percent}%`}
        </Text>
      </Group>
    );
  }
  if (isReviewable(file.status)) {
    return (
      <Badge color={file.status === 'DONE' ? 'teal' : 'yellow'} variant="light">
        {file.status}
      </Badge>
    );
  }
  const refusal = fileRefusal(file);
  return (
    <Stack gap={2} maw={260}>
      <Badge color={refusal.detail ? 'orange' : 'red'} variant="light">
        {refusal.label}
      </Badge>
      {refusal.detail && (
        <Text size="xs" c="dimmed">
          {refusal.detail}
        </Text>
      )}
    </Stack>
  );
}

function FileActions({ file, onRemove }: { file: ExcelFileItem; onRemove: () => void }) {
  if (isInProgress(file.status)) return null;
  if (!isReviewable(file.status)) {
    return (
      <Button size="xs" color="red" variant="subtle" leftSection={<IconTrash size={14} />} onClick={onRemove}>
        {fileRefusal(file).removeLabel}
      </Button>
    );
  }
  return (
    <Tooltip label="Remove">
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${file.name}`} onClick={onRemove}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
