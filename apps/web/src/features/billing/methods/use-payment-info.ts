import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { BillingConfigurationDocument, CreatePaymentMethodDocument, SetAsPrimaryPaymentMethodDocument, SubscriptionDetailDocument } from '../billing-documents.ts';
import type { PaymentSubmission } from '../payment/payment-form.tsx';
import type { PaymentMethod } from './payment-method-row.tsx';

export const ADD_TITLE = 'Add Payment Method';
export const EDIT_TITLE = 'Edit Payment Method';

export type PaymentInfoView =
  | { name: 'list' }
  | { name: 'choose' }
  | { name: 'card' }
  | { name: 'echeck' }
  | { name: 'edit'; method: PaymentMethod }
  | { name: 'success'; title: string; text: string };

/** The modal's title: the list, an edit (up to its success screen), or an added method. */
function titleOf(view: PaymentInfoView): string {
  if (view.name === 'list') return 'Manage your Payment Info';
  if (view.name === 'edit') return EDIT_TITLE;
  return view.name === 'success' ? view.title : ADD_TITLE;
}

/** Manage your Payment Info: the saved methods, the primary choice, adding one and the success screens. */
export function usePaymentInfo() {
  const [view, setView] = useState<PaymentInfoView>({ name: 'list' });
  const [error, setError] = useState<string | null>(null);
  const [{ data, fetching }, refetch] = useQuery({ query: SubscriptionDetailDocument, variables: { processType: 'PAYMENT_METHOD_LIST' }, requestPolicy: 'network-only' });
  const [{ data: configData }] = useQuery({ query: BillingConfigurationDocument });
  const [, setPrimary] = useMutation(SetAsPrimaryPaymentMethodDocument);
  const [, create] = useMutation(CreatePaymentMethodDocument);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const handlePrimary = async (method: PaymentMethod) => {
    const result = await setPrimary({ input: { sourceType: 'set-primary', payment_id: method.id } });
    if (result.data?.SetAsPrimaryPaymentMethodRequest.statusCode !== 200) setError(result.data?.SetAsPrimaryPaymentMethodRequest.message ?? 'Something went wrong. Please try again.');
    reload();
  };

  const handleAdd = async (submission: PaymentSubmission): Promise<string | null> => {
    const { form } = submission;
    const card = { first_name: form.firstName.trim(), last_name: form.lastName.trim() || null, billing_addr1: form.address1.trim(), billing_addr2: form.address2.trim() || null, billing_city: form.city.trim(), billing_state_code: form.state.trim(), billing_zip: form.zip.trim(), billing_country: 'US' };
    const input = submission.kind === 'card' ? { sourceType: 'new-card', cardToken: submission.cardToken, card } : { sourceType: 'echeck', echeckData: submission.echeckData };
    const result = await create({ input });
    const answer = result.data?.CreatePaymentMethodRequest;
    if (answer?.statusCode !== 200) return submission.kind === 'card' ? 'We have problem to add you payment method' : (answer?.message ?? 'We have problem to add you payment method');
    setView({ name: 'success', title: ADD_TITLE, text: `Your payment method ${addedMasked(answer.message)} has been added` });
    reload();
    return null;
  };

  const handleEdited = () => {
    reload();
    setView({ name: 'success', title: EDIT_TITLE, text: 'Your payment method has been updated' });
  };

  return {
    view,
    title: titleOf(view),
    methods: data?.SubscriptionDetailRequest.listPaymentMethods ?? [],
    isLoading: fetching && !data,
    config: configData?.getBillingConfiguration ?? null,
    error,
    setView,
    reload,
    handlePrimary,
    handleAdd,
    handleEdited,
  };
}

/** CreatePaymentMethodRequest answers a JSON message holding the new method's masked number. */
function addedMasked(message: string | null | undefined): string {
  try {
    return (JSON.parse(message ?? '{}') as { masked_number?: string }).masked_number ?? '';
  } catch {
    return '';
  }
}
