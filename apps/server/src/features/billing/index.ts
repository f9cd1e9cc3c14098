// The billing feature's public face for other features.
export { readCompanyPlan, readCompanySubscription, publishSubscriptionChanged, type CompanyPlan } from './subscription-record.ts';
export {
  countCompanyConstituents,
  limitExceededMessage,
  readConstituentRoom,
  LIMIT_EXCEEDED_STATUS,
  SUBSCRIPTION_UPDATE_REQUIRED,
  type ConstituentRoom,
} from './constituent-limit.ts';
export { BILLING_ROUTES } from './billing-routes.ts';
export { seedDemoSubscription } from './demo-subscription.ts';
