/** Statuses after which a file may be reviewed (spec: 'Review Selection' only for DONE or DONE_WITH_ERROR). */
export const REVIEWABLE_STATUSES = ['DONE', 'DONE_WITH_ERROR'];

export function isInProgress(status: string): boolean {
  return status.includes('START') || status.includes('PROCESSING');
}

export function isReviewable(status: string): boolean {
  return REVIEWABLE_STATUSES.includes(status);
}

/** 'done-total' as a whole percentage, capped at 100; null when the total is not known yet. */
export function progressPercent(progress: string | null | undefined): number | null {
  const match = /^(\d+)-(\d+)$/.exec(progress ?? '');
  if (!match) return null;
  const total = Number(match[2]);
  if (!total) return null;
  return Math.min(100, Math.floor((Number(match[1]) / total) * 100));
}

/** yyyy-MM-dd in the browser's time zone (spec: Excel upload date). */
export function uploadDate(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const LIMIT_EXCEEDED = 'ERROR_LIMIT_EXCEDED';

export interface FileRefusal {
  /** The status badge: 'Excel has errors', or why the plan refused the file. */
  label: string;
  /** The reason in words, naming the limit; null for a file with errors (their cells are mailed and shown at upload). */
  detail: string | null;
  removeLabel: string;
}

/**
 * What the file list says of a finished file with nothing to review. A file refused for the constituent
 * limit has no error in it: its status names the limit it would have passed, and it can be removed.
 */
export function fileRefusal(file: { status: string; errorMessages: ReadonlyArray<{ id: string; error: string }> }): FileRefusal {
  if (file.status !== LIMIT_EXCEEDED) return { label: 'Excel has errors', detail: null, removeLabel: 'Excel has errors - Remove' };
  const reason = file.errorMessages[0];
  const why = reason?.error.replace(/^Subscription update required: /, '');
  return {
    label: reason?.id === 'subscription_expired' ? 'Subscription expired' : 'Over plan limit',
    detail: why ? `Not uploaded: ${why}` : 'Not uploaded: it would take your company past the number of constituents your subscription allows.',
    removeLabel: 'Remove',
  };
}
