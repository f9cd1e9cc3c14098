import type { AppServices } from '../../../app-services.ts';
import { VirtuousError, VirtuousReconnectRequired, type VirtuousClient } from '../../../platform/virtuous/virtuous-client.ts';
import { markNeedsReauthentication, virtuousClientFor } from '../virtuous-connection.ts';

// Writing a donor's asks into Virtuous as a Gift Ask (a solicitation) on the contact: the first ask is its
// amount, and its notes carry the appeal's marker, the ladder and the test group's source code. The marker
// starts the notes, so a Gift Ask that may have been written (a worker died during the call) is found again
// on the contact, never doubled. The client paces calls by X-RateLimit-Remaining and waits out 429s.
//
// Virtuous does not publish the Gift Ask request model's field names; these follow its camelCase naming
// (contactId, askAmount, askDate, askType, notes; the answer's id) and are to be confirmed against the live
// API (docs/flows/crm-asks.md).

/** What is written for one donor. */
export interface VirtuousAskWrite {
  /** The contact's Virtuous id (the donor's external id). */
  constituentId: string;
  /** The ladder as text, e.g. "$50 / $75 / $100". */
  ladder: string;
  /** The first ask in cents: the Gift Ask's amount. */
  firstAskCents: number | null;
  /** Marks the appeal at the start of the notes. */
  marker: string;
  sourceCode: string | null;
}

interface GiftAskRead {
  id: number;
  notes?: string | null;
}

const PAGE = 100;

/** A refusal of one donor by Virtuous (400 or 404): reported, and the send goes on with the next donor. */
export function isVirtuousDonorRefusal(error: unknown): error is VirtuousError {
  return error instanceof VirtuousError && !(error instanceof VirtuousReconnectRequired) && (error.status === 400 || error.status === 404);
}

/** The Gift Ask's notes: the marker first (how a lost attempt's Gift Ask is found), then what was asked. */
export function giftAskNotes(write: Pick<VirtuousAskWrite, 'marker' | 'ladder' | 'sourceCode'>): string {
  return `${write.marker}: asked ${write.ladder}${write.sourceCode ? `; source code ${write.sourceCode}` : ''}`;
}

/** The writer of an account's asks; refused credentials mark the account for reconnection. */
export function openVirtuousAskWriter(services: Pick<AppServices, 'db' | 'config'>, companyId: number, environmentId: number): VirtuousAskWriter {
  const client = virtuousClientFor(services.db, services.config, companyId, environmentId);
  return new VirtuousAskWriter(client, () => markNeedsReauthentication(services.db, companyId, environmentId));
}

export class VirtuousAskWriter {
  constructor(
    private readonly client: VirtuousClient,
    private readonly onReconnectRequired: () => Promise<void>,
  ) {}

  isDonorRefusal(error: unknown): boolean {
    return isVirtuousDonorRefusal(error);
  }

  isReauthenticationRequired(error: unknown): boolean {
    return error instanceof VirtuousReconnectRequired;
  }

  async reportFailure(error: unknown): Promise<void> {
    if (this.isReauthenticationRequired(error)) await this.onReconnectRequired();
  }

  /** The contact's Gift Ask for this appeal, if an earlier attempt wrote it. */
  async findRecord(write: VirtuousAskWrite): Promise<string | null> {
    const prefix = `${write.marker}:`;
    for await (const page of this.client.pages<GiftAskRead>(`/api/GiftAsk/ByContact/${contactIdOf(write)}`, { take: PAGE })) {
      const found = page.list.find((ask) => ask.notes?.startsWith(prefix));
      if (found) return String(found.id);
    }
    return null;
  }

  async addRecord(write: VirtuousAskWrite, date: string): Promise<string> {
    const created = await this.client.post<{ id: number }>('/api/GiftAsk', giftAskModel(write, date));
    return String(created.id);
  }

  /** PUT replaces the whole model: the same fields as the Gift Ask was created with. */
  async updateRecord(recordId: string, write: VirtuousAskWrite, date: string): Promise<void> {
    await this.client.put(`/api/GiftAsk/${encodeURIComponent(recordId)}`, { id: Number(recordId), ...giftAskModel(write, date) });
  }

  /** A Gift Ask is the whole record: Virtuous has no separate action to find. */
  findAction(): Promise<string | null> {
    return Promise.resolve(null);
  }

  addAction(): Promise<string | null> {
    return Promise.resolve(null);
  }
}

/** Virtuous ids are whole numbers; anything else is refused for this donor before a call. */
function contactIdOf(write: VirtuousAskWrite): number {
  if (!/^\d+$/.test(write.constituentId)) throw new VirtuousError(`'${write.constituentId}' is not a Virtuous contact id.`, 400);
  return Number(write.constituentId);
}

function giftAskModel(write: VirtuousAskWrite, date: string) {
  if (!write.firstAskCents || write.firstAskCents <= 0) throw new VirtuousError('The donor was mailed no ask amount.', 400);
  return { contactId: contactIdOf(write), askAmount: write.firstAskCents / 100, askDate: date, askType: 'Ask', notes: giftAskNotes(write) };
}
