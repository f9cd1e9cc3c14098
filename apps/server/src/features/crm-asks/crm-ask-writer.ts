import type { AppServices } from '../../app-services.ts';
import { openSkyAskWriter } from '../blackbaud/index.ts';
import { openVirtuousAskWriter } from '../virtuous/index.ts';
import type { CrmAskTarget } from './crm-ask-target.ts';

// What the send job needs of a CRM, whichever it is: find, add or update the donor's record (Raiser's Edge
// NXT: the custom field; Virtuous: the Gift Ask), find or add its action (Raiser's Edge NXT only), and tell a
// refusal of one donor from a failure of the whole send. blackbaud's SkyAskWriter and virtuous'
// VirtuousAskWriter both satisfy it; the send's crm column chooses.

/** What is written for one donor; each CRM takes the parts it records. */
export interface CrmAskWrite {
  /** The donor's record id in the CRM. */
  constituentId: string;
  ladder: string;
  firstAskCents: number | null;
  marker: string;
  sourceCode: string | null;
  action: { summary: string; description: string } | null;
}

export interface CrmAskWriter {
  findRecord(write: CrmAskWrite): Promise<string | null>;
  addRecord(write: CrmAskWrite, date: string): Promise<string>;
  updateRecord(recordId: string, write: CrmAskWrite, date: string): Promise<void>;
  findAction(write: CrmAskWrite): Promise<string | null>;
  addAction(write: CrmAskWrite, date: string): Promise<string | null>;
  /** The CRM refused this donor (reported, and the send goes on). */
  isDonorRefusal(error: unknown): boolean;
  /** The CRM wants an administrator to sign in again. */
  isReauthenticationRequired(error: unknown): boolean;
  /** Marks the environment when the failure asks for a new sign-in. */
  reportFailure(error: unknown): Promise<void>;
}

export function openCrmAskWriter(services: Pick<AppServices, 'db' | 'config'>, companyId: number, environmentId: number, target: CrmAskTarget): Promise<CrmAskWriter> {
  if (target.crm === 'virtuous') return Promise.resolve(openVirtuousAskWriter(services, companyId, environmentId));
  return openSkyAskWriter(services, companyId, environmentId, target);
}
