import type { FieldRef } from '@pothos/core';
import { GIVING_FIELDS, type GivingKey } from '@askwise/domain/giving-fields';
import { withCompany } from '../../db/database.ts';
import { builder } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { requireAdministratorOrThrow, requireCompanyOrThrow } from '../accounts/index.ts';
import { centsToDecimal } from './cents-to-decimal.ts';
import { listExcelFileRows, softDeleteExcelFileRow, type ExcelFileRow } from './excel-files.repository.ts';
import type { ExcelCellError } from '../../db/excel-tables.ts';
import { getExcelCustomFields, type ExcelCustomField } from './get-excel-custom-fields.ts';
import { listExcelRows, type ExcelRowView } from './list-excel-rows.ts';
import { registerExcelFile, type RegisterResult } from './register-excel-file.ts';

export const EXCEL_FILE_NOT_FOUND = 'Excel file not found.';

const ExcelCellErrorRef = builder.objectRef<ExcelCellError>('ExcelCellError').implement({
  description: 'One problem found while reading a file: id is the cell (F17), or file / header.',
  fields: (t) => ({ id: t.exposeString('id'), error: t.exposeString('error') }),
});

const ExcelFileRef = builder.objectRef<ExcelFileRow>('ExcelFile').implement({
  description: 'An uploaded Excel file: an environment of the Excel data source (spec section 3, Excel file).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'The file name as uploaded.' }),
    externalIdentifier: t.exposeString('externalIdentifier', { description: 'The stored name (with its millisecond suffix).' }),
    companyId: t.exposeInt('companyId'),
    constituentTotal: t.exposeInt('constituentTotal'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    status: t.exposeString('status', { description: 'START, PROCESSING, DONE, DONE_WITH_ERROR, ERROR, ERROR_NO_CONSTITUENTS or ERROR_LIMIT_EXCEDED.' }),
    uploadBy: t.exposeString('uploadByName', { nullable: true, description: 'Full name of the user who uploaded it.' }),
    errorMessage: t.string({
      nullable: true,
      description: 'JSON list of {id, error} (the first errors found), or null.',
      resolve: (file) => (file.errorMessages.length ? JSON.stringify(file.errorMessages.slice(0, 50)) : null),
    }),
    errorMessages: t.field({ type: [ExcelCellErrorRef], args: { limit: t.arg.int({ defaultValue: 50 }) }, resolve: (file, args) => file.errorMessages.slice(0, Math.max(0, args.limit ?? 50)) }),
    errorCount: t.exposeInt('errorCount'),
    progress: t.string({ description: "Rows read of rows in the file: 'done-total'.", resolve: (file) => `${file.rowsDone}-${file.rowsTotal ?? 0}` }),
    customColumns: t.exposeStringList('customColumns', { description: 'Columns after the standard ones, in file order.' }),
  }),
});

const CustomValueRef = builder.objectRef<{ category: string; value: string }>('ExcelCustomValue').implement({
  fields: (t) => ({ category: t.exposeString('category'), value: t.exposeString('value') }),
});

// The spec's comma lists mark commas inside a value with this placeholder.
const COMMA_PLACEHOLDER = '{comma}';
const commaList = (values: string[]) => values.map((v) => v.replaceAll(',', COMMA_PLACEHOLDER)).join(',');

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The ten giving fields of giving-fields.ts: amounts as decimal dollar strings, the count as an Int; null when blank. */
function givingFieldsOf(t: PothosSchemaTypes.ObjectFieldBuilder<Types, ExcelRowView>): Record<GivingKey, FieldRef<Types, string | number | null, 'Object'>> {
  const fields = GIVING_FIELDS.map(({ key, kind }) => [
    key,
    kind === 'count' ? t.exposeInt(key, { nullable: true }) : t.string({ nullable: true, resolve: (row) => centsToDecimal(row[key]) }),
  ]);
  return Object.fromEntries(fields) as Record<GivingKey, FieldRef<Types, string | number | null, 'Object'>>;
}

