import { ActionIcon, Button, Group, Menu, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBell, IconDots, IconKey, IconLock, IconProgress, IconRefresh, IconSettings, IconTrash } from '@tabler/icons-react';
import { useMutation } from 'urql';
import type { ListBlackbaudOrganizationsByCompanyIdQuery } from '../../graphql/generated/graphql.ts';
import { RemoveEnvironmentDocument, TriggerIngestionDocument } from './environment-documents.ts';

type Environment = ListBlackbaudOrganizationsByCompanyIdQuery['listBlackbaudOrganizationsByCompanyId'][number];

export const SYNCING_STATUSES = ['CREATE_JOBS', 'ORCHESTRATING'];

export interface RowActionHandlers {
  onViewProgress: (environment: Environment) => void;
  onConfigure: (environment: Environment) => void;
  onReauthenticate: (environment: Environment) => void;
  onSubscriptions: (environment: Environment) => void;
  onChanged: (environment: Environment) => void;
}

/** Row actions (administrators): locked indicator, Sync, Reauthenticate, Configure Ingestion, View Ingestion Progress, Remove, Manage event subscriptions. */
export function EnvironmentRowActions({ environment, handlers }: { environment: Environment; handlers: RowActionHandlers }) {
  const [, trigger] = useMutation(TriggerIngestionDocument);
  const [, remove] = useMutation(RemoveEnvironmentDocument);
  const isLocked = environment.isLocked === 1;
  const isSyncing = isLocked && SYNCING_STATUSES.includes(environment.status);
  const isPractice = environment.isPractice;

  const sync = async () => {
    const answer = await trigger({ type: 'SYNC', companyOrganizationId: environment.id });
    const error = answer.data?.TriggerBlackbaudIngestion.error ?? answer.error?.graphQLErrors[0]?.message;
    if (error) notifications.show({ color: 'red', message: `Error : ${error}` });
    else handlers.onViewProgress(environment);
    handlers.onChanged(environment);
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove environment',
      centered: true,
      children: <Text size="sm">Remove &quot;{environment.organizationName}&quot;? Its synced constituents, gifts and audience lists are deleted from Askwise; appeals already built keep their ask strings.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const answer = await remove(isPractice ? { practiceBBOrganizationId: environment.id } : { companyOrganizationId: environment.id });
        const result = answer.data?.RemoveBlackbaudEnvironment;
        if (!result || result.statusCode !== 200) notifications.show({ color: 'red', message: `Error : ${result?.error ?? answer.error?.graphQLErrors[0]?.message ?? 'Something went wrong'}` });
        handlers.onChanged(environment);
      },
    });

  return (
    <Group gap="xs" wrap="nowrap">
      {isLocked && (
        <Tooltip label="Locked while it is being synced">
          <IconLock size={16} aria-label="locked" data-testid={`locked-${environment.id}`} />
        </Tooltip>
      )}
      {isSyncing && (
        <Button size="compact-xs" variant="light" leftSection={<IconProgress size={14} />} onClick={() => handlers.onViewProgress(environment)}>
          View Ingestion Progress
        </Button>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`Actions for ${environment.organizationName}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {!isPractice && (
            <Menu.Item leftSection={<IconRefresh size={16} />} disabled={isLocked} onClick={() => void sync()}>
              Sync
            </Menu.Item>
          )}
          {!isPractice && (
            <Menu.Item leftSection={<IconKey size={16} />} disabled={isSyncing} onClick={() => handlers.onReauthenticate(environment)}>
              Reauthenticate
            </Menu.Item>
          )}
          {!isPractice && (
            <Menu.Item leftSection={<IconSettings size={16} />} disabled={isLocked} onClick={() => handlers.onConfigure(environment)}>
              Configure Ingestion
            </Menu.Item>
          )}
          {!isPractice && (
            <Menu.Item leftSection={<IconProgress size={16} />} onClick={() => handlers.onViewProgress(environment)}>
              View Ingestion Progress
            </Menu.Item>
          )}
          {!isPractice && (
            <Menu.Item leftSection={<IconBell size={16} />} onClick={() => handlers.onSubscriptions(environment)}>
              Manage event subscriptions
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconTrash size={16} />} color="var(--mantine-color-error)" disabled={isSyncing} onClick={confirmRemove}>
            Remove
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
