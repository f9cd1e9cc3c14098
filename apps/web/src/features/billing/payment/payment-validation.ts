import type { CardCompleteness } from './card-fields.tsx';

/** The billing address form of the spec's section 3 (card fields themselves live in the hosted fields). */
export interface AddressForm {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  cardName: string;
  firstName: string;
  lastName: string;
  routingNumber: string;
  accountNumber: string;
}

export const EMPTY_ADDRESS: AddressForm = { address1: '', address2: '', city: '', state: '', zip: '', cardName: '', firstName: '', lastName: '', routingNumber: '', accountNumber: '' };

export type FormErrors = Partial<Record<keyof AddressForm | 'number' | 'expiry' | 'cvv', string>>;

/** purchase: address, card name and card; change: card name and card only; new: names, address and card. */
export type PaymentFormVariant = 'purchase' | 'change' | 'new';

const required = (value: string, message: string) => (value.trim() === '' ? message : undefined);

function numeric(value: string, requiredMessage: string, numericMessage: string): string | undefined {
  if (value.trim() === '') return requiredMessage;
  return /^\d+$/.test(value.trim()) ? undefined : numericMessage;
}

function addressErrors(form: AddressForm): FormErrors {
  return {
    address1: required(form.address1, 'The address is required.'),
    city: required(form.city, 'The city is required.'),
    state: required(form.state, 'The state is required.'),
    zip: required(form.zip, 'The zip is required.'),
  };
}

/** The card form's messages (billing spec section 5); the hosted fields count when they report complete. */
export function cardFormErrors(variant: PaymentFormVariant, form: AddressForm, card: CardCompleteness): FormErrors {
  const errors: FormErrors = {
    ...(variant === 'change' ? {} : addressErrors(form)),
    ...(variant === 'new' ? { firstName: required(form.firstName, 'The first name is required.') } : { cardName: required(form.cardName, 'The card name is required.') }),
    number: card.number ? undefined : 'The card number is required.',
    expiry: card.expiry ? undefined : 'The card expiry is required.',
    cvv: card.cvv ? undefined : 'The card cvv is required.',
  };
  return withoutEmpty(errors);
}

/** The eCheck form's messages: routing and account, required and numeric. */
export function echeckFormErrors(variant: PaymentFormVariant, form: AddressForm): FormErrors {
  return withoutEmpty({
    ...(variant === 'purchase' ? addressErrors(form) : {}),
    routingNumber: numeric(form.routingNumber, 'The routing is required.', 'Routing may contain only numbers.'),
    accountNumber: numeric(form.accountNumber, 'The account is required.', 'Account may contain only numbers.'),
  });
}

function withoutEmpty(errors: FormErrors): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FormErrors;
}
