import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconLoader2 } from '@tabler/icons-react';

const STEPS = [
  { status: 'INIT', label: 'Initializing' },
  { status: 'DELETING_OLD_RECORDS', label: 'Deleting old records' },
  { status: 'PROCESSING', label: 'Processing audience' },
] as const;

/** The three progress lines of an audience list's processing, with a bar while PROCESSING. */
export function AudienceProgressLines({ status, processed, total }: { status: string; processed: number; total: number }) {
  const at = STEPS.findIndex((s) => s.status === status);
  const current = status === 'DONE' ? STEPS.length : at;
  return (
    <Stack gap="xs">
      {STEPS.map((step, i) => (
        <Group key={step.status} gap="xs">
          <ThemeIcon size="sm" radius="xl" variant="light" color={i < current ? 'teal' : i === current ? 'blue' : 'gray'}>
            {i < current ? <IconCheck size={12} /> : <IconLoader2 size={12} />}
          </ThemeIcon>
          <Text size="sm" c={i > current ? 'dimmed' : undefined}>
            {step.label}
          </Text>
        </Group>
      ))}
      {status === 'PROCESSING' && <Progress aria-label="Audience processing progress" value={total ? Math.min(100, (processed / total) * 100) : 0} animated />}
    </Stack>
  );
}
