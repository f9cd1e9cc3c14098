import { Badge, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorText, isStale, statusLabel, type EnvironmentStatusInput } from './environment-status.ts';

const SYNCING_STATUSES = ['CREATE_JOBS', 'ORCHESTRATING'];

/** The Ingestion Status cell: SYNCING for ORCHESTRATING, the stale state after 5 minutes, the error after '::'. */
export function EnvironmentStatusCell({ environment, now, needsReauthentication }: { environment: EnvironmentStatusInput; now: number; needsReauthentication: boolean }) {
  const error = errorText(environment.errorMessage);
  const stale = isStale(environment, now);
  const tone = environment.status === 'DONE' ? 'teal' : environment.status.includes('ERROR') ? 'red' : 'blue';
  return (
    <Stack gap={2} align="flex-start">
      {stale ? (
        <Tooltip label="No status update for more than 5 minutes">
          <Badge color="orange.9" variant="outline" leftSection={<IconAlertTriangle size={12} />} data-testid="environment-status">
            {statusLabel(environment.status)} (stale)
          </Badge>
        </Tooltip>
      ) : (
        <Badge
          color={`${tone}.9`}
          variant="outline"
          leftSection={SYNCING_STATUSES.includes(environment.status) ? <Loader size={10} /> : undefined}
          data-testid="environment-status"
        >
          {statusLabel(environment.status)}
        </Badge>
      )}
      {error && (
        <Text size="xs" c="red" maw={260}>
          {error}
        </Text>
      )}
      {needsReauthentication && (
        <Text size="xs" c="orange">
          Reauthentication required
        </Text>
      )}
    </Stack>
  );
}
