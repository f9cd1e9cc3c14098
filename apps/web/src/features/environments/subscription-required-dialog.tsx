import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession } from '../../session/index.ts';
import type { SubscriptionReason } from './connect-messages.ts';

const REASON_TEXT: Record<SubscriptionReason, string> = {
  subscription_update: 'This environment needs a higher subscription level: it has more constituents than your subscription allows.',
  subscription_expired: 'Your subscription has expired. Renew it to sync this environment.',
};

/** 'Subscription update required' (spec 8): administrators may upgrade or cancel the sync; others are told to ask theirs. */
export function SubscriptionRequiredDialog({ reason, onClose }: { reason: SubscriptionReason | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Modal opened={reason !== null} onClose={onClose} title="Subscription update required" size={450} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {reason && (
        <Stack>
          <Text>{REASON_TEXT[reason]}</Text>
          {user?.isAdministrator ? (
            <Group justify="space-between">
              <Button variant="subtle" onClick={onClose}>
                Cancel environment sync
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
      )}
    </Modal>
  );
}
