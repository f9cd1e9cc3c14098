import { builder } from '../../graphql/builder.ts';
import { companyEvents } from '../../realtime/company-events.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { AppealRef } from './appeals.graphql.ts';
import { getAppeal } from './get-appeal.ts';

// The subscription root lives here (updatedAppeal is its first field); other features add fields to it.
builder.subscriptionType({});

builder.subscriptionField('updatedAppeal', (t) =>
  t.field({
    type: AppealRef,
    nullable: true,
    description: "Pushes the appeal whenever it changes (step, settings, lock, mapping or calculation done); only the user's company's appeals.",
    args: { id: t.arg.int({ required: true }) },
    subscribe: (_root, { id }, ctx) => companyEvents(ctx.services.bus, ['UPDATED_APPEAL'], String(id), requireCompanyOrThrow(ctx.session).companyId),
    resolve: (_event, { id }, ctx) => getAppeal(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, id),
  }),
);
