import { sortPlans } from '@askwise/domain/billing-rules';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MeDocument } from '../../session/index.ts';
import { renderWizardHook, request } from '../../test/wizard-test-server.tsx';
import { SubscriptionPageDocument } from './billing-documents.ts';
import { useSubscriptionPage } from './use-subscription-page.ts';

// The other company has no subscription, no donors and no payment method: nothing other tests change.
async function openSubscription() {
  const rendered = renderWizardHook(useSubscriptionPage, { path: '/profile/subscription', who: 'otherCompany', withSession: true });
  await waitFor(() => expect(rendered.result.current?.plans.length).toBeGreaterThan(0));
  return rendered;
}

describe('useSubscriptionPage', () => {
  it('lists the plans by their limit with the custom plan last', async () => {
    const { result } = await openSubscription();
    const { listPaymentSubscriptions } = await request(SubscriptionPageDocument, {}, 'otherCompany');
    expect(result.current.plans.map((p) => p.id)).toEqual(sortPlans(listPaymentSubscriptions).map((p) => p.id));
    const limits = result.current.plans.map((p) => p.constituentsLimit);
    const custom = limits.filter((limit) => limit === 0);
    expect(limits.slice(limits.length - custom.length)).toEqual(custom);
  });

  it("gives a company without a subscription its name, no subscription, no donors, and the sandbox's billing", async () => {
    const { result } = await openSubscription();
    const { me } = await request(MeDocument, {}, 'otherCompany');
    await waitFor(() => expect(result.current.isSandbox).toBe(true));
    expect(result.current).toMatchObject({ subscription: null, totalConstituents: 0, isLoading: false, error: null, companyName: me?.company?.name });
    expect(result.current.companyName).not.toBe('');
  });

  it('reads everything again on refresh, and keeps what it shows meanwhile', async () => {
    const { result } = await openSubscription();
    const plans = result.current.plans;
    act(() => result.current.refresh());
    expect(result.current.isLoading).toBe(false);
    await waitFor(() => expect(result.current.plans.map((p) => p.id)).toEqual(plans.map((p) => p.id)));
  });
});
