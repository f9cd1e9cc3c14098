import type { MappingSettings } from '@askwise/domain/mapping/mapping-settings';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { AppealStep } from '../../db/donor-tables.ts';
import { touched } from './create-appeal.ts';

// The appeal row's writes that other features ask for (mapping, the Virtuous pickers, exports, history): the
// row has one writer, so what every write does to it (updated_at, a deleted appeal left alone) is said once.

/** The mapping the appeal's donors are mapped with. */
export async function saveMappingSettings(trx: Trx, appealId: number, settings: MappingSettings): Promise<void> {
  await trx.updateTable('appeals').set({ mappingSettings: JSON.stringify(settings), ...touched }).where('id', '=', appealId).execute();
}

/** Whether soft credits (Virtuous: passthrough gifts) count towards the appeal's giving. */
export async function saveIncludeSoftCredits(trx: Trx, appealId: number, includeSoftCredits: boolean): Promise<void> {
  await trx.updateTable('appeals').set({ includeSoftCredits, ...touched }).where('id', '=', appealId).execute();
}

export interface AppealExportLinks {
  readyToExportDownloadUrl: string;
  handleManuallyDownloadUrl: string;
  exportExpirationDate: Date;
}

/** The latest export's download links, or none (null) while a newer export is on its way. A deleted appeal keeps none. */
export async function saveExportLinks(trx: Trx, appealId: number, links: AppealExportLinks | null): Promise<void> {
  const values = links ?? { readyToExportDownloadUrl: null, handleManuallyDownloadUrl: null, exportExpirationDate: null };
  await trx.updateTable('appeals').set({ ...values, ...touched }).where('id', '=', appealId).where('deletedAt', 'is', null).execute();
}

/**
 * Removes an appeal from the history; the row stays (its exports still count towards the free allowance)
 * without its links. Returns false when there is no live appeal of that id.
 */
export async function markAppealDeleted(trx: Trx, appealId: number): Promise<boolean> {
  const deleted = await trx
    .updateTable('appeals')
    .set({ deletedAt: sql`now()`, readyToExportDownloadUrl: null, handleManuallyDownloadUrl: null, exportExpirationDate: null, ...touched })
    .where('id', '=', appealId)
    .where('deletedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** A copy of an appeal's settings under a new name and owner, opening at `step`. JSON columns are copied in SQL so they keep exactly what they hold. */
export async function copyAppealSettings(trx: Trx, fromAppealId: number, copy: { userId: number; name: string; step: AppealStep }): Promise<number> {
  const created = await sql<{ id: number }>`
    insert into appeals (company_id, user_id, environment_id, audience_id, data_import_source_id, name, step,
      mapping_settings, number_ask_settings, strategy_settings, column_order_settings, extra_fields_settings,
      custom_fields_settings, include_soft_credits, is_locked)
    select company_id, ${copy.userId}, environment_id, audience_id, data_import_source_id, ${copy.name}, ${copy.step},
      mapping_settings, number_ask_settings, strategy_settings, column_order_settings, extra_fields_settings,
      custom_fields_settings, include_soft_credits, is_locked
    from appeals where id = ${fromAppealId}
    returning id`.execute(trx);
  return created.rows[0]!.id;
}
