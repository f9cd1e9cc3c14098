import { sql } from 'kysely';
import { withCompany, type Db } from '../../db/database.ts';
import { VIRTUOUS_SOURCE_ID } from './virtuous-connection.ts';

// What the five pickers offer: the campaigns (each expanding to its communications) and the projects the tag's
// contacts gave to, read from their gifts' splits; the whole account's when no tag is given. The 3-character
// search filters these lists in the browser.

export interface VirtuousCampaignView {
  id: number;
  vCampaignId: string;
  campaignName: string;
}
export interface VirtuousCommunicationView {
  id: number;
  vCommunicationId: string;
  vCampaignId: string;
  communicationName: string;
}
export interface VirtuousProjectView {
  id: number;
  vProjectId: string;
  projectName: string;
  vProjectCode: string | null;
}

type Level = 'campaign_id' | 'appeal_id' | 'fund_id';

const ofAccount = (environmentId: number) =>
  sql`x.environment_id = ${environmentId} and exists (select 1 from environments e where e.id = ${environmentId} and e.data_import_source_id = ${VIRTUOUS_SOURCE_ID})`;

/** Keeps the levels found on the gifts of the tag's contacts (one pass over the account's splits). */
const onTagGifts = (environmentId: number, tagId: number | null, level: Level) =>
  tagId
    ? sql`and x.id in (select s.${sql.ref(level)} from gift_splits s join audience_members m on m.constituent_id = s.constituent_id
        where m.audience_id = ${tagId} and s.environment_id = ${environmentId} and s.${sql.ref(level)} is not null)`
    : sql``;

/** Campaigns on the tag's gifts (every campaign of the account when no tag is given). */
export function listCampaigns(db: Db, companyId: number, environmentId: number, tagId: number | null): Promise<VirtuousCampaignView[]> {
  return withCompany(db, companyId, async (trx) => {
    const { rows } = await sql<VirtuousCampaignView>`
      select x.id, x.external_id as v_campaign_id, x.name as campaign_name
      from fundraising_campaigns x where ${ofAccount(environmentId)} ${onTagGifts(environmentId, tagId, 'campaign_id')}
      order by x.name, x.id`.execute(trx);
    return rows;
  });
}

/** Communications on the tag's gifts (every communication of the account when no tag is given). */
export function listCommunications(db: Db, companyId: number, environmentId: number, tagId: number | null): Promise<VirtuousCommunicationView[]> {
  return withCompany(db, companyId, async (trx) => {
    const { rows } = await sql<VirtuousCommunicationView>`
      select x.id, x.external_id as v_communication_id, coalesce(x.parent_external_id, '') as v_campaign_id, x.name as communication_name
      from fundraising_appeals x where ${ofAccount(environmentId)} ${onTagGifts(environmentId, tagId, 'appeal_id')}
      order by x.name, x.id`.execute(trx);
    return rows;
  });
}

/** Projects on the tag's gifts (every project of the account when no tag is given). */
export function listProjects(db: Db, companyId: number, environmentId: number, tagId: number | null): Promise<VirtuousProjectView[]> {
  return withCompany(db, companyId, async (trx) => {
    const { rows } = await sql<VirtuousProjectView>`
      select x.id, x.external_id as v_project_id, x.name as project_name, x.code as v_project_code
      from fundraising_funds x where ${ofAccount(environmentId)} ${onTagGifts(environmentId, tagId, 'fund_id')}
      order by x.name, x.id`.execute(trx);
    return rows;
  });
}
