import { MAPPED_GIVING_FIELDS } from '@askwise/domain/giving-fields';
import { MAPPING_SECTIONS, type MappingSection, type MappingSettings } from '@askwise/domain/mapping/mapping-settings';
import type { Trx } from '../../db/database.ts';

/** Bit of each section in a combination's flags (giving-fields.ts). */
export const SECTION_BITS = Object.fromEntries(MAPPED_GIVING_FIELDS.map((f) => [f.key, f.mapping.bit])) as Readonly<Record<MappingSection, number>>;

/** One selected campaign / appeal / fund combination (internal ids, 0 = none) and the sections it counts for. */
export interface MappedCombo {
  campaignId: number;
  appealId: number;
  fundId: number;
  flags: number;
}

/**
 * Resolves the selected external ids to the environment's internal ids once, merging the sections that
 * select the same combination into one row of flags; the mapping pass then joins gift splits to this
 * short list instead of comparing text ids on every gift. Ids the environment does not know are dropped.
 */
export async function resolveMappedCombos(trx: Trx, environmentId: number, settings: MappingSettings): Promise<MappedCombo[]> {
  const externalIds = { campaign: new Set<string>(), appeal: new Set<string>(), fund: new Set<string>() };
  for (const section of MAPPING_SECTIONS) {
    for (const item of settings[section].items) {
      if (item.campaignId) externalIds.campaign.add(item.campaignId);
      if (item.appealId) externalIds.appeal.add(item.appealId);
      if (item.fundId) externalIds.fund.add(item.fundId);
    }
  }
  const lookup = async (table: 'fundraisingCampaigns' | 'fundraisingAppeals' | 'fundraisingFunds', ids: Set<string>) => {
    if (ids.size === 0) return new Map<string, number>();
    const rows = await trx.selectFrom(table).select(['id', 'externalId']).where('environmentId', '=', environmentId).where('externalId', 'in', [...ids]).execute();
    return new Map(rows.map((r) => [r.externalId, r.id]));
  };
  const [campaigns, appeals, funds] = await Promise.all([
    lookup('fundraisingCampaigns', externalIds.campaign),
    lookup('fundraisingAppeals', externalIds.appeal),
    lookup('fundraisingFunds', externalIds.fund),
  ]);
  const combos = new Map<string, MappedCombo>();
  for (const section of MAPPING_SECTIONS) {
    for (const item of settings[section].items) {
      const campaignId = item.campaignId ? campaigns.get(item.campaignId) : 0;
      const appealId = item.appealId ? appeals.get(item.appealId) : 0;
      const fundId = item.fundId ? funds.get(item.fundId) : 0;
      if (campaignId === undefined || appealId === undefined || fundId === undefined) continue;
      const key = `${campaignId}:${appealId}:${fundId}`;
      const combo = combos.get(key) ?? { campaignId, appealId, fundId, flags: 0 };
      combo.flags |= SECTION_BITS[section];
      combos.set(key, combo);
    }
  }
  return [...combos.values()];
}
