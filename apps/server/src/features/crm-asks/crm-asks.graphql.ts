import { withCompany } from '../../db/database.ts';
import { builder } from '../../graphql/builder.ts';
import { requireAdministratorOrThrow, requireCompanyOrThrow } from '../accounts/index.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { readCrmAskCategories } from './crm-ask-categories.ts';
import { readLatestSend, type CrmAskRefusal, type CrmAskSendView } from './crm-ask-send-read.ts';
import { crmAskTargetSchema, type CrmAskTarget } from './crm-ask-target.ts';
import { startCrmAskSend } from './start-crm-ask-send.ts';

/** The send's target from the mutation's arguments: a union by CRM, checked before anything is written. */
function parseTarget(args: { crm?: string | null; category?: string | null; recordAction?: boolean | null }): CrmAskTarget {
  const parsed = crmAskTargetSchema.safeParse({ crm: args.crm ?? 'blackbaud', category: args.category ?? undefined, recordAction: args.recordAction ?? undefined });
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? 'Choose where the asks go.');
  return parsed.data;
}

const CrmAskRefusalRef = builder.objectRef<CrmAskRefusal>('CrmAskRefusal').implement({
  description: 'A donor the CRM refused, and why.',
  fields: (t) => ({
    donorName: t.exposeString('donorName', { nullable: true }),
    externalId: t.exposeString('externalId', { description: "The donor's record id in the CRM." }),
    error: t.exposeString('error'),
  }),
});

const CrmAskSendRef = builder.objectRef<CrmAskSendView>('CrmAskSend').implement({
  description: "A sending of an appeal's mailed asks to its CRM (Raiser's Edge NXT: a custom field and a Mailing action per donor; Virtuous: a Gift Ask per donor).",
  fields: (t) => ({
    id: t.exposeInt('id'),
    status: t.exposeString('status', { description: 'RUNNING, DONE or ERROR.' }),
    crm: t.exposeString('crm', { description: 'blackbaud or virtuous.' }),
    category: t.exposeString('category', { nullable: true, description: "The custom field category holding the ladder (Raiser's Edge NXT; null for Virtuous)." }),
    recordAction: t.exposeBoolean('recordAction'),
    total: t.exposeInt('total'),
    written: t.exposeInt('written'),
    unchanged: t.exposeInt('unchanged', { description: 'Donors an earlier send already gave the same ladder: not written again.' }),
    refused: t.exposeInt('refused'),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    refusals: t.field({ type: [CrmAskRefusalRef], resolve: (send) => send.refusals }),
  }),
});

builder.queryField('getCrmAskSend', (t) =>
  t.field({
    type: CrmAskSendRef,
    nullable: true,
    description: "The appeal's latest sending of its asks to the CRM, or null when it was never sent.",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => withCompany(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, (trx) => readLatestSend(trx, appealId)),
  }),
);

builder.queryField('getCrmAskCategories', (t) =>
  t.field({
    type: ['String'],
    description: "The custom field categories of type Text of the appeal's Raiser's Edge NXT environment (administrators); none for a Virtuous appeal, which needs none.",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => readCrmAskCategories(ctx.services, requireAdministratorOrThrow(ctx.session).companyId, appealId),
  }),
);

builder.mutationField('sendAppealAsksToCrm', (t) =>
  t.field({
    type: CrmAskSendRef,
    description:
      "Sends the exported appeal's mailed ladders to its CRM (administrators). crm blackbaud (the default): each donor's ladder in a custom field of the category (required), and a Mailing action when recordAction. crm virtuous: a Gift Ask per donor (first ask as its amount, the ladder and source code in its notes). Progress is pushed as CRM_ASKS.",
    args: {
      appealId: t.arg.int({ required: true }),
      crm: t.arg.string({ required: false, description: 'blackbaud (default) or virtuous: the CRM the appeal\'s donors came from.' }),
      category: t.arg.string({ required: false }),
      recordAction: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, { appealId, ...target }, ctx) => {
      await startCrmAskSend(ctx.services, ctx.session, appealId, parseTarget(target));
      const { companyId } = requireCompanyOrThrow(ctx.session);
      return (await withCompany(ctx.services.db, companyId, (trx) => readLatestSend(trx, appealId)))!;
    },
  }),
);
