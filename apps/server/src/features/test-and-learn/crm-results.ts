import { sql } from 'kysely';
import type pg from 'pg';
import type { AppServices } from '../../app-services.ts';
import { beginCompany, withCompany, type Trx } from '../../db/database.ts';
import { JOIN_WHOLE_TABLES_SQL } from '../../db/statistics.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { findAppeal } from '../appeals/index.ts';
import { stageAppealGifts } from '../donors/index.ts';
import { createResultsStaging, NOT_MAILED_MESSAGE, RESULTS_APPEAL_NOT_FOUND, RESULTS_LOCK_SPACE, storeStagedResults } from './import-results.ts';
import type { ResultsReport } from './results-report.ts';

// An appeal's results read from its CRM instead of a file: the gifts the CRM ties to the appeal it was
// mailed as (Raiser's Edge NXT: the gift's appeal, from the mail date on; Virtuous: the gifts applied to the
// Gift Asks the appeal's send wrote, gift-ask-results.ts), matched to the mailed ladders by
// the same SQL as a results file, so both ways give the same figures. Read when the link is saved and again
// after every sync of the environment.

export const CRM_APPEAL_NOT_FOUND = "Choose one of the environment's appeals.";
export const NOT_A_CRM_APPEAL = "This appeal's donors did not come from Raiser's Edge NXT: import its results from a file.";

export interface CrmResultsLink {
  fundraisingAppealId: number;
  /** yyyy-mm-dd: gifts from this date count. */
  fromDate: string;
}

/** Links the appeal's results to a CRM appeal and reads them at once. */
export async function linkCrmResults(services: Pick<AppServices, 'db' | 'pool'>, companyId: number, appealId: number, link: CrmResultsLink): Promise<ResultsReport> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(link.fromDate) || Number.isNaN(Date.parse(link.fromDate))) throw new UserFacingError('Enter the date the mailing went out (yyyy-mm-dd).');
  await withCompany(services.db, companyId, async (trx) => {
    const environmentId = await environmentOf(trx, appealId);
    const level = await trx.selectFrom('fundraisingAppeals').select('id').where('id', '=', link.fundraisingAppealId).where('environmentId', '=', environmentId).executeTakeFirst();
    if (!level) throw new UserFacingError(CRM_APPEAL_NOT_FOUND);
    const mailed = await trx.selectFrom('appealMailedAsks').select('appealId').where('appealId', '=', appealId).limit(1).executeTakeFirst();
    if (!mailed) throw new UserFacingError(NOT_MAILED_MESSAGE);
    await trx
      .insertInto('appealCrmResults')
      .values({ appealId, companyId, environmentId, fundraisingAppealId: link.fundraisingAppealId, fromDate: link.fromDate })
      .onConflict((oc) => oc.column('appealId').doUpdateSet({ environmentId, fundraisingAppealId: link.fundraisingAppealId, fromDate: link.fromDate }))
      .execute();
  });
  const report = await readCrmResults(services.pool, companyId, appealId, null);
  if (!report) throw new UserFacingError(NOT_MAILED_MESSAGE);
  return report;
}

async function environmentOf(trx: Trx, appealId: number): Promise<number> {
  const appeal = await findAppeal(trx, appealId);
  if (!appeal) throw new UserFacingError(RESULTS_APPEAL_NOT_FOUND, 'NOT_FOUND');
  if (appeal.dataImportSourceId !== 1 || !appeal.environmentId) throw new UserFacingError(NOT_A_CRM_APPEAL);
  return appeal.environmentId;
}

/**
 * Reads the linked appeal's results from the environment's gifts in place of the last import; null when the
 * appeal has no link or was not mailed. `syncedAt`: the end of the sync they were read after (null: now).
 */
