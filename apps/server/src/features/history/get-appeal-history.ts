import { sql } from 'kysely';
import { withCompany, type Db, type Trx } from '../../db/database.ts';
import type { AppealStep } from '../../db/donor-tables.ts';
import { readResultsHeadlines, type ResultsHeadline } from '../test-and-learn/index.ts';
import { readAsksSentHeadlines, type AsksSentHeadline } from '../crm-asks/index.ts';

/** Sort choices of the history page's dropdown; the default is the newest first. */
export const APPEAL_HISTORY_ORDERS = ['name', 'createdAt', 'constituents'] as const;
export type AppealHistoryOrder = (typeof APPEAL_HISTORY_ORDERS)[number];

export interface AppealHistoryInput {
  limit: number;
  offset: number;
  orderBy?: string | null;
  search?: string | null;
  /** 1 Raiser's Edge NXT, 2 Excel, 3 Virtuous; empty for all sources. */
  dataImportSourceId?: number | null;
}

export interface AppealHistoryItem {
  id: number;
  name: string;
  createdAt: Date;
  userId: number | null;
  userFullName: string;
  constituents: number;
  step: AppealStep;
  strategySettings: string | null;
  numberAskSettings: string | null;
  columnOrderSettings: string | null;
  readyToExportDownloadUrl: string | null;
  handleManuallyDownloadUrl: string | null;
  exportExpirationDate: Date | null;
  dataImportSourceId: number;
  environmentName: string | null;
  /** A job (such as a duplicate's copy) is working on it: the appeal status's lock. */
  isLocked: boolean;
  /** The headline of the mailing's results, once imported. */
  results: ResultsHeadline | null;
  /** The appeal's latest sending of its asks to the CRM, or null. */
  asksSent: AsksSentHeadline | null;
}

export interface AppealHistoryPage {
  quantity: number;
  incompleted: number;
  data: AppealHistoryItem[];
}

export const MAX_HISTORY_PAGE_SIZE = 100;

/** Appeals of the company, newest first unless asked otherwise; deleted appeals are gone from history. */
export async function getAppealHistory(db: Db, companyId: number, input: AppealHistoryInput): Promise<AppealHistoryPage> {
  const limit = Math.min(Math.max(Math.trunc(input.limit) || 5, 1), MAX_HISTORY_PAGE_SIZE);
  const offset = Math.max(Math.trunc(input.offset) || 0, 0);
  const search = (input.search ?? '').trim();
  const order = (APPEAL_HISTORY_ORDERS as readonly string[]).includes(input.orderBy ?? '') ? (input.orderBy as AppealHistoryOrder) : 'createdAt';
  return withCompany(db, companyId, async (trx) => {
    const totals = await filtered(trx, search, input.dataImportSourceId)
      .select([
        sql<number>`count(*)::int`.as('quantity'),
        sql<number>`(count(*) filter (where a.step <> 'completed'))::int`.as('incompleted'),
      ])
      .executeTakeFirstOrThrow();
    const rows = await appealHistoryItems(trx, filtered(trx, search, input.dataImportSourceId), order, limit, offset);
    return { quantity: totals.quantity, incompleted: totals.incompleted, data: rows };
  });
}

/** One appeal as a history row, or undefined when it is not the company's (or deleted). */
export async function getAppealHistoryItem(db: Db, companyId: number, appealId: number): Promise<AppealHistoryItem | undefined> {
  return withCompany(db, companyId, async (trx) => {
    const base = trx.selectFrom('appeals as a').where('a.deletedAt', 'is', null).where('a.id', '=', appealId);
    const [item] = await appealHistoryItems(trx, base, 'createdAt', 1, 0);
    return item;
  });
}

function filtered(trx: Trx, search: string, dataImportSourceId: number | null | undefined) {
  let query = trx.selectFrom('appeals as a').where('a.deletedAt', 'is', null);
  if (search) query = query.where(sql<boolean>`strpos(lower(a.name), lower(${search})) > 0`);
  if (dataImportSourceId) query = query.where('a.dataImportSourceId', '=', dataImportSourceId);
  return query;
}

type AppealsQuery = ReturnType<typeof filtered>;

async function appealHistoryItems(trx: Trx, base: AppealsQuery, order: AppealHistoryOrder, limit: number, offset: number) {
  // Kept with the status when the rows are written; counted only for an appeal written before that (none after migration 1400).
  const constituents = sql<number>`coalesce(s.donor_count, (select count(*)::int from appeal_constituents ac where ac.appeal_id = a.id))`;
  let query = base
    .leftJoin('users as u', 'u.id', 'a.userId')
    .leftJoin('environments as e', 'e.id', 'a.environmentId')
    .leftJoin('appealStatuses as s', 's.appealId', 'a.id')
    .select([
      'a.id',
      'a.name',
      'a.createdAt',
      'a.userId',
      sql<string>`trim(concat_ws(' ', u.first_name, u.last_name))`.as('userFullName'),
      constituents.as('constituents'),
      'a.step',
      'a.strategySettings',
      sql<string | null>`a.number_ask_settings::text`.as('numberAskSettings'),
      'a.columnOrderSettings',
      'a.readyToExportDownloadUrl',
      'a.handleManuallyDownloadUrl',
      'a.exportExpirationDate',
      'a.dataImportSourceId',
      sql<string | null>`coalesce(e.environment_name, e.organization_name)`.as('environmentName'),
      sql<boolean>`coalesce(s.is_locked, false)`.as('isLocked'),
    ]);
  if (order === 'name') query = query.orderBy(sql`lower(a.name)`).orderBy('a.id', 'desc');
  else if (order === 'constituents') query = query.orderBy(constituents, 'desc').orderBy('a.id', 'desc');
  else query = query.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc');
  const rows = await query.limit(limit).offset(offset).execute();
  const ids = rows.map((row) => row.id);
  const headlines = await readResultsHeadlines(trx, ids);
  const sends = await readAsksSentHeadlines(trx, ids);
  return rows.map((row) => ({ ...row, results: headlines.get(row.id) ?? null, asksSent: sends.get(row.id) ?? null }));
}
