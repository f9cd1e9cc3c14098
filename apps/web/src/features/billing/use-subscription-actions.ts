import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { CompleteHostedCheckoutDocument, ReactivateCompanySubscriptionDocument } from './billing-documents.ts';
import { rememberReturnTo, safeReturnTo, takeReturnTo, type CompanySubscription, type Plan } from './billing-plan.ts';
import { returnedHostedCheckout } from './hosted-checkout.ts';
import type { ManageAction } from './manage-view.tsx';
import type { PlanOrder } from './purchase-flow.tsx';
import type { SummaryMode } from './subscription-summary.tsx';

export type SubscriptionDialog =
  | null
  | { kind: 'purchase'; order: PlanOrder; mode: SummaryMode }
  | { kind: 'custom' | 'resubscribe' | 'billing' | 'changePayment' | 'paymentInfo' | 'cancel' };

interface SubscriptionData {
  plans: Plan[];
  subscription: CompanySubscription | null;
  totalConstituents: number;
  refresh: () => void;
}

/**
 * What the subscription page does: the plan shown (chosen, else the current one, else the first that holds the
 * company's donors), the dialog open, the plan actions and the manage view's, and the return from the hosted
 * checkout or from the export page's 'Subscribe'.
 */
export function useSubscriptionActions({ plans, subscription, totalConstituents, refresh }: SubscriptionData) {
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [isChangingPlan, setIsChangingPlan] = useState(false);
  const [dialog, setDialog] = useState<SubscriptionDialog>(null);
  // Closing a dialog reloads the manage view, whose payment method may have changed in it.
  const [manageVersion, setManageVersion] = useState(0);
  const closeDialog = () => {
    setDialog(null);
    setManageVersion((v) => v + 1);
  };
  const [{ fetching: isReactivating }, reactivate] = useMutation(ReactivateCompanySubscriptionDocument);
  const mode: SummaryMode = subscription ? 'upgradeSubscription' : 'createSubscription';

  const handlePurchased = () => {
    closeDialog();
    setIsChangingPlan(false);
    refresh();
    notifications.show({ color: 'teal', message: 'Your subscription has been updated.' });
    const back = takeReturnTo();
    if (back) navigate(back);
  };
  useReturnToPage(handlePurchased);

  const current = plans.find((p) => p.id === subscription?.paymentSubscriptionId) ?? null;
  const selected =
    plans.find((p) => p.id === selectedId) ?? current ?? plans.find((p) => p.constituentsLimit >= totalConstituents) ?? plans[0] ?? null;

  const handlePlanAction = (plan: Plan) => {
    if (subscription && !subscription.active) return setDialog({ kind: 'resubscribe' });
    const order = { planId: plan.id, cbSubscriptionId: plan.cbsubscriptionId, planName: plan.name, priceCents: plan.annualFeeCents ?? 0 };
    setDialog({ kind: 'purchase', order, mode });
  };

  const handleManage = async (action: ManageAction) => {
    if (action === 'changePlan') return setIsChangingPlan((v) => !v);
    if (action === 'reactivate') {
      const result = await reactivate({});
      const answer = result.data?.ReactivateCompanySubscriptionRequest;
      notifications.show({
        color: answer?.statusCode === 200 ? 'teal' : 'red',
        message: answer?.message ?? result.error?.message ?? 'Your subscription is active again.',
      });
      return refresh();
    }
    const kinds = { cancel: 'cancel', billingDetails: 'billing', changePayment: 'changePayment', paymentInfo: 'paymentInfo' } as const;
    setDialog({ kind: kinds[action] });
  };

  return {
    selected,
    selectPlan: (plan: Plan) => setSelectedId(plan.id),
    isChangingPlan,
    dialog,
    openCustomPlan: () => setDialog({ kind: 'custom' }),
    orderCustomPlan: (order: PlanOrder) => setDialog({ kind: 'purchase', order, mode }),
    /** 'Ok' of the resubscribe notice: closes it without reloading the manage view. */
    dismissDialog: () => setDialog(null),
    closeDialog,
    manageVersion,
    isReactivating,
    handlePurchased,
    handlePlanAction,
    handleManage,
  };
}

/**
 * Coming back from the hosted checkout (direct debit) or from the export page's 'Subscribe', once per page: the
 * address's return is remembered and the address cleared, and a hosted checkout that succeeded is completed.
 */
function useReturnToPage(onPurchased: () => void) {
  const [search, setSearch] = useSearchParams();
  const [, completeCheckout] = useMutation(CompleteHostedCheckoutDocument);
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
      if (answer?.statusCode === 200) onPurchased();
      else
        notifications.show({
          color: 'red',
          message: answer?.message ?? result.error?.message ?? 'Something went wrong. Please try again.',
        });
    });
    // Runs once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
