import { validateCompanyProfile } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import { withCompany } from '../../db/database.ts';
import { builder } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { audit, requireAdministratorOrThrow, requireCompanyOrThrow } from '../accounts/index.ts';
import type { CrmEventType } from '../../platform/crm/crm.ts';
import { countConstituents, getCompany } from './company.repository.ts';
import { createCompany } from './create-company.ts';
import { syncCompanyContact } from './crm-sync.ts';

type CompanyShape = Awaited<ReturnType<typeof getCompany>>;

export const Company = builder.objectRef<CompanyShape>('Company').implement({
  description: "The user's company (organisation).",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address', { nullable: true }),
    address2: t.exposeString('address2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    industry: t.exposeString('industry', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    hubspotId: t.exposeString('hubspotId', { nullable: true }),
  }),
});

builder.queryField('getCompany', (t) =>
  t.field({
    type: Company,
    description: "The signed-in user's company.",
    resolve: (_root, _args, ctx) => {
      const member = requireCompanyOrThrow(ctx.session);
      return getCompany(ctx.services.db, member.companyId);
    },
  }),
);

builder.queryField('getCompanyTotalConstituents', (t) =>
  t.int({
    description: "How many constituents (donors) the user's company holds against its plan's limit (the practice environment does not count).",
    resolve: (_root, _args, ctx) => countConstituents(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId),
  }),
);

const CreateCompanyInput = builder.inputType('CreateCompanyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    address: t.string({ required: false }),
    industry: t.string({ required: true }),
    phone: t.string({ required: false }),
    website: t.string({ required: false }),
  }),
});

builder.mutationField('createCompany', (t) =>
  t.field({
    type: Company,
    description: 'Onboarding: creates the company of a user who has none and makes them its owner.',
    args: { input: t.arg({ type: CreateCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => getCompany(ctx.services.db, await createCompany(ctx, input)),
  }),
);

const UpdateCompanyInput = builder.inputType('UpdateCompanyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    address: t.string({ required: true }),
    address2: t.string({ required: false }),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zip: t.string({ required: true }),
    phone: t.string({ required: false }),
    industry: t.string({ required: false }),
    website: t.string({ required: false }),
  }),
});

builder.mutationField('updateCompany', (t) =>
  t.field({
    type: Company,
    description: 'The company profile; administrators only.',
    args: { input: t.arg({ type: UpdateCompanyInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const admin = requireAdministratorOrThrow(ctx.session);
      const first = Object.values(validateCompanyProfile(input))[0];
      if (first) throw new UserFacingError(first);
      const clean = (v: string | null | undefined) => v?.trim() || null;
      await withCompany(ctx.services.db, admin.companyId, (trx) =>
        trx
          .updateTable('companies')
          .set({
            name: input.name.trim(),
            address: clean(input.address),
            address2: clean(input.address2),
            city: clean(input.city),
            state: clean(input.state),
            zip: input.zip.trim().toUpperCase(),
            phone: clean(input.phone),
            industry: clean(input.industry),
            website: clean(input.website),
            updatedAt: sql`now()`,
          })
          .where('id', '=', admin.companyId)
          .execute(),
      );
      await audit(ctx.services.db, { event: 'company.updated', companyId: admin.companyId, actorUserId: admin.userId, ip: ctx.ip });
      return getCompany(ctx.services.db, admin.companyId);
    },
  }),
);

builder.mutationField('HubspotCreateCompany', (t) =>
  t.boolean({
    description: "Sends the signed-in user's contact (first and last name, e-mail, company) to the CRM.",
    resolve: async (_root, _args, ctx) => syncCompanyContact(ctx, requireCompanyOrThrow(ctx.session)),
  }),
);

const CrmEvent = builder.enumType('CrmEventType', { values: ['last_login', 'company_created', 'profile_updated'] as const });

builder.mutationField('HubspotUpdateCompany', (t) =>
  t.boolean({
    description: "Records a contact event in the CRM for the signed-in user, e.g. last_login.",
    args: { type: t.arg({ type: CrmEvent, required: true }) },
    resolve: async (_root, { type }, ctx) => {
      const member = requireCompanyOrThrow(ctx.session);
      const user = await ctx.services.db.selectFrom('users').select('email').where('id', '=', member.userId).executeTakeFirstOrThrow();
      return ctx.services.crm.recordEvent(user.email, type as CrmEventType).then(
        () => true,
        (error: unknown) => (ctx.services.log.warn({ err: error }, 'CRM event failed'), false),
      );
    },
  }),
);