const ExcelRowRef = builder.objectRef<ExcelRowView>('ExcelRow').implement({
  description: 'One donor row of an Excel file (spec section 3, Excel row). Amounts are decimal dollar strings such as "1234.50".',
  fields: (t) => {
    const money = (key: keyof ExcelRowView) => t.string({ nullable: true, resolve: (row) => centsToDecimal(row[key] as number | null) });
    return {
      id: t.exposeInt('id'),
      externalIdentifier: t.exposeString('externalIdentifier'),
      firstName: t.exposeString('firstName', { nullable: true }),
      lastName: t.exposeString('lastName', { nullable: true }),
      ...givingFieldsOf(t),
      minSuggestedAskW: money('minSuggestedAskW'),
      spouse: t.exposeString('spouse', { nullable: true }),
      Address1: t.exposeString('address1', { nullable: true }),
      city: t.exposeString('city', { nullable: true }),
      state: t.exposeString('state', { nullable: true }),
      zip: t.exposeString('zip', { nullable: true }),
      preferredEmail: t.exposeString('preferredEmail', { nullable: true }),
      preferredName: t.exposeString('preferredName', { nullable: true }),
      totalRows: t.exposeInt('totalRows'),
      customFieldValues: t.field({ type: [CustomValueRef], resolve: (row) => row.customFieldValues }),
      customColumns: t.string({ resolve: (row) => commaList(row.customFieldValues.map((v) => v.category)) }),
      customCategories: t.string({ resolve: (row) => commaList(row.customFieldValues.map((v) => v.category)) }),
      customValues: t.string({ resolve: (row) => commaList(row.customFieldValues.map((v) => v.value)) }),
    };
  },
});

const CustomFieldRef = builder.objectRef<ExcelCustomField>('ExcelCustomField').implement({
  description: 'A custom column of an Excel file, offered as an export field (code EFT_S, checked by default).',
  fields: (t) => ({
    id: t.exposeString('id'),
    label: t.exposeString('label'),
    name: t.exposeString('name'),
    category: t.exposeString('category'),
  }),
});

const FileProcessDataRef = builder.objectRef<RegisterResult>('FileProcessDataResult').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode', { description: '200 when registered; 500 (or 400) with error otherwise.' }),
    error: t.exposeString('error', { nullable: true }),
    result: t.field({ type: ExcelFileRef, nullable: true, resolve: (r) => r.result }),
  }),
});

builder.queryField('getExcelOrganizations', (t) =>
  t.field({
    type: [ExcelFileRef],
    description: "The company's Excel files, newest first.",
    resolve: (_root, _args, ctx) => {
      const session = requireCompanyOrThrow(ctx.session);
      return withCompany(ctx.services.db, session.companyId, (trx) => listExcelFileRows(trx));
    },
  }),
);

builder.queryField('listExcelDetailByOrganizationId', (t) =>
  t.field({
    type: [ExcelRowRef],
    description: "One page of an Excel file's rows; offset is the 0-based page number (page - 1), each row carries totalRows.",
    args: {
      organizationId: t.arg.int({ required: true }),
      limit: t.arg.int({ required: true }),
      offset: t.arg.int({ required: true }),
      search: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const session = requireCompanyOrThrow(ctx.session);
      const rows = await listExcelRows(ctx.services.db, session.companyId, { environmentId: args.organizationId, limit: args.limit, page: args.offset, search: args.search });
      if (!rows) throw new UserFacingError(EXCEL_FILE_NOT_FOUND, 'NOT_FOUND');
      return rows;
    },
  }),
);

builder.queryField('getExcelCustomFields', (t) =>
  t.field({
    type: [CustomFieldRef],
    description: "The custom columns of an Excel file, given by organizationId (the file) or appealId (the appeal's file).",
    args: { organizationId: t.arg.int(), appealId: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const session = requireCompanyOrThrow(ctx.session);
      return getExcelCustomFields(ctx.services.db, session.companyId, { environmentId: args.organizationId, appealId: args.appealId });
    },
  }),
);

builder.mutationField('FileProcessData', (t) =>
  t.field({
    type: FileProcessDataRef,
    description: "Registers an uploaded file (sourceType 'excelFile', fileName = the stored name the upload returned) and starts its ingestion.",
    args: { sourceType: t.arg.string({ required: true }), fileName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const session = requireAdministratorOrThrow(ctx.session);
      return registerExcelFile(ctx.services, session, args);
    },
  }),
);

builder.mutationField('softDeleteExcelOrganization', (t) =>
  t.boolean({
    description: 'Removes an Excel file from every list (administrators only); appeals made from it keep their rows.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const session = requireAdministratorOrThrow(ctx.session);
      const removed = await withCompany(ctx.services.db, session.companyId, (trx) => softDeleteExcelFileRow(trx, args.id));
      if (!removed) throw new UserFacingError(EXCEL_FILE_NOT_FOUND, 'NOT_FOUND');
      return true;
    },
  }),
);
