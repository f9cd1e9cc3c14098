import { builder } from '../../graphql/builder.ts';
import { requireAdministratorOrThrow, requireCompanyOrThrow } from '../accounts/index.ts';
import { PRESET_FIELDS, type PresetColumn, type PresetField } from './export-preset-fields.ts';
import { deleteExportPreset, listExportPresets, saveExportPreset } from './export-presets.repository.ts';
import type { ExportPreset } from './ready-made-presets.ts';

// Export presets: every member of the company lists and uses them; only an administrator saves or deletes one.

const ExportPresetColumnRef = builder.objectRef<PresetColumn>('ExportPresetColumn').implement({
  description: "A column of a preset's files: the field (an id of getExportPresetFields) and its header name.",
  fields: (t) => ({
    field: t.exposeString('field'),
    header: t.exposeString('header'),
  }),
});

const ExportPresetRef = builder.objectRef<ExportPreset>('ExportPreset').implement({
  description: "A named layout of the export files: the columns in order with their headers, .xlsx or .csv, and the merge text's order.",
  fields: (t) => ({
    id: t.exposeString('id', { description: "A saved preset's number, or 'ready:...' for the two ready-made presets." }),
    name: t.exposeString('name'),
    isReadyMade: t.exposeBoolean('isReadyMade', { description: 'Shipped for every company: used as it is, never changed or deleted.' }),
    fileFormat: t.exposeString('fileFormat', { description: 'xlsx or csv.' }),
    mergeTextOrder: t.exposeString('mergeTextOrder', { description: 'highest_first or lowest_first: the order of the asks in the merge text.' }),
    columns: t.field({ type: [ExportPresetColumnRef], resolve: (preset) => preset.columns }),
  }),
});

const ExportPresetFieldRef = builder.objectRef<PresetField>('ExportPresetField').implement({
  description: 'A field a preset may put in its files, with its usual header.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
  }),
});

const ExportPresetColumnInput = builder.inputType('ExportPresetColumnInput', {
  fields: (t) => ({
    field: t.string({ required: true }),
    header: t.string({ required: true }),
  }),
});

const ExportPresetInput = builder.inputType('ExportPresetInput', {
  fields: (t) => ({
    id: t.string({ description: 'The saved preset to change; none: a new preset.' }),
    name: t.string({ required: true }),
    fileFormat: t.string({ required: true, description: 'xlsx or csv.' }),
    mergeTextOrder: t.string({ description: 'highest_first (the default) or lowest_first.' }),
    columns: t.field({ type: [ExportPresetColumnInput], required: true }),
  }),
});

builder.queryField('getExportPresets', (t) =>
  t.field({
    type: [ExportPresetRef],
    description: "The ready-made presets, then the company's own by name.",
    resolve: (_root, _args, ctx) => listExportPresets(ctx.services.db, requireCompanyOrThrow(ctx.session).companyId),
  }),
);

builder.queryField('getExportPresetFields', (t) =>
  t.field({
    type: [ExportPresetFieldRef],
    description: 'Every field a preset may use, in the order the preset editor offers them.',
    resolve: (_root, _args, ctx) => {
      requireCompanyOrThrow(ctx.session);
      return [...PRESET_FIELDS];
    },
  }),
);

builder.mutationField('saveExportPreset', (t) =>
  t.field({
    type: ExportPresetRef,
    description: "Saves a new preset of the company, or changes one (administrators only). Names are unique in the company; every header is named; each field at most once.",
    args: { input: t.arg({ type: ExportPresetInput, required: true }) },
    resolve: (_root, { input }, ctx) => saveExportPreset(ctx.services.db, requireAdministratorOrThrow(ctx.session).companyId, input),
  }),
);

builder.mutationField('deleteExportPreset', (t) =>
  t.field({
    type: 'Boolean',
    description: "Deletes one of the company's presets (administrators only); the ready-made presets stay.",
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteExportPreset(ctx.services.db, requireAdministratorOrThrow(ctx.session).companyId, id);
      return true;
    },
  }),
);
