import { builder } from '../../graphql/builder.ts';
import { withCompany } from '../../db/database.ts';
import { requireAdministratorOrThrow, requireCompanyOrThrow, requireSignedInOrThrow } from '../accounts/index.ts';
import { acceptCompanyInvite, findCompanyInvites } from './accept-invite.ts';
import { findCompanyUser, listCompanyUsers, type CompanyUserRow } from './company.repository.ts';
import { inviteCompanyUser, reInviteCompanyUser } from './invite-company-user.ts';
import { confirmCompanyUser, makeUserOwner, removeCompanyUser, setCompanyUserActive, shownUserId, targetOf, updateCompanyUserRole } from './manage-company-users.ts';

const CompanyUser = builder.objectRef<CompanyUserRow>('CompanyUser').implement({
  description: 'A user of the company: active unset = invited; expirationCodeDate past = the invitation expired.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.id({
      description: "The user's account; for an invitation not yet accepted, an id of the invitation ('invitation:<id>'), which every operation taking a userId accepts.",
      resolve: (u) => shownUserId(u),
    }),
    userName: t.string({ resolve: (u) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email'),
    role: t.string({ description: 'ADMIN or STANDARD.', resolve: (u) => (u.roleId === 1 ? 'ADMIN' : 'STANDARD') }),
    roleId: t.exposeInt('roleId'),
    owner: t.exposeBoolean('isOwner'),
    active: t.exposeBoolean('isActive', { nullable: true }),
    confirmed: t.exposeBoolean('confirmed'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expirationCodeDate: t.expose('expirationCodeDate', { type: 'DateTime', nullable: true }),
  }),
});

const Role = builder.objectRef<{ id: number; name: string }>('Role').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const CompanyInvite = builder
  .objectRef<{ companyUserId: number; companyId: number; companyName: string; roleId: number; expirationCodeDate: Date | null }>('CompanyInvite')
  .implement({
    description: 'An invitation into a company that the signed-in user has not accepted yet.',
    fields: (t) => ({
      companyUserId: t.exposeID('companyUserId'),
      companyId: t.exposeID('companyId'),
      companyName: t.exposeString('companyName'),
      roleId: t.exposeInt('roleId'),
      expirationCodeDate: t.expose('expirationCodeDate', { type: 'DateTime', nullable: true }),
    }),
  });

const OperationStatus = builder.objectRef<{ statusCode: number }>('OperationStatus').implement({
  fields: (t) => ({ statusCode: t.exposeInt('statusCode') }),
});
const OK = { statusCode: 200 };

builder.queryField('getRoles', (t) =>
  t.field({
    type: [Role],
    description: 'The company roles: 1 ADMIN, 2 STANDARD.',
    resolve: (_root, _args, ctx) => {
      requireSignedInOrThrow(ctx.session);
      return [
        { id: 1, name: 'ADMIN' },
        { id: 2, name: 'STANDARD' },
      ];
    },
  }),
);

builder.queryField('getCompanyUsers', (t) =>
  t.field({
    type: [CompanyUser],
    description: "The users of the administrator's company.",
    resolve: (_root, _args, ctx) => listCompanyUsers(ctx.services.db, requireAdministratorOrThrow(ctx.session).companyId),
  }),
);

builder.queryField('getCompanyUsersByUserId', (t) =>
  t.field({
    type: CompanyUser,
    nullable: true,
    description: "A user's record in the caller's company (another user's only for an administrator).",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      const target = targetOf(args.userId);
      const isOwn = 'userId' in target && target.userId === ctx.session?.userId;
      const member = isOwn ? requireCompanyOrThrow(ctx.session) : requireAdministratorOrThrow(ctx.session);
      return withCompany(ctx.services.db, member.companyId, (trx) => findCompanyUser(trx, member.companyId, target)).then((row) => row ?? null);
    },
  }),
);

builder.queryField('getCompanyInvite', (t) =>
  t.field({
    type: [CompanyInvite],
    description: "The signed-in user's pending company invitations (onboarding uses the first).",
    resolve: (_root, _args, ctx) => findCompanyInvites(ctx),
  }),
);

const CreateCompanyUserInput = builder.inputType('CreateCompanyUserInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    roleId: t.int({ required: true, description: '1 = Admin, 2 = User.' }),
  }),
});

builder.mutationField('createCompanyUser', (t) =>
  t.field({
    type: CompanyUser,
    description: "Invites a user into the administrator's company (a 24-hour, single-use link by e-mail); the same answer whether or not the address has an account.",
    args: { input: t.arg({ type: CreateCompanyUserInput, required: true }) },
    resolve: (_root, { input }, ctx) => inviteCompanyUser(ctx, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('reInviteCompanyUser', (t) =>
  t.field({
    type: CompanyUser,
    description: 'Sends an invitation again with a new link and 24 more hours.',
    args: { companyUserId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reInviteCompanyUser(ctx, requireAdministratorOrThrow(ctx.session), Number(args.companyUserId)),
  }),
);

builder.mutationField('updateCompanyUser', (t) =>
  t.field({
    type: CompanyUser,
    description: "Changes a user's company role (1 ADMIN, 2 STANDARD); the user group follows.",
    args: { userId: t.arg.id({ required: true }), roleId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => updateCompanyUserRole(ctx, requireAdministratorOrThrow(ctx.session), targetOf(args.userId), args.roleId),
  }),
);

builder.mutationField('ActiveDeactiveCompanyUser', (t) =>
  t.field({
    type: CompanyUser,
    description: 'Activates or deactivates a user; deactivation ends their sessions at once.',
    args: { companyUserId: t.arg.id({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setCompanyUserActive(ctx, requireAdministratorOrThrow(ctx.session), Number(args.companyUserId), args.active),
  }),
);

builder.mutationField('RemoveCognitoUser', (t) =>
  t.boolean({
    description: 'Deletes a user from the company (and their account when it has no other company).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await removeCompanyUser(ctx, requireAdministratorOrThrow(ctx.session), targetOf(args.userId));
      return true;
    },
  }),
);

builder.mutationField('MakeUserOwner', (t) =>
  t.field({
    type: OperationStatus,
    description: 'Makes an active user the owner of the company (statusCode 200).',
    args: { companyUserId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await makeUserOwner(ctx, requireAdministratorOrThrow(ctx.session), Number(args.companyUserId));
      return OK;
    },
  }),
);

builder.mutationField('AdminManuallyConfirmUser', (t) =>
  t.field({
    type: OperationStatus,
    description: 'Confirms an invited user of the company by hand (statusCode 200).',
    args: { username: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await confirmCompanyUser(ctx, requireAdministratorOrThrow(ctx.session), args.username);
      return OK;
    },
  }),
);

builder.mutationField('AuthPostSignUp', (t) =>
  t.boolean({
    description: "Onboarding with an invitation: accepts the pending company-user record (by companyUserId).",
    args: { companyUserId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await acceptCompanyInvite(ctx, Number(args.companyUserId));
      return true;
    },
  }),
);