export async function readCrmResults(pool: pg.Pool, companyId: number, appealId: number, syncedAt: Date | null): Promise<ResultsReport | null> {
  return storeCrmResults(pool, companyId, appealId, syncedAt, async (client) => {
    const { rows } = await client.query<{ environmentId: number; fundraisingAppealId: number; fromDate: string; name: string }>(
      `select l.environment_id as "environmentId", l.fundraising_appeal_id as "fundraisingAppealId", l.from_date::text as "fromDate", f.name
       from appeal_crm_results l join fundraising_appeals f on f.id = l.fundraising_appeal_id
       where l.appeal_id = $1 and exists (select 1 from appeal_mailed_asks m where m.appeal_id = l.appeal_id)`,
      [appealId],
    );
    const link = rows[0];
    if (!link) return null;
    return { gifts: await stageAppealGifts(client, 'results_staging', link), fileName: `Raiser's Edge NXT appeal "${link.name}" from ${link.fromDate}` };
  });
}

/** Staged gifts: how many, and what the import row calls where they came from; null when there is nothing to read. */
export type StageCrmGifts = (client: pg.ClientBase) => Promise<{ gifts: number; fileName: string } | null>;

/**
 * In one transaction under the appeal's results lock: the CRM's gifts staged by `stage` into the staging table
 * a file fills, then matched, reported and stored by the same code as a file (the import row says 'crm').
 */
export async function storeCrmResults(pool: pg.Pool, companyId: number, appealId: number, syncedAt: Date | null, stage: StageCrmGifts): Promise<ResultsReport | null> {
  const client = await pool.connect();
  let isBroken = false;
  try {
    await beginCompany(client, companyId);
    await client.query('select pg_advisory_xact_lock($1, $2)', [RESULTS_LOCK_SPACE, appealId]);
    await client.query('set local synchronous_commit = off');
    await client.query(JOIN_WHOLE_TABLES_SQL);
    await createResultsStaging(client);
    const staged = await stage(client);
    if (!staged) {
      await client.query('rollback');
      return null;
    }
    await client.query('analyze results_staging');
    const stored = await storeStagedResults(client, companyId, appealId, { fileName: staged.fileName, rowCount: staged.gifts, source: 'crm', syncedAt: syncedAt ?? new Date() });
    await client.query('commit');
    return stored.report;
  } catch (error) {
    isBroken = true;
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release(isBroken);
  }
}

/** After a sync of the environment: every appeal linked to it reads its results again. */
export async function refreshCrmResults(services: Pick<AppServices, 'db' | 'pool' | 'log'>, companyId: number, environmentId: number, syncedAt: Date): Promise<void> {
  const linked = await withCompany(services.db, companyId, (trx) => trx.selectFrom('appealCrmResults').select('appealId').where('environmentId', '=', environmentId).execute());
  for (const { appealId } of linked) {
    await readCrmResults(services.pool, companyId, appealId, syncedAt).catch((error: unknown) => services.log.error({ err: error, appealId }, 'Reading the results from the CRM failed'));
  }
}

/** What the results page offers for reading results from the CRM: the environment's appeals and the saved link. */
export interface CrmResultsChoice {
  appeals: Array<{ id: number; name: string }>;
  link: CrmResultsLink | null;
}

/** The choice for an appeal of a Raiser's Edge NXT environment; null for any other appeal. */
export async function readCrmResultsChoice(trx: Trx, appealId: number): Promise<CrmResultsChoice | null> {
  const appeal = await findAppeal(trx, appealId);
  if (!appeal) throw new UserFacingError(RESULTS_APPEAL_NOT_FOUND, 'NOT_FOUND');
  if (appeal.dataImportSourceId !== 1 || !appeal.environmentId) return null;
  const appeals = await trx.selectFrom('fundraisingAppeals').select(['id', 'name']).where('environmentId', '=', appeal.environmentId).orderBy('name').orderBy('id').execute();
  const link = await trx
    .selectFrom('appealCrmResults')
    .select(['fundraisingAppealId', sql<string>`from_date::text`.as('fromDate')])
    .where('appealId', '=', appealId)
    .executeTakeFirst();
  return { appeals, link: link ?? null };
}
