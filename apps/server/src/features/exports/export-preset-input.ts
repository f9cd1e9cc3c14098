import { z } from 'zod';
import { UserFacingError } from '../../graphql/errors.ts';
import { findPresetField, MERGE_TEXT_ORDERS, PRESET_FIELDS, PRESET_FILE_FORMATS, type ExportLayout } from './export-preset-fields.ts';
import { READY_MADE_PRESETS } from './ready-made-presets.ts';

// The rules of a saved preset, checked before anything is written: a name, one to all of the catalogue's
// fields each once, every header named and no two alike (a mail merge looks columns up by header).

export const MAX_PRESET_NAME = 80;
export const MAX_HEADER = 100;

const column = z.object({ field: z.string(), header: z.string().trim() });

const presetInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Give the preset a name.')
      .max(MAX_PRESET_NAME, `A preset name has at most ${MAX_PRESET_NAME} characters.`),
    fileFormat: z.enum(PRESET_FILE_FORMATS, { message: 'The file format of a preset is .xlsx or .csv.' }),
    mergeTextOrder: z.enum(MERGE_TEXT_ORDERS, { message: 'The merge text is ordered highest first or lowest first.' }).default('highest_first'),
    columns: z
      .array(column)
      .min(1, 'Choose at least one column for the preset.')
      .max(PRESET_FIELDS.length, `A preset has at most ${PRESET_FIELDS.length} columns, each field once.`),
  })
  .superRefine((preset, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', message });
    if (READY_MADE_PRESETS.some((ready) => ready.name.toLowerCase() === preset.name.toLowerCase())) issue(`"${preset.name}" is the name of a ready-made preset; choose another name.`);
    const fields = new Set<string>();
    const headers = new Set<string>();
    preset.columns.forEach(({ field, header }, index) => {
      const known = findPresetField(field);
      if (!known) return issue(`Column ${index + 1}: "${field}" is not an export field.`);
      if (fields.has(field)) issue(`The field "${known.name}" is in the preset twice.`);
      fields.add(field);
      if (header === '') return issue(`Column ${index + 1} (${known.name}) needs a header name.`);
      if (header.length > MAX_HEADER) issue(`The header of column ${index + 1} has at most ${MAX_HEADER} characters.`);
      if (headers.has(header.toLowerCase())) issue(`Two columns are headed "${header}": header names must differ.`);
      headers.add(header.toLowerCase());
    });
  });

export interface PresetInput extends ExportLayout {
  name: string;
}

/** The preset as saved, or a UserFacingError with the first thing wrong with it. */
export function parsePresetInput(input: unknown): PresetInput {
  const parsed = presetInput.safeParse(input);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? 'The preset is not valid.');
  return parsed.data;
}
