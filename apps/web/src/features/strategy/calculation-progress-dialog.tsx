import { Alert, Button, Group, List, Loader, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { AppealSummaryCountsDocument } from '../summary/index.ts';
import { algorithmFailureText } from './algorithm-failure.ts';
import { useCalculationProgress, type CalculationProgress } from './use-calculation-progress.ts';

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

interface ChecklistItem {
  label: string;
  isDone: boolean;
  isActive: boolean;
}

function Checklist({ title, items }: { title: string; items: ChecklistItem[] }) {
  return (
    <Stack gap={6}>
      <Text fw={600}>{title}</Text>
      <List spacing={4} size="sm" center>
        {items.map((item) => (
          <List.Item
            key={item.label}
            icon={
              item.isDone ? (
                <ThemeIcon color="teal" size={20} radius="xl">
                  <IconCheck size={13} aria-label="done" />
                </ThemeIcon>
              ) : item.isActive ? (
                <Loader size={18} />
              ) : (
                <ThemeIcon color="gray" variant="light" size={20} radius="xl">
                  <IconCircleDashed size={13} />
                </ThemeIcon>
              )
            }
          >
            {item.label}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function stageIndex(progress: CalculationProgress): number {
  return ['GATHERING', 'CREATING', 'SUMMARY', 'DONE'].indexOf(progress.stage);
}

export interface CalculationProgressDialogProps {
  appealId: number;
  strategyTitle: string;
  opened: boolean;
  /** 'Edit Ask Strategy' / 'Close' / 'Cancel': back to the strategy page (the calculation goes on). */
  onClose: () => void;
  onContinue: () => void;
}

/** The calculation progress dialog: two checklists, an overall bar, then Continue to the review. */
export function CalculationProgressDialog({ appealId, strategyTitle, opened, onClose, onContinue }: CalculationProgressDialogProps) {
  const progress = useCalculationProgress(appealId, opened);
  const isDone = progress.stage === 'DONE';
  const [{ data: summaryData, fetching: isSummaryLoading }, fetchSummary] = useQuery({
    query: AppealSummaryCountsDocument,
    variables: { appealId },
    pause: true,
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    if (opened && isDone) fetchSummary({ requestPolicy: 'network-only' });
  }, [opened, isDone, fetchSummary]);
  const summary = isDone ? summaryData?.getAppealSummaryCounts : undefined;
  const isComplete = isDone && summary?.isCalculated === true && !isSummaryLoading;
  const isError = progress.stage === 'ERROR';
  const stage = stageIndex(progress);
  const gathering = stage > 0 ? 100 : progress.percent;
  const creating = stage > 1 ? 100 : stage === 1 ? progress.percent : 0;
  const overall = isComplete ? 100 : Math.min(99, Math.round(gathering * 0.15 + creating * 0.75 + (stage >= 2 ? 10 : 0)));

  return (
    <Modal opened={opened} onClose={onClose} title="Calculating Asks" size={500} closeOnClickOutside={false}>
      <Stack gap="md">
        <Checklist
          title={`Gathering Data (${gathering}%)`}
          items={[
            { label: "Reading the appeal's donors and their giving", isDone: stage > 0, isActive: stage === 0 && !isError },
            { label: 'Averaging gifts by zip code', isDone: stage > 0, isActive: stage === 0 && !isError },
          ]}
        />
        <Checklist
          title={`Creating Ask Amounts (${creating}%)`}
          items={[
            { label: `Working out base asks with ${strategyTitle}`, isDone: stage > 1, isActive: stage === 1 && !isError },
            { label: 'Building and rounding the ladders', isDone: stage > 1, isActive: stage === 1 && !isError },
            { label: 'Flagging asks for review', isDone: stage > 1, isActive: stage === 1 && !isError },
          ]}
        />
        {!isError && stage >= 2 && !isComplete && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Generating Summary...</Text>
          </Group>
        )}
        {isComplete && (
          <Alert color="teal" title="Your asks are ready">
            {countFormat.format(summary.summaryAllConstituentsQty)} donors: {countFormat.format(summary.summaryHandleReadyToExport)} on the
            Primary List, {countFormat.format(summary.summaryHandleManually)} flagged for the Secondary List.
          </Alert>
        )}
        {isError && (
          <Alert color="red" title="The asks could not be calculated">
            {algorithmFailureText(progress.error)}. Please try again.
          </Alert>
        )}
        <Progress
          value={isError ? 100 : overall}
          color={isError ? 'red' : isComplete ? 'teal' : 'blue'}
          animated={!isComplete && !isError}
          aria-label="Overall progress"
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            {isError ? 'Close' : 'Edit Ask Strategy'}
          </Button>
          <Group>
            <Button variant="subtle" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onContinue} disabled={!isComplete}>
              Continue
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
