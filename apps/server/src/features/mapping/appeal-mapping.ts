import { MAPPING_SECTIONS, SECTION_WIRE_NAMES, parseStoredMapping, type SectionWireName } from '@askwise/domain/mapping/mapping-settings';
import { withCompany, type Db } from '../../db/database.ts';
import { findAppeal } from '../appeals/index.ts';

/** A saved selection read back: the section's sent name and the source system's ids. */
export interface AppealMappingRow {
  appealName: SectionWireName;
  bbCampaignId: string;
  bbAppealId: string;
  bbFundId: string;
  fromDate: string | null;
  toDate: string | null;
}

/** getAppealMapping: the appeal's saved selections, one row per selected combination; null for another company's appeal. */
export async function getAppealMapping(db: Db, companyId: number, appealId: number): Promise<AppealMappingRow[] | null> {
  return withCompany(db, companyId, async (trx) => {
    const appeal = await findAppeal(trx, appealId);
    if (!appeal) return null;
    const settings = parseStoredMapping(appeal.mappingSettings);
    return MAPPING_SECTIONS.flatMap((section) =>
      settings[section].items.map((item) => ({
        appealName: SECTION_WIRE_NAMES[section],
        bbCampaignId: item.campaignId,
        bbAppealId: item.appealId,
        bbFundId: item.fundId,
        fromDate: settings[section].fromDate,
        toDate: settings[section].toDate,
      })),
    );
  });
}
