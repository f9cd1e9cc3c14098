import { Alert, Button, Center, Grid, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { ProfileLayout } from '../profile/index.ts';
import { CompleteHostedCheckoutDocument, ReactivateCompanySubscriptionDocument } from './billing-documents.ts';
import { BillingDetailsModal } from './billing-details-modal.tsx';
import { rememberReturnTo, safeReturnTo, takeReturnTo, type Plan } from './billing-plan.ts';
import { CancelSubscriptionModal } from './cancel-subscription-modal.tsx';
import { ChangePaymentMethodModal } from './change-payment-method-modal.tsx';
import { CustomPlanModal } from './custom-plan-modal.tsx';
import { returnedHostedCheckout } from './hosted-checkout.ts';
import { ManageView, type ManageAction } from './manage-view.tsx';
import { PaymentInfoModal } from './methods/payment-info-modal.tsx';
import { PlanDetail } from './plan-detail.tsx';
import { SandboxBillingNotice } from './payment/sandbox-notice.tsx';
import { PlanTable } from './plan-table.tsx';
import { PurchaseFlow, type PlanOrder } from './purchase-flow.tsx';
import type { SummaryMode } from './subscription-summary.tsx';
import { useSubscriptionPage } from './use-subscription-page.ts';

type Dialog = null | { kind: 'purchase'; order: PlanOrder; mode: SummaryMode } | { kind: 'custom' | 'resubscribe' | 'billing' | 'changePayment' | 'paymentInfo' | 'cancel' };

/** /profile/subscription: the plan table, the selected plan's detail and, for the current plan, the manage view. */
export function SubscriptionPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { plans, subscription, totalConstituents, isLoading, error, companyName, isSandbox, refresh } = useSubscriptionPage();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [isChangingPlan, setIsChangingPlan] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Closing a dialog reloads the manage view, whose payment method may have changed in it.
  const [manageVersion, setManageVersion] = useState(0);
  const closeDialog = () => {
    setDialog(null);
    setManageVersion((v) => v + 1);
  };
  const [, completeCheckout] = useMutation(CompleteHostedCheckoutDocument);
  const [{ fetching: isReactivating }, reactivate] = useMutation(ReactivateCompanySubscriptionDocument);

  const handlePurchased = () => {
    closeDialog();
    setIsChangingPlan(false);
    refresh();
    notifications.show({ color: 'teal', message: 'Your subscription has been updated.' });
    const back = takeReturnTo();
    if (back) navigate(back);
  };

  // Coming back from the hosted checkout (direct debit) or from the export page's 'Subscribe'; once per page.
  const hasReadAddress = useRef(false);
  useEffect(() => {
    if (hasReadAddress.current) return;
    hasReadAddress.current = true;
    rememberReturnTo(safeReturnTo(search.get('returnTo')));
    const hosted = returnedHostedCheckout(search);
    if (search.has('returnTo') || search.has('hostedCheckout')) setSearch({}, { replace: true });
    if (!hosted) return;
    void completeCheckout({ hostedPageId: hosted.hostedPageId, subscriptionId: hosted.planId }).then((result) => {
      const answer = result.data?.CompleteHostedCheckoutRequest;
      if (answer?.statusCode === 200) handlePurchased();
      else notifications.show({ color: 'red', message: answer?.message ?? result.error?.message ?? 'Something went wrong. Please try again.' });
    });
    // Runs once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const current = plans.find((p) => p.id === subscription?.paymentSubscriptionId) ?? null;
  const selected = plans.find((p) => p.id === selectedId) ?? current ?? plans.find((p) => p.constituentsLimit >= totalConstituents) ?? plans[0] ?? null;

  const handlePlanAction = (plan: Plan) => {
    if (subscription && !subscription.active) return setDialog({ kind: 'resubscribe' });
    const order = { planId: plan.id, cbSubscriptionId: plan.cbsubscriptionId, planName: plan.name, priceCents: plan.annualFeeCents ?? 0 };
    setDialog({ kind: 'purchase', order, mode: subscription ? 'upgradeSubscription' : 'createSubscription' });
  };

  const handleManage = async (action: ManageAction) => {
    if (action === 'changePlan') return setIsChangingPlan((v) => !v);
    if (action === 'reactivate') {
      const result = await reactivate({});
      const answer = result.data?.ReactivateCompanySubscriptionRequest;
      notifications.show({ color: answer?.statusCode === 200 ? 'teal' : 'red', message: answer?.message ?? result.error?.message ?? 'Your subscription is active again.' });
      return refresh();
    }
    const kinds = { cancel: 'cancel', billingDetails: 'billing', changePayment: 'changePayment', paymentInfo: 'paymentInfo' } as const;
    setDialog({ kind: kinds[action] });
  };

  if (isLoading) {
    return (
      <ProfileLayout>
        <Center h={300}>
          <Loader />
        </Center>
      </ProfileLayout>
    );
  }

  return (
    <ProfileLayout>
      <Stack>
        <Title order={2}>Raise more money with fewer headaches.</Title>
        {error && <Alert color="red">{error}</Alert>}
        {isSandbox && <SandboxBillingNotice />}
        {subscription && !subscription.active && (
          <Alert color="orange" title="Subscription cancelled" data-testid="cancelled-banner">
            Your membership will be cancelled at the end of your current billing period.
          </Alert>
        )}
        {isReactivating && <Text size="sm">Reactivating..</Text>}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PlanTable plans={plans} subscription={subscription} selectedId={selected?.id ?? null} onSelect={(plan) => setSelectedId(plan.id)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack>
              {selected && (
                <PlanDetail plan={selected} subscription={subscription} totalConstituents={totalConstituents} isChangingPlan={isChangingPlan} onAction={handlePlanAction} onCustomPlan={() => setDialog({ kind: 'custom' })} />
              )}
              {subscription && selected?.id === subscription.paymentSubscriptionId && <ManageView key={manageVersion} subscription={subscription} isChangingPlan={isChangingPlan} onAction={(a) => void handleManage(a)} />}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      {dialog?.kind === 'purchase' && <PurchaseFlow order={dialog.order} mode={dialog.mode} billedTo={companyName} onClose={closeDialog} onDone={handlePurchased} />}
      {dialog?.kind === 'custom' && <CustomPlanModal onClose={closeDialog} onProceed={(order) => setDialog({ kind: 'purchase', order, mode: subscription ? 'upgradeSubscription' : 'createSubscription' })} />}
      {dialog?.kind === 'billing' && subscription && <BillingDetailsModal subscription={subscription} onClose={closeDialog} />}
      {dialog?.kind === 'changePayment' && <ChangePaymentMethodModal onClose={closeDialog} onChanged={refresh} />}
      {dialog?.kind === 'paymentInfo' && <PaymentInfoModal onClose={closeDialog} />}
      {dialog?.kind === 'cancel' && <CancelSubscriptionModal onClose={closeDialog} />}
      {dialog?.kind === 'resubscribe' && (
        <Modal opened onClose={closeDialog} title="Resubscribe" size={420} centered>
          <Stack>
            <Text>You can upgrade after resubscribing</Text>
            <Button onClick={() => setDialog(null)} style={{ alignSelf: 'flex-end' }}>
              Ok
            </Button>
          </Stack>
        </Modal>
      )}
    </ProfileLayout>
  );
}
