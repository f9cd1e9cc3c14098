import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SelectedExcelFile } from '../selected-excel-file.ts';
import { UploadDropzone } from './upload-dropzone.tsx';
import { UploadLimitDialog } from './upload-limit-dialog.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { UploadResult } from './upload-result.tsx';
import { useExcelUpload } from './use-excel-upload.ts';

export const TEMPLATE_URL = '/files/askwise-excel-template.xlsx';
/** Spec: 'Upload Complete!' moves on by itself after 1 s. */
export const COMPLETE_ADVANCE_MS = 1000;

interface ExcelUploadDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The upload ended (the new file when it can be reviewed). */
  onFinished: (file: SelectedExcelFile | null) => void;
}

/** '+ Add New': the template explanation, then choosing a file, uploading, processing and the result. */
export function ExcelUploadDialog({ opened, onClose, onFinished }: ExcelUploadDialogProps) {
  const { state, start, reset } = useExcelUpload();
  const [isExplained, setIsExplained] = useState(false);

  const startOver = () => {
    reset();
    setIsExplained(false);
  };
  // The dialog starts over once it has faded out: starting over while it fades showed its first step again.
  const close = () => {
    const isReviewable = state.phase === 'done' || state.phase === 'warning';
    onFinished(isReviewable && state.fileId ? { id: state.fileId, name: state.fileName, constituentTotal: 0, customColumns: [] } : null);
    if (state.phase === 'limit') startOver();
    onClose();
  };

  useEffect(() => {
    if (state.phase !== 'done') return;
    const timer = setTimeout(close, COMPLETE_ADVANCE_MS);
    return () => clearTimeout(timer);
    // close() only reads the finished state; re-running on its identity would restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase]);

  if (state.phase === 'limit') return <UploadLimitDialog opened={opened} onClose={close} detail={limitDetail(state.errors)} />;

  const isBusy = state.phase === 'uploading' || state.phase === 'processing';
  return (
    <Modal
      opened={opened}
      onClose={isBusy ? () => undefined : close}
      onExitTransitionEnd={startOver}
      withCloseButton={!isBusy}
      title="Upload Excel File"
      size="xl"
      centered
      closeOnClickOutside={!isBusy}
    >
      {!isExplained ? (
        <Stack>
          <Text>
            Askwise reads your donors from its Excel template: one row per donor with their giving history. Please copy your donors into the template
            before you upload it; columns after the standard ones are kept as custom fields.
          </Text>
          <Anchor href={TEMPLATE_URL} download fw={600}>
            Download Excel Template
          </Anchor>
          {/* One line at 1280 px: the long choice fits the dialog's width instead of wrapping below Cancel. */}
          <Group justify="space-between" mt="md" wrap="nowrap">
            <Button variant="subtle" onClick={close}>
              {'< Cancel'}
            </Button>
            <Button onClick={() => setIsExplained(true)}>I already have my Excel file properly formatted and ready to upload</Button>
          </Group>
        </Stack>
      ) : state.phase === 'chosen' ? (
        <Stack>
          <UploadDropzone onFile={start} />
          <Group justify="flex-start">
            <Button variant="subtle" onClick={close}>
              {'< Cancel'}
            </Button>
          </Group>
        </Stack>
      ) : isBusy || state.phase === 'done' ? (
        <UploadProgress state={state} />
      ) : (
        <UploadResult state={state} onClose={close} />
      )}
    </Modal>
  );
}

/** The server's own words on the limit (subscription_update or subscription_expired): the figures it found. */
function limitDetail(errors: ReadonlyArray<{ id: string; error: string }>): string | null {
  const error = errors.find((e) => e.id === 'subscription_update' || e.id === 'subscription_expired')?.error;
  if (!error) return null;
  // The dialog's title already says 'Subscription update required'.
  const figures = error.replace(/^Subscription update required:\s*/, '');
  return figures.charAt(0).toUpperCase() + figures.slice(1);
}
