import { SubscriptionUpdateDialog } from '../billing/index.ts';
import type { SubscriptionReason } from './connect-messages.ts';

const REASON_TEXT: Record<SubscriptionReason, string> = {
  subscription_update: 'This environment needs a higher subscription level: it has more constituents than your subscription allows.',
  subscription_expired: 'Your subscription has expired. Renew it to sync this environment.',
};

/** 'Subscription update required' (spec 8) for a connected environment: the administrator may cancel the sync. */
export function SubscriptionRequiredDialog({ reason, onClose }: { reason: SubscriptionReason | null; onClose: () => void }) {
  return (
    <SubscriptionUpdateDialog
      opened={reason !== null}
      onClose={onClose}
      message={reason ? REASON_TEXT[reason] : ''}
      cancelLabel="Cancel environment sync"
    />
  );
}
