import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import type { Crm } from './crm.ts';
import { HubSpotCrm } from './hubspot-crm.ts';
import { LogCrm } from './log-crm.ts';

/** HubSpot when HUBSPOT_ACCESS_TOKEN is set, otherwise a CRM that only logs. */
export function createCrm(config: Config, log: Logger): Crm {
  return config.HUBSPOT_ACCESS_TOKEN ? new HubSpotCrm(config.HUBSPOT_BASE_URL, config.HUBSPOT_ACCESS_TOKEN) : new LogCrm(log);
}
