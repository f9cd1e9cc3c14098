import { Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { progressPercent } from '../excel-status.ts';
import type { UploadState } from './use-excel-upload.ts';

/** Upload percentage, then processing percentage (or the reading text while the total is unknown), then 'Upload Complete!'. */
export function UploadProgress({ state }: { state: UploadState }) {
  if (state.phase === 'done') {
    return (
      <Stack align="center" py="xl">
        <ThemeIcon color="teal" size={56} radius="xl" variant="light">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Text size="xl" fw={700}>
          Upload Complete!
        </Text>
      </Stack>
    );
  }
  if (state.phase === 'uploading') {
    return (
      <Stack py="lg">
        <Text fw={600}>Uploading {state.fileName}</Text>
        <Progress value={state.uploadPercent} size="lg" aria-label="Upload progress" />
        <Text size="sm" c="dimmed" aria-live="polite">
          {state.uploadPercent}% uploaded
        </Text>
      </Stack>
    );
  }
  const percent = progressPercent(state.progress);
  return (
    <Stack py="lg">
      <Text fw={600}>Processing {state.fileName}</Text>
      <Progress value={percent ?? 100} striped={percent === null} animated size="lg" aria-label="Processing progress" />
      <Text size="sm" c="dimmed" aria-live="polite">
        {percent === null ? 'Reading file and organizing constituent data.' : `${percent}% processed`}
      </Text>
    </Stack>
  );
}
