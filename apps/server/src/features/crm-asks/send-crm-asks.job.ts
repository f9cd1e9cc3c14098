import { z } from 'zod';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { CRM_ASK_MESSAGES as M } from './crm-ask-messages.ts';
import { appealMarker, storedTarget } from './crm-ask-target.ts';
import { openCrmAskWriter, type CrmAskWrite, type CrmAskWriter } from './crm-ask-writer.ts';
import { writeBatch } from './crm-ask-batch.ts';
import { countSend, finishSend, publishCounts, readOpenDonors, type DonorOutcome, type OpenDonor } from './crm-ask-sends.repository.ts';

// The job that writes a send's donors to the CRM at the rate the CRM allows, several donors at once (the SKY
// and Virtuous clients pace their calls and ride out 429s; crm-ask-batch.ts); the send's crm column chooses
// the writer. Each donor is marked 'writing' before its first call; a retry after a worker died reconciles
// such a donor with the CRM (finds the custom field and action the lost attempt may have written) before
// writing, so every donor is written exactly once.

const payload = z.object({ companyId: z.number().int().positive(), sendId: z.number().int().positive() });

export const sendCrmAsksJob = defineJob({
  id: 'crm-asks.send',
  payload,
  // A worker that dies is replaced by the retry, which goes on from the donors still open.
  retryLimit: 5,
  expireInSeconds: 24 * 60 * 60,
  heartbeatSeconds: 30,
  perCompany: 1,
  run: async ({ companyId, sendId }, services, job) => runSend(services, companyId, sendId, job.signal),
});

const BATCH = 200;
const PROGRESS_EVERY_MS = 1000;

/**
 * Writes the send's open donors. A failure ends the send with its reason (the user sends again to finish: the
 * donors written stay written); an attempt the queue gave up on (its worker stopped) leaves it to the retry.
 */
export async function runSend(services: Pick<AppServices, 'db' | 'config' | 'bus' | 'log'>, companyId: number, sendId: number, signal?: AbortSignal): Promise<void> {
  const send = await withCompany(services.db, companyId, (trx) =>
    trx.selectFrom('crmAskSends as s').innerJoin('appeals as a', 'a.id', 's.appealId').select(['s.id', 's.appealId', 's.environmentId', 's.status', 's.crm', 's.target', 'a.name']).where('s.id', '=', sendId).executeTakeFirst(),
  );
  if (!send || send.status !== 'RUNNING') return;
  const target = storedTarget(send.crm, send.target);
  const date = new Date().toISOString().slice(0, 10);
  let lastProgress = 0;
  let writer: CrmAskWriter | null = null;
  try {
    const open = await openCrmAskWriter(services, companyId, send.environmentId, target);
    writer = open;
    const context: SendContext = { recordAction: target.crm === 'blackbaud' && target.recordAction, marker: appealMarker(send.appealId), appealName: send.name, date };
    // The counts are read once and kept up to date as donors end: counting a send of 100,000 donors every
    // second cost PostgreSQL more than the writes' own bookkeeping (finishSend counts them again).
    const counts = (await withCompany(services.db, companyId, (trx) => countSend(trx, sendId)))!;
    const write = async (donor: OpenDonor, wasWriting: boolean) => {
      const outcome = await writeDonor(open, donor, wasWriting, context);
      counts[outcome.state] += 1;
      return outcome;
    };
    const afterDonor = async () => {
      if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = Date.now();
      await publishCounts(services, companyId, send.appealId, sendId, counts);
    };
    for (let afterId = 0; ; ) {
      const donors = await withCompany(services.db, companyId, (trx) => readOpenDonors(trx, sendId, BATCH, afterId));
      if (donors.length === 0) break;
      await writeBatch(services.db, companyId, sendId, donors, { write, afterDonor, signal });
      afterId = donors.at(-1)!.appealConstituentId;
    }
    await finishSend(services, companyId, sendId, null);
  } catch (error) {
    if (signal?.aborted) throw error;
    await writer?.reportFailure(error);
    if (writer?.isReauthenticationRequired(error)) return finishSend(services, companyId, sendId, target.crm === 'virtuous' ? M.reconnectVirtuous : M.reauthenticate);
    services.log.error({ err: error, sendId }, 'Sending asks to the CRM failed');
    await finishSend(services, companyId, sendId, M.failed);
  }
}

interface SendContext {
  recordAction: boolean;
  marker: string;
  appealName: string;
  date: string;
}

/** One donor: reconciled if a lost attempt may have written it, then its record (custom field or Gift Ask) and action. */
async function writeDonor(writer: CrmAskWriter, donor: OpenDonor, wasWriting: boolean, context: SendContext): Promise<DonorOutcome> {
  const write: CrmAskWrite = {
    constituentId: donor.externalId,
    ladder: donor.ladder,
    firstAskCents: donor.firstAskCents,
    marker: context.marker,
    sourceCode: donor.sourceCode,
    action: !context.recordAction ? null : {
      summary: `${context.appealName}: asked ${donor.ladder}`.slice(0, 255),
      description: `${context.marker}${donor.sourceCode ? `, source code ${donor.sourceCode}` : ''}: ${donor.ladder}`,
    },
  };
  const { appealConstituentId } = donor;
  let recordId = donor.recordId;
  try {
    // A record an earlier send wrote is updated (a PATCH or PUT may be repeated); a new one is found or added.
    if (recordId) await writer.updateRecord(recordId, write, context.date);
    else recordId = (wasWriting ? await writer.findRecord(write) : null) ?? (await writer.addRecord(write, context.date));
    const actionId = (wasWriting ? await writer.findAction(write) : null) ?? (await writer.addAction(write, context.date));
    return { appealConstituentId, state: 'written', recordId, actionId };
  } catch (error) {
    if (!writer.isDonorRefusal(error)) throw error;
    // A record written before the refusal is kept, so that the next send updates it.
    return { appealConstituentId, state: 'refused', error: error instanceof Error ? error.message : String(error), recordId };
  }
}
