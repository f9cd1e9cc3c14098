import { formatAskAmount, INSTALLMENTS_BY_ASK_MODE, pledgeCardPreview, type AskMode, type NumberOfAsks } from '@askwise/domain';
import { Checkbox, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** One line of the reply card: '$60 ($10/month for 6 months)', '$5/month', '$50'. */
function pledgeLine(askMode: AskMode, annual: number | undefined, monthly: number | undefined): string {
  if (askMode === 'MONTHLY_ONLY') return `${formatAskAmount(monthly ?? 0)}/month`;
  const installments = INSTALLMENTS_BY_ASK_MODE[askMode];
  if (installments > 0) return `${formatAskAmount(annual ?? 0)} (${formatAskAmount(monthly ?? 0)}/month for ${installments} months)`;
  return formatAskAmount(annual ?? 0);
}

/** The live pledge-card preview with the spec's sample amounts (section 9). */
export function PledgeCardPreview({ askMode, numberOfAsks }: { askMode: AskMode; numberOfAsks: NumberOfAsks }) {
  const sample = pledgeCardPreview(askMode, numberOfAsks);
  const lines = Array.from({ length: numberOfAsks }, (_, k) => pledgeLine(askMode, sample.annualAsks[k], sample.monthlyAsks[k]));
  return (
    <Paper withBorder radius="md" p="lg" shadow="xs" w={360} data-testid="pledge-card-preview" aria-label="Pledge card preview">
      <Stack gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          Pledge card preview
        </Text>
        <Title order={4}>Yes! I want to help.</Title>
        <Text size="sm">{askMode === 'MONTHLY_ONLY' ? 'Please accept my monthly gift of:' : 'Please accept my gift of:'}</Text>
        <Stack gap={6}>
          {lines.map((line) => (
            <Checkbox key={line} label={line} readOnly tabIndex={-1} />
          ))}
          <Group gap={6}>
            <Checkbox label="Other $" readOnly tabIndex={-1} />
            <Divider w={80} mt={14} />
          </Group>
        </Stack>
        <Text size="xs" c="dimmed">
          Sample amounts; every donor gets a ladder of their own.
        </Text>
      </Stack>
    </Paper>
  );
}
