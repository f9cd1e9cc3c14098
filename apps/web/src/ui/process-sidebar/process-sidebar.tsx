import { ActionIcon, Box, Card, Group, Paper, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

export const PROCESS_SIDEBAR_WIDTH = 284;

export interface ProcessSidebarStep {
  key: string;
  title: string;
}

export interface ProcessSourceCard {
  organizationName?: string | null;
  audienceName?: string | null;
  audienceTotal?: number | null;
  tagName?: string | null;
}

export interface ProcessSidebarProps {
  steps: readonly ProcessSidebarStep[];
  /** Index of the step being worked on; earlier steps show as completed. */
  currentIndex: number;
  source?: ProcessSourceCard;
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The 'Ask String Process' sidebar: numbered wizard steps with completed markers and the source card. */
export function ProcessSidebar({ steps, currentIndex, source }: ProcessSidebarProps) {
  const [isCollapsed, setIsCollapsed] = useState(false);
  if (isCollapsed) {
    return (
      <Paper withBorder p={6} radius="md" aria-label="Ask String Process" component="aside">
        <Tooltip label="Show Ask String Process">
          <ActionIcon variant="subtle" onClick={() => setIsCollapsed(false)} aria-label="Expand Ask String Process">
            <IconChevronRight size={18} />
          </ActionIcon>
        </Tooltip>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" w={PROCESS_SIDEBAR_WIDTH} miw={PROCESS_SIDEBAR_WIDTH} component="aside" aria-label="Ask String Process">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={5}>Ask String Process</Title>
        <ActionIcon variant="subtle" onClick={() => setIsCollapsed(true)} aria-label="Collapse Ask String Process">
          <IconChevronLeft size={18} />
        </ActionIcon>
      </Group>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((step, index) => {
          const isDone = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <Group key={step.key} gap="sm" wrap="nowrap" component="li" aria-current={isCurrent ? 'step' : undefined} data-completed={isDone || undefined}>
              <ThemeIcon radius="xl" size={26} variant={isCurrent ? 'filled' : 'light'} color={isDone ? 'teal' : isCurrent ? 'blue' : 'gray'}>
                {isDone ? <IconCheck size={14} aria-label="completed" /> : <Text size="xs" fw={700}>{index + 1}</Text>}
              </ThemeIcon>
              <Text size="sm" fw={isCurrent ? 700 : 400} c={isDone || isCurrent ? undefined : 'dimmed'}>
                {step.title}
              </Text>
            </Group>
          );
        })}
      </Stack>
      {source && (source.organizationName || source.audienceName || source.tagName) && (
        <Card withBorder mt="md" p="sm" radius="md" bg="gray.0" data-testid="process-source-card">
          {source.organizationName && <Text fw={600} size="sm">{source.organizationName}</Text>}
          {source.audienceName && (
            <Text size="sm" c="dimmed">
              {source.audienceName}
              {source.audienceTotal !== null && source.audienceTotal !== undefined ? ` (${countFormat.format(source.audienceTotal)})` : ''}
            </Text>
          )}
          {source.tagName && <Text size="sm" c="dimmed">{source.tagName}</Text>}
        </Card>
      )}
    </Paper>
  );
}

/** A wizard page: the process sidebar on the left, the page on the right. */
export function ProcessLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg" p="xs">
      {sidebar}
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Group>
  );
}
