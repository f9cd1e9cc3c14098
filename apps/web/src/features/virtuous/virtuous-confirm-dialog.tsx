import { Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { PICKERS, selectionLabel, type PickerOptions, type Picks, type Selection } from './virtuous-picker-options.ts';
import { CONFIRM_TITLE, CONTINUE_WITH_CURRENT_SELECTION, MAP_ALL_FIELDS_TEXT, MAP_MORE_FIELDS } from './virtuous-texts.ts';

export interface VirtuousConfirmDialogProps {
  opened: boolean;
  options: PickerOptions | null;
  picks: Picks;
  isFullyMapped: boolean;
  onMapMore: () => void;
  onContinue: () => void;
}

function chosenText(options: PickerOptions | null, selection: Selection | null): string {
  if (!selection) return 'Nothing selected';
  return (options && selectionLabel(options, selection)) ?? selection.Type;
}

/** 'Confirm?' before the appeal is named: the five selections, and the spec's advice when some are missing. */
export function VirtuousConfirmDialog({ opened, options, picks, isFullyMapped, onMapMore, onContinue }: VirtuousConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onMapMore} title={CONFIRM_TITLE} size={500} centered>
      <Stack>
        {!isFullyMapped && <Text>{MAP_ALL_FIELDS_TEXT}</Text>}
        <Table aria-label="Your selections" verticalSpacing={4}>
          <Table.Tbody>
            {PICKERS.map((picker) => (
              <Table.Tr key={picker.key}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {picker.label}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={picks[picker.key] ? undefined : 'dimmed'}>
                    {chosenText(options, picks[picker.key])}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={onContinue}>
            {CONTINUE_WITH_CURRENT_SELECTION}
          </Anchor>
          <Button onClick={onMapMore}>{MAP_MORE_FIELDS}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
