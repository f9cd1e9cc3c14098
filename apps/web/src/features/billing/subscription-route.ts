/** The subscription page; `returnTo` brings the administrator back once subscribed. */
export function subscriptionRoute(returnTo?: string): string {
  return returnTo ? `/profile/subscription?returnTo=${encodeURIComponent(returnTo)}` : '/profile/subscription';
}
