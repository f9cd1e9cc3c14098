import { builder } from '../../graphql/builder.ts';
import { requireAdministratorOrThrow } from '../accounts/index.ts';
import { ProcessTypeEnum } from './billing-inputs.graphql.ts';
import { SubscriptionDetailResultRef } from './detail-objects.graphql.ts';
import { subscriptionDetail } from './subscription-detail.ts';

// The billing pages' reads in one request: details, payment methods, invoices, transactions, an invoice's PDF.

builder.queryField('SubscriptionDetailRequest', (t) =>
  t.field({
    type: SubscriptionDetailResultRef,
    description:
      'SUBSCRIPTION_CUSTOMER_INFO: result (coupons, coupon, payment_method); SUBSCRIPTION_DETAILS: result, resultInvoices, resultTransactions, listPaymentMethods; ' +
      'PAYMENT_METHOD_LIST: listPaymentMethods; SUBSCRIPTION_TRANSACTION_LIST: resultTransactions, resultInvoices; SUBSCRIPTION_INVOICE_PDF (invoiceId): invoicePdf.',
    args: { processType: t.arg({ type: ProcessTypeEnum, required: true }), invoiceId: t.arg.string() },
    resolve: (_root, args, ctx) =>
      subscriptionDetail(ctx.services, requireAdministratorOrThrow(ctx.session), args.processType, args.invoiceId ?? null),
  }),
);
