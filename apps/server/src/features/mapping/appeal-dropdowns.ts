import { sql } from 'kysely';
import { effectiveRange, localCalendarDate } from '@askwise/domain/mapping/mapping-dates';
import { HIERARCHY_SIZE_LIMIT_TEXT } from '@askwise/domain/mapping/map-appeal-statuses';
import { toCalendarDate } from '@askwise/domain/mapping/mapping-settings';
import type { HierarchyRow } from '@askwise/domain/mapping/fundraising-tree';
import { withCompany, type Db } from '../../db/database.ts';

/** More combinations than this cannot be picked from sensibly nor sent quickly. */
export const MAX_HIERARCHY_ROWS = 3000;

export interface AppealDropdownsInput {
  audienceId: number;
  blackbaudOrganizationId: number;
  fromDate?: string | null;
  toDate?: string | null;
  today?: string;
}

export interface AppealDropdownsResult {
  statusCode: number;
  error: string | null;
  rows: HierarchyRow[];
}

/**
 * getAppealDropdownsByAudienceId: the campaign / appeal / fund combinations on the audience's gift splits
 * in the date range, with names. Ids are the source system's; a missing level is ''.
 */
export async function getAppealDropdowns(db: Db, companyId: number, input: AppealDropdownsInput, maxRows = MAX_HIERARCHY_ROWS): Promise<AppealDropdownsResult> {
  const fromDate = input.fromDate ? toCalendarDate(input.fromDate) : null;
  const toDate = input.toDate ? toCalendarDate(input.toDate) : null;
  if ((input.fromDate && !fromDate) || (input.toDate && !toDate)) return { statusCode: 400, error: 'Dates must be valid or empty.', rows: [] };
  const range = effectiveRange({ fromDate, toDate }, input.today ?? localCalendarDate(new Date()));
  return withCompany(db, companyId, async (trx) => {
    const audience = await trx
      .selectFrom('audiences')
      .select('id')
      .where('id', '=', input.audienceId)
      .where('environmentId', '=', input.blackbaudOrganizationId)
      .executeTakeFirst();
    if (!audience) return { statusCode: 404, error: 'Audience not found.', rows: [] };
    const combos = await sql<{ campaignId: number | null; appealId: number | null; fundId: number | null }>`
      select distinct s.campaign_id, s.appeal_id, s.fund_id
      from gift_splits s
      where s.environment_id = ${input.blackbaudOrganizationId}
        and s.constituent_id in (select am.constituent_id from audience_members am where am.audience_id = ${input.audienceId})
        ${range.fromDate ? sql`and s.gift_date >= ${range.fromDate}::date` : sql``}
        ${range.toDate ? sql`and s.gift_date <= ${range.toDate}::date` : sql``}
      limit ${maxRows + 1}
    `.execute(trx);
    if (combos.rows.length > maxRows) {
      return { statusCode: 413, error: `The fundraising hierarchy ${HIERARCHY_SIZE_LIMIT_TEXT} of ${maxRows} combinations.`, rows: [] };
    }
    const names = async (table: 'fundraisingCampaigns' | 'fundraisingAppeals' | 'fundraisingFunds', ids: Array<number | null>) => {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      if (!wanted.length) return new Map<number, { externalId: string; name: string; dateAdded: string | null }>();
      const rows = await trx.selectFrom(table).select(['id', 'externalId', 'name', sql<string | null>`date_added::text`.as('dateAdded')]).where('id', 'in', wanted).execute();
      return new Map(rows.map((r) => [r.id, r]));
    };
    const [campaigns, appeals, funds] = await Promise.all([
      names('fundraisingCampaigns', combos.rows.map((r) => r.campaignId)),
      names('fundraisingAppeals', combos.rows.map((r) => r.appealId)),
      names('fundraisingFunds', combos.rows.map((r) => r.fundId)),
    ]);
    const rows = combos.rows.map((combo): HierarchyRow => {
      const campaign = combo.campaignId === null ? undefined : campaigns.get(combo.campaignId);
      const appeal = combo.appealId === null ? undefined : appeals.get(combo.appealId);
      const fund = combo.fundId === null ? undefined : funds.get(combo.fundId);
      return {
        campaignId: campaign?.externalId ?? '',
        campaignName: campaign?.name ?? '',
        appealId: appeal?.externalId ?? '',
        appealName: appeal?.name ?? '',
        fundId: fund?.externalId ?? '',
        fundName: fund?.name ?? '',
        dateAdded: campaign?.dateAdded ?? appeal?.dateAdded ?? null,
      };
    });
    return { statusCode: 200, error: null, rows };
  });
}

