import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { AppealTestDocument, SetAppealTestSourceCodesDocument } from './test-and-learn-documents.ts';

/**
 * The export step's source codes of an appeal's A/B test (the appeal's code and the group letter, printed on
 * the reply card): editable before and after an export. Saving changes what the next export prints; the
 * ladders already mailed keep the codes they were sent with. Nothing is shown for an appeal without a test.
 */
export function SourceCodesPanel({ appealId }: { appealId: number }) {
  const [{ data }] = useQuery({ query: AppealTestDocument, variables: { appealId }, requestPolicy: 'cache-and-network' });
  const [saving, save] = useMutation(SetAppealTestSourceCodesDocument);
  const groups = data?.getAppealTest?.groups ?? [];
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ isSaved: boolean; message: string } | null>(null);
  useEffect(() => setCodes(Object.fromEntries(groups.map((g) => [g.letter, g.sourceCode]))), [data]); // eslint-disable-line react-hooks/exhaustive-deps
  if (groups.length === 0) return null;
  const isChanged = groups.some((g) => (codes[g.letter] ?? g.sourceCode) !== g.sourceCode);

  const handleSave = async () => {
    const result = await save({ appealId, sourceCodes: groups.map((g) => ({ letter: g.letter, sourceCode: codes[g.letter] ?? g.sourceCode })) });
    setOutcome(
      result.error
        ? { isSaved: false, message: result.error.graphQLErrors[0]?.message ?? 'The source codes could not be saved.' }
        : { isSaved: true, message: 'Saved. The next export prints these codes; donors already mailed keep the codes they were sent.' },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="source-codes">
      <Stack gap="sm">
        <div>
          <Title order={4}>Source codes of the A/B test</Title>
          <Text size="sm" c="dimmed">
            Every exported donor carries their group and its source code, for the mail house to print on the reply card.
          </Text>
        </div>
        <Group align="flex-end" wrap="wrap">
          {groups.map((group) => (
            <TextInput
              key={group.letter}
              label={`Source code ${group.letter} (${group.strategyName})`}
              value={codes[group.letter] ?? group.sourceCode}
              w={260}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setCodes((current) => ({ ...current, [group.letter]: value }));
                setOutcome(null);
              }}
            />
          ))}
          <Button variant="light" onClick={() => void handleSave()} loading={saving.fetching} disabled={!isChanged}>
            Save source codes
          </Button>
        </Group>
        {outcome && (
          <Alert color={outcome.isSaved ? 'teal' : 'red'} role={outcome.isSaved ? 'status' : 'alert'}>
            {outcome.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
