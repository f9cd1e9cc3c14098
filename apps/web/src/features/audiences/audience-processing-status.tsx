import { Alert, Loader, Stack, Text } from '@mantine/core';
import { AudienceProgressLines } from './audience-progress-lines.tsx';
import { useAudienceExecution } from './use-audience-execution.ts';

/** 'Audience list processing': the list's execution as getBlackbaudAudienceListExecutionById reports it. */
export function AudienceProcessingStatus({ audience, environmentId }: { audience: { id: number; name: string }; environmentId: number }) {
  const { execution, failure } = useAudienceExecution(audience.id, environmentId);
  return (
    <Stack>
      <Text>{audience.name}</Text>
      {execution && <AudienceProgressLines status={execution.status} processed={execution.processedConstituentsCount ?? 0} total={execution.totalConstituentsCount ?? 0} />}
      {failure && <Alert color="red">{failure}</Alert>}
      {!execution && !failure && <Loader size="sm" role="status" aria-label="Reading the processing status" />}
    </Stack>
  );
}
