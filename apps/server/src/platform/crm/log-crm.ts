import type { Logger } from '../../logger.ts';
import type { Crm, CrmContact, CrmEventType } from './crm.ts';

/** Default CRM: logs what would be sent, sends nothing. */
export class LogCrm implements Crm {
  constructor(private readonly log: Logger) {}

  async upsertContact(contact: CrmContact): Promise<string | null> {
    this.log.info({ crm: 'log', email: contact.email, company: contact.company }, 'CRM contact sync (not sent: no CRM configured)');
    return null;
  }

  async recordEvent(email: string, type: CrmEventType): Promise<void> {
    this.log.info({ crm: 'log', email, type }, 'CRM contact event (not sent: no CRM configured)');
  }
}
