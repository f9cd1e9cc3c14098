import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { withCompany, type Trx } from '../../db/database.ts';
import type { CrmAskDonorState } from '../../db/crm-ask-tables.ts';

// The send's rows: the donors still to write, each donor's outcome, the counts and the pushes.

export interface OpenDonor {
  sendId: number;
  appealConstituentId: number;
  externalId: string;
  ladder: string;
  firstAskCents: number | null;
  sourceCode: string | null;
  state: 'pending' | 'writing';
  recordId: string | null;
}

/** The next donors to write, in id order ('writing' ones are those a lost attempt left). */
export async function readOpenDonors(trx: Trx, sendId: number, limit: number): Promise<OpenDonor[]> {
  const rows = await trx
    .selectFrom('crmAskSendDonors')
    .select(['sendId', 'appealConstituentId', 'externalId', 'ladder', 'firstAskCents', 'sourceCode', 'state', 'recordId'])
    .where('sendId', '=', sendId)
    .where('state', 'in', ['pending', 'writing'])
    .orderBy('appealConstituentId')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, sendId: Number(row.sendId), appealConstituentId: Number(row.appealConstituentId), firstAskCents: row.firstAskCents === null ? null : Number(row.firstAskCents), state: row.state as OpenDonor['state'] }));
}

export async function recordDonor(
  trx: Trx,
  donor: Pick<OpenDonor, 'sendId' | 'appealConstituentId'>,
  outcome: { state: CrmAskDonorState; recordId?: string | null; actionId?: string | null; error?: string },
): Promise<void> {
  await trx
    .updateTable('crmAskSendDonors')
    .set({
      state: outcome.state,
      ...(outcome.recordId === undefined ? {} : { recordId: outcome.recordId }),
      ...(outcome.actionId === undefined ? {} : { actionId: outcome.actionId }),
      ...(outcome.error === undefined ? {} : { error: outcome.error.slice(0, 500) }),
      updatedAt: sql`now()`,
    })
    .where('sendId', '=', donor.sendId)
    .where('appealConstituentId', '=', donor.appealConstituentId)
    .execute();
}

export interface SendCounts {
  status: 'RUNNING' | 'DONE' | 'ERROR';
  total: number;
  written: number;
  unchanged: number;
  refused: number;
  error: string | null;
}

/** The send's counts from its donor rows (the stored counts are set when it finishes). */
export async function countSend(trx: Trx, sendId: number): Promise<SendCounts | null> {
  const { rows } = await sql<SendCounts>`
    select s.status, s.error, count(d.*)::int as total,
      count(*) filter (where d.state = 'written')::int as written,
      count(*) filter (where d.state = 'unchanged')::int as unchanged,
      count(*) filter (where d.state = 'refused')::int as refused
    from crm_ask_sends s left join crm_ask_send_donors d on d.send_id = s.id
    where s.id = ${sendId}
    group by s.id`.execute(trx);
  return rows[0] ?? null;
}

export async function publishProgress(services: Pick<AppServices, 'db' | 'bus'>, companyId: number, sendId: number): Promise<void> {
  const progress = await withCompany(services.db, companyId, async (trx) => {
    const counts = await countSend(trx, sendId);
    const send = await trx.selectFrom('crmAskSends').select('appealId').where('id', '=', sendId).executeTakeFirst();
    return counts && send ? { ...counts, appealId: send.appealId } : null;
  });
  if (!progress) return;
  const { appealId, ...payload } = progress;
  await services.bus.publish({ type: 'CRM_ASKS', targetId: String(appealId), companyId, payload: { ...payload, sendId } });
}

/** Ends the send: DONE when every donor is written, unchanged or refused; ERROR with the reason otherwise. */
export async function finishSend(services: Pick<AppServices, 'db' | 'bus'>, companyId: number, sendId: number, error: string | null): Promise<void> {
  await withCompany(services.db, companyId, async (trx) => {
    const counts = await countSend(trx, sendId);
    if (!counts) return;
    await trx
      .updateTable('crmAskSends')
      .set({ status: error ? 'ERROR' : 'DONE', error, total: counts.total, written: counts.written, unchanged: counts.unchanged, refused: counts.refused, finishedAt: new Date() })
      .where('id', '=', sendId)
      .where('status', '=', 'RUNNING')
      .execute();
  });
  await publishProgress(services, companyId, sendId);
}
