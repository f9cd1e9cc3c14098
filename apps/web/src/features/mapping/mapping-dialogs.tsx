import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export const NAME_REQUIRED = 'Name is required.';

/** Partial mapping: 'Confirm?' before going on with fewer than five mapped sections. */
export function ConfirmPartialMappingDialog({ opened, onMapMore, onContinue }: { opened: boolean; onMapMore: () => void; onContinue: () => void }) {
  return (
    <Modal opened={opened} onClose={onMapMore} title="Confirm?" size={450} centered>
      <Stack>
        <Text>For best results please map all fields.</Text>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={onContinue}>
            {'> Continue With Current Selection'}
          </Anchor>
          <Button onClick={onMapMore}>Map More Fields</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface NameAppealDialogProps {
  opened: boolean;
  /** The saved appeal's name; null for a new appeal, which must be named. */
  existingName: string | null;
  isSaving: boolean;
  error: string | null;
  onNext: (name: string) => void;
  onLater: (name: string) => void;
  onCancelChanges: () => void;
  onClose: () => void;
}

/** Names a new appeal (or shows the saved name) before mapping: next, save for later, or cancel changes. */
export function NameAppealDialog({ opened, existingName, isSaving, error, onNext, onLater, onCancelChanges, onClose }: NameAppealDialogProps) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setName('');
      setNameError(null);
    }
  }, [opened]);
  const submit = (then: (name: string) => void) => {
    if (existingName !== null) return then(existingName);
    if (!name.trim()) return setNameError(NAME_REQUIRED);
    then(name.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={existingName === null ? 'Please Name Your Appeal' : 'Your Appeal'} size={500} centered>
      <Stack>
        {existingName === null ? (
          <TextInput
            label="Appeal name"
            placeholder="e.g. Year-End Appeal 2026"
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            data-autofocus
          />
        ) : (
          <Text size="lg" fw={600} data-testid="appeal-name">
            {existingName}
          </Text>
        )}
        {error && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={() => submit(onLater)} disabled={isSaving}>
            {'> Save and continue later'}
          </Anchor>
          <Group>
            {existingName !== null && (
              <Button variant="default" onClick={onCancelChanges} disabled={isSaving}>
                Cancel Changes
              </Button>
            )}
            <Button onClick={() => submit(onNext)} loading={isSaving}>
              Select Number of Asks
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
