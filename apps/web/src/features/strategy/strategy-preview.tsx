import { APPEAL_GIFT, ASK_GIVING_KEYS, type AskGivingKey } from '@askwise/domain/giving-fields';
import {
  ASK_MODE_LABELS,
  calculateAsks,
  dollarsToCents,
  formatWholeDollars,
  prepareStrategy,
  STRATEGIES,
  type AskMode,
  type NumberOfAsks,
  type StrategyId,
} from '@askwise/domain';
import { Text } from '@mantine/core';

export const STRATEGY_BLURBS: Readonly<Record<StrategyId, string>> = {
  secret_sauce: 'A balanced upgrade for every donor. The default.',
  nice_easy: 'Keeps asks comfortable: last year’s gift, asked again.',
  swing_fences: 'Aims high for donors who can stretch.',
  new_donor_upgrade: 'Like Secret Sauce, and pushes first-time donors further.',
};

const SAMPLE_GIFT = dollarsToCents(250);
const WIDTH = 220;
const HEIGHT = 110;

export interface StrategyPreviewProps {
  strategyId: StrategyId;
  /** The appeal's saved number of asks and mode; null while the appeal is loading (never stale figures). */
  choice: { numberOfAsks: NumberOfAsks; askMode: AskMode } | null;
}

/**
 * The preview image of a strategy: the ladder it gives a donor whose only gift was $250 to last year's
 * appeal, in the appeal's number of asks and mode (monthly amounts for a monthly appeal).
 */
export function StrategyPreview({ strategyId, choice }: StrategyPreviewProps) {
  if (choice === null) {
    return (
      <div style={{ width: WIDTH, height: HEIGHT + 16, display: 'grid', placeItems: 'center' }} data-testid="strategy-preview-loading">
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      </div>
    );
  }
  return <LadderPreview strategyId={strategyId} numberOfAsks={choice.numberOfAsks} askMode={choice.askMode} />;
}

/** Every amount the ask rules read at 0: the sample donor gives only what the preview sets. */
const NO_GIVING = Object.fromEntries(ASK_GIVING_KEYS.map((key) => [key, 0])) as Record<AskGivingKey, number>;

function LadderPreview({ strategyId, numberOfAsks, askMode }: { strategyId: StrategyId; numberOfAsks: NumberOfAsks; askMode: AskMode }) {
  const result = calculateAsks(
    {
      ...NO_GIVING,
      [APPEAL_GIFT.lastYear]: SAMPLE_GIFT,
      greatestGift: SAMPLE_GIFT,
      lifetimeGiving: SAMPLE_GIFT,
      numberOfLifetimeGifts: 1,
      wealthRating: 0,
      zipAverage: 0,
    },
    prepareStrategy(strategyId, { numberOfAsks, askMode }),
  );
  const isMonthly = result.annualAsks.length === 0;
  const asks = isMonthly ? result.monthlyAsks : result.annualAsks;
  const amount = (ask: number) => formatWholeDollars(ask) + (isMonthly ? '/mo' : '');
  // The scale is shared by all four previews (a twelfth of it for monthly asks), so their bars compare at a glance.
  const top = dollarsToCents(isMonthly ? 120 : 1400);
  const slot = WIDTH / asks.length;
  const title = `${STRATEGIES[strategyId].title}, ${ASK_MODE_LABELS[askMode]}: a donor who gave $250 last year is asked ${result.askString}`;
  return (
    <svg width={WIDTH} height={HEIGHT + 16} viewBox={`0 0 ${WIDTH} ${HEIGHT + 16}`} role="img" aria-label={title}>
      <title>{title}</title>
      <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="var(--mantine-color-gray-4)" />
      {asks.map((ask, k) => {
        const height = Math.max(4, (Math.min(ask, top) / top) * (HEIGHT - 18));
        const x = k * slot + slot * 0.18;
        return (
          <g key={k}>
            <rect
              x={x}
              y={HEIGHT - height}
              width={slot * 0.64}
              height={height}
              rx={3}
              fill={k === 0 ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-blue-3)'}
            />
            <text x={x + slot * 0.32} y={HEIGHT - height - 4} textAnchor="middle" fontSize={11} fill="var(--mantine-color-gray-8)">
              {amount(ask)}
            </text>
            <text x={x + slot * 0.32} y={HEIGHT + 13} textAnchor="middle" fontSize={10} fill="var(--mantine-color-gray-6)">
              Ask {k + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
