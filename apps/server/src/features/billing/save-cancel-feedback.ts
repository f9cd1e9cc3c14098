import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { CANCEL_REASONS, type StatusResult } from './billing-types.ts';
import { failed, ok } from './provider-attempt.ts';

export interface CancelFeedback {
  feedback: string[];
  other_text?: string | null;
}

const KNOWN_REASONS = [...CANCEL_REASONS, 'Other'].map((r) => r.toLowerCase());

/** SaveSubscriptionCancelFeedbackRequest: why the company cancels, from the fixed reasons and an 'Other' text. */
export async function saveCancelFeedback(
  services: Pick<AppServices, 'db'>,
  session: CompanySession,
  processType: string,
  feedbacks: CancelFeedback,
): Promise<StatusResult> {
  if (processType !== 'CREATE_FEEDBACK') return failed(MESSAGES.wrongProcessType);
  const reasons = feedbacks.feedback.map((f) => f.trim()).filter(Boolean);
  if (reasons.length === 0) return failed(MESSAGES.selectOneOption);
  if (reasons.some((r) => !KNOWN_REASONS.includes(r.toLowerCase()))) return failed(MESSAGES.unknownReason);
  const other = feedbacks.other_text?.trim() || null;
  if (other && other.length > 500) return failed(MESSAGES.otherTooLong);
  await withCompany(services.db, session.companyId, (trx) =>
    trx
      .insertInto('billingCancelFeedback')
      .values({ companyId: session.companyId, userId: session.userId, feedback: reasons, otherText: other })
      .execute(),
  );
  return ok(MESSAGES.feedbackThanks);
}
