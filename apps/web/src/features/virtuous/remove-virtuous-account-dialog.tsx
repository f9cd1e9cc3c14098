import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { VirtuousAccount } from './virtuous-texts.ts';

/** 'Remove Virtuous environment?': what goes with the account, and what stays. */
export function RemoveVirtuousAccountDialog({ account, onCancel, onConfirm }: { account: VirtuousAccount | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={account !== null} onClose={onCancel} title="Remove Virtuous environment?" size={450} centered>
      <Stack>
        <Text>{account?.organizationName}, its synced contacts, gifts and tags will be removed from Askwise. Appeals already built stay.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
