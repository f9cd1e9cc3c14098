import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient, useMutation } from 'urql';
import { GetAppealStatusDocument } from '../../wizard/index.ts';
import { pushClient } from '../../lib/push-client.ts';
import { duplicateRoute } from './appeal-routes.ts';
import { DuplicateAppealDocument } from './history-documents.ts';

export interface DuplicateAppealDialogProps {
  appeal: { id: number; name: string } | null;
  onClose: () => void;
}

const POLL_MS = 1000;

/**
 * Names the copy and makes it; the copy opens at its number of asks once its donors are copied
 * (DUPLICATEAPPEAL push, with the appeal's lock polled as well).
 */
export function DuplicateAppealDialog({ appeal, onClose }: DuplicateAppealDialogProps) {
  const navigate = useNavigate();
  const client = useClient();
  const [name, setName] = useState('');
  const [copyId, setCopyId] = useState<{ id: number; dataImportSourceId: number } | null>(null);
  const [{ fetching }, duplicate] = useMutation(DuplicateAppealDocument);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setName(appeal ? `${appeal.name} (copy)` : '');
    setCopyId(null);
    setError(null);
  }, [appeal]);

  useEffect(() => {
    if (!copyId) return;
    let isDone = false;
    const open = () => {
      if (isDone) return;
      isDone = true;
      navigate(duplicateRoute(copyId));
    };
    const unsubscribe = pushClient.subscribe('DUPLICATEAPPEAL', String(copyId.id), (message) => {
      if (message.status === 'DONE') open();
      if (message.status === 'ERROR') setError('Something went wrong while copying the appeal. Please try again.');
    });
    const timer = setInterval(async () => {
      const { data } = await client.query(GetAppealStatusDocument, { appealId: copyId.id }, { requestPolicy: 'network-only' }).toPromise();
      if (data?.getAppealStatus && data.getAppealStatus.isLocked === 0) open();
    }, POLL_MS);
    return () => {
      isDone = true;
      unsubscribe();
      clearInterval(timer);
    };
  }, [copyId, client, navigate]);

  const handleDuplicate = async () => {
    if (!appeal) return;
    setError(null);
    const result = await duplicate({ fromAppealId: appeal.id, appealName: name });
    const copy = result.data?.DuplicateAppeal;
    if (result.error || !copy) {
      // Spec: duplicate failures are logged only; the dialog stays so the user may try again.
      console.error('DuplicateAppeal failed', result.error);
      setError('Something went wrong. Please try again.');
      return;
    }
    setCopyId({ id: copy.id, dataImportSourceId: copy.dataImportSourceId });
  };

  const isCopying = fetching || copyId !== null;
  return (
    <Modal opened={appeal !== null} onClose={onClose} title="Duplicate Appeal" size={450} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          The copy keeps the settings, donors and asks of &quot;{appeal?.name}&quot; and opens at the number of asks.
        </Text>
        <TextInput label="Appeal name" value={name} onChange={(event) => setName(event.currentTarget.value)} data-autofocus disabled={isCopying} />
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isCopying}>
            Cancel
          </Button>
          <Button onClick={handleDuplicate} loading={isCopying}>
            Duplicate Appeal
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
