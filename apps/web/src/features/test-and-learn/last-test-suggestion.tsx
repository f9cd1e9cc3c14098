import { STRATEGIES, STRATEGY_IDS, type StrategyId } from '@askwise/domain';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconBulb, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLastTestSuggestion } from './use-last-test-suggestion.ts';

// Mantine's light alerts colour their titles with the alert's colour, below 4.5:1 on teal.
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

function isStrategyId(value: string | null): value is StrategyId {
  return (STRATEGY_IDS as readonly string[]).includes(value ?? '');
}

/**
 * On the strategy step: what the company's last test with results found. It suggests a strategy only where
 * that test's interval excluded no difference; otherwise it says there was no evidence of a difference.
 */
export function LastTestSuggestion({ appealId, strategyId, onChoose }: { appealId: number; strategyId: StrategyId; onChoose: (id: StrategyId) => void }) {
  const suggestion = useLastTestSuggestion(appealId);
  if (!suggestion) return null;
  const suggested = isStrategyId(suggestion.strategyId) ? suggestion.strategyId : null;
  return (
    <Alert
      color={suggested ? 'teal' : 'gray'}
      variant="light"
      icon={suggested ? <IconBulb /> : <IconScale />}
      title={suggested ? `Suggested from your last test: ${STRATEGIES[suggested].title}` : 'Your last test found no evidence of a difference'}
      styles={READABLE_TITLE}
      data-testid="last-test-suggestion"
    >
      <Text size="sm">{suggestion.text}</Text>
      <Group gap="md" mt="xs">
        {suggested && suggested !== strategyId && (
          <Button size="xs" variant="light" color="teal" onClick={() => onChoose(suggested)}>
            Use {STRATEGIES[suggested].title}
          </Button>
        )}
        {/* The default link blue is 4.3:1 on the teal alert: a darker blue reads on both alerts. */}
        <Anchor component={Link} to={`/appeal-results?appealId=${suggestion.appealId}`} size="sm" c="blue.9">
          See the results of {suggestion.appealName}
        </Anchor>
      </Group>
    </Alert>
  );
}
