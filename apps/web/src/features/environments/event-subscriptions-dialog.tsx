import { Alert, Badge, Button, Group, Loader, Modal, Stack, Switch, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ManageSubscribedEventsDocument, SubscribedEventsDocument } from './environment-documents.ts';
import type { TrackedEnvironment } from './ingestion-progress-dialog.tsx';

/** Spec 7: event subscriptions are refreshed every 30 s. */
const REFRESH_MS = 30_000;
const PENDING = ['PROVISIONING', 'UNPROVISIONING'];

function StatusBadge({ status }: { status: string | null }) {
  if (!status)
    return (
      <Badge color="gray.9" variant="outline">
        UNPROVISIONED
      </Badge>
    );
  const color = status === 'PROVISIONED' ? 'teal' : status === 'ERROR' ? 'red' : 'yellow';
  return (
    <Badge color={`${color}.9`} variant="outline">
      {status}
    </Badge>
  );
}

/** 'Manage event subscriptions': one toggle per event type; on subscribes, off unsubscribes, disabled while pending. */
export function EventSubscriptionsDialog({ environment, onClose }: { environment: TrackedEnvironment | null; onClose: () => void }) {
  const [{ data, fetching }, refetch] = useQuery({
    query: SubscribedEventsDocument,
    variables: { companyOrganizationId: environment?.id ?? 0 },
    pause: environment === null,
    requestPolicy: 'network-only',
  });
  const [, manage] = useMutation(ManageSubscribedEventsDocument);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  useEffect(() => {
    if (!environment) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [environment, refetch]);

  const toggle = async (event: NonNullable<typeof data>['getCompanyOrganizationSubscribedWHEvents'][number], on: boolean) => {
    if (!environment) return;
    setError(null);
    setBusyId(event.id);
    const answer = on
      ? await manage({ requestType: 'SUBSCRIBE', companyOrganizationId: environment.id, webhookEventId: event.id })
      : await manage({ requestType: 'UNSUBSCRIBE', companyOrganizationToBbWebhookEventId: event.companyOrganizationToBbWebhookEventId });
    setBusyId(null);
    const result = answer.data?.ManageCompanyOrganizationSubscribedWHEvents;
    if (!result || result.statusCode !== 200) setError(result?.error ?? answer.error?.graphQLErrors[0]?.message ?? 'Something went wrong');
    refetch({ requestPolicy: 'network-only' });
  };

  const events = data?.getCompanyOrganizationSubscribedWHEvents ?? [];
  return (
    <Modal opened={environment !== null} onClose={onClose} title="Manage event subscriptions" size={620} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {environment && (
        <Stack>
          <Text size="sm" c="dimmed">
            {environment.organizationName}: Raiser&apos;s Edge NXT tells Askwise about these changes as they happen, so the environment stays fresh between syncs.
          </Text>
          {error && <Alert color="red">Error : {error}</Alert>}
          {fetching && !data && <Loader size="sm" />}
          <Table verticalSpacing={6} aria-label="Event subscriptions">
            <Table.Tbody>
              {events.map((event) => {
                const isOn = event.provisionStatus !== null && event.provisionStatus !== 'UNPROVISIONING';
                return (
                  <Table.Tr key={event.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {event.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {event.errMessage ?? event.description}
                      </Text>
                    </Table.Td>
                    <Table.Td w={150}>
                      <StatusBadge status={event.provisionStatus} />
                    </Table.Td>
                    <Table.Td w={70}>
                      <Switch
                        aria-label={event.name}
                        checked={isOn}
                        disabled={busyId !== null || PENDING.includes(event.provisionStatus ?? '')}
                        onChange={(e) => void toggle(event, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
