import { describe, expect, it } from 'vitest';
import { cardFormErrors, echeckFormErrors, EMPTY_ADDRESS } from './payment-validation.ts';

const incomplete = { number: false, expiry: false, cvv: false };
const complete = { number: true, expiry: true, cvv: true };
const filled = { ...EMPTY_ADDRESS, address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', cardName: 'Flora Founder', firstName: 'Flora' };

describe('payment forms (billing spec section 5)', () => {
  it('an empty purchase card form shows every required message; address 2 is optional', () => {
    expect(cardFormErrors('purchase', EMPTY_ADDRESS, incomplete)).toEqual({
      address1: 'The address is required.',
      city: 'The city is required.',
      state: 'The state is required.',
      zip: 'The zip is required.',
      cardName: 'The card name is required.',
      number: 'The card number is required.',
      expiry: 'The card expiry is required.',
      cvv: 'The card cvv is required.',
    });
    expect(cardFormErrors('purchase', filled, complete)).toEqual({});
  });

  it('the change-card form asks only for the card name and the card fields', () => {
    expect(cardFormErrors('change', EMPTY_ADDRESS, complete)).toEqual({ cardName: 'The card name is required.' });
  });

  it('the new payment-method form asks for the first name instead of the card name', () => {
    expect(cardFormErrors('new', { ...filled, firstName: '  ' }, complete)).toEqual({ firstName: 'The first name is required.' });
  });

  it('eCheck routing and account are required and numeric', () => {
    expect(echeckFormErrors('change', EMPTY_ADDRESS)).toEqual({ routingNumber: 'The routing is required.', accountNumber: 'The account is required.' });
    expect(echeckFormErrors('change', { ...EMPTY_ADDRESS, routingNumber: '12a', accountNumber: '9 9' })).toEqual({
      routingNumber: 'Routing may contain only numbers.',
      accountNumber: 'Account may contain only numbers.',
    });
    expect(echeckFormErrors('purchase', { ...filled, routingNumber: '110000000', accountNumber: '000123456789' })).toEqual({});
  });
});
