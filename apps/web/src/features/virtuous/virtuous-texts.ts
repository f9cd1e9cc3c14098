import type { ListLinkedVirtuousAccountsQuery } from '../../graphql/generated/graphql.ts';

export type VirtuousAccount = ListLinkedVirtuousAccountsQuery['listLinkedVirtuousAccounts'][number];

/** A message of the Virtuous pages: the spec's text, and what the server said when it refused (shown as returned). */
export interface VirtuousMessage {
  color: 'red' | 'teal';
  text: string;
  detail: string | null;
}

/** Spec section 2: a selected, unlocked account with id, companyId, organizationId, organizationName and totalConstituents. */
export function isAccountSelectable(account: VirtuousAccount): boolean {
  return account.isLocked !== 1 && !!account.id && !!account.companyId && !!account.organizationId && !!account.organizationName && !!account.totalConstituents;
}

/** The connect popup's claims or token were refused (the spec's spelling, kept). */
export const UNAUTHORIZED_TEXT = 'Unauthoized';

/** The spec's exchange errors (section 8). */
export function exchangeErrorText(code: string | null): string {
  if (code === 'environment_alreadyexists') return 'Environment already exists';
  if (code === 'missing_companyOrgId_for_reconnect') return 'Company Organization Information missing for Reconnect';
  if (code === UNAUTHORIZED_TEXT) return UNAUTHORIZED_TEXT;
  return 'An error has occurred.';
}

// The spec has no text of its own for a Virtuous reauthentication: Raiser's Edge NXT's is used.
export const REAUTHENTICATED_TEXT = 'The environment was reauthenticated.';

/** What the account list says once the popup's token has been exchanged (null: nothing to say). */
export function exchangeMessage(answer: { statusCode: number; error: string | null } | null | undefined, isReconnect: boolean): VirtuousMessage | null {
  if (!answer || answer.statusCode !== 200) return { color: 'red', text: exchangeErrorText(answer?.error ?? null), detail: null };
  // Stored, but the tag list could not be read.
  if (answer.error) return { color: 'red', text: answer.error, detail: null };
  return isReconnect ? { color: 'teal', text: REAUTHENTICATED_TEXT, detail: null } : null;
}

// The account list's texts, spelling kept: end-to-end tests and users know them as they are.
export const EMPTY_ACCOUNTS_TEXT = 'No Virtuous environment has been linked to you company. Click "+ Add New" to link your Virtuous environment.';
export const tagsResyncedText = (organizationName: string) => `Tags of ${organizationName} are synced up!`;
export const TAGS_RESYNC_FAILED = 'Something went wrong while resyncing Tags of the virtuous environment';
export const ACCOUNT_DELETE_FAILED = 'Something went wrong while deleting the virtuous environment';

export const syncedText = (tag: string) => `Campaigns, Communications and Projects of "${tag}" tag are synced up!`;
export const syncFailedText = (tag: string, isResync: boolean) => `Something went wrong while ${isResync ? 're-syncing' : 'syncing'} Campaigns, Communications and Projects of "${tag}" tag`;
export const tagSynced = (tag: string): VirtuousMessage => ({ color: 'teal', text: syncedText(tag), detail: null });
export const tagSyncFailed = (tag: string, isResync: boolean, serverError: string | null | undefined): VirtuousMessage => ({ color: 'red', text: syncFailedText(tag, isResync), detail: serverError || null });

export const EMPTY_TAGS_TEXT = "Don't see your Tag? Go to the second system first, create a tag and then re-sync on the environment selector screen.";
/** Spec section 5: a tag must be chosen, on re-sync and on next. */
export const PLEASE_SELECT_TAG = 'Please select a tag';
export const NO_TAG_SELECTED = 'No Tag selected';

// The confirmation before naming the appeal (spec section 2: the mapping's 'Confirm?' dialog).
export const CONFIRM_TITLE = 'Confirm?';
export const MAP_ALL_FIELDS_TEXT = 'For best results please map all fields.';
export const MAP_MORE_FIELDS = 'Map More Fields';
export const CONTINUE_WITH_CURRENT_SELECTION = '> Continue With Current Selection';
/** Spec section 8, spelling kept: the map-appeal status of the appeal was not returned. */
export const MAPPING_STATUS_MISSING = 'Something went wrong, unable to retreive mapping status of appeal';
