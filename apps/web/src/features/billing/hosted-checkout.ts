// Direct debit goes through the provider's hosted checkout: the browser leaves for it and comes back to
// /profile/subscription?hostedCheckout={planId}&id={hostedPageId}&state=succeeded, where the purchase is completed.
const PLAN_KEY = 'askwise.subscription.hostedPlanId';

export function rememberHostedCheckout(planId: number | null): void {
  sessionStorage.setItem(PLAN_KEY, planId === null ? '' : String(planId));
}

/** The hosted page the browser came back from, if it succeeded, and the plan it was for. */
export function returnedHostedCheckout(search: URLSearchParams): { hostedPageId: string; planId: number | null } | null {
  const hostedPageId = search.get('id');
  if (!hostedPageId || search.get('state') !== 'succeeded') return null;
  const stored = search.get('hostedCheckout') ?? sessionStorage.getItem(PLAN_KEY);
  sessionStorage.removeItem(PLAN_KEY);
  return { hostedPageId, planId: stored && /^\d+$/.test(stored) ? Number(stored) : null };
}
