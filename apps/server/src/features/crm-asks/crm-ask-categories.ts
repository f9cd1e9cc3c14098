import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { readSkyAskCategories, skyAskClient } from '../blackbaud/index.ts';
import { planSend } from './start-crm-ask-send.ts';

/** The custom field categories the appeal's environment offers for the ladder (the send's checks first). */
export async function readCrmAskCategories(services: AppServices, companyId: number, appealId: number): Promise<string[]> {
  const plan = await withCompany(services.db, companyId, (trx) => planSend(trx, appealId));
  return readSkyAskCategories(await skyAskClient(services, companyId, plan.environmentId));
}
