import type { Trx } from '../../db/database.ts';
import { countSend } from './crm-ask-sends.repository.ts';
import { storedTarget, type CrmName } from './crm-ask-target.ts';

// The appeal's latest send as the export page shows it: its progress, and each donor the CRM refused and why.

export interface CrmAskRefusal {
  donorName: string | null;
  externalId: string;
  error: string;
}

export interface CrmAskSendView {
  id: number;
  status: 'RUNNING' | 'DONE' | 'ERROR';
  crm: CrmName;
  /** Raiser's Edge NXT's custom field category; null for Virtuous (a Gift Ask per donor). */
  category: string | null;
  recordAction: boolean;
  total: number;
  written: number;
  unchanged: number;
  refused: number;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** The first refusals, in donor order. */
  refusals: CrmAskRefusal[];
}

const REFUSALS_SHOWN = 200;

export async function readLatestSend(trx: Trx, appealId: number): Promise<CrmAskSendView | null> {
  const send = await trx
    .selectFrom('crmAskSends')
    .select(['id', 'crm', 'target', 'createdAt', 'finishedAt'])
    .where('appealId', '=', appealId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!send) return null;
  const id = Number(send.id);
  const counts = (await countSend(trx, id))!;
  const refusals = await trx
    .selectFrom('crmAskSendDonors')
    .select(['donorName', 'externalId', 'error'])
    .where('sendId', '=', id)
    .where('state', '=', 'refused')
    .orderBy('appealConstituentId')
    .limit(REFUSALS_SHOWN)
    .execute();
  const target = storedTarget(send.crm, send.target);
  return {
    id,
    ...counts,
    crm: target.crm,
    category: target.crm === 'blackbaud' ? target.category : null,
    recordAction: target.crm === 'blackbaud' && target.recordAction,
    createdAt: send.createdAt,
    finishedAt: send.finishedAt,
    refusals: refusals.map((row) => ({ donorName: row.donorName, externalId: row.externalId, error: row.error ?? '' })),
  };
}

/** What Appeal History shows of an appeal's latest send: where its asks went, how it ended and when. */
export interface AsksSentHeadline {
  crm: 'blackbaud' | 'virtuous';
  status: 'RUNNING' | 'DONE' | 'ERROR';
  written: number;
  unchanged: number;
  refused: number;
  sentAt: Date;
}

/** The latest send of each of the appeals, by appeal id (one query for a page of history). */
export async function readAsksSentHeadlines(trx: Trx, appealIds: readonly number[]): Promise<Map<number, AsksSentHeadline>> {
  if (appealIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('crmAskSends')
    .distinctOn('appealId')
    .select(['appealId', 'crm', 'status', 'written', 'unchanged', 'refused', 'createdAt', 'finishedAt'])
    .where('appealId', 'in', [...appealIds])
    .orderBy('appealId')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.appealId, { crm: row.crm, status: row.status, written: row.written, unchanged: row.unchanged, refused: row.refused, sentAt: row.finishedAt ?? row.createdAt }]));
}
