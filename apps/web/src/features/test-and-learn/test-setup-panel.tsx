import { STRATEGIES, STRATEGY_IDS, type StrategyId } from '@askwise/domain';
import { Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { HoldoutSetup } from './holdout-setup.tsx';
import { shareOfB, type TestSetup } from './use-test-setup.ts';

/** 'Test two strategies' on the strategy step: group B's strategy, the split and the source codes. */
export function TestSetupPanel({ setup, strategyA }: { setup: TestSetup; strategyA: StrategyId }) {
  const { state, update } = setup;
  if (!state) return null;
  const options = STRATEGY_IDS.filter((id) => id !== strategyA).map((id) => ({ value: id, label: STRATEGIES[id].title }));
  return (
    <Paper withBorder radius="md" p="md" data-testid="test-setup">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconFlask size={20} aria-hidden />
            <div>
              <Text fw={700} component="label" htmlFor="test-two-strategies" style={{ cursor: 'pointer' }}>
                Test two strategies
              </Text>
              <Text size="sm" c="dimmed">
                Split this appeal at random between two strategies, mail it, then bring back the gifts to see which one raised more per donor.
              </Text>
            </div>
          </Group>
          <Switch id="test-two-strategies" checked={state.isEnabled} onChange={(event) => update({ isEnabled: event.currentTarget.checked })} />
        </Group>
        {state.isEnabled && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  Group A: {STRATEGIES[strategyA].title}
                </Text>
                <Text size="xs" c="dimmed">
                  The strategy selected above.
                </Text>
              </Stack>
              <Select
                label="Group B strategy"
                data={options}
                value={state.strategyB}
                allowDeselect={false}
                onChange={(value) => value && update({ strategyB: value as StrategyId })}
              />
              <NumberInput
                label="Group A share of donors (%)"
                description={`Group B gets ${shareOfB(state)}%. Each giving band is split the same way.`}
                min={1}
                max={state.hasHoldout ? 98 : 99}
                clampBehavior="strict"
                allowDecimal={false}
                value={state.shareA}
                onChange={(value) => update({ shareA: typeof value === 'number' ? value : 50 })}
              />
              <Group grow align="flex-start">
                <TextInput label="Source code A" description="Printed on the reply card" value={state.sourceCodeA} onChange={(event) => update({ sourceCodeA: event.currentTarget.value })} />
                <TextInput label="Source code B" description="Printed on the reply card" value={state.sourceCodeB} onChange={(event) => update({ sourceCodeB: event.currentTarget.value })} />
              </Group>
            </SimpleGrid>
            <HoldoutSetup state={state} update={update} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
