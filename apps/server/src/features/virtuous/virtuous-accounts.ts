import { withCompany, type Db } from '../../db/database.ts';
import { VIRTUOUS_SOURCE_ID } from './virtuous-connection.ts';
import { removeEnvironment } from '../donors/index.ts';

export const DELETE_FAILED = 'Something went wrong while deleting the virtuous environment';

export interface VirtuousAccountView {
  id: number;
  companyId: number;
  organizationId: string;
  virtuousAccountId: string;
  organizationName: string;
  totalConstituents: number;
  syncedConstituents: number;
  isLocked: number;
  totalTags: number;
  needsReauthentication: boolean;
}

/** listLinkedVirtuousAccounts: the company's connected accounts. */
export async function listAccounts(db: Db, companyId: number): Promise<VirtuousAccountView[]> {
  const rows = await withCompany(db, companyId, (trx) =>
    trx
      .selectFrom('environments as e')
      .innerJoin('virtuousConnections as v', 'v.environmentId', 'e.id')
      .select(['e.id', 'e.companyId', 'e.organizationId', 'e.environmentId', 'e.organizationName', 'v.organizationContacts', 'e.constituentTotal', 'e.isLocked', 'v.needsReauthentication'])
      .select((eb) => eb.selectFrom('audiences as a').select(eb.fn.countAll<number>().as('n')).whereRef('a.environmentId', '=', 'e.id').where('a.isActive', '=', true).as('totalTags'))
      .where('e.dataImportSourceId', '=', VIRTUOUS_SOURCE_ID)
      .where('e.deletedAt', 'is', null)
      .orderBy('e.id')
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    organizationId: r.organizationId,
    virtuousAccountId: r.environmentId,
    organizationName: r.organizationName,
    totalConstituents: r.organizationContacts,
    syncedConstituents: r.constituentTotal,
    isLocked: r.isLocked ? 1 : 0,
    totalTags: Number(r.totalTags ?? 0),
    needsReauthentication: r.needsReauthentication,
  }));
}

/** The account of the company, or null (another company's id reads as absent). */
export async function findAccount(db: Db, companyId: number, id: number): Promise<VirtuousAccountView | null> {
  return (await listAccounts(db, companyId)).find((a) => a.id === id) ?? null;
}

/** deleteCompanyToVirtuousAccount: the account, its credentials, contacts, gifts and tags go; appeals stay. */
export async function deleteAccount(db: Db, companyId: number, id: number): Promise<boolean> {
  return withCompany(db, companyId, async (trx) => {
    return removeEnvironment(trx, id, VIRTUOUS_SOURCE_ID);
  });
}
