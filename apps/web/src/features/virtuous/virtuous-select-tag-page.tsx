import { Alert, Button, Group, Loader, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { WizardFrame } from '../../wizard/index.ts';
import { useVirtuousSelectTagPage } from './use-virtuous-select-tag-page.ts';
import { EMPTY_TAGS_TEXT } from './virtuous-texts.ts';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const STAGE_TEXT: Record<string, string> = { START: 'Starting', LEVELS: 'Reading campaigns, communications and projects', CONTACTS: 'Reading contacts', GIFTS: 'Reading gifts' };

/** /virtuous/select-tag: the tag whose contacts the appeal is for; a tag is synced (or re-synced) here. */
export function VirtuousSelectTagPage() {
  const page = useVirtuousSelectTagPage();
  if (page.redirectTo) return <Navigate to={page.redirectTo} replace />;
  const { selected, ingestion, message } = page;

  return (
    <WizardFrame source="virtuous" step="select_audience" card={{ organizationName: page.environmentName, audienceName: selected?.tagName, audienceTotal: selected?.totalContacts }}>
      <Paper withBorder p="lg" radius="md">
        <Stack maw={640}>
          <div>
            <Title order={2}>Select your Tags</Title>
            <Text c="dimmed">
              Environment: <b>{page.environmentName}</b>
            </Text>
          </div>
          {!page.isLoadingTags && page.tags.length === 0 && <Alert color="yellow">{EMPTY_TAGS_TEXT}</Alert>}
          <Select
            label="Tag"
            placeholder="Search your tags"
            searchable
            clearable
            allowDeselect={false}
            disabled={page.isLocked}
            nothingFoundMessage={EMPTY_TAGS_TEXT}
            data={page.tags.map((t) => ({ value: String(t.id), label: t.ccpIngested ? `${t.tagName} (${count.format(t.totalContacts)})` : `${t.tagName} (not synced)` }))}
            value={page.selectedId}
            onChange={page.handleSelect}
            error={page.tagError}
          />
          {selected && selected.ccpIngested !== 1 && !page.isSyncing && (
            <Alert color="orange" data-testid="tag-sync-note">
              {selected.tagName} has not been synced and thus cannot be used to generate ask-strings. Sync it with Re-Sync Audiences.
            </Alert>
          )}
          {page.isSyncing && ingestion && (
            <Stack gap={4} data-testid="tag-sync-progress">
              <Text size="sm">
                {STAGE_TEXT[ingestion.status] ?? ingestion.status}
                {ingestion.total > 0 ? ` (${count.format(ingestion.processed)} of ${count.format(ingestion.total)})` : ''}
              </Text>
              <Progress value={ingestion.total > 0 ? (ingestion.processed * 100) / ingestion.total : 5} animated />
            </Stack>
          )}
          {message && (
            <Alert color={message.color} title={message.detail ? message.text : undefined} data-testid="tag-sync-message">
              {message.detail ?? message.text}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={page.handleBack}>
              Select Environment
            </Button>
            <Group>
              <Button variant="light" disabled={page.isLocked} leftSection={page.isLocked ? <Loader size={14} /> : undefined} onClick={() => void page.handleSync()}>
                {page.isLocked ? 'Syncing' : 'Re-Sync Audiences'}
              </Button>
              <Button disabled={!page.canContinue} onClick={page.handleNext}>
                Map Appeal
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </WizardFrame>
  );
}
