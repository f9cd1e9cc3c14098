import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { CALL_FOR_PRICING, formatAnnualFee, isCustomPlan, isPlanActionDisabled, planAction } from '@askwise/domain/billing-rules';
import type { CompanySubscription, Plan } from './billing-plan.ts';

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

interface PlanDetailProps {
  plan: Plan;
  subscription: CompanySubscription | null;
  totalConstituents: number;
  isChangingPlan: boolean;
  onAction: (plan: Plan) => void;
  onCustomPlan: () => void;
}

/** The detail panel: the plan's name, the company's active constituents, the description, the price and the action. */
export function PlanDetail({ plan, subscription, totalConstituents, isChangingPlan, onAction, onCustomPlan }: PlanDetailProps) {
  const action = planAction(plan, subscription);
  const isCustom = isCustomPlan(plan);
  const isDisabled = !isCustom && isPlanActionDisabled(plan, subscription, totalConstituents, isChangingPlan);
  return (
    <Paper withBorder p="lg" data-testid="plan-detail">
      <Stack gap="sm">
        <Title order={3}>{plan.name}</Title>
        <Text size="sm" c="dimmed">
          Active constituents: <b>{countFormat.format(totalConstituents)}</b>
          {!isCustom && <> of {countFormat.format(plan.constituentsLimit)}</>}
        </Text>
        <Text size="sm">{plan.description}</Text>
        <Text fw={700} size="xl">
          {formatAnnualFee(plan.annualFee)}
          {plan.annualFee !== CALL_FOR_PRICING && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              / year
            </Text>
          )}
        </Text>
        {subscription?.paymentSubscriptionId !== plan.id && (
          <Button onClick={() => (isCustom ? onCustomPlan() : onAction(plan))} disabled={isDisabled}>
            {action}
          </Button>
        )}
        {isCustom && (
          <Anchor component="button" size="sm" onClick={onCustomPlan}>
            Already agreed a custom plan? Enter its Custom Plan Id
          </Anchor>
        )}
        {!isCustom && isDisabled && !subscription && totalConstituents > plan.constituentsLimit && (
          <Text size="xs" c="dimmed">Your company holds more constituents than this plan allows.</Text>
        )}
      </Stack>
    </Paper>
  );
}
