import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { AudienceRequestDocument } from './audience-documents.ts';

export const PROCESS_FAILED = 'something went wrong while trying to process audience list';
export const PROCESS_EXCEPTION = 'something went wrong, please contact admin';

interface AudienceOption {
  id: number;
  name: string;
  total: number;
}

/**
 * An administrator starts the processing of an audience list (AdminBlackbaudAudienceRequestV2 PROCESS):
 * its members are read from the donor database and linked to the synced donors. Ingest is disabled until
 * a list is chosen.
 */
export function AudienceIngestDialog({ opened, audiences, onClose, onStarted }: { opened: boolean; audiences: AudienceOption[]; onClose: () => void; onStarted: (id: number) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, request] = useMutation(AudienceRequestDocument);
  const ingest = async () => {
    if (!chosen) return;
    setError(null);
    try {
      const answer = await request({ bbAudienceId: Number(chosen), requestType: 'PROCESS' });
      const result = answer.data?.AdminBlackbaudAudienceRequestV2;
      if (!result || result.statusCode !== 200) {
        setError(result?.error ?? answer.error?.graphQLErrors[0]?.message ?? PROCESS_FAILED);
        return;
      }
      onStarted(Number(chosen));
    } catch {
      setError(PROCESS_EXCEPTION);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Sync an audience list" size={500} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack>
        <Text size="sm">Askwise reads the list&apos;s members from your donor database and links them to the synced constituents.</Text>
        <Select
          label="Audience list"
          placeholder="Choose an audience list"
          searchable
          data={audiences.map((a) => ({ value: String(a.id), label: `${a.name} (${a.total.toLocaleString('en-US')})` }))}
          value={chosen}
          onChange={setChosen}
          comboboxProps={{ withinPortal: true }}
        />
        {error && <Alert color="red">Error : {error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!chosen} loading={fetching} onClick={() => void ingest()}>
            Ingest
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
