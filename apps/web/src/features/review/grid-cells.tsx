import { DONOR_STATUSES, type DonorStatus } from '@askwise/domain';
import { ActionIcon, Badge, Box, Group, List, Popover, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { IconFlag, IconListDetails } from '@tabler/icons-react';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { formatDecimalDollars, STATUS_COLORS, STATUS_LABELS, type ReviewRow } from './review-row.ts';

const FLAG_TEXTS = {
  fiveKOrAbove: '$5K or above',
  threeXAppealGift: '3x the appeal gift last year and above $500',
  oneKMoreLastYear: "$1K more than last year's gift",
} as const;

export function flagTexts(row: ReviewRow): string[] {
  return (Object.keys(FLAG_TEXTS) as Array<keyof typeof FLAG_TEXTS>).filter((flag) => row[flag]).map((flag) => FLAG_TEXTS[flag]);
}

/** An ask; a flagged primary ask carries a red mark, and Secondary List asks are red. */
export function AskCell({ row, value, isPrimary }: { row: ReviewRow; value: string | null | undefined; isPrimary: boolean }) {
  const text = formatDecimalDollars(value);
  const isFlagged = isPrimary && row.isSpicy;
  // Shade 9: red text 5.5:1 on white (shade 7 reached 3.8:1).
  const color = row.status === 'handle_manually' ? 'red.9' : undefined;
  const content = (
    <Box pos="relative" pr={isFlagged ? 10 : 0} data-flagged={isFlagged || undefined}>
      <Text size="sm" c={color} fw={isPrimary ? 600 : 400}>
        {text}
      </Text>
      {isFlagged && (
        <Box
          aria-label="Flagged for review"
          style={{
            position: 'absolute',
            top: -6,
            right: 0,
            width: 0,
            height: 0,
            borderLeft: '8px solid transparent',
            borderTop: '8px solid var(--mantine-color-red-6)',
          }}
        />
      )}
    </Box>
  );
  return isFlagged ? <Tooltip label={`Flagged for review: ${flagTexts(row).join('; ')}`}>{content}</Tooltip> : content;
}

export function FlagsCell({ row }: { row: ReviewRow }) {
  const flags = flagTexts(row);
  if (flags.length === 0) return null;
  return (
    <Tooltip label={flags.join('; ')}>
      <Group gap={2} aria-label={`Flags: ${flags.join('; ')}`}>
        <IconFlag size={16} color="var(--mantine-color-red-6)" />
        <Text size="xs" c="red.9">
          {flags.length}
        </Text>
      </Group>
    </Tooltip>
  );
}

/** The donor's list: Primary List (green), Secondary List (red), Exclude From Export (info). */
export function StatusCell({ row, onChange }: { row: ReviewRow; onChange: (status: DonorStatus) => void }) {
  return (
    <Select
      size="xs"
      w={170}
      aria-label={`List of ${[row.firstName, row.lastName].filter(Boolean).join(' ') || row.contactName || row.id}`}
      data={DONOR_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
      value={row.status}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => value && value !== row.status && onChange(value as DonorStatus)}
      leftSection={
        <Badge size="xs" circle color={STATUS_COLORS[row.status]} aria-hidden>
          {' '}
        </Badge>
      }
      styles={{ input: { color: `var(--mantine-color-${STATUS_COLORS[row.status]}-9)`, fontWeight: 600 } }}
      data-status={row.status}
    />
  );
}

/** Only digits and one decimal point survive typing; '$', '+' and ',' are dropped (spec section 2). */
export function cleanCustomAsk(text: string): string | null {
  const stripped = text.replace(/[$+,\s]/g, '');
  return /^\d*(\.\d{0,2})?$/.test(stripped) ? stripped : null;
}

/** The custom base ask: Enter works out the donor's ladder with it (empty goes back to the strategy). */
export function CustomAskCell({
  row,
  onApply,
  isBusy,
  error,
}: {
  row: ReviewRow;
  onApply: (value: string) => void;
  isBusy: boolean;
  error?: string;
}) {
  const [text, setText] = useState(row.customAskText);
  useEffect(() => setText(row.customAskText), [row.customAskText]);
  const [localError, setLocalError] = useState<string | null>(null);
  const handleEnter = () => {
    if (text !== '' && !(Number(text) > 0)) {
      setLocalError('Enter a positive amount, or leave it empty.');
      return;
    }
    setLocalError(null);
    if (text !== '' || row.customAskText !== '') onApply(text);
  };
  const shownError = localError ?? error;
  return (
    <Tooltip label={shownError} opened={!!shownError} color="red" withinPortal>
      <TextInput
        size="xs"
        w={110}
        leftSection="$"
        placeholder="Custom"
        aria-label={`Custom ask for ${[row.firstName, row.lastName].filter(Boolean).join(' ') || row.contactName || row.id}`}
        value={text}
        error={!!shownError}
        disabled={isBusy}
        inputMode="decimal"
        onChange={(event) => {
          const cleaned = cleanCustomAsk(event.currentTarget.value);
          if (cleaned !== null) setText(cleaned);
          setLocalError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') handleEnter();
        }}
      />
    </Tooltip>
  );
}

/**
 * The ask log: how the ladder was worked out, line by line. It closes on Escape wherever the focus is and
 * on a click outside, and stays within the grid's box, so that it never covers Undo above the grid or
 * Apply below it.
 */
export function AskLogCell({ row }: { row: ReviewRow }) {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.contactName || row.id;
  const [opened, setOpened] = useState(false);
  const [grid, setGrid] = useState<Element | null>(null);
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') setOpened(false);
  });
  const within = grid ? { boundary: grid, padding: 4 } : {};
  return (
    <Popover
      width={420}
      position="left"
      withArrow
      shadow="md"
      withinPortal
      opened={opened}
      onChange={setOpened}
      middlewares={{
        flip: within,
        shift: within,
        size: {
          ...within,
          apply: ({ availableHeight, elements }) => {
            elements.floating.style.maxHeight = `${Math.max(120, availableHeight)}px`;
            elements.floating.style.overflowY = 'auto';
          },
        },
      }}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          aria-label={`Ask log of ${name}`}
          aria-expanded={opened}
          onClick={(event) => {
            setGrid(event.currentTarget.closest('[role=grid]'));
            setOpened((isOpen) => !isOpen);
          }}
        >
          <IconListDetails size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb={4}>
          Ask log: {name}
        </Text>
        <Text size="sm" mb={6}>
          {row.askString}
        </Text>
        <List size="sm" spacing={2} data-testid="ask-log">
          {row.askLogs.map((line, index) => (
            <List.Item key={index}>{line}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
