import { sql } from 'kysely';
import { withCompany, type Db, type Trx } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import type { ExportLayout, PresetColumn } from './export-preset-fields.ts';
import { parsePresetInput } from './export-preset-input.ts';
import { findReadyMadePreset, READY_MADE_PRESETS, type ExportPreset } from './ready-made-presets.ts';

export const PRESET_NOT_FOUND = 'Export preset not found.';
export const READY_MADE_UNCHANGEABLE = 'The ready-made presets can be used as they are, not changed or deleted.';

interface PresetRow {
  id: number;
  name: string;
  fileFormat: ExportLayout['fileFormat'];
  mergeTextOrder: ExportLayout['mergeTextOrder'];
  columns: unknown;
}

const toPreset = (row: PresetRow): ExportPreset => ({
  id: String(row.id),
  name: row.name,
  isReadyMade: false,
  fileFormat: row.fileFormat,
  mergeTextOrder: row.mergeTextOrder,
  columns: row.columns as PresetColumn[],
});

/** A saved preset's row id from its GraphQL id; null for anything else (a ready-made id, garbage). */
function savedId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** The ready-made presets, then the company's own by name. */
export async function listExportPresets(db: Db, companyId: number): Promise<ExportPreset[]> {
  const rows = await withCompany(db, companyId, (trx) =>
    trx.selectFrom('exportPresets').select(['id', 'name', 'fileFormat', 'mergeTextOrder', 'columns']).orderBy(sql`lower(name)`).orderBy('id').execute(),
  );
  return [...READY_MADE_PRESETS, ...rows.map(toPreset)];
}

/** One preset of the transaction's company (or a ready-made one), or a NOT_FOUND error. */
export async function readExportPreset(trx: Trx, id: string): Promise<ExportPreset> {
  const ready = findReadyMadePreset(id);
  if (ready) return ready;
  const rowId = savedId(id);
  const row = rowId === null ? undefined : await trx.selectFrom('exportPresets').select(['id', 'name', 'fileFormat', 'mergeTextOrder', 'columns']).where('id', '=', rowId).executeTakeFirst();
  if (!row) throw new UserFacingError(PRESET_NOT_FOUND, 'NOT_FOUND');
  return toPreset(row);
}

/** Saves a new preset (no id) or changes one of the company's; names are unique in the company whatever their case. */
export async function saveExportPreset(db: Db, companyId: number, input: { id?: string | null; name: string; fileFormat: string; mergeTextOrder?: string | null; columns: PresetColumn[] }): Promise<ExportPreset> {
  if (input.id && findReadyMadePreset(input.id)) throw new UserFacingError(READY_MADE_UNCHANGEABLE, 'FORBIDDEN');
  const preset = parsePresetInput({ ...input, mergeTextOrder: input.mergeTextOrder ?? undefined });
  const values = { name: preset.name, fileFormat: preset.fileFormat, mergeTextOrder: preset.mergeTextOrder, columns: JSON.stringify(preset.columns) };
  return withCompany(db, companyId, async (trx) => {
    const rowId = input.id ? savedId(input.id) : null;
    if (input.id && rowId === null) throw new UserFacingError(PRESET_NOT_FOUND, 'NOT_FOUND');
    const taken = await trx
      .selectFrom('exportPresets')
      .select('id')
      .where(sql<boolean>`lower(btrim(name)) = lower(${preset.name})`)
      .$if(rowId !== null, (q) => q.where('id', '<>', rowId!))
      .executeTakeFirst();
    if (taken) throw new UserFacingError(`A preset named "${preset.name}" already exists; choose another name.`);
    const returning = ['id', 'name', 'fileFormat', 'mergeTextOrder', 'columns'] as const;
    const row =
      rowId === null
        ? await trx.insertInto('exportPresets').values({ companyId, ...values }).returning(returning).executeTakeFirstOrThrow()
        : await trx.updateTable('exportPresets').set({ ...values, updatedAt: sql`now()` }).where('id', '=', rowId).returning(returning).executeTakeFirst();
    if (!row) throw new UserFacingError(PRESET_NOT_FOUND, 'NOT_FOUND');
    return toPreset(row);
  });
}

/** Deletes one of the company's presets; exports already made with it keep their copy of its layout. */
export async function deleteExportPreset(db: Db, companyId: number, id: string): Promise<void> {
  if (findReadyMadePreset(id)) throw new UserFacingError(READY_MADE_UNCHANGEABLE, 'FORBIDDEN');
  const rowId = savedId(id);
  const deleted = rowId === null ? null : await withCompany(db, companyId, (trx) => trx.deleteFrom('exportPresets').where('id', '=', rowId).executeTakeFirst());
  if (!deleted || Number(deleted.numDeletedRows) === 0) throw new UserFacingError(PRESET_NOT_FOUND, 'NOT_FOUND');
}

/** The layout of a preset, as kept on an export. */
export function layoutOf(preset: ExportPreset): ExportLayout {
  return { fileFormat: preset.fileFormat, mergeTextOrder: preset.mergeTextOrder, columns: preset.columns };
}
