import { Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { shareOfB, type TestSetup, type TestSetupState } from './use-test-setup.ts';

/**
 * The optional holdout group C of the test set-up: its share, source code and the fixed ladder every donor
 * of the group gets (annual asks, whatever the appeal's ask mode). The verdict still compares A and B.
 */
export function HoldoutSetup({ state, update }: { state: TestSetupState; update: TestSetup['update'] }) {
  const shareB = shareOfB(state);
  return (
    <Stack gap="xs" data-testid="holdout-setup">
      <Switch
        label="Add a holdout group C with a fixed ladder"
        description="Every donor of group C gets the same ladder you type, to see what the strategies add over a plain ask."
        checked={state.hasHoldout}
        onChange={(event) => {
          const hasHoldout = event.currentTarget.checked;
          // A 50/50 test becomes 45/45/10 when a holdout is added; any other split keeps A's share.
          update(hasHoldout && state.shareA === 50 ? { hasHoldout, shareA: 45, shareC: 10 } : { hasHoldout });
        }}
      />
      {state.hasHoldout && (
        <>
          <Group align="flex-start" grow>
            <NumberInput
              label="Group C share of donors (%)"
              description={`Shares: A ${state.shareA}%, B ${shareB}%, C ${state.shareC}%.`}
              error={shareB < 1 ? 'Groups A and C leave no donors for group B: lower their shares.' : undefined}
              min={1}
              max={98}
              clampBehavior="strict"
              allowDecimal={false}
              value={state.shareC}
              onChange={(value) => update({ shareC: typeof value === 'number' ? value : 10 })}
            />
            <TextInput label="Source code C" description="Printed on the reply card" value={state.sourceCodeC} onChange={(event) => update({ sourceCodeC: event.currentTarget.value })} />
          </Group>
          <Group align="flex-start" wrap="wrap" gap="sm" role="group" aria-label="Fixed ladder of group C">
            {state.fixedLadder.map((ask, k) => (
              <TextInput
                key={k}
                label={`Ask ${k + 1}`}
                leftSection="$"
                w={120}
                inputMode="numeric"
                value={ask}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  update({ fixedLadder: state.fixedLadder.map((current, index) => (index === k ? value : current)) });
                }}
              />
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            Whole dollars, lowest first, one per ask of the appeal. Group C gets these as annual asks whatever the ask mode. The results show group C beside A
            and B; the verdict compares A and B.
          </Text>
        </>
      )}
    </Stack>
  );
}
