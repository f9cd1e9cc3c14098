import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { UploadState } from './use-excel-upload.ts';

export const TEMPLATE_ERROR = "There's been an error while processing your Excel, please make sure you are using the product template!";
export const WARNING_INTRO = 'We experienced a few errors with this file. Please inspect the below cells:';
export const WARNING_EMAIL = 'Please check your email for a list of the Error details.';
/** Spec: the cell list says '... and more.' from 5 errors on. */
export const SHOWN_ERRORS = 5;

/** The end of an upload that did not simply succeed: cell warnings, the template error, or an upload error. */
export function UploadResult({ state, onClose }: { state: UploadState; onClose: () => void }) {
  if (state.phase === 'warning') {
    const cells = state.errors.slice(0, SHOWN_ERRORS);
    return (
      <Stack>
        <Alert color="yellow" title="Upload complete, with errors">
          {WARNING_INTRO}
        </Alert>
        <List size="sm" spacing={4} aria-label="Cell errors">
          {cells.map((cell) => (
            <List.Item key={`${cell.id}:${cell.error}`}>{cell.error}</List.Item>
          ))}
        </List>
        {state.errorCount >= SHOWN_ERRORS && <Text size="sm">... and more.</Text>}
        <Text size="sm">{WARNING_EMAIL}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Ok</Button>
        </Group>
      </Stack>
    );
  }
  if (state.phase === 'registered') {
    return (
      <Stack>
        <Text fw={700}>Ingestion registered</Text>
        <Text>The ingestion process has begun, please wait for your email confirmation</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Got it</Button>
        </Group>
      </Stack>
    );
  }
  if (state.phase === 'uploadError') {
    return (
      <Stack>
        <Text fw={700}>Error trying to upload the file</Text>
        {state.message && <Text>{state.message}</Text>}
        <Group justify="flex-end">
          <Button onClick={onClose}>Got it</Button>
        </Group>
      </Stack>
    );
  }
  const details = state.errors.filter((e) => e.id !== 'file').slice(0, SHOWN_ERRORS);
  return (
    <Stack>
      <Alert color="red" title="The file could not be used">
        {TEMPLATE_ERROR}
      </Alert>
      {state.message && <Text size="sm">{state.message}</Text>}
      {details.length > 0 && (
        <List size="sm" spacing={4}>
          {details.map((cell) => (
            <List.Item key={`${cell.id}:${cell.error}`}>{cell.error}</List.Item>
          ))}
        </List>
      )}
      <Group justify="space-between">
        <Button variant="subtle" onClick={onClose}>
          {'< Cancel'}
        </Button>
        <Button onClick={onClose}>Ok</Button>
      </Group>
    </Stack>
  );
}
