import { signedDownloadRoute } from '../platform/storage/signed-download.route.ts';
import { OUTBOX_ROUTES } from '../platform/mail/outbox-routes.ts';
import { excelTemplateRoute } from '../features/excel/excel-template.route.ts';
import { excelUploadRoute } from '../features/excel/excel-upload.route.ts';
import { BILLING_ROUTES } from '../features/billing/index.ts';
import { resultsUploadRoute } from '../features/test-and-learn/results-upload.route.ts';
import { resultsReportRoute } from '../features/test-and-learn/results-report.route.ts';
import { webhookDeliveryRoute, webhookHandshakeRoute } from '../features/blackbaud/index.ts';
import type { HttpRoute } from './http-routes.ts';

/** Every feature's plain HTTP routes; features append theirs. */
export const FEATURE_ROUTES: HttpRoute[] = [signedDownloadRoute, ...OUTBOX_ROUTES, excelTemplateRoute, excelUploadRoute, ...BILLING_ROUTES, resultsUploadRoute, resultsReportRoute, webhookHandshakeRoute, webhookDeliveryRoute];
