import { Alert, Button, Center, Grid, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { ProfileLayout } from '../profile/index.ts';
import { BillingDetailsModal } from './billing-details-modal.tsx';
import { CancelSubscriptionModal } from './cancel-subscription-modal.tsx';
import { ChangePaymentMethodModal } from './change-payment-method-modal.tsx';
import { CustomPlanModal } from './custom-plan-modal.tsx';
import { ManageView } from './manage-view.tsx';
import { PaymentInfoModal } from './methods/payment-info-modal.tsx';
import { PlanDetail } from './plan-detail.tsx';
import { SandboxBillingNotice } from './payment/sandbox-notice.tsx';
import { PlanTable } from './plan-table.tsx';
import { PurchaseFlow } from './purchase-flow.tsx';
import { useSubscriptionActions } from './use-subscription-actions.ts';
import { useSubscriptionPage } from './use-subscription-page.ts';

/** /profile/subscription: the plan table, the selected plan's detail and, for the current plan, the manage view. */
export function SubscriptionPage() {
  const page = useSubscriptionPage();
  const { plans, subscription, totalConstituents, isLoading, error, companyName, isSandbox, refresh } = page;
  const {
    selected,
    selectPlan,
    isChangingPlan,
    dialog,
    openCustomPlan,
    orderCustomPlan,
    dismissDialog,
    closeDialog,
    manageVersion,
    isReactivating,
    handlePurchased,
    handlePlanAction,
    handleManage,
  } = useSubscriptionActions(page);

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
            <PlanTable plans={plans} subscription={subscription} selectedId={selected?.id ?? null} onSelect={selectPlan} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack>
              {selected && (
                <PlanDetail
                  plan={selected}
                  subscription={subscription}
                  totalConstituents={totalConstituents}
                  isChangingPlan={isChangingPlan}
                  onAction={handlePlanAction}
                  onCustomPlan={openCustomPlan}
                />
              )}
              {subscription && selected?.id === subscription.paymentSubscriptionId && (
                <ManageView
                  key={manageVersion}
                  subscription={subscription}
                  isChangingPlan={isChangingPlan}
                  onAction={(a) => void handleManage(a)}
                />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      {dialog?.kind === 'purchase' && (
        <PurchaseFlow order={dialog.order} mode={dialog.mode} billedTo={companyName} onClose={closeDialog} onDone={handlePurchased} />
      )}
      {dialog?.kind === 'custom' && <CustomPlanModal onClose={closeDialog} onProceed={orderCustomPlan} />}
      {dialog?.kind === 'billing' && subscription && <BillingDetailsModal subscription={subscription} onClose={closeDialog} />}
      {dialog?.kind === 'changePayment' && <ChangePaymentMethodModal onClose={closeDialog} onChanged={refresh} />}
      {dialog?.kind === 'paymentInfo' && <PaymentInfoModal onClose={closeDialog} />}
      {dialog?.kind === 'cancel' && <CancelSubscriptionModal onClose={closeDialog} />}
      {dialog?.kind === 'resubscribe' && (
        <Modal opened onClose={closeDialog} title="Resubscribe" size={420} centered>
          <Stack>
            <Text>You can upgrade after resubscribing</Text>
            <Button onClick={dismissDialog} style={{ alignSelf: 'flex-end' }}>
              Ok
            </Button>
          </Stack>
        </Modal>
      )}
    </ProfileLayout>
  );
}
