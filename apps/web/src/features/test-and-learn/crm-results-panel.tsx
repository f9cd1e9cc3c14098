import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCrmResults } from './use-crm-results.ts';

/**
 * The results page's second way in, for an appeal of a Raiser's Edge NXT environment: the gifts the CRM ties to
 * the appeal the mailing went out as, from the mail date, read now and after every sync; no file needed.
 */
export function CrmResultsPanel({ appealId, onRead }: { appealId: number; onRead: () => void }) {
  const crm = useCrmResults(appealId, onRead);
  if (!crm.isAvailable) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="crm-results">
      <Stack gap="sm">
        <div>
          <Title order={4}>Results from Raiser&apos;s Edge NXT</Title>
          <Text size="sm" c="dimmed">
            The gifts your CRM records on the appeal this mailing went out as, from the mail date on, matched to the ladders mailed. They are read
            again after every sync of the environment.
          </Text>
        </div>
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Raiser's Edge NXT appeal"
            data={crm.appeals}
            value={crm.crmAppealId}
            onChange={crm.setCrmAppealId}
            searchable
            allowDeselect={false}
            w={320}
          />
          <TextInput label="Mail date" description="yyyy-mm-dd" value={crm.fromDate} onChange={(event) => crm.setFromDate(event.currentTarget.value)} w={160} />
          <Button onClick={() => void crm.handleRead()} loading={crm.isReading} disabled={!crm.canRead}>
            {crm.isLinked ? 'Read the results again' : "Read results from Raiser's Edge NXT"}
          </Button>
        </Group>
        {crm.error && <Alert color="red">{crm.error}</Alert>}
      </Stack>
    </Paper>
  );
}
