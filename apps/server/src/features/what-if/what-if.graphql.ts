import { strategyIdSchema } from '@askwise/domain';
import type { WhatIfBand, WhatIfPreview } from '@askwise/domain/asks/what-if-preview';
import { withCompany } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { builder } from '../../graphql/builder.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { dollars } from '../test-and-learn/index.ts';
import { previewStrategy } from './what-if-preview.ts';

const DOLLARS = "Decimal dollars to the cent ('1234.50').";
const BASIS = "'past_results' (the company's results with the strategy), 'elasticity' (the published assumption) or 'none' (no basis).";

const WhatIfAppealRef = builder.objectRef<WhatIfPreview['appeals'][number]>('WhatIfAppeal').implement({
  description: 'A past appeal whose results the preview used.',
  fields: (t) => ({ appealId: t.exposeInt('appealId'), appealName: t.exposeString('appealName') }),
});

const WhatIfBandRef = builder.objectRef<WhatIfBand>('WhatIfBand').implement({
  description: 'One giving band of the what-if preview.',
  fields: (t) => ({
    band: t.exposeInt('band', { description: '0 ($25,000+) .. 5 (under $100), 6 no appeal gift.' }),
    label: t.exposeString('label'),
    donors: t.exposeInt('donors', { description: "The whole appeal's donors in the band." }),
    sampled: t.exposeInt('sampled', { description: 'Of them in the sample the ask engine ran over.' }),
    firstAskMedian: t.string({ nullable: true, description: `Median first ask of the sampled donors; null when none was sampled. ${DOLLARS}`, resolve: (b) => (b.firstAsk ? dollars(b.firstAsk.median) : null) }),
    firstAskLow: t.string({ nullable: true, description: `10th percentile of the first ask. ${DOLLARS}`, resolve: (b) => (b.firstAsk ? dollars(b.firstAsk.low) : null) }),
    firstAskHigh: t.string({ nullable: true, description: `90th percentile of the first ask. ${DOLLARS}`, resolve: (b) => (b.firstAsk ? dollars(b.firstAsk.high) : null) }),
    basis: t.exposeString('basis', { description: BASIS }),
    responseRateLow: t.float({ nullable: true, description: 'Projected response rate, low end (0..1).', resolve: (b) => b.responseRate?.low ?? null }),
    responseRateHigh: t.float({ nullable: true, description: 'Projected response rate, high end (0..1).', resolve: (b) => b.responseRate?.high ?? null }),
    revenuePerRecipientLow: t.string({ nullable: true, description: `Projected revenue per recipient, low end. ${DOLLARS}`, resolve: (b) => (b.revenuePerRecipient ? dollars(b.revenuePerRecipient.low) : null) }),
    revenuePerRecipientHigh: t.string({ nullable: true, description: `Projected revenue per recipient, high end. ${DOLLARS}`, resolve: (b) => (b.revenuePerRecipient ? dollars(b.revenuePerRecipient.high) : null) }),
  }),
});

const WhatIfPreviewRef = builder.objectRef<WhatIfPreview>('WhatIfPreview').implement({
  description: "What a strategy would do to an appeal before it is calculated: the first ask by giving band and the projected revenue per recipient as a range.",
  fields: (t) => ({
    strategyId: t.exposeString('strategyId'),
    numberOfAsks: t.exposeInt('numberOfAsks'),
    isMonthly: t.exposeBoolean('isMonthly', { description: 'The first asks are monthly amounts.' }),
    donors: t.exposeInt('donors'),
    sampled: t.exposeInt('sampled'),
    bands: t.field({ type: [WhatIfBandRef], resolve: (p) => p.bands }),
    revenuePerRecipientLow: t.string({ nullable: true, description: `Over the donors of the bands with a basis. ${DOLLARS}`, resolve: (p) => (p.revenuePerRecipient ? dollars(p.revenuePerRecipient.low) : null) }),
    revenuePerRecipientHigh: t.string({ nullable: true, description: `Over the donors of the bands with a basis. ${DOLLARS}`, resolve: (p) => (p.revenuePerRecipient ? dollars(p.revenuePerRecipient.high) : null) }),
    projectedDonors: t.exposeInt('projectedDonors', { description: 'Donors the revenue per recipient covers.' }),
    basis: t.exposeString('basis', { description: `${BASIS} Or 'mixed'.` }),
    appeals: t.field({ type: [WhatIfAppealRef], resolve: (p) => p.appeals }),
    assumption: t.exposeString('assumption', { description: 'What the page says about the assumption used.' }),
  }),
});

builder.queryField('getWhatIfPreview', (t) =>
  t.field({
    type: WhatIfPreviewRef,
    description: "For an appeal's strategy step: what the strategy would do with the appeal's saved number of asks and ask mode, before calculating.",
    args: { appealId: t.arg.int({ required: true }), strategyId: t.arg.string({ required: true }) },
    resolve: (_root, { appealId, strategyId }, ctx) => {
      const strategy = strategyIdSchema.safeParse(strategyId);
      if (!strategy.success) throw new UserFacingError(`Unknown strategy "${strategyId}".`);
      const { companyId } = requireCompanyOrThrow(ctx.session);
      return withCompany(ctx.services.db, companyId, (trx) => previewStrategy(trx, companyId, appealId, strategy.data));
    },
  }),
);
