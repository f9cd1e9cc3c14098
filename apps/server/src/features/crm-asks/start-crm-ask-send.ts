import type { AskMode } from '@askwise/domain';
import { sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { withCompany, type Trx } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { isAdministrator, requireCompanyOrThrow } from '../accounts/index.ts';
import { findAppeal } from '../appeals/index.ts';
import { readCurrentAskRun } from '../asks/index.ts';
import { readSkyAskCategories, skyAskClient } from '../blackbaud/index.ts';
import { PRACTICE_ENVIRONMENT_ID } from '../practice/index.ts';
import { readMailedDonors, type MailedDonor } from '../test-and-learn/index.ts';
import { sendCrmAsksJob } from './send-crm-asks.job.ts';
import { CRM_ASK_MESSAGES as M } from './crm-ask-messages.ts';
import { ladderText, targetCategory, type CrmAskTarget, type CrmName } from './crm-ask-target.ts';

// 'Send asks to Raiser's Edge NXT' (or Virtuous): an administrator sends an exported appeal's ladders, as
// mailed, to the CRM its donors came from. The send's donor rows are written here, set-based; the job writes
// them to the CRM.

const CRM_NAMES: Record<CrmName, string> = { blackbaud: "Raiser's Edge NXT", virtuous: 'Virtuous' };

/** Starts sending the appeal's asks; returns the send's id. */
export async function startCrmAskSend(
  services: AppServices,
  session: Parameters<typeof requireCompanyOrThrow>[0],
  appealId: number,
  target: CrmAskTarget,
): Promise<number> {
  const admin = requireCompanyOrThrow(session);
  if (!isAdministrator(admin)) throw new UserFacingError(M.administratorsOnly, 'FORBIDDEN');
  const { companyId } = admin;
  const sendId = await createCrmAskSend(services, companyId, admin.userId, appealId, target);
  await services.jobs.send(sendCrmAsksJob, { companyId, sendId });
  return sendId;
}

/** The send and its donor rows, after the checks; the job writes them (runSend). */
export async function createCrmAskSend(
  services: Pick<AppServices, 'db' | 'config'>,
  companyId: number,
  userId: number,
  appealId: number,
  target: CrmAskTarget,
): Promise<number> {
  const plan = await withCompany(services.db, companyId, (trx) => planSend(trx, appealId));
  if (plan.crm !== target.crm) throw new UserFacingError(M.wrongCrm(CRM_NAMES[plan.crm]));
  if (target.crm === 'blackbaud') {
    const categories = await readSkyAskCategories(await skyAskClient(services, companyId, plan.environmentId));
    if (!categories.includes(target.category)) throw new UserFacingError(M.unknownCategory(target.category));
  }
  return withCompany(services.db, companyId, async (trx) => {
    const running = await trx.selectFrom('crmAskSends').select('id').where('appealId', '=', appealId).where('status', '=', 'RUNNING').executeTakeFirst();
    if (running) throw new UserFacingError(M.alreadySending);
    const send = await trx
      .insertInto('crmAskSends')
      .values({ companyId, appealId, environmentId: plan.environmentId, crm: target.crm, target: JSON.stringify(target), status: 'RUNNING', startedBy: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counts = await writeSendDonors(trx, companyId, Number(send.id), appealId, plan, target);
    await trx.updateTable('crmAskSends').set(counts).where('id', '=', send.id).execute();
    return Number(send.id);
  });
}

interface SendPlan {
  crm: CrmName;
  environmentId: number;
  donors: MailedDonor[];
  askMode: AskMode | null;
}

/** What an appeal can send, or the reason it cannot (the spec's wording where it has one). */
export async function planSend(trx: Trx, appealId: number): Promise<SendPlan> {
  const appeal = await findAppeal(trx, appealId);
  if (!appeal) throw new UserFacingError(M.appealNotFound, 'NOT_FOUND');
  const source = sourceOfDataImportSourceId(appeal.dataImportSourceId);
  if (source === 'excel') throw new UserFacingError(M.excelSource);
  if (!appeal.environmentId) throw new UserFacingError(M.appealNotFound, 'NOT_FOUND');
  const environment = await trx.selectFrom('environments').select('environmentId').where('id', '=', appeal.environmentId).executeTakeFirst();
  if (!environment || environment.environmentId === PRACTICE_ENVIRONMENT_ID) throw new UserFacingError(M.practiceEnvironment);
  const donors = await readMailedDonors(trx, appealId);
  if (donors.length === 0) throw new UserFacingError(M.notExported);
  const run = await readCurrentAskRun(trx, appealId);
  return { crm: source === 'virtuous' ? 'virtuous' : 'blackbaud', environmentId: appeal.environmentId, donors, askMode: run?.askMode ?? null };
}

/**
 * The send's donor rows in one INSERT: each donor's ladder and first ask, 'unchanged' when an earlier send of
 * this appeal wrote the same ladder to the same CRM target (category; sending twice changes nothing twice),
 * 'writing' when an earlier send stopped in the middle of this donor (the job looks in the CRM before
 * writing), otherwise 'pending' with the earlier record (custom field or Gift Ask) to update, if any. Donors
 * without a CRM id are refused at once.
 */
async function writeSendDonors(trx: Trx, companyId: number, sendId: number, appealId: number, plan: SendPlan, target: CrmAskTarget) {
  const category = targetCategory(target);
  const rows = plan.donors.map((donor) => ({
    id: donor.appealConstituentId,
    externalId: donor.externalId ?? '',
    name: donor.name,
    ladder: ladderText(donor.asks, plan.askMode),
    sourceCode: donor.sourceCode,
    firstAskCents: donor.asks[0] ?? null,
  }));
  await sql`
    insert into crm_ask_send_donors (company_id, send_id, appeal_constituent_id, external_id, donor_name, ladder, first_ask_cents, source_code, state, record_id, error)
    select ${companyId}, ${sendId}, d.id, d.external_id, d.name, d.ladder, d.first_ask_cents, d.source_code,
      case when d.external_id = '' then 'refused'
        when last.state in ('written', 'unchanged') and last.ladder = d.ladder then 'unchanged'
        when last.state = 'writing' then 'writing'
        else 'pending' end,
      last.record_id,
      case when d.external_id = '' then ${M.noCrmId} end
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, external_id: r.externalId, name: r.name, ladder: r.ladder, first_ask_cents: r.firstAskCents, source_code: r.sourceCode })))}::jsonb)
      as d(id bigint, external_id text, name text, ladder text, first_ask_cents bigint, source_code text)
    left join lateral (
      select sd.state, sd.ladder, sd.record_id from crm_ask_send_donors sd join crm_ask_sends s on s.id = sd.send_id
      where s.appeal_id = ${appealId} and s.id <> ${sendId} and s.crm = ${target.crm} and (s.target ->> 'category') is not distinct from ${category}::text
        and sd.appeal_constituent_id = d.id
      order by s.id desc limit 1
    ) last on true`.execute(trx);
  const { rows: counted } = await sql<{ total: number; unchanged: number; refused: number }>`
    select count(*)::int as total, count(*) filter (where state = 'unchanged')::int as unchanged, count(*) filter (where state = 'refused')::int as refused
    from crm_ask_send_donors where send_id = ${sendId}`.execute(trx);
  return counted[0]!;
}
