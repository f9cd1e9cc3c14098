import { DEFAULT_STRATEGY_ID, STRATEGIES, STRATEGY_IDS, type StrategyId } from '@askwise/domain';
import { routeOfStep, sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconHelp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { gridRoute, UpdateAppealDocument, useAppealIdParam, useCurrentAppeal, WizardFrame } from '../../wizard/index.ts';
import { storedNumberAskChoice } from '../number-ask/index.ts';
import { ALGORITHM_FAILED, CalculationProgressDialog } from './calculation-progress-dialog.tsx';
import { STRATEGY_BLURBS, StrategyPreview } from './strategy-preview.tsx';
import { AppealAskCalculationDocument, BulkUpdateAppealConstituentDocument } from './strategy-documents.ts';

function isStrategyId(value: string | null | undefined): value is StrategyId {
  return (STRATEGY_IDS as readonly string[]).includes(value ?? '');
}

/** /strategy?appealId={id}: wizard step 5, choose a strategy and calculate every donor's asks. */
export function StrategyPage() {
  const navigate = useNavigate();
  const appealId = useAppealIdParam();
  const { appeal, isLoading, refetch } = useCurrentAppeal(appealId, { pageStep: 'choose_strategy' });
  const [{ data: calculationData }, refetchCalculation] = useQuery({
    query: AppealAskCalculationDocument,
    variables: { appealId: appealId ?? 0 },
    pause: appealId === null,
    requestPolicy: 'network-only',
  });
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const [, startCalculation] = useMutation(BulkUpdateAppealConstituentDocument);
  const [strategyId, setStrategyId] = useState<StrategyId | null>(null);
  const [isBusy, setIsBusy] = useState<'calculate' | 'later' | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (appeal && strategyId === null) setStrategyId(isStrategyId(appeal.strategySettings) ? appeal.strategySettings : DEFAULT_STRATEGY_ID);
  }, [appeal, strategyId]);

  if (isLoading || !appeal || !strategyId) {
    return (
      <Center h={300}>
        <Loader />
      </Center>
    );
  }

  const source = sourceOfDataImportSourceId(appeal.dataImportSourceId);
  const isVirtuous = source === 'virtuous';
  const calculation = calculationData?.getAppealAskCalculation;
  const algorithmStatus = calculation?.algorithmStatus ?? null;
  const isInProgress = algorithmStatus?.startsWith('PROGRESS::') ?? false;
  const { numberOfAsks } = storedNumberAskChoice(appeal.numberAskSettings);

  const handleCalculate = async () => {
    setError(null);
    // Calculated with this strategy and these settings already: straight to the review (spec section 4).
    if (algorithmStatus === 'DONE' && appeal.strategySettings === strategyId && calculation?.generation && !calculation.isStale) {
      navigate(gridRoute(appeal.id, { isVirtuous }));
      return;
    }
    setIsBusy('calculate');
    const saved = await updateAppeal({ id: appeal.id, step: 'review_ask_strategy', strategySettings: strategyId, algorithmStatus: null });
    if (saved.error) {
      setError(saved.error.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.');
      setIsBusy(null);
      return;
    }
    const started = await startCalculation({ appealId: appeal.id });
    const response = started.data?.BulkUpdateAppealConstituent;
    setIsBusy(null);
    if (started.error || !response || response.statusCode !== 200) {
      setError(`${ALGORITHM_FAILED}: ${response?.error ?? started.error?.graphQLErrors[0]?.message ?? 'Something went wrong'}`);
      return;
    }
    setIsDialogOpen(true);
  };

  const handleLater = async () => {
    setIsBusy('later');
    const saved = await updateAppeal({ id: appeal.id, step: 'choose_strategy', strategySettings: strategyId });
    setIsBusy(null);
    if (saved.error) setError(saved.error.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.');
    else navigate('/appeal-history');
  };

  const handleCloseDialog = () => {
    setIsDialogOpen(false);
    refetch();
    refetchCalculation({ requestPolicy: 'network-only' });
  };

  return (
    <WizardFrame
      source={source}
      step="choose_strategy"
      card={{ organizationName: appeal.organizationName, audienceName: appeal.audienceName, audienceTotal: appeal.audienceTotal }}
    >
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
        <SimpleGrid cols={{ base: 1, md: 2 }} role="radiogroup" aria-label="Ask strategy">
          {STRATEGY_IDS.map((id) => {
            const isSelected = id === strategyId;
            return (
              <UnstyledButton
                key={id}
                onClick={() => setStrategyId(id)}
                role="radio"
                aria-checked={isSelected}
                aria-label={STRATEGIES[id].title}
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
                    <StrategyPreview strategyId={id} numberOfAsks={numberOfAsks} />
                  </Center>
                </Paper>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(routeOfStep('number_of_asks', appeal.id, source))} disabled={isBusy !== null}>
            Back to Select Number of Asks
          </Button>
          <Group>
            <Button variant="subtle" onClick={handleLater} loading={isBusy === 'later'} disabled={isBusy === 'calculate'}>
              Save for later
            </Button>
            {isInProgress ? (
              <Button onClick={() => setIsDialogOpen(true)}>Calculation in progress</Button>
            ) : (
              <Button onClick={handleCalculate} loading={isBusy === 'calculate'} disabled={isBusy === 'later'}>
                Calculate Asks
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <CalculationProgressDialog
        appealId={appeal.id}
        strategyTitle={STRATEGIES[strategyId].title}
        opened={isDialogOpen}
        onClose={handleCloseDialog}
        onContinue={() => navigate(gridRoute(appeal.id, { isVirtuous }))}
      />
    </WizardFrame>
  );
}
