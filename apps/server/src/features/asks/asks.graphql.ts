import { builder } from '../../graphql/builder.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { getAppealAskCalculation, type AppealAskCalculation } from './get-appeal-ask-calculation.ts';
import { startAppealCalculation, type StatusResponse } from './start-appeal-calculation.ts';

export const StatusResponseRef = builder.objectRef<StatusResponse>('AskStatusResponse').implement({
  description: "The spec's response of ask operations: statusCode 200 means success; any other code comes with an error to show.",
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    result: t.exposeString('result', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

const AppealAskCalculationRef = builder.objectRef<AppealAskCalculation>('AppealAskCalculation').implement({
  description: "An appeal's ask calculation: its status and the settings its current results were calculated with.",
  fields: (t) => ({
    appealId: t.exposeInt('appealId'),
    algorithmStatus: t.exposeString('algorithmStatus', { nullable: true, description: 'LOADING, PROGRESS::x-y, DONE or ERROR::message.' }),
    algorithmError: t.exposeString('algorithmError', { nullable: true }),
    generation: t.exposeInt('generation', { nullable: true }),
    strategyId: t.exposeString('strategyId', { nullable: true }),
    numberOfAsks: t.exposeInt('numberOfAsks', { nullable: true }),
    askMode: t.exposeString('askMode', { nullable: true }),
    donors: t.exposeInt('donors'),
    calculatedAt: t.expose('calculatedAt', { type: 'DateTime', nullable: true }),
    calculationMs: t.exposeInt('calculationMs', { nullable: true }),
    isStale: t.exposeBoolean('isStale', { description: 'The strategy or number of asks changed since the results were calculated.' }),
  }),
});

const BulkUpdateBody = builder.inputType('BulkUpdateAppealConstituentBody', {
  fields: (t) => ({ appealId: t.int({ required: true }) }),
});

builder.mutationField('BulkUpdateAppealConstituent', (t) =>
  t.field({
    type: StatusResponseRef,
    description: "Calculates every donor's asks for the appeal in the background; progress comes as ALGORITHM pushes and algorithmStatus.",
    args: { body: t.arg({ type: BulkUpdateBody, required: true }) },
    resolve: (_root, { body }, ctx) => startAppealCalculation(ctx.services, requireCompanyOrThrow(ctx.session).companyId, body.appealId),
  }),
);

builder.queryField('getAppealAskCalculation', (t) =>
  t.field({
    type: AppealAskCalculationRef,
    nullable: true,
    description: "The appeal's ask calculation; null for an appeal of another company.",
    args: { appealId: t.arg.int({ required: true }) },
    resolve: (_root, { appealId }, ctx) => getAppealAskCalculation(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, appealId),
  }),
);
