import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { PaymentSource, StatusResult } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { paymentOf, type PaymentMethodInput } from './payment-choice.ts';
import { attempt, failed, ok } from './provider-attempt.ts';

/**
 * CreatePaymentMethodRequest: adds a card ('new-card') or bank account ('echeck') beside the primary one.
 * The message is JSON with the new method's id and masked number.
 */
export async function addPaymentMethod(services: AppServices, session: CompanySession, input: PaymentMethodInput): Promise<StatusResult> {
  const isEcheck = input.sourceType === 'echeck';
  if (!isEcheck && input.sourceType !== 'new-card') return failed(MESSAGES.wrongSourceType);
  const payment = paymentOf({ sourceType: isEcheck ? 'echeck' : 'card', cardToken: input.cardToken, echeckData: input.echeckData });
  if (typeof payment === 'string') return failed(payment);
  return attempt(
    services,
    'new payment method',
    async () => {
      const provider = billingProvider(services);
      const customer = await billingCustomer(services, session);
      const source =
        payment.kind === 'bank'
          ? await provider.addBankAccount(customer, payment.echeck, false)
          : await provider.addCard(customer, (payment as { token: string }).token, false);
      // The card form's name and address are kept too; the expiry is the tokenized card's and stays.
      if (source.card && input.card)
        await provider.updateCard(customer, source.id, { ...input.card, expiry_month: null, expiry_year: null });
      return ok(addedMessage(source));
    },
    (message) => failed(message === MESSAGES.unexpected ? MESSAGES.newCardFailed : message),
  );
}

function addedMessage(source: PaymentSource): string {
  return JSON.stringify({ id: source.id, masked_number: source.card?.masked_number ?? `****${source.bank_account?.last4 ?? ''}` });
}
