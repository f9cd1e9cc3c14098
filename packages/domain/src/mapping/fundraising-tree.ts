import { itemKey, type MappingItem } from './mapping-settings.ts';

// The campaign / appeal / fund tree of the mapping picker (spec section 3, 'Fundraising hierarchy').
// Each leaf is one combination seen on the audience's gifts; loose appeals sit under a pseudo-campaign
// 'Appeals' and loose funds under a pseudo-appeal 'Funds'.

export interface HierarchyRow {
  campaignId: string;
  campaignName: string;
  appealId: string;
  appealName: string;
  fundId: string;
  fundName: string;
  dateAdded?: string | null;
}

export interface FundNode {
  key: string;
  fundId: string;
  fundName: string;
  item: MappingItem;
}
export interface AppealNode {
  key: string;
  appealId: string;
  appealName: string;
  funds: FundNode[];
}
export interface CampaignNode {
  key: string;
  campaignId: string;
  campaignName: string;
  dateAdded: string | null;
  appeals: AppealNode[];
}

export const LOOSE_APPEALS_NAME = 'Appeals';
export const LOOSE_FUNDS_NAME = 'Funds';
export const NO_FUND_NAME = 'No fund';

const byName = <T>(name: (t: T) => string, isPseudo: (t: T) => boolean) => (a: T, b: T) =>
  Number(isPseudo(a)) - Number(isPseudo(b)) || name(a).localeCompare(name(b), 'en', { sensitivity: 'base' });

export function buildFundraisingTree(rows: readonly HierarchyRow[]): CampaignNode[] {
  const campaigns = new Map<string, CampaignNode>();
  for (const row of rows) {
    const item: MappingItem = { campaignId: row.campaignId, appealId: row.appealId, fundId: row.fundId };
    let campaign = campaigns.get(row.campaignId);
    if (!campaign) {
      campaign = {
        key: `c:${row.campaignId}`,
        campaignId: row.campaignId,
        campaignName: row.campaignId ? row.campaignName : LOOSE_APPEALS_NAME,
        dateAdded: row.dateAdded ?? null,
        appeals: [],
      };
      campaigns.set(row.campaignId, campaign);
    }
    let appeal = campaign.appeals.find((a) => a.appealId === row.appealId);
    if (!appeal) {
      appeal = { key: `a:${row.campaignId}:${row.appealId}`, appealId: row.appealId, appealName: row.appealId ? row.appealName : LOOSE_FUNDS_NAME, funds: [] };
      campaign.appeals.push(appeal);
    }
    const key = itemKey(item);
    if (!appeal.funds.some((f) => f.key === key)) appeal.funds.push({ key, fundId: row.fundId, fundName: row.fundId ? row.fundName : NO_FUND_NAME, item });
  }
  const tree = [...campaigns.values()].sort(byName((c) => c.campaignName, (c) => c.campaignId === ''));
  for (const campaign of tree) {
    campaign.appeals.sort(byName((a) => a.appealName, (a) => a.appealId === ''));
    for (const appeal of campaign.appeals) appeal.funds.sort(byName((f) => f.fundName, () => false));
  }
  return tree;
}

/**
 * Case-insensitive substring search on campaign, appeal or fund name: a matching campaign keeps all of
 * its appeals, a matching appeal all of its funds, otherwise only matching funds stay.
 */
export function filterFundraisingTree(tree: readonly CampaignNode[], search: string): CampaignNode[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...tree];
  const hit = (name: string) => name.toLowerCase().includes(needle);
  const result: CampaignNode[] = [];
  for (const campaign of tree) {
    if (hit(campaign.campaignName)) {
      result.push(campaign);
      continue;
    }
    const appeals: AppealNode[] = [];
    for (const appeal of campaign.appeals) {
      if (hit(appeal.appealName)) appeals.push(appeal);
      else {
        const funds = appeal.funds.filter((f) => hit(f.fundName));
        if (funds.length) appeals.push({ ...appeal, funds });
      }
    }
    if (appeals.length) result.push({ ...campaign, appeals });
  }
  return result;
}

export function fundsOfCampaign(campaign: CampaignNode): FundNode[] {
  return campaign.appeals.flatMap((a) => a.funds);
}

export type GroupState = 'all' | 'some' | 'none';

/** A group is active when it has at least one fund and every fund below it is selected. */
export function groupState(funds: readonly FundNode[], selected: ReadonlySet<string>): GroupState {
  const count = funds.filter((f) => selected.has(f.key)).length;
  if (funds.length > 0 && count === funds.length) return 'all';
  return count > 0 ? 'some' : 'none';
}

/** Selects or clears every fund of a group. */
export function toggleGroup(selected: ReadonlySet<string>, funds: readonly FundNode[], isOn: boolean): Set<string> {
  const next = new Set(selected);
  for (const fund of funds) {
    if (isOn) next.add(fund.key);
    else next.delete(fund.key);
  }
  return next;
}

/** The selected leaves as mapping items, in tree order. */
export function selectedItems(tree: readonly CampaignNode[], selected: ReadonlySet<string>): MappingItem[] {
  return tree.flatMap(fundsOfCampaign).filter((f) => selected.has(f.key)).map((f) => f.item);
}
