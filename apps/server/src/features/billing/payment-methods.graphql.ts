import { builder } from '../../graphql/builder.ts';
import { requireAdministratorOrThrow } from '../accounts/index.ts';
import { addPaymentMethod } from './add-payment-method.ts';
import { PaymentMethodInput } from './billing-inputs.graphql.ts';
import { deletePaymentMethod } from './delete-payment-method.ts';
import { editPaymentMethod } from './edit-payment-method.ts';
import { getBillingConfiguration } from './get-billing-configuration.ts';
import { BillingConfigurationRef } from './payment-objects.graphql.ts';
import { setPrimaryPaymentMethod } from './set-primary-payment-method.ts';
import { StatusResultRef } from './subscription-objects.graphql.ts';
import { updatePaymentMethod } from './update-payment-method.ts';

// Payment methods: how the browser collects a card, and adding, editing, choosing and deleting methods.

builder.queryField('getBillingConfiguration', (t) =>
  t.field({
    type: BillingConfigurationRef,
    description: 'Which payment provider collects card details, and where its script or tokenization endpoint is.',
    resolve: (_root, _args, ctx) => (requireAdministratorOrThrow(ctx.session), getBillingConfiguration(ctx.services)),
  }),
);

builder.mutationField('UpdatePaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: "Replaces the subscription's payment method (sourceType card with cardToken, or echeck with echeckData).",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => updatePaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('CreatePaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description:
      "Adds a payment method (sourceType 'new-card' with cardToken and card, or 'echeck' with echeckData); message is JSON with masked_number.",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => addPaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('EditPaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: "Edits a card's name, expiry and billing address (sourceType 'edit-card', payment_id, card).",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => editPaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('SetAsPrimaryPaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: "Makes a payment method the primary one (sourceType 'set-primary', payment_id); the others stop being primary.",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => setPrimaryPaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('DeletePaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description:
      "Deletes a payment method (sourceType 'delete-card', payment_id); refused when it is the only one. statusCode 200 on success.",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => deletePaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);
