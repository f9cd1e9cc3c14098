import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/index.ts';
import { subscriptionRoute } from './subscription-route.ts';

export interface SubscriptionUpdateDialogProps {
  opened: boolean;
  /** Why the subscription must change (what was refused). */
  message: string;
  /** The server's figures, when it gave any. */
  detail?: string | null;
  /** The administrator's way out: 'Cancel', or 'Cancel environment sync' for a connected source. */
  cancelLabel: string;
  onClose: () => void;
}

/**
 * billing.md 'Upload-limit dialog' / 'Subscription update required': administrators get the upgrade path and
 * a cancel option; others are told to ask their administrator and see 'Got it'. Excel uploads and connected
 * environments both open it.
 */
export function SubscriptionUpdateDialog({ opened, message, detail = null, cancelLabel, onClose }: SubscriptionUpdateDialogProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Modal opened={opened} onClose={onClose} title="Subscription update required" size={450} centered>
      <Stack>
        <Text>{message}</Text>
        {detail && <Text size="sm">{detail}</Text>}
        {user?.isAdministrator ? (
          <Group justify="space-between">
            <Button variant="subtle" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button
              onClick={() => {
                onClose();
                navigate(subscriptionRoute());
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
