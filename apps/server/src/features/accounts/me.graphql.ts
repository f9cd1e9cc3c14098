import { MESSAGES } from '@askwise/domain/accounts/index';
import { builder } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { withCompany } from '../../db/database.ts';
import { isAdministrator } from './policy.ts';

interface SessionUserShape {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  phone: string | null;
  confirmed: boolean;
  userGroup: string | null;
  mustSetPassword: boolean;
  isActive: boolean | null;
  isAdministrator: boolean;
  company: { id: number; name: string; roleId: number; companyUserId: number; hubspotId: string | null; isOwner: boolean } | null;
}

const SessionCompany = builder.objectRef<NonNullable<SessionUserShape['company']>>('SessionCompany').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    roleId: t.exposeInt('roleId'),
    companyUserId: t.exposeID('companyUserId'),
    hubspotId: t.exposeString('hubspotId', { nullable: true }),
    isOwner: t.exposeBoolean('isOwner'),
  }),
});

const SessionUser = builder.objectRef<SessionUserShape>('SessionUser').implement({
  description: 'The signed-in user, their group and their company membership.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    role: t.exposeString('role', { nullable: true, description: 'Job title.' }),
    phone: t.exposeString('phone', { nullable: true }),
    confirmed: t.exposeBoolean('confirmed'),
    userGroup: t.exposeString('userGroup', { nullable: true }),
    mustSetPassword: t.exposeBoolean('mustSetPassword'),
    isActive: t.exposeBoolean('isActive', { nullable: true }),
    isAdministrator: t.exposeBoolean('isAdministrator'),
    company: t.field({ type: SessionCompany, nullable: true, resolve: (user) => user.company }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: SessionUser,
    nullable: true,
    description: 'The current user, or null when signed out.',
    resolve: async (_root, _args, ctx) => {
      const session = ctx.session;
      if (!session && ctx.sessionEndReason === 'inactive') {
        // Signed out because the company deactivated the user: say so once, then forget the cookie.
        ctx.setSessionCookie(null);
        throw new UserFacingError(MESSAGES.userInactive, 'USER_INACTIVE');
      }
      if (!session) return null;
      const db = ctx.services.db;
      const user = await db.selectFrom('users').selectAll().where('id', '=', session.userId).executeTakeFirstOrThrow();
      const company = session.companyId
        ? await withCompany(db, session.companyId, (trx) =>
            trx.selectFrom('companies').select(['id', 'name', 'hubspotId']).where('id', '=', session.companyId!).executeTakeFirst(),
          )
        : undefined;
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        phone: user.phone,
        confirmed: user.confirmed,
        userGroup: user.userGroup,
        mustSetPassword: user.mustSetPassword,
        isActive: session.isActive,
        isAdministrator: isAdministrator(session),
        company:
          company && session.companyUserId !== null && session.roleId !== null
            ? { ...company, roleId: session.roleId, companyUserId: session.companyUserId, isOwner: session.isOwner }
            : null,
      };
    },
  }),
);
