import { ASK_MODE_LABELS, ASK_MODES, NUMBER_OF_ASKS_CHOICES, type AskMode, type NumberOfAsks } from '@askwise/domain';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { appealCard, useAppealIdParam, WizardFrame, WizardLoader } from '../../wizard/index.ts';
import { PledgeCardPreview } from './pledge-card-preview.tsx';
import { useNumberAskPage } from './use-number-ask-page.ts';

/** /number-ask?appealId={id}: wizard step 4, how many asks and how often. */
export function NumberAskPage() {
  const page = useNumberAskPage();
  const appealId = useAppealIdParam();
  if (!page) return <WizardLoader appealId={appealId} step="number_of_asks" />;
  const { appeal, source, choice, setChoice, isSaving, error, handleNext, handleLater, handleBack } = page;

  return (
    <WizardFrame source={source} step="number_of_asks" card={appealCard(appeal)}>
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
          <Button variant="default" onClick={handleBack} disabled={isSaving !== null}>
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
