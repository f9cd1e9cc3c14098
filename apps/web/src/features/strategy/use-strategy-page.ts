import { DEFAULT_STRATEGY_ID, STRATEGY_IDS, type StrategyId } from '@askwise/domain';
import { routeOfStep } from '@askwise/domain/appeal-steps';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { gridRoute, UpdateAppealDocument, useWizardAppeal } from '../../wizard/index.ts';
import { storedNumberAskChoice } from '../number-ask/index.ts';
import { useTestSetup } from '../test-and-learn/index.ts';
import { algorithmFailureText, storedAlgorithmFailure } from './algorithm-failure.ts';
import { AppealAskCalculationDocument, AppealAskChoiceDocument, BulkUpdateAppealConstituentDocument } from './strategy-documents.ts';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

function isStrategyId(value: string | null | undefined): value is StrategyId {
  return (STRATEGY_IDS as readonly string[]).includes(value ?? '');
}

/**
 * /strategy: the appeal, the strategy being chosen, its calculation (started, in progress or done) and
 * saving for later. Null until the appeal has loaded.
 */
export function useStrategyPage() {
  const navigate = useNavigate();
  const { appealId, appeal, source, refetch } = useWizardAppeal('choose_strategy');
  const [{ data: choiceData, fetching: isChoiceFetching, stale: isChoiceStale }] = useQuery({
    query: AppealAskChoiceDocument,
    variables: { id: appealId ?? 0 },
    pause: appealId === null,
    requestPolicy: 'network-only',
  });
  const savedChoice = choiceData?.getAppeal && !isChoiceFetching && !isChoiceStale ? storedNumberAskChoice(choiceData.getAppeal.numberAskSettings) : null;
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
  const test = useTestSetup(appeal ?? null, strategyId, savedChoice?.numberOfAsks ?? storedNumberAskChoice(appeal?.numberAskSettings).numberOfAsks);

  useEffect(() => {
    if (appeal && strategyId === null) setStrategyId(isStrategyId(appeal.strategySettings) ? appeal.strategySettings : DEFAULT_STRATEGY_ID);
  }, [appeal, strategyId]);

  if (!appeal || !strategyId) return null;

  const isVirtuous = source === 'virtuous';
  const calculation = calculationData?.getAppealAskCalculation;
  const algorithmStatus = calculation?.algorithmStatus ?? null;
  const toGrid = gridRoute(appeal.id, { isVirtuous });

  const handleCalculate = async () => {
    setError(null);
    // Calculated with this strategy and these settings already: straight to the review (spec section 4).
    if (algorithmStatus === 'DONE' && appeal.strategySettings === strategyId && calculation?.generation && !calculation.isStale && !test.hasChanges) {
      navigate(toGrid);
      return;
    }
    setIsBusy('calculate');
    const testError = await test.save();
    if (testError) {
      setError(testError);
      setIsBusy(null);
      return;
    }
    const saved = await updateAppeal({ id: appeal.id, step: 'review_ask_strategy', strategySettings: strategyId, algorithmStatus: null });
    if (saved.error) {
      setError(saved.error.graphQLErrors[0]?.message ?? SOMETHING_WENT_WRONG);
      setIsBusy(null);
      return;
    }
    const started = await startCalculation({ appealId: appeal.id });
    const response = started.data?.BulkUpdateAppealConstituent;
    setIsBusy(null);
    if (started.error || !response || response.statusCode !== 200) {
      setError(algorithmFailureText(response?.error ?? started.error?.graphQLErrors[0]?.message));
      return;
    }
    setIsDialogOpen(true);
    // The stored status of an earlier run is now stale: read it again while the dialog follows this one.
    refetchCalculation({ requestPolicy: 'network-only' });
  };

  const handleLater = async () => {
    setIsBusy('later');
    const saved = await updateAppeal({ id: appeal.id, step: 'choose_strategy', strategySettings: strategyId });
    setIsBusy(null);
    if (saved.error) setError(saved.error.graphQLErrors[0]?.message ?? SOMETHING_WENT_WRONG);
    else navigate('/appeal-history');
  };

  const handleCloseDialog = () => {
    setIsDialogOpen(false);
    refetch();
    refetchCalculation({ requestPolicy: 'network-only' });
  };

  return {
    appeal,
    source,
    strategyId,
    test,
    setStrategyId,
    numberOfAsks: storedNumberAskChoice(appeal.numberAskSettings).numberOfAsks,
    /** The saved number of asks and mode for the previews, as the server answered this page; null until then. */
    choice: savedChoice,
    isInProgress: algorithmStatus?.startsWith('PROGRESS::') ?? false,
    isBusy,
    isDialogOpen,
    // A calculation that failed after it started (the dialog closed, or the page opened later) says so too.
    error: error ?? (isDialogOpen || isBusy ? null : storedAlgorithmFailure(calculation)),
    handleCalculate,
    handleLater,
    handleOpenDialog: () => setIsDialogOpen(true),
    handleCloseDialog,
    handleContinue: () => navigate(toGrid),
    handleBack: () => navigate(routeOfStep('number_of_asks', appeal.id, source)),
  };
}
