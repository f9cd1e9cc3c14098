import { STRATEGIES, STRATEGY_IDS } from '@askwise/domain';
import { Alert, Anchor, Button, Center, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconHelp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { appealCard, useAppealIdParam, WizardFrame, WizardLoader } from '../../wizard/index.ts';
import { LastTestSuggestion, TestSetupPanel } from '../test-and-learn/index.ts';
import { CalculationProgressDialog } from './calculation-progress-dialog.tsx';
import { calculationStrategyTitle } from './calculation-strategy-title.ts';
import { STRATEGY_BLURBS, StrategyPreview } from './strategy-preview.tsx';
import { useStrategyPage } from './use-strategy-page.ts';
import { useWhatIfPreview } from './use-what-if-preview.ts';
import { WhatIfPanel } from './what-if-panel.tsx';

/** /strategy?appealId={id}: wizard step 5, choose a strategy and calculate every donor's asks. */
export function StrategyPage() {
  const page = useStrategyPage();
  const appealId = useAppealIdParam();
  const whatIf = useWhatIfPreview(page ? page.appeal.id : null, page?.strategyId ?? null, page?.choice?.numberOfAsks ?? null);
  if (!page) return <WizardLoader appealId={appealId} step="choose_strategy" />;
  const { appeal, source, strategyId, setStrategyId, choice, isInProgress, isBusy, isDialogOpen, error } = page;

  return (
    <WizardFrame source={source} step="choose_strategy" card={appealCard(appeal)}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>Choose your Ask Strategy</Title>
            <Text c="dimmed">{appeal.name}: each strategy turns a donor’s giving into asks its own way.</Text>
          </div>
          <Anchor component={Link} to="/help/ask-rules" size="sm">
            <Group gap={4}>
              <IconHelp size={16} />
              How asks are calculated
            </Group>
          </Anchor>
        </Group>
        {error && (
          <Alert color="red" title="The asks were not calculated">
            {error}
          </Alert>
        )}
        <LastTestSuggestion appealId={appeal.id} strategyId={strategyId} onChoose={setStrategyId} />
        <SimpleGrid cols={{ base: 1, md: 2 }} role="radiogroup" aria-label="Ask strategy">
          {STRATEGY_IDS.map((id) => {
            const isSelected = id === strategyId;
            return (
              <UnstyledButton
                key={id}
                onClick={() => setStrategyId(id)}
                role="radio"
                aria-checked={isSelected}
                data-testid={`strategy-${id}`}
              >
                <Paper
                  withBorder
                  radius="md"
                  p="md"
                  h="100%"
                  style={{ borderColor: isSelected ? 'var(--mantine-color-blue-6)' : undefined, borderWidth: isSelected ? 2 : 1 }}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div>
                      <Text fw={700}>{STRATEGIES[id].title}</Text>
                      <Text size="sm" c="dimmed">
                        {STRATEGY_BLURBS[id]}
                      </Text>
                    </div>
                    {isSelected && <IconCircleCheckFilled color="var(--mantine-color-blue-6)" aria-hidden />}
                  </Group>
                  <Center mt="sm">
                    <StrategyPreview strategyId={id} choice={choice} />
                  </Center>
                </Paper>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <WhatIfPanel strategyId={strategyId} {...whatIf} />
        <TestSetupPanel setup={page.test} strategyA={strategyId} />
        <Group justify="space-between">
          <Button variant="default" onClick={page.handleBack} disabled={isBusy !== null}>
            Back to Select Number of Asks
          </Button>
          <Group>
            <Button variant="subtle" onClick={page.handleLater} loading={isBusy === 'later'} disabled={isBusy === 'calculate'}>
              Save for later
            </Button>
            {isInProgress ? (
              <Button onClick={page.handleOpenDialog}>Calculation in progress</Button>
            ) : (
              <Button onClick={page.handleCalculate} loading={isBusy === 'calculate'} disabled={isBusy === 'later'}>
                Calculate Asks
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <CalculationProgressDialog
        appealId={appeal.id}
        strategyTitle={calculationStrategyTitle(strategyId, page.test.state)}
        opened={isDialogOpen}
        onClose={page.handleCloseDialog}
        onContinue={page.handleContinue}
      />
    </WizardFrame>
  );
}

