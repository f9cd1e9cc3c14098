import { sql } from 'kysely';
import { withCompany, type Db } from '../../db/database.ts';
import { VIRTUOUS_SOURCE_ID } from './virtuous-connection.ts';

// What the five pickers offer: the account's campaigns (each expanding to its communications) and the
// projects the tag's gifts were designated to. The 3-character search filters these lists in the browser.

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

const ofAccount = (environmentId: number) => sql`environment_id = ${environmentId} and exists (select 1 from environments e where e.id = ${environmentId} and e.data_import_source_id = ${VIRTUOUS_SOURCE_ID})`;

export function listCampaigns(db: Db, companyId: number, environmentId: number): Promise<VirtuousCampaignView[]> {
  return withCompany(db, companyId, async (trx) => {
    const { rows } = await sql<VirtuousCampaignView>`select id, external_id as v_campaign_id, name as campaign_name from fundraising_campaigns where ${ofAccount(environmentId)} order by name, id`.execute(trx);
    return rows;
  });
}

export function listCommunications(db: Db, companyId: number, environmentId: number): Promise<VirtuousCommunicationView[]> {
  return withCompany(db, companyId, async (trx) => {
    const { rows } = await sql<VirtuousCommunicationView>`
      select id, external_id as v_communication_id, coalesce(parent_external_id, '') as v_campaign_id, name as communication_name
      from fundraising_appeals where ${ofAccount(environmentId)} order by name, id`.execute(trx);
    return rows;
  });
}

/** Projects on the tag's gifts (every project of the account when no tag is given). */
export function listProjects(db: Db, companyId: number, environmentId: number, tagId: number | null): Promise<VirtuousProjectView[]> {
  return withCompany(db, companyId, async (trx) => {
    const onTag = tagId
      ? sql`and f.id in (select distinct s.fund_id from gift_splits s join audience_members m on m.constituent_id = s.constituent_id
          where m.audience_id = ${tagId} and s.environment_id = ${environmentId} and s.fund_id is not null)`
      : sql``;
    const { rows } = await sql<VirtuousProjectView>`
      select f.id, f.external_id as v_project_id, f.name as project_name, f.code as v_project_code
      from fundraising_funds f where f.${ofAccount(environmentId)} ${onTag}
      order by f.name, f.id`.execute(trx);
    return rows;
  });
}
