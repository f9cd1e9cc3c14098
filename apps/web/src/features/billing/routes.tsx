import type { AppRoute } from '../../session/index.ts';
import { InvoicePdfPage } from './invoice-pdf-page.tsx';
import { SubscriptionPage } from './subscription-page.tsx';

// Both are for the company-owner administrator; everyone else is sent to / by the gate.
export const billingRoutes: AppRoute[] = [
  { path: '/profile/subscription', access: 'administrator', layout: 'app', element: <SubscriptionPage /> },
  { path: '/profile/subscription/pdf/:invoiceId', access: 'administrator', layout: 'app', element: <InvoicePdfPage /> },
];
