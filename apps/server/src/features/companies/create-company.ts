import { validateOnboardingCompany } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import { enterCompany } from '../../db/database.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { forbidden, UserFacingError } from '../../graphql/errors.ts';
import { audit, LINK_TTL_MS, requireSignedInOrThrow } from '../accounts/index.ts';
import { onCompanyCreated } from '../practice/index.ts';

const CREATE_COMPANY_LOCK_SPACE = 7419700;

export interface CreateCompanyInput {
  name: string;
  address?: string | null;
  industry: string;
  phone?: string | null;
  website?: string | null;
}

/**
 * Onboarding: creates the user's company and makes them its owner (company role 1, group ADMIN).
 * A user who already belongs to a company cannot create another.
 */
export async function createCompany(ctx: GraphQLContext, input: CreateCompanyInput): Promise<number> {
  const session = requireSignedInOrThrow(ctx.session);
  const { db } = ctx.services;
  const errors = validateOnboardingCompany(input);
  const first = Object.values(errors)[0];
  if (first) throw new UserFacingError(first);
  const name = input.name?.trim();
  if (!name) throw new UserFacingError('The company name is required.');
  const companyId = await db.transaction().execute(async (trx) => {
    // One user's parallel calls queue here, so the membership check sees the company the first one made.
    await sql`select pg_advisory_xact_lock(${CREATE_COMPANY_LOCK_SPACE}, ${session.userId}::int)`.execute(trx);
    await sql`select set_config('app.user_id', ${String(session.userId)}, true)`.execute(trx);
    const memberships = await trx.selectFrom('companyUsers').select('isActive').where('userId', '=', session.userId).execute();
    // A pending invitation (active unset) is no membership yet.
    if (memberships.some((m) => m.isActive !== null)) throw forbidden('You already belong to a company.');
    const company = await trx
      .insertInto('companies')
      .values({
        name,
        address: input.address?.trim() || null,
        industry: input.industry,
        phone: input.phone?.trim() || null,
        website: input.website?.trim() || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enterCompany(trx, company.id);
    await trx
      .insertInto('companyUsers')
      .values({
        companyId: company.id,
        userId: session.userId,
        roleId: 1,
        isOwner: true,
        isActive: true,
        expirationCodeDate: new Date(Date.now() + LINK_TTL_MS),
      })
      .execute();
    return company.id;
  });
  await db.updateTable('users').set({ userGroup: 'ADMIN', lastLoginAt: sql`now()`, updatedAt: sql`now()` }).where('id', '=', session.userId).execute();
  await audit(db, { event: 'company.created', companyId, actorUserId: session.userId, ip: ctx.ip });
  // Every new company can try the whole product at once on its practice environment.
  await onCompanyCreated(ctx.services, companyId, { constituents: ctx.services.config.PRACTICE_CONSTITUENTS });
  return companyId;
}
