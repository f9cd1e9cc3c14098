/** The contact record sent to the CRM (accounts spec: firstname, lastname, email, company). */
export interface CrmContact {
  email: string;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
}

/** Contact events the product reports, e.g. a sign-in ('last_login'). */
export type CrmEventType = 'last_login' | 'company_created' | 'profile_updated';

/** The CRM sync port; the default adapter only logs, the HubSpot adapter talks to its contacts API. */
export interface Crm {
  /** Creates or updates the contact; returns the CRM's id for it when the CRM gives one. */
  upsertContact(contact: CrmContact): Promise<string | null>;
  /** Records an event on the contact (HubSpot: sets a property with the time). */
  recordEvent(email: string, type: CrmEventType, at?: Date): Promise<void>;
}
