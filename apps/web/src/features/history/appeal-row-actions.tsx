import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useSession } from '../../session/index.ts';
import { useExportFiles } from '../export/index.ts';
import { appealResultsRoute } from '../test-and-learn/index.ts';
import { continueRoute, editRoute, primaryActionLabel } from './appeal-routes.ts';
import type { HistoryRow } from './appeal-history-table.tsx';
import { DeleteAppealDocument } from './history-documents.ts';

export interface AppealRowActionsProps {
  appeal: HistoryRow;
  onDuplicate: (appeal: HistoryRow) => void;
  onDeleted: () => void;
}

/** Continue Appeal / Export Again, then Edit, Duplicate and (administrators only) Delete. */
export function AppealRowActions({ appeal, onDuplicate, onDeleted }: AppealRowActionsProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { exportAgain } = useExportFiles();
  const [, deleteAppeal] = useMutation(DeleteAppealDocument);
  const [isDownloading, setIsDownloading] = useState(false);
  const label = primaryActionLabel(appeal.step);
  const isCompleted = appeal.step === 'completed';
  const hasLinks = Boolean(appeal.readyToExportDownloadUrl || appeal.handleManuallyDownloadUrl);

  const handlePrimary = async () => {
    if (!isCompleted) {
      const route = continueRoute(appeal);
      if (route) navigate(route);
      return;
    }
    setIsDownloading(true);
    try {
      await exportAgain(appeal);
    } catch (error) {
      console.error('Export Again failed', error);
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : 'Something went wrong. Please try again.' });
    } finally {
      setIsDownloading(false);
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete appeal',
      centered: true,
      children: <Text size="sm">Delete &quot;{appeal.name}&quot;? Its ask strings and export files will be removed. This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const result = await deleteAppeal({ id: appeal.id });
        if (result.error) console.error('deleteAppeal failed', result.error);
        onDeleted();
      },
    });

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="light" onClick={handlePrimary} loading={isDownloading} disabled={(isCompleted && !hasLinks) || appeal.isLocked}>
        {label}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`More actions for ${appeal.name}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => navigate(editRoute(appeal))}>
            Edit
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => onDuplicate(appeal)}>
            Duplicate
          </Menu.Item>
          {isCompleted && (
            <Menu.Item leftSection={<IconChartBar size={16} />} onClick={() => navigate(appealResultsRoute(appeal.id))}>
              Results after the mailing
            </Menu.Item>
          )}
          {user?.isAdministrator && (
            <Menu.Item color="var(--mantine-color-error)" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              Delete
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
