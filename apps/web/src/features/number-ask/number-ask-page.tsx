import { ASK_MODE_LABELS, ASK_MODES, NUMBER_OF_ASKS_CHOICES, type AskMode, type NumberOfAsks } from '@askwise/domain';
import { routeOfStep, sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import { Alert, Button, Center, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { UpdateAppealDocument, useAppealIdParam, useCurrentAppeal, WizardFrame } from '../../wizard/index.ts';
import { storedNumberAskChoice, type NumberAskChoice } from './number-ask-choice.ts';
import { PledgeCardPreview } from './pledge-card-preview.tsx';

/** /number-ask?appealId={id}: wizard step 4, how many asks and how often. */
export function NumberAskPage() {
  const navigate = useNavigate();
  const appealId = useAppealIdParam();
  const { appeal, isLoading } = useCurrentAppeal(appealId, { pageStep: 'number_of_asks' });
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const [choice, setChoice] = useState<NumberAskChoice | null>(null);
  const [isSaving, setIsSaving] = useState<'next' | 'later' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (appeal && choice === null) setChoice(storedNumberAskChoice(appeal.numberAskSettings));
  }, [appeal, choice]);

  if (isLoading || !appeal || !choice) {
    return (
      <Center h={300}>
        <Text c="dimmed">Loading...</Text>
      </Center>
    );
  }

  const source = sourceOfDataImportSourceId(appeal.dataImportSourceId);
  const stored = appeal.numberAskSettings ? storedNumberAskChoice(appeal.numberAskSettings) : null;
  const isUnchanged = stored !== null && stored.numberOfAsks === choice.numberOfAsks && stored.askMode === choice.askMode;
  const settings = JSON.stringify({ askNumber: choice.numberOfAsks, askAnnual: choice.askMode });

  const save = async (step: 'choose_strategy' | 'number_of_asks') => {
    // New settings make the calculated asks out of date: the strategy page then calculates again.
    const reset = isUnchanged ? {} : { algorithmStatus: null };
    const result = await updateAppeal({ id: appeal.id, step, numberAskSettings: settings, ...reset });
    if (result.error) throw new Error(result.error.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.');
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

  return (
    <WizardFrame
      source={source}
      step="number_of_asks"
      card={{ organizationName: appeal.organizationName, audienceName: appeal.audienceName, audienceTotal: appeal.audienceTotal }}
    >
      <Stack gap="lg">
        <div>
          <Title order={2}>Select Number of Asks</Title>
          <Text c="dimmed">{appeal.name}: how many asks each donor sees, and how often they are asked to give.</Text>
        </div>
        {error && (
          <Alert color="red" title="Not saved">
            {error}
          </Alert>
        )}
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Paper withBorder radius="md" p="lg" miw={320}>
            <Stack gap="lg">
              <Radio.Group
                label="Number of asks"
                value={String(choice.numberOfAsks)}
                onChange={(value) => setChoice({ ...choice, numberOfAsks: Number(value) as NumberOfAsks })}
              >
                <Group mt="xs">
                  {NUMBER_OF_ASKS_CHOICES.map((n) => (
                    <Radio key={n} value={String(n)} label={`${n} asks`} />
                  ))}
                </Group>
              </Radio.Group>
              <Radio.Group
                label="Frequency"
                value={choice.askMode}
                onChange={(value) => setChoice({ ...choice, askMode: value as AskMode })}
              >
                <Stack mt="xs" gap="xs">
                  {ASK_MODES.map((mode) => (
                    <Radio key={mode} value={mode} label={ASK_MODE_LABELS[mode]} />
                  ))}
                </Stack>
              </Radio.Group>
            </Stack>
          </Paper>
          <PledgeCardPreview askMode={choice.askMode} numberOfAsks={choice.numberOfAsks} />
        </Group>
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(routeOfStep('mapping_appeal', appeal.id, source))} disabled={isSaving !== null}>
            Back to Mapping an Appeal
          </Button>
          <Group>
            <Button variant="subtle" onClick={handleLater} loading={isSaving === 'later'} disabled={isSaving === 'next'}>
              Save for later
            </Button>
            <Button onClick={handleNext} loading={isSaving === 'next'} disabled={isSaving === 'later'}>
              Choose a strategy
            </Button>
          </Group>
        </Group>
      </Stack>
    </WizardFrame>
  );
}
