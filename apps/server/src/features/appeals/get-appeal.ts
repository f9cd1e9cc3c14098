import { withCompany, type Db, type Trx } from '../../db/database.ts';
import { findAppeal, findAppealSource, findAppealStatus } from './appeals.repository.ts';
import { toAppealStatusView, toAppealView, type AppealStatusView, type AppealView } from './appeal-view.ts';

/** The appeal as seen inside a company transaction, or null when it is not this company's. */
export async function readAppeal(trx: Trx, appealId: number): Promise<AppealView | null> {
  const row = await findAppeal(trx, appealId);
  if (!row) return null;
  return toAppealView(row, await findAppealSource(trx, row));
}

/** getAppeal: an appeal is opened only within the user's company; any other id reads as missing. */
export async function getAppeal(db: Db, companyId: number, appealId: number): Promise<AppealView | null> {
  return withCompany(db, companyId, (trx) => readAppeal(trx, appealId));
}

export async function getAppealStatus(db: Db, companyId: number, appealId: number): Promise<AppealStatusView | null> {
  return withCompany(db, companyId, async (trx) => {
    const row = await findAppealStatus(trx, appealId);
    return row ? toAppealStatusView(row) : null;
  });
}
