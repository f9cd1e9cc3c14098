import { sql } from 'kysely';
import { withCompany, type Db, type Trx } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { countCompanyConstituents } from '../billing/index.ts';

export interface CompanyUserRow {
  id: number;
  userId: number;
  companyId: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  userGroup: string | null;
  confirmed: boolean;
  roleId: number;
  isOwner: boolean;
  isActive: boolean | null;
  createdAt: Date;
  expirationCodeDate: Date | null;
}

export function getCompany(db: Db, companyId: number) {
  return withCompany(db, companyId, (trx) => trx.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow());
}

function companyUsersQuery(trx: Trx, companyId: number) {
  return trx
    .selectFrom('companyUsers as cu')
    .innerJoin('users as u', 'u.id', 'cu.userId')
    // An invitation not yet accepted shows what the administrator typed, never the account's own data:
    // whether the address already had an account is the person's to tell (issue 24, F11).
    .select([
      'cu.id',
      'cu.userId',
      'cu.companyId',
      sql<string | null>`case when cu.is_active is null then cu.invited_first_name else u.first_name end`.as('firstName'),
      sql<string | null>`case when cu.is_active is null then cu.invited_last_name else u.last_name end`.as('lastName'),
      'u.email',
      'u.userGroup',
      sql<boolean>`cu.is_active is not null and u.confirmed`.as('confirmed'),
      'cu.roleId',
      'cu.isOwner',
      'cu.isActive',
      'cu.createdAt',
      'cu.expirationCodeDate',
    ])
    .where('cu.companyId', '=', companyId);
}

/** The users of one company (row-level security keeps every other company's rows out). */
export function listCompanyUsers(db: Db, companyId: number): Promise<CompanyUserRow[]> {
  return withCompany(db, companyId, (trx) => companyUsersQuery(trx, companyId).orderBy('cu.id').execute());
}

export async function findCompanyUser(trx: Trx, companyId: number, where: { companyUserId: number } | { userId: number }): Promise<CompanyUserRow | undefined> {
  const query = companyUsersQuery(trx, companyId);
  return 'companyUserId' in where ? query.where('cu.id', '=', where.companyUserId).executeTakeFirst() : query.where('cu.userId', '=', where.userId).executeTakeFirst();
}

export async function findCompanyUserOrThrow(trx: Trx, companyId: number, where: { companyUserId: number } | { userId: number }): Promise<CompanyUserRow> {
  const row = await findCompanyUser(trx, companyId, where);
  if (!row) throw new UserFacingError('User not found.', 'NOT_FOUND');
  return row;
}

/** Constituents (donors) of the company across its environments. */
/** The constituents the company's plan counts: its own donors, the generated practice environment excepted. */
export async function countConstituents(db: Db, companyId: number): Promise<number> {
  return withCompany(db, companyId, (trx) => countCompanyConstituents(trx));
}
