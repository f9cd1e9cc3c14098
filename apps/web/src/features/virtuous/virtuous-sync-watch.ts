/** The states a Virtuous tag sync reports; DONE and ERROR are final. */
export const isSyncFinished = (status: string) => status === 'DONE' || status === 'ERROR';

/**
 * Whether the select-tag page should keep refetching (push and poll). The account's lock and the sync's status
 * come from two requests: when a sync ends between their answers, the page holds an unlocked account and a
 * status still running. Watching on the lock alone then stops for good and the sync's message never shows, so
 * an unfinished status keeps the watch going too.
 */
export function isWatchingSync(isLocked: boolean, ingestion: { status: string } | null): boolean {
  return isLocked || (ingestion !== null && !isSyncFinished(ingestion.status));
}
