import { Alert, Anchor, Button, Container, FileButton, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconScale, IconTrophy, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CrmResultsPanel } from './crm-results-panel.tsx';
import { AskChoiceTable, BandTable, GroupChart, GroupTable, TotalTiles } from './results-figures.tsx';
import { formatCount } from './results-format.ts';
import { ResultsRecommendation } from './results-recommendation.tsx';
import { useAppealResultsPage, type AppealResultsData } from './use-appeal-results-page.ts';

const ACCEPTED = '.xlsx,.xls,.csv';
// Mantine's light alerts colour their titles with the alert's colour, below 4.5:1 on teal and yellow.
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

function Verdict({ results }: { results: AppealResultsData }) {
  if (!results.verdict) return null;
  const isClear = !results.verdict.startsWith('No ');
  return (
    <Alert
      color={isClear ? 'teal' : 'gray'}
      variant="light"
      icon={isClear ? <IconTrophy /> : <IconScale />}
      title={isClear ? 'The verdict' : 'No winner yet'}
      styles={READABLE_TITLE}
      data-testid="results-verdict"
    >
      <Text>{results.verdict}</Text>
      {results.comparison && (
        <Text size="xs" c="dimmed" mt={4}>
          Welch&apos;s t-test on revenue per recipient (every recipient counted, $0 for those who did not give); p = {results.comparison.pValue.toPrecision(2)}.
        </Text>
      )}
    </Alert>
  );
}

/** /appeal-results?appealId={id}: the results of an appeal's mailing, by group and giving band, with the verdict. */
export function AppealResultsPage() {
  const page = useAppealResultsPage();
  const { results, outcome } = page;
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>Results after the mailing</Title>
            <Text c="dimmed">
              {results ? `${results.appealName}: ` : ''}
              who gave, how much, and which strategy raised more per donor mailed.
            </Text>
          </div>
          <Anchor component={Link} to="/appeal-history" size="sm">
            Back to Appeal History
          </Anchor>
        </Group>
        {page.isLoading && <Loader role="status" aria-label="Loading the results" />}
        {page.error && <Alert color="red">{page.error}</Alert>}
        {results && (
          <>
            {results.mailedCount === 0 ? (
              <Alert color="yellow" icon={<IconAlertTriangle />} title="Nothing mailed yet" styles={READABLE_TITLE}>
                Export this appeal first: the results are matched to the ask ladders as they were exported for the mailing.
              </Alert>
            ) : (
              <Group justify="space-between" align="center">
                <Text size="sm" c="dimmed">
                  {formatCount(results.mailedCount)} donors mailed.{' '}
                  {results.hasResults
                    ? results.source === 'crm'
                      ? `Results from ${results.fileName}, read after the sync of ${new Date(results.syncedAt ?? results.importedAt ?? '').toLocaleString('en-US')}.`
                      : `Results from ${results.fileName}, imported ${new Date(results.importedAt ?? '').toLocaleString('en-US')}.`
                    : 'Import a file of the gifts that came back: Cont. ID and Gift Amount (Gift Date and Source Code optional).'}
                </Text>
                <Group gap="xs">
                  {results.hasResults && (
                    <Button component="a" href={`/files/appeal-results-report?appealId=${results.appealId}`} download variant="default" leftSection={<IconDownload size={16} />}>
                      Download report (.xlsx)
                    </Button>
                  )}
                  <FileButton onChange={(file) => void page.handleImport(file)} accept={ACCEPTED}>
                    {(props) => (
                      <Button {...props} leftSection={<IconUpload size={16} />} loading={page.isImporting}>
                        {results.hasResults ? 'Import results again' : 'Import results'}
                      </Button>
                    )}
                  </FileButton>
                </Group>
              </Group>
            )}
            {results.mailedCount > 0 && <CrmResultsPanel appealId={results.appealId} onRead={page.reload} />}
            {outcome && (
              <Alert color={outcome.isOk ? (outcome.errorCount > 0 ? 'yellow' : 'teal') : 'red'} title={outcome.isOk ? 'Results imported' : 'The results were not imported'} styles={READABLE_TITLE} data-testid="results-import-outcome">
                <Text size="sm">{outcome.message}</Text>
                {outcome.errors.length > 0 && (
                  <List size="xs" mt="xs">
                    {outcome.errors.slice(0, 10).map((error) => (
                      <List.Item key={error.id}>{error.error}</List.Item>
                    ))}
                  </List>
                )}
              </Alert>
            )}
            {results.hasResults && results.total && (
              <>
                <Verdict results={results} />
                {results.recommendation && <ResultsRecommendation recommendation={results.recommendation} />}
                <TotalTiles total={results.total} />
                <GroupTable groups={results.groups} total={results.total} />
                <GroupChart groups={results.groups} />
                <AskChoiceTable groups={results.groups} />
                <BandTable groups={results.groups} />
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
