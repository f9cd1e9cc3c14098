// Placeholder bodies while the contract is published; the provider-backed operations follow.
import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/policy.ts';
import type * as T from './billing-types.ts';

const pending = (): never => {
  throw new Error('Billing is being built');
};
type S = AppServices;
type C = CompanySession;
export const billingConfiguration = (_s: S): T.BillingConfiguration => pending();
export const getCompanySubscription = async (_s: S, _c: C): Promise<T.CompanySubscription | null> => pending();
export const listPlans = async (_s: S, _c: C): Promise<T.SubscriptionPlan[]> => pending();
export const estimatePlanChange = async (_s: S, _c: C, _a: { planId?: number | null; cbSubscriptionId?: string | null; promoCodes?: string[] | null }): Promise<T.EstimateResult> => pending();
export const validatePromoCode = async (_s: S, _c: C, _a: { cbSubscriptionId: string; promoCode: string }): Promise<T.PromoCodeValidateResult> => pending();
export const validateCustomPlan = async (_s: S, _c: C, _id: string): Promise<T.CustomPlanValidateResult> => pending();
export const subscriptionDetail = async (_s: S, _c: C, _p: T.ProcessType, _i: string | null): Promise<T.SubscriptionDetailResult> => pending();
export const subscriptionInfo = async (_s: S, _c: C): Promise<T.SubscriptionInfo | null> => pending();
export const createSubscription = async (_s: S, _c: C, _i: T.SubscriptionPurchase): Promise<T.PaymentOperationResult> => pending();
export const changeSubscription = async (_s: S, _c: C, _i: T.SubscriptionPurchase): Promise<T.PaymentOperationResult> => pending();
export const completeHostedCheckout = async (_s: S, _c: C, _h: string): Promise<T.PaymentOperationResult> => pending();
type PM = { sourceType: string; cardToken?: string | null; card?: T.CardDetails | null; echeckData?: T.EcheckData | null; payment_id?: string | null };
export const updatePaymentMethod = async (_s: S, _c: C, _i: PM): Promise<T.StatusResult> => pending();
export const createPaymentMethod = async (_s: S, _c: C, _i: PM): Promise<T.StatusResult> => pending();
export const editPaymentMethod = async (_s: S, _c: C, _i: PM): Promise<T.StatusResult> => pending();
export const setPrimaryPaymentMethod = async (_s: S, _c: C, _i: PM): Promise<T.StatusResult> => pending();
export const deletePaymentMethod = async (_s: S, _c: C, _i: PM): Promise<T.StatusResult> => pending();
export const cancelSubscription = async (_s: S, _c: C): Promise<T.StatusResult> => pending();
export const saveCancelFeedback = async (_s: S, _c: C, _p: string, _f: { feedback: string[]; other_text?: string | null }): Promise<T.StatusResult> => pending();
export const reactivateSubscription = async (_s: S, _c: C): Promise<T.StatusResult> => pending();
