import type { ListLinkedVirtuousAccountsQuery } from '../../graphql/generated/graphql.ts';

export type VirtuousAccount = ListLinkedVirtuousAccountsQuery['listLinkedVirtuousAccounts'][number];

/** Spec section 2: a selected, unlocked account with id, companyId, organizationId, organizationName and totalConstituents. */
export function isAccountSelectable(account: VirtuousAccount): boolean {
  return account.isLocked !== 1 && !!account.id && !!account.companyId && !!account.organizationId && !!account.organizationName && !!account.totalConstituents;
}

/** The spec's exchange errors (section 8). */
export function exchangeErrorText(code: string | null): string {
  if (code === 'environment_alreadyexists') return 'Environment already exists';
  if (code === 'missing_companyOrgId_for_reconnect') return 'Company Organization Information missing for Reconnect';
  if (code === 'Unauthoized') return 'Unauthoized';
  return 'An error has occurred.';
}

export const syncedText = (tag: string) => `Campaigns, Communications and Projects of "${tag}" tag are synced up!`;
export const syncFailedText = (tag: string, isResync: boolean) => `Something went wrong while ${isResync ? 're-syncing' : 'syncing'} Campaigns, Communications and Projects of "${tag}" tag`;
export const EMPTY_TAGS_TEXT = "Don't see your Tag? Go to the second system first, create a tag and then re-sync on the environment selector screen.";
