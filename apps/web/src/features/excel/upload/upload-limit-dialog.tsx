import { SubscriptionUpdateDialog } from '../../billing/index.ts';

/** billing.md 'Upload-limit dialog': the upload would pass the company's constituent limit. */
export function UploadLimitDialog({ opened, onClose, detail = null }: { opened: boolean; onClose: () => void; detail?: string | null }) {
  return (
    <SubscriptionUpdateDialog
      opened={opened}
      onClose={onClose}
      message="This file would take your company past the number of constituents your subscription allows."
      detail={detail}
      cancelLabel="Cancel"
    />
  );
}
