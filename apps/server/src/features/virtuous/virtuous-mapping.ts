import { sql } from 'kysely';
import { z } from 'zod';
import { sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import { calendarYearRange, localCalendarDate } from '@askwise/domain/mapping/mapping-dates';
import type { WireMapping } from '@askwise/domain/mapping/mapping-settings';
import type { AppServices } from '../../app-services.ts';
import { withCompany, type Trx } from '../../db/database.ts';
import { findAppeal, saveIncludeSoftCredits } from '../appeals/index.ts';
import { requestMapAppeal } from '../mapping/index.ts';

// Mapping a Virtuous appeal: each of the five pickers names a campaign, a communication or a project. The
// choice becomes the campaign / communication / project combinations found on the account's gifts, and the
// appeal is mapped by the same grouped pass as every other source (passthrough gifts are its soft credits).

const selection = z.object({ Type: z.enum(['Campaign', 'Communication', 'Project']), Id: z.coerce.number().int().positive() }).nullish();
export const virtuousMappingSchema = z.object({
  appealId: z.coerce.number().int().positive(),
  TagId: z.coerce.number().int().positive(),
  IncludePassthrough: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
  LastYear: selection,
  SecondYear: selection,
  ThirdYear: selection,
  Capital: selection,
  SpecialEvent: selection,
});
export type VirtuousMapping = z.infer<typeof virtuousMappingSchema>;
type Selection = z.infer<typeof selection>;

export const MAPPING_UNSUCCESSFUL = 'The mapping appeal request was unsuccessful. Please try again';
const PICKERS = ['LastYear', 'SecondYear', 'ThirdYear', 'Capital', 'SpecialEvent'] as const;
const COLUMN = { Campaign: 'campaign_id', Communication: 'appeal_id', Project: 'fund_id' } as const;

/** The combinations (external ids) of the account's gift splits that a selection covers. */
async function combinationsOf(trx: Trx, environmentId: number, choice: Selection) {
  if (!choice) return [];
  const { rows } = await sql<{ campaignId: string; appealId: string; fundId: string }>`
    select distinct coalesce(fc.external_id, '') as campaign_id, coalesce(fa.external_id, '') as appeal_id, coalesce(ff.external_id, '') as fund_id
    from gift_splits s
    left join fundraising_campaigns fc on fc.id = s.campaign_id
    left join fundraising_appeals fa on fa.id = s.appeal_id
    left join fundraising_funds ff on ff.id = s.fund_id
    where s.environment_id = ${environmentId} and s.${sql.ref(COLUMN[choice.Type])} = ${choice.Id}`.execute(trx);
  return rows;
}

async function wireMappingOf(trx: Trx, environmentId: number, input: VirtuousMapping, today: string): Promise<WireMapping> {
  const section = async (choice: Selection, range: { fromDate: string; toDate: string } | null) => ({
    items: await combinationsOf(trx, environmentId, choice),
    fromDate: range?.fromDate ?? null,
    toDate: range?.toDate ?? null,
  });
  return {
    appealLastYear: await section(input.LastYear, calendarYearRange(today, 1)),
    appealTwoYear: await section(input.SecondYear, calendarYearRange(today, 2)),
    appealThreeYear: await section(input.ThirdYear, calendarYearRange(today, 3)),
    campaign: await section(input.Capital, null),
    specialEvent: await section(input.SpecialEvent, null),
  };
}

/** VirtuousIngestion MAP_APPEAL: stores the selections and starts the mapping; statusCode 200 on success. */
export async function requestVirtuousMapping(services: Pick<AppServices, 'db' | 'bus' | 'jobs'>, companyId: number, extraParams: string, today = localCalendarDate(new Date())) {
  let input: VirtuousMapping;
  try {
    input = virtuousMappingSchema.parse(JSON.parse(extraParams));
  } catch {
    return { statusCode: 400, error: MAPPING_UNSUCCESSFUL };
  }
  const prepared = await withCompany(services.db, companyId, async (trx) => {
    const appeal = await findAppeal(trx, input.appealId);
    if (!appeal || sourceOfDataImportSourceId(appeal.dataImportSourceId) !== 'virtuous' || !appeal.environmentId) return null;
    if (appeal.audienceId !== input.TagId) return null;
    const wire = await wireMappingOf(trx, appeal.environmentId, input, today);
    const selections = JSON.stringify(Object.fromEntries(PICKERS.map((p) => [p, input[p] ?? null])));
    await trx
      .insertInto('virtuousAppealMappings')
      .values({ appealId: appeal.id, companyId, audienceId: input.TagId, includePassthrough: input.IncludePassthrough, selections })
      .onConflict((oc) => oc.column('appealId').doUpdateSet({ audienceId: input.TagId, includePassthrough: input.IncludePassthrough, selections, updatedAt: sql`now()` }))
      .execute();
    if (appeal.includeSoftCredits !== input.IncludePassthrough) {
      await saveIncludeSoftCredits(trx, appeal.id, input.IncludePassthrough);
    }
    return wire;
  });
  if (!prepared) return { statusCode: 404, error: 'Appeal not found.' };
  const outcome = await requestMapAppeal(services, companyId, { appealId: input.appealId, mappingAppeal: prepared });
  return { statusCode: outcome.statusCode, error: outcome.statusCode === 200 ? null : (outcome.error ?? MAPPING_UNSUCCESSFUL) };
}

export interface VirtuousSelectionsView {
  appealId: number;
  tagId: number | null;
  includePassthrough: boolean;
  selections: string;
}

/** getVirtuousAppealMappingSelections: what the pickers showed when the appeal was last mapped. */
export async function mappingSelections(db: Pick<AppServices, 'db'>['db'], companyId: number, appealId: number): Promise<VirtuousSelectionsView | null> {
  const row = await withCompany(db, companyId, (trx) => trx.selectFrom('virtuousAppealMappings').select(['appealId', 'audienceId', 'includePassthrough', 'selections']).where('appealId', '=', appealId).executeTakeFirst());
  return row ? { appealId: row.appealId, tagId: row.audienceId, includePassthrough: row.includePassthrough, selections: JSON.stringify(row.selections) } : null;
}
