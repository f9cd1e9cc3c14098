import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';

const EXCEL_TYPES = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-excel': ['.xls'],
};
const ONLY_EXCEL = 'Only Excel files (.xlsx or .xls) can be uploaded.';

const isExcelName = (name: string) => /\.(xlsx|xls)$/i.test(name);

/** Drag and drop or 'Browse your computer'; only .xlsx and .xls, and only the first file dropped. */
export function UploadDropzone({ onFile }: { onFile: (file: File) => void }) {
  const openRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const accept = (files: File[]) => {
    const [first] = files;
    if (!first) return;
    if (!isExcelName(first.name)) return setProblem(ONLY_EXCEL);
    setProblem(null);
    onFile(first);
  };
  return (
    <Stack gap="xs">
      <Dropzone openRef={openRef} onDrop={accept} onReject={() => setProblem(ONLY_EXCEL)} accept={EXCEL_TYPES} multiple activateOnClick={false} aria-label="Excel file drop zone">
        <Stack align="center" gap="sm" mih={180} justify="center" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={48} stroke={1.5} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={48} stroke={1.5} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={48} stroke={1.5} />
          </Dropzone.Idle>
          <Text size="lg">Drag and drop your Excel file here</Text>
          <Text size="sm" c="dimmed">
            or
          </Text>
          <Group style={{ pointerEvents: 'all' }}>
            <Button variant="light" onClick={() => openRef.current?.()}>
              Browse your computer
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            .xlsx or .xls
          </Text>
        </Stack>
      </Dropzone>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
