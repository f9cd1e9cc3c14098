import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session/index.ts';

/** billing.md 'Upload-limit dialog': the upload would pass the company's constituent limit. */
export function UploadLimitDialog({ opened, onClose, detail = null }: { opened: boolean; onClose: () => void; detail?: string | null }) {
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Modal opened={opened} onClose={onClose} title="Subscription update required" size={450} centered>
      <Stack>
        <Text>This file would take your company past the number of constituents your subscription allows.</Text>
        {detail && <Text size="sm">{detail}</Text>}
        {user?.isAdministrator ? (
          <Group justify="space-between">
            <Button variant="subtle" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onClose();
                navigate('/profile/subscription');
              }}
            >
              Upgrade options
            </Button>
          </Group>
        ) : (
          <>
            <Text size="sm">Please contact your account administrator to update the subscription.</Text>
            <Group justify="flex-end">
              <Button onClick={onClose}>Got it</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
