import { Alert, Button, Checkbox, Group, Paper, Progress, Select, Stack, Table, Text, Title } from '@mantine/core';
import { countFormat } from '../../ui/format.ts';
import { percentDone, useSendAsksToCrm, type AskCrm } from './use-send-asks-to-crm.ts';

const CRM_NAMES: Record<AskCrm, string> = { blackbaud: "Raiser's Edge NXT", virtuous: 'Virtuous' };

const WHAT_IS_WRITTEN: Record<AskCrm, string> = {
  blackbaud:
    'Keeps a record in your CRM of what each donor was asked: the ladder as mailed in a constituent custom field, and a Mailing action with the appeal and its source code. Sending again writes only the ladders that changed.',
  virtuous:
    "Keeps a record in Virtuous of what each donor was asked: a Gift Ask on the contact with the first ask as its amount, and the ladder as mailed, the appeal and its source code in its notes. Gifts Virtuous applies to these Gift Asks become the appeal's results after each sync. Sending again writes only the ladders that changed.",
};

/**
 * After the export of an appeal whose donors came from Raiser's Edge NXT or Virtuous, an administrator sends
 * each donor's mailed ladder back to the CRM: Raiser's Edge NXT, a constituent custom field of a chosen
 * category and a Mailing action; Virtuous, a Gift Ask.
 */
export function SendAsksToCrmPanel({ appealId, isEnabled, crm: crmName = 'blackbaud' }: { appealId: number; isEnabled: boolean; crm?: AskCrm }) {
  const crm = useSendAsksToCrm(appealId, isEnabled, crmName);
  if (!isEnabled) return null;
  const { progress, latest } = crm;
  const name = CRM_NAMES[crmName];
  return (
    <Paper withBorder radius="md" p="md" data-testid="send-asks-to-crm">
      <Stack gap="sm">
        <div>
          <Title order={4}>Send asks to {name}</Title>
          <Text size="sm" c="dimmed">
            {WHAT_IS_WRITTEN[crmName]}
          </Text>
        </div>
        {crm.unavailable ? (
          <Alert color="gray">{crm.unavailable}</Alert>
        ) : crmName === 'virtuous' ? (
          <Group>
            <Button onClick={() => void crm.start()} loading={crm.isSending} disabled={!crm.canStart}>
              Send asks to Virtuous
            </Button>
          </Group>
        ) : (
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Custom field category"
              description="A category of type Text of your environment"
              data={crm.categories}
              value={crm.category}
              onChange={crm.setCategory}
              allowDeselect={false}
              w={280}
            />
            <Checkbox label="Also record a Mailing action" checked={crm.recordAction} onChange={(event) => crm.setRecordAction(event.currentTarget.checked)} />
            <Button onClick={() => void crm.start()} loading={crm.isSending} disabled={!crm.canStart}>
              Send asks to Raiser&apos;s Edge NXT
            </Button>
          </Group>
        )}
        {crm.error && <Alert color="red">{crm.error}</Alert>}
        {progress && (
          <Stack gap={4} data-testid="crm-send-progress">
            <Progress value={percentDone(progress)} animated={progress.status === 'RUNNING'} aria-label="Donors sent" />
            <Text size="sm" role="status">
              {progress.status === 'RUNNING' ? 'Sending: ' : progress.status === 'DONE' ? 'Sent: ' : 'Stopped: '}
              {countFormat.format(progress.written)} written, {countFormat.format(progress.unchanged)} unchanged, {countFormat.format(progress.refused)} refused of{' '}
              {countFormat.format(progress.total)} donors.
            </Text>
          </Stack>
        )}
        {latest?.status === 'ERROR' && latest.error && <Alert color="red">{latest.error}</Alert>}
        {latest && latest.status !== 'RUNNING' && latest.refusals.length > 0 && (
          <Table striped withTableBorder data-testid="crm-refusals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Donor</Table.Th>
                <Table.Th>Record id</Table.Th>
                <Table.Th>Why {name} refused it</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {latest.refusals.map((refusal) => (
                <Table.Tr key={refusal.externalId}>
                  <Table.Td>{refusal.donorName ?? ''}</Table.Td>
                  <Table.Td>{refusal.externalId}</Table.Td>
                  <Table.Td>{refusal.error}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
