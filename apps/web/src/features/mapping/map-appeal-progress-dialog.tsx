import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { mapAppealProgress } from '@askwise/domain/mapping/map-appeal-statuses';
import { usePush } from '../../lib/push-client.ts';
import { GetAppealStatusDocument } from '../../wizard/index.ts';

/** The spec's fallback: the map-appeal status is polled every 15 s; pushed MAPAPPEAL events come first. */
const POLL_MS = 15_000;

export interface MapAppealProgressDialogProps {
  appealId: number | null;
  onDone: () => void;
  onError: (message: string) => void;
  /** The second system's dialog is titled 'Map Appeal Processs' (sic, spec section 2). */
  title?: string;
  /** Called, and the following ended, when an answer carries no status of the appeal (the second system's error, spec section 8). */
  onStatusMissing?: () => void;
}

/** Follows the map-appeal job: its progress text and bar; Close only at DONE; an ERROR:: status closes it. */
export function MapAppealProgressDialog({ appealId, onDone, onError, onStatusMissing, title = 'Map Appeal Process' }: MapAppealProgressDialogProps) {
  const [status, setStatus] = useState<string>('START');
  const [{ data, error, fetching }, refetch] = useQuery({ query: GetAppealStatusDocument, variables: { appealId: appealId ?? 0 }, pause: appealId === null, requestPolicy: 'network-only' });
  const isFinished = useRef(false);
  const isDoneCalled = useRef(false);
  const callbacks = useRef({ onDone, onError, onStatusMissing });
  callbacks.current = { onDone, onError, onStatusMissing };

  usePush('MAPAPPEAL', appealId, (message) => {
    if (typeof message.status === 'string') setStatus(message.status);
  });
  useEffect(() => {
    if (appealId === null) return;
    isFinished.current = false;
    isDoneCalled.current = false;
    setStatus('START');
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), POLL_MS);
    return () => clearInterval(timer);
  }, [appealId, refetch]);
  const isStatusMissing = appealId !== null && !fetching && (error !== undefined || (data !== undefined && !data.getAppealStatus));
  useEffect(() => {
    if (!isStatusMissing || isFinished.current || !callbacks.current.onStatusMissing) return;
    isFinished.current = true;
    callbacks.current.onStatusMissing();
  }, [isStatusMissing]);
  useEffect(() => {
    const polled = data?.getAppealStatus?.mapAppealStatus;
    if (!polled || polled === 'START') return;
    setStatus((current) => (polled.startsWith('ERROR') || mapAppealProgress(polled).step >= mapAppealProgress(current).step ? polled : current));
  }, [data]);

  const progress = mapAppealProgress(status);
  const finish = () => {
    if (isDoneCalled.current) return;
    isDoneCalled.current = true;
    callbacks.current.onDone();
  };
  useEffect(() => {
    if (appealId === null || isFinished.current) return;
    if (progress.isError) {
      isFinished.current = true;
      callbacks.current.onError(progress.errorMessage ?? progress.text);
    } else if (progress.isDone) {
      isFinished.current = true;
      // A moment on 'Completed' before going on.
      setTimeout(() => {
        if (isDoneCalled.current) return;
        isDoneCalled.current = true;
        callbacks.current.onDone();
      }, 1000);
    }
  }, [appealId, progress.isDone, progress.isError, progress.errorMessage, progress.text]);

  return (
    <Modal opened={appealId !== null && !progress.isError} onClose={() => undefined} withCloseButton={false} title={title} size={500} centered>
      <Stack>
        <Text data-testid="map-appeal-progress-text">{progress.text}</Text>
        <Progress value={progress.percent} animated={!progress.isDone} size="lg" aria-label="Mapping progress" />
        <Text size="sm" c="dimmed">
          {progress.percent}%
        </Text>
        <Group justify="flex-end">
          <Button disabled={!progress.isDone} onClick={finish}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
