import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { withCompany, type Trx } from '../../db/database.ts';

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

/**
 * The next donors to write, in id order, after `afterId` ('writing' ones are those a lost attempt left). The job
 * passes the last id of its previous batch, whose donors are all closed: the open donors' index still holds
 * their old entries until a vacuum, and starting after them keeps each read short over 100,000 donors.
 */
export async function readOpenDonors(trx: Trx, sendId: number, limit: number, afterId = 0): Promise<OpenDonor[]> {
  const rows = await trx
    .selectFrom('crmAskSendDonors')
    .select(['sendId', 'appealConstituentId', 'externalId', 'ladder', 'firstAskCents', 'sourceCode', 'state', 'recordId'])
    .where('sendId', '=', sendId)
    .where('appealConstituentId', '>', afterId)
    .where('state', 'in', ['pending', 'writing'])
    .orderBy('appealConstituentId')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, sendId: Number(row.sendId), appealConstituentId: Number(row.appealConstituentId), firstAskCents: row.firstAskCents === null ? null : Number(row.firstAskCents), state: row.state as OpenDonor['state'] }));
}

/**
 * What became of one donor: written (with its record and action ids) or refused (with the CRM's reason, and
 * the record if one was written before the refusal, so that the next send updates it instead of adding one).
 */
export type DonorOutcome =
  | { appealConstituentId: number; state: 'written'; recordId: string; actionId: string | null }
  | { appealConstituentId: number; state: 'refused'; error: string; recordId: string | null };

/** Marks donors 'writing' in one statement, before any of their calls (a retry then looks in the CRM first). */
export async function markWriting(trx: Trx, sendId: number, appealConstituentIds: number[]): Promise<void> {
  if (appealConstituentIds.length === 0) return;
  await sql`
    update crm_ask_send_donors set state = 'writing', updated_at = now()
    where send_id = ${sendId} and state = 'pending' and appeal_constituent_id = any(${appealConstituentIds}::bigint[])`.execute(trx);
}

/** Puts donors marked 'writing' whose calls never started back to 'pending' (a send that stopped on a failure). */
export async function reopenUnstarted(trx: Trx, sendId: number, appealConstituentIds: number[]): Promise<void> {
  if (appealConstituentIds.length === 0) return;
  await sql`
    update crm_ask_send_donors set state = 'pending', updated_at = now()
    where send_id = ${sendId} and state = 'writing' and appeal_constituent_id = any(${appealConstituentIds}::bigint[])`.execute(trx);
}

/** Records many donors' outcomes in one statement. */
export async function recordOutcomes(trx: Trx, sendId: number, outcomes: readonly DonorOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map((o) =>
    o.state === 'written'
      ? { id: o.appealConstituentId, state: o.state, record_id: o.recordId, action_id: o.actionId }
      : { id: o.appealConstituentId, state: o.state, record_id: o.recordId, error: o.error.slice(0, 500) },
  );
  // The ids as an array too: the rows are then found by the primary key. Joined to the function alone, the
  // planner walked the whole send and read the outcomes again for each of its rows (seconds per statement).
  await sql`
    with o as materialized (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as o(id bigint, state text, record_id text, action_id text, error text))
    update crm_ask_send_donors d set state = o.state, updated_at = now(),
      record_id = coalesce(o.record_id, d.record_id),
      action_id = case when o.state = 'written' then o.action_id else d.action_id end,
      error = case when o.state = 'refused' then o.error else d.error end
    from o
    where d.send_id = ${sendId} and d.appeal_constituent_id = any(${rows.map((row) => row.id)}::bigint[]) and d.appeal_constituent_id = o.id`.execute(trx);
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
  const { appealId, ...counts } = progress;
  await publishCounts(services, companyId, appealId, sendId, counts);
}

/** Pushes a send's counts as CRM_ASKS (targetId: the appeal). */
export async function publishCounts(services: Pick<AppServices, 'bus'>, companyId: number, appealId: number, sendId: number, counts: SendCounts): Promise<void> {
  await services.bus.publish({ type: 'CRM_ASKS', targetId: String(appealId), companyId, payload: { ...counts, sendId } });
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
