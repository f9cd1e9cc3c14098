import type { AppServices } from '../../../app-services.ts';
import { SkyError, SkyReauthenticationRequired, type SkyApiClient, type SkyPage } from '../../../platform/sky/sky-client.ts';
import { markNeedsReauthentication, skyClientFor } from '../sky-connection.ts';

// Writing a donor's asks into Raiser's Edge NXT through the constituent API: a custom field of the chosen
// category (CustomFieldAdd: parent_id, category, value, date, comment) holds the ladder, and an optional
// Mailing action records the appeal, its source code and the ladder. The comment carries a marker of the
// appeal, so a write that may have happened (a worker died during the call) is found again, never doubled.

/** What is written for one donor. */
export interface SkyAskWrite {
  /** The constituent's system record id. */
  constituentId: string;
  /** The ladder as text, e.g. "$50 / $75 / $100" (at most 255 characters). */
  ladder: string;
  /** Marks the appeal on the custom field's comment and in the action's description (at most 50 characters). */
  marker: string;
  /** The action's summary and description; no action when null. */
  action: { summary: string; description: string } | null;
}

export interface SkyAskTarget {
  category: string;
  recordAction: boolean;
}

interface CustomFieldRead {
  id: string;
  category?: string;
  comment?: string;
  value?: unknown;
}

interface ActionRead {
  id: string;
  description?: string;
}

const CUSTOM_FIELDS = '/constituent/v1/constituents/customfields';

/** A refusal of one donor by the CRM (400 or 404): reported, and the send goes on with the next donor. */
export function isDonorRefusal(error: unknown): error is SkyError {
  return error instanceof SkyError && (error.status === 400 || error.status === 404);
}

/** SKY refused the environment's refresh token: an administrator must reauthenticate it first. */
export function isReauthenticationRequired(error: unknown): boolean {
  return error instanceof SkyReauthenticationRequired;
}

type WriteServices = Pick<AppServices, 'db' | 'config'>;

/** A SKY client for an environment's connection. */
export function skyAskClient(services: WriteServices, companyId: number, environmentId: number): Promise<SkyApiClient> {
  return skyClientFor(services.db, services.config, companyId, environmentId);
}

/** The writer of an environment's asks; a refused refresh token marks the environment for reauthentication. */
export async function openSkyAskWriter(services: WriteServices, companyId: number, environmentId: number, target: SkyAskTarget): Promise<SkyAskWriter> {
  const client = await skyAskClient(services, companyId, environmentId);
  return new SkyAskWriter(client, target, () => markNeedsReauthentication(services.db, companyId, environmentId));
}

/** The custom field categories of type Text that an environment offers for the ladder. */
export async function readSkyAskCategories(client: SkyApiClient): Promise<string[]> {
  const details = await client.get<SkyPage<{ name: string; type?: string }>>(`${CUSTOM_FIELDS}/categories/details`);
  return details.value.filter((category) => !category.type || category.type === 'Text').map((category) => category.name);
}

export class SkyAskWriter {
  constructor(
    private readonly client: SkyApiClient,
    private readonly target: SkyAskTarget,
    private readonly onReauthenticationRequired: () => Promise<void>,
  ) {}

  /** SKY refused this donor (400 or 404): the send reports it and goes on. */
  isDonorRefusal(error: unknown): boolean {
    return isDonorRefusal(error);
  }

  isReauthenticationRequired(error: unknown): boolean {
    return isReauthenticationRequired(error);
  }

  /** Marks the environment when SKY refuses its refresh token (the error goes on to the caller). */
  async reportFailure(error: unknown): Promise<void> {
    if (isReauthenticationRequired(error)) await this.onReauthenticationRequired();
  }

  /** The donor's custom field for this appeal, if an earlier attempt wrote it. */
  async findRecord(write: SkyAskWrite): Promise<string | null> {
    const fields = await this.client.get<SkyPage<CustomFieldRead>>(`/constituent/v1/constituents/${encodeURIComponent(write.constituentId)}/customfields`);
    return fields.value.find((field) => field.category === this.target.category && field.comment === write.marker)?.id ?? null;
  }

  async addRecord(write: SkyAskWrite, date: string): Promise<string> {
    const created = await this.client.post<{ id: string }>(CUSTOM_FIELDS, {
      parent_id: write.constituentId,
      category: this.target.category,
      value: write.ladder,
      date,
      comment: write.marker,
    });
    return created.id;
  }

  async updateRecord(recordId: string, write: SkyAskWrite, date: string): Promise<void> {
    await this.client.patch(`${CUSTOM_FIELDS}/${encodeURIComponent(recordId)}`, { value: write.ladder, date, comment: write.marker });
  }

  /** The donor's action for this appeal and ladder, if an earlier attempt recorded it. */
  async findAction(write: SkyAskWrite): Promise<string | null> {
    if (!write.action) return null;
    const actions = await this.client.get<SkyPage<ActionRead>>(`/constituent/v1/constituents/${encodeURIComponent(write.constituentId)}/actions`);
    return actions.value.find((action) => action.description === write.action!.description)?.id ?? null;
  }

  async addAction(write: SkyAskWrite, date: string): Promise<string | null> {
    if (!write.action || !this.target.recordAction) return null;
    const created = await this.client.post<{ id: string }>('/constituent/v1/actions', {
      constituent_id: write.constituentId,
      category: 'Mailing',
      date,
      summary: write.action.summary,
      description: write.action.description,
      direction: 'Outbound',
      completed: true,
    });
    return created.id;
  }
}
