import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { AppealSummaryCountsQuery } from '../../graphql/generated/graphql.ts';
import { gridRoute } from '../../wizard/index.ts';

export type AppealSummary = NonNullable<AppealSummaryCountsQuery['getAppealSummaryCounts']>;

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export interface TileProps {
  label: string;
  value: string | number;
  to: string;
  color?: string;
  hint?: string;
}

/** A summary figure that opens the grid with its filter. */
export function SummaryTile({ label, value, to, color, hint }: TileProps) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      // No aria-label: the name is what the tile shows (label, figure and hint), so speech input that says
      // the visible words finds it (axe's label-content-name-mismatch).
      data-testid="summary-tile"
    >
      <Paper withBorder radius="md" p="md" h="100%" style={{ borderTop: color ? `3px solid var(--mantine-color-${color}-6)` : undefined }}>
        {/* The whole label wraps onto as many lines as it needs: a clamped tile hid what it counts. */}
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        <Text fz={26} fw={700} c={color ? `${color}.8` : undefined}>
          {typeof value === 'number' ? countFormat.format(value) : value}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

export function TileSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>{children}</SimpleGrid>
    </Stack>
  );
}

const SERIES = [
  { name: 'readyExport', label: 'Primary List', color: 'teal.6', filter: 'readyExportFilterType' },
  { name: 'handleManually', label: 'Secondary List', color: 'red.6', filter: 'handleManuallyFilterType' },
  { name: 'excludeExport', label: 'Exclude From Export', color: 'blue.6', filter: 'excludeExportFilterType' },
] as const;

/** Donors per ask band, split by list; a bar opens the grid with that band and list. */
export function SummaryBandChart({ summary, appealId, isVirtuous }: { summary: AppealSummary; appealId: number; isVirtuous: boolean }) {
  const navigate = useNavigate();
  const data = summary.bands.map((band) => ({ ...band }));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Donors by first ask
      </Title>
      <BarChart
        h={280}
        data={data}
        dataKey="label"
        type="stacked"
        withLegend
        series={SERIES.map(({ name, label, color }) => ({ name, label, color }))}
        valueFormatter={(value) => countFormat.format(value)}
        barProps={(series) => {
          const filter = SERIES.find((s) => s.name === series.name)!.filter;
          return {
            cursor: 'pointer',
            onClick: (entry: { payload?: (typeof data)[number] }) => {
              if (entry.payload) navigate(gridRoute(appealId, { filterType: entry.payload[filter], isVirtuous }));
            },
          };
        }}
        aria-label="Donors by first ask band and list"
      />
    </Paper>
  );
}
