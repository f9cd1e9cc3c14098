import { routeOfStep } from '@askwise/domain/appeal-steps';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { UpdateAppealDocument, useWizardAppeal } from '../../wizard/index.ts';
import { storedNumberAskChoice, type NumberAskChoice } from './number-ask-choice.ts';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * /number-ask: the appeal, the number of asks and frequency being chosen, and saving them (next or later).
 * Null until the appeal and its stored choice have loaded.
 */
export function useNumberAskPage() {
  const navigate = useNavigate();
  const { appeal, source } = useWizardAppeal('number_of_asks');
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const [choice, setChoice] = useState<NumberAskChoice | null>(null);
  const [isSaving, setIsSaving] = useState<'next' | 'later' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (appeal && choice === null) setChoice(storedNumberAskChoice(appeal.numberAskSettings));
  }, [appeal, choice]);

  if (!appeal || !choice) return null;

  const stored = appeal.numberAskSettings ? storedNumberAskChoice(appeal.numberAskSettings) : null;
  const isUnchanged = stored !== null && stored.numberOfAsks === choice.numberOfAsks && stored.askMode === choice.askMode;
  const settings = JSON.stringify({ askNumber: choice.numberOfAsks, askAnnual: choice.askMode });

  const save = async (step: 'choose_strategy' | 'number_of_asks') => {
    // New settings make the calculated asks out of date: the strategy page then calculates again.
    const reset = isUnchanged ? {} : { algorithmStatus: null };
    const result = await updateAppeal({ id: appeal.id, step, numberAskSettings: settings, ...reset });
    if (result.error) throw new Error(result.error.graphQLErrors[0]?.message ?? SOMETHING_WENT_WRONG);
  };

  const handleNext = async () => {
    setError(null);
    // Unchanged settings of an appeal that is past this step go straight on (spec section 4).
    if (!(isUnchanged && appeal.step !== 'number_of_asks')) {
      setIsSaving('next');
      try {
        await save('choose_strategy');
      } catch (failure) {
        setError((failure as Error).message);
        setIsSaving(null);
        return;
      }
    }
    navigate(routeOfStep('choose_strategy', appeal.id, source));
  };

  const handleLater = async () => {
    setError(null);
    setIsSaving('later');
    try {
      await save('number_of_asks');
      navigate('/appeal-history');
    } catch (failure) {
      setError((failure as Error).message);
      setIsSaving(null);
    }
  };

  const handleBack = () => navigate(routeOfStep('mapping_appeal', appeal.id, source));

  return { appeal, source, choice, setChoice, isSaving, error, handleNext, handleLater, handleBack };
}
