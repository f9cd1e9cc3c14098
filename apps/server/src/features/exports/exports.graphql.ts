import { withCompany } from '../../db/database.ts';
import { builder } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { requireCompanyOrThrow } from '../accounts/index.ts';
import { AppealRef, getAppeal } from '../appeals/index.ts';
import { APPEAL_NOT_FOUND, createExportFiles } from './create-export-files.ts';
import { additionalAskStrings, readExportAllowance, type ExportAllowance } from './export-allowance.ts';
import { readAppealResults } from './export-rows.repository.ts';
import type { ExportField } from './export-fields.ts';
import { getAppealExportFields, getDonorCustomFields, type CustomField } from './get-export-fields.ts';
import './export-presets.graphql.ts';
import './reply-card-proof.graphql.ts';

const ExportFieldRef = builder.objectRef<ExportField>('ExportField').implement({
  description: 'A donor field offered for the export files: code EFT_M mandatory, EFT_S suggested, EFT_O optional.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The key stored in the appeal\'s extraFieldsSettings.' }),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    isDefaultChecked: t.exposeBoolean('isDefaultChecked'),
  }),
});

const CustomFieldRef = builder.objectRef<CustomField>('CustomField').implement({
  description: "A custom field of the donor database or the second system's donors, offered as an export column.",
  fields: (t) => ({
    id: t.exposeString('id'),
    label: t.exposeString('label'),
    name: t.exposeString('name'),
    category: t.exposeString('category'),
  }),
});

const ExportAllowanceRef = builder.objectRef<ExportAllowance>('ExportAllowance').implement({
  description: 'The free export allowance of a company without an active subscription.',
  fields: (t) => ({
    isSubscribed: t.exposeBoolean('isSubscribed'),
    freeAllowance: t.exposeInt('freeAllowance'),
    used: t.exposeInt('used'),
    remaining: t.exposeInt('remaining', { nullable: true, description: 'Null when subscribed (no limit).' }),
    askStringsToExport: t.exposeInt('askStringsToExport', { nullable: true, description: 'What exporting the given appeal would add to used.' }),
  }),
});

builder.queryField('getAppealExportFields', (t) =>
  t.field({
    type: [ExportFieldRef],
    description: "The donor fields the appeal's source offers for its export files, mandatory first.",
    args: { appealId: t.arg.int({ required: true }), organizationId: t.arg.int() },
    resolve: (_root, { appealId }, ctx) => getAppealExportFields(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, appealId),
  }),
);

builder.queryField('getBlackbaudCustomFields', (t) =>
  t.field({
    type: [CustomFieldRef],
    description: 'Custom fields of the donor database, found on the donors of an appeal (appealId) or an environment (organizationId).',
    args: { organizationId: t.arg.int(), appealId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      getDonorCustomFields(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, { appealId: args.appealId, environmentId: args.organizationId }),
  }),
);

builder.queryField('getVirtuousCustomFields', (t) =>
  t.field({
    type: [CustomFieldRef],
    description: "Custom fields of the second system's contacts, found on the donors of an appeal (appealId) or an environment (organizationId).",
    args: { organizationId: t.arg.int(), appealId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      getDonorCustomFields(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId, { appealId: args.appealId, environmentId: args.organizationId }),
  }),
);

builder.queryField('getExportAllowance', (t) =>
  t.field({
    type: ExportAllowanceRef,
    description: "The company's subscription state and free export allowance; with appealId, what exporting that appeal would add.",
    args: { appealId: t.arg.int() },
    resolve: (_root, { appealId }, ctx) => {
      const { companyId } = requireCompanyOrThrow(ctx.session);
      return withCompany(ctx.services.db, companyId, async (trx) => {
        const allowance = await readExportAllowance(trx, ctx.services.config);
        const results = appealId ? await readAppealResults(trx, appealId) : null;
        const askStringsToExport = results && appealId ? await additionalAskStrings(trx, appealId, results.readyToExport + results.handleManually) : null;
        return { ...allowance, askStringsToExport };
      });
    },
  }),
);

builder.mutationField('createExportFilesByAppealId', (t) =>
  t.field({
    type: AppealRef,
    description:
      'isRenewal false: checks the free allowance (error code EXPORT_ALLOWANCE_EXCEEDED) and starts writing the two files (push EXPORT; DONE completes the appeal and sets its links). ' +
      'isRenewal true: fresh 15-minute links for the stored files (made again when they are gone). ' +
      "presetId: the files take that preset's columns, headers and format (getExportPresets).",
    args: { appealId: t.arg.int({ required: true }), isRenewal: t.arg.boolean(), presetId: t.arg.string() },
    resolve: async (_root, { appealId, isRenewal, presetId }, ctx) => {
      const session = requireCompanyOrThrow(ctx.session);
      await createExportFiles(ctx.services, session, { appealId, isRenewal: isRenewal ?? false, presetId });
      const appeal = await getAppeal(ctx.services.db, session.companyId, appealId);
      if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
      return appeal;
    },
  }),
);
