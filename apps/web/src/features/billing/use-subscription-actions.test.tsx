import { notifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWizardHook, request } from '../../test/wizard-test-server.tsx';
import type { AnyVariables, TypedDocumentNode } from 'urql';
import { CompleteHostedCheckoutDocument, ReactivateCompanySubscriptionDocument } from './billing-documents.ts';
import { takeReturnTo } from './billing-plan.ts';
import { useSubscriptionActions } from './use-subscription-actions.ts';
import { useSubscriptionPage } from './use-subscription-page.ts';

let shown: MockInstance<typeof notifications.show>;

beforeEach(() => {
  sessionStorage.clear();
  // Recorded on their way to Mantine's store: no notification area is rendered here.
  shown = vi.spyOn(notifications, 'show');
});

afterEach(() => vi.restoreAllMocks());

// The other company has no subscription, no donors and no payment method, and nothing here buys or changes one.
async function openActions(path = '/profile/subscription') {
  const rendered = renderWizardHook(
    () => {
      const page = useSubscriptionPage();
      return { page, actions: useSubscriptionActions(page) };
    },
    { path, who: 'otherCompany', withSession: true },
  );
  await waitFor(() => expect(rendered.result.current?.page.plans.length).toBeGreaterThan(1));
  return rendered;
}

describe('useSubscriptionActions', () => {
  it('shows the first plan that holds the company’s donors until another is chosen', async () => {
    const { result } = await openActions();
    const { plans, totalConstituents } = result.current.page;
    expect(result.current.actions.selected).toEqual(plans.find((p) => p.constituentsLimit >= totalConstituents));
    act(() => result.current.actions.selectPlan(plans[1]!));
    expect(result.current.actions.selected?.id).toBe(plans[1]!.id);
  });

  it('orders a plan as a new subscription, and closing the dialog reloads the manage view', async () => {
    const { result } = await openActions();
    const plan = result.current.page.plans[0]!;
    act(() => result.current.actions.handlePlanAction(plan));
    expect(result.current.actions.dialog).toEqual({
      kind: 'purchase',
      mode: 'createSubscription',
      order: { planId: plan.id, cbSubscriptionId: plan.cbsubscriptionId, planName: plan.name, priceCents: plan.annualFeeCents ?? 0 },
    });
    const version = result.current.actions.manageVersion;
    act(() => result.current.actions.closeDialog());
    expect(result.current.actions.dialog).toBeNull();
    expect(result.current.actions.manageVersion).toBe(version + 1);
  });

  it('opens the custom plan, then its order, and the manage view’s dialogs; Change Plan toggles', async () => {
    const { result } = await openActions();
    act(() => result.current.actions.openCustomPlan());
    expect(result.current.actions.dialog).toEqual({ kind: 'custom' });
    const order = { planId: null, cbSubscriptionId: 'custom-plan', planName: 'Custom', priceCents: 123_45 };
    act(() => result.current.actions.orderCustomPlan(order));
    expect(result.current.actions.dialog).toEqual({ kind: 'purchase', order, mode: 'createSubscription' });
    for (const [action, kind] of [
      ['cancel', 'cancel'],
      ['billingDetails', 'billing'],
      ['changePayment', 'changePayment'],
      ['paymentInfo', 'paymentInfo'],
    ] as const) {
      await act(() => result.current.actions.handleManage(action));
      expect(result.current.actions.dialog).toEqual({ kind });
    }
    const version = result.current.actions.manageVersion;
    act(() => result.current.actions.dismissDialog());
    expect(result.current.actions).toMatchObject({ dialog: null, manageVersion: version });
    await act(() => result.current.actions.handleManage('changePlan'));
    expect(result.current.actions.isChangingPlan).toBe(true);
    await act(() => result.current.actions.handleManage('changePlan'));
    expect(result.current.actions.isChangingPlan).toBe(false);
  });

  it("tells in red the server's refusal to reactivate a subscription the company does not have", async () => {
    const { result } = await openActions();
    const refusal = await refusalOf(ReactivateCompanySubscriptionDocument, {});
    await act(() => result.current.actions.handleManage('reactivate'));
    expect(shown).toHaveBeenCalledWith({ color: 'red', message: refusal });
    expect(result.current.actions).toMatchObject({ dialog: null, isReactivating: false });
  });

  it("remembers the export page's return, clears the address, and goes back there once a purchase is done", async () => {
    const { result, location } = await openActions('/profile/subscription?returnTo=%2Fprepare-export%3FappealId%3D5');
    await waitFor(() => expect(location.current).toBe('/profile/subscription'));
    act(() => result.current.actions.handlePurchased());
    expect(shown).toHaveBeenCalledWith({ color: 'teal', message: 'Your subscription has been updated.' });
    expect(location.current).toBe('/prepare-export?appealId=5');
    expect(takeReturnTo()).toBeNull();
  });

  it('keeps no return to another site, and stays on the page after a purchase', async () => {
    const { result, location } = await openActions('/profile/subscription?returnTo=%2F%2Fevil.example%2F');
    await waitFor(() => expect(location.current).toBe('/profile/subscription'));
    expect(takeReturnTo()).toBeNull();
    act(() => result.current.actions.handlePurchased());
    expect(location.current).toBe('/profile/subscription');
  });

  it('completes a hosted checkout the browser came back from, and says in red when the provider refuses it', async () => {
    const refusal = await refusalOf(CompleteHostedCheckoutDocument, { hostedPageId: 'no-such-hosted-page', subscriptionId: 1 });
    const { result, location } = await openActions('/profile/subscription?hostedCheckout=1&id=no-such-hosted-page&state=succeeded');
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ color: 'red', message: refusal }));
    expect(shown).toHaveBeenCalledTimes(1);
    expect(location.current).toBe('/profile/subscription');
    expect(result.current.actions.dialog).toBeNull();
  });
});

/** The refusal the server gives the other company for an operation, asked directly (none of them changes anything). */
async function refusalOf<Variables extends AnyVariables>(
  document: TypedDocumentNode<{ [operation: string]: { statusCode: number; message?: string | null } }, Variables>,
  variables: Variables,
): Promise<string> {
  const data = await request(document, variables, 'otherCompany');
  const [answer] = Object.values(data);
  expect(answer?.statusCode).not.toBe(200);
  expect(answer?.message).toBeTruthy();
  return answer!.message!;
}
