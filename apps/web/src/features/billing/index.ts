// The billing feature's public face: its pages, the subscription route others link to, and the dialog
// that tells a company its subscription must change.
export { billingRoutes } from './routes.tsx';
export { subscriptionRoute } from './subscription-route.ts';
export { SubscriptionUpdateDialog } from './subscription-update-dialog.tsx';
