import { sortPlans } from '@askwise/domain/billing-rules';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { usePush } from '../../lib/push-client.ts';
import { BillingConfigurationDocument, SubscriptionPageDocument } from './billing-documents.ts';

/** The page's data: plans (custom last), the company's subscription and donor total, refreshed live on SUBSCRIPTION_CHANGED; whether billing is the sandbox. */
export function useSubscriptionPage() {
  const { user } = useSession();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: SubscriptionPageDocument, requestPolicy: 'cache-and-network' });
  const [{ data: configData }] = useQuery({ query: BillingConfigurationDocument });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  usePush('SUBSCRIPTION_CHANGED', user?.company?.id, refresh);
  const plans = useMemo(() => sortPlans(data?.listPaymentSubscriptions ?? []), [data]);
  return {
    plans,
    subscription: data?.getCompanySubscription ?? null,
    totalConstituents: data?.getCompanyTotalConstituents ?? 0,
    isLoading: fetching && !data,
    error: error?.graphQLErrors[0]?.message ?? error?.message ?? null,
    companyName: user?.company?.name ?? '',
    isSandbox: configData?.getBillingConfiguration.provider === 'sandbox',
    refresh,
  };
}
