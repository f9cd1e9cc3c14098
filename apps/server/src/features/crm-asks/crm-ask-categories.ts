import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { readSkyAskCategories, skyAskClient } from '../blackbaud/index.ts';
import { planSend } from './start-crm-ask-send.ts';

/** The custom field categories the appeal's environment offers for the ladder (the send's checks first); Virtuous needs none. */
export async function readCrmAskCategories(services: AppServices, companyId: number, appealId: number): Promise<string[]> {
  const plan = await withCompany(services.db, companyId, (trx) => planSend(trx, appealId));
  if (plan.crm === 'virtuous') return [];
  return readSkyAskCategories(await skyAskClient(services, companyId, plan.environmentId));
}
