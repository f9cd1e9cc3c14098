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
