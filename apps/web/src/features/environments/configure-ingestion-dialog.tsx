import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TrackedEnvironment } from './ingestion-progress-dialog.tsx';
import { useStartIngestion, type IngestionType } from './use-start-ingestion.ts';

/**
 * 'Configure Ingestion': SYNC reads what changed since the last completed sync (the whole database the
 * first time); RESYNC reads everything again.
 */
export function ConfigureIngestionDialog({ environment, onClose, onStarted }: { environment: TrackedEnvironment | null; onClose: () => void; onStarted: (id: number) => void }) {
  const [type, setType] = useState<IngestionType>('SYNC');
  const [error, setError] = useState<string | null>(null);
  const { start, isStarting } = useStartIngestion();
  const handleStart = async () => {
    if (!environment) return;
    setError(null);
    const problem = await start(environment.id, type);
    if (problem) setError(problem);
    else onStarted(environment.id);
  };
  return (
    <Modal opened={environment !== null} onClose={onClose} title="Configure Ingestion" size={450} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {environment && (
        <Stack>
          <Text fw={600}>{environment.organizationName}</Text>
          <Radio.Group value={type} onChange={(value) => setType(value as IngestionType)} label="Ingestion Mode">
            <Stack gap="xs" mt="xs">
              <Radio value="SYNC" label="SYNC: read what changed since the last sync" />
              <Radio value="RESYNC" label="RESYNC: read the whole environment again" />
            </Stack>
          </Radio.Group>
          {error && <Alert color="red">Error : {error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void handleStart()} loading={isStarting}>
              Start Ingestion
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
