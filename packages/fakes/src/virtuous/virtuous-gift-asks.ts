import type { VirtuousDataset, VirtuousGift } from './virtuous-dataset.ts';
import { VirtuousBadRequest } from './virtuous-query.ts';

// Gift Asks (solicitations) on contacts, as the CRM loop writes them: POST /api/GiftAsk, GET and PUT
// /api/GiftAsk/{id}, GET /api/GiftAsk/ByContact/{contactId} (skip/take) and GET /api/GiftAsk/{id}/Gifts; and
// POST /api/Gift, a gift entered by another integration (a mailing's gifts, applied to a Gift Ask by giftAskId).
// Virtuous does not publish the request model's field names; these follow its camelCase conventions
// (contactId, askAmount, askDate, askType, segmentId, notes) and are the product's assumption too.

export interface VirtuousGiftAsk {
  id: number;
  contactId: number;
  askAmount: number;
  askDate: string;
  askType: string;
  segmentId: number | null;
  notes: string | null;
  createDateTimeUtc: string;
  modifiedDateTimeUtc: string;
}

/** Thrown for an unknown contact or Gift Ask: the server answers 404. */
export class VirtuousNotFound extends Error {}

const NOTES_LIMIT = 4000;

export class VirtuousGiftAsks {
  readonly asks = new Map<number, VirtuousGiftAsk>();
  private nextId = 1;

  constructor(private readonly dataset: VirtuousDataset) {}

  create(body: unknown): VirtuousGiftAsk {
    const fields = this.validate(body);
    const stamp = new Date().toISOString();
    const ask = { id: this.nextId++, ...fields, createDateTimeUtc: stamp, modifiedDateTimeUtc: stamp };
    this.asks.set(ask.id, ask);
    return ask;
  }

  /** PUT takes the full model: every field is replaced. */
  update(id: number, body: unknown): VirtuousGiftAsk {
    const existing = this.asks.get(id);
    if (!existing) throw new VirtuousNotFound(`The gift ask '${id}' was not found.`);
    const next = { ...existing, ...this.validate(body), modifiedDateTimeUtc: new Date().toISOString() };
    this.asks.set(id, next);
    return next;
  }

  byContact(contactId: number): VirtuousGiftAsk[] | null {
    if (!this.dataset.contact(contactId)) return null;
    return [...this.asks.values()].filter((ask) => ask.contactId === contactId);
  }

  /** The gifts applied to the ask. */
  giftsOf(giftAskId: number): VirtuousGift[] {
    return this.dataset.giftsOfAsk(giftAskId);
  }

  /** For tests: a gift of the ask's contact applied to the ask (its segment, else the first; the first project). */
  addGift(giftAskId: number, cents: number, date: string): VirtuousGift {
    const ask = this.asks.get(giftAskId);
    if (!ask) throw new Error(`No gift ask ${giftAskId}`);
    const segmentId = ask.segmentId ?? this.dataset.segments[0]!.id;
    return this.dataset.addGift(ask.contactId, cents, date, segmentId, this.dataset.projects[0]!.id, null, giftAskId);
  }

  /** POST /api/Gift: a gift of the contact (camelCase fields), applied to one of its Gift Asks when giftAskId is given. */
  createGift(body: unknown): VirtuousGift {
    const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const { contactId, amount, giftDate, segmentId, giftAskId, giftDesignations } = record;
    if (typeof contactId !== 'number' || !this.dataset.contact(contactId)) throw new VirtuousNotFound(`The contact '${String(contactId)}' was not found.`);
    const cents = Math.round(Number(amount) * 100);
    if (!Number.isInteger(cents) || cents <= 0) throw new VirtuousBadRequest('amount must be an amount greater than zero.');
    if (typeof giftDate !== 'string' || Number.isNaN(Date.parse(giftDate))) throw new VirtuousBadRequest('giftDate is required.');
    const ask = giftAskId == null ? null : this.asks.get(Number(giftAskId));
    if (giftAskId != null && ask?.contactId !== contactId) throw new VirtuousBadRequest(`The gift ask '${String(giftAskId)}' is not one of the contact's.`);
    const segment = segmentId == null ? (ask?.segmentId ?? this.dataset.segments[0]!.id) : Number(segmentId);
    if (!this.dataset.segments.some((s) => s.id === segment)) throw new VirtuousBadRequest(`The segment '${String(segmentId)}' was not found.`);
    const projectId = Array.isArray(giftDesignations) ? Number((giftDesignations[0] as { projectId?: unknown } | undefined)?.projectId) : this.dataset.projects[0]!.id;
    if (!this.dataset.projects.some((p) => p.id === projectId)) throw new VirtuousBadRequest('giftDesignations must name a project.');
    return this.dataset.addGift(contactId, cents, giftDate.slice(0, 10), segment, projectId, null, ask?.id ?? null);
  }

  private validate(body: unknown): Omit<VirtuousGiftAsk, 'id' | 'createDateTimeUtc' | 'modifiedDateTimeUtc'> {
    const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const { contactId, askAmount, askDate, askType, segmentId, notes } = record;
    if (typeof contactId !== 'number' || !Number.isInteger(contactId)) throw new VirtuousBadRequest('contactId is required.');
    if (!this.dataset.contact(contactId)) throw new VirtuousNotFound(`The contact '${contactId}' was not found.`);
    if (typeof askAmount !== 'number' || !Number.isFinite(askAmount) || askAmount <= 0) throw new VirtuousBadRequest('askAmount must be an amount greater than zero.');
    if (askDate != null && (typeof askDate !== 'string' || Number.isNaN(Date.parse(askDate)))) throw new VirtuousBadRequest('askDate is not a valid date.');
    if (segmentId != null && !this.dataset.segments.some((s) => s.id === segmentId)) throw new VirtuousBadRequest(`The segment '${String(segmentId)}' was not found.`);
    if (notes != null && (typeof notes !== 'string' || notes.length > NOTES_LIMIT)) throw new VirtuousBadRequest(`notes must be text of at most ${NOTES_LIMIT} characters.`);
    return {
      contactId,
      askAmount,
      askDate: typeof askDate === 'string' ? askDate : new Date().toISOString(),
      askType: typeof askType === 'string' && askType ? askType : 'Ask',
      segmentId: typeof segmentId === 'number' ? segmentId : null,
      notes: typeof notes === 'string' ? notes : null,
    };
  }
}

type Page = <T>(all: readonly T[]) => { list: T[]; total: number };

/** The Gift Ask routes; undefined when the path is not one of them (null: not found). */
export function routeGiftAsks(store: VirtuousGiftAsks, method: string, path: string, body: () => Promise<unknown>, page: Page): Promise<unknown> | undefined {
  if (method === 'POST' && path === '/api/GiftAsk') return body().then((b) => store.create(b));
  if (method === 'POST' && path === '/api/Gift') return body().then((b) => store.createGift(b));
  const byContact = /^\/api\/GiftAsk\/ByContact\/(\d+)$/.exec(path);
  if (method === 'GET' && byContact) {
    const asks = store.byContact(Number(byContact[1]));
    return Promise.resolve(asks && page(asks));
  }
  const gifts = /^\/api\/GiftAsk\/(\d+)\/Gifts$/.exec(path);
  if (method === 'GET' && gifts) {
    const id = Number(gifts[1]);
    return Promise.resolve(store.asks.has(id) ? page(store.giftsOf(id)) : null);
  }
  const one = /^\/api\/GiftAsk\/(\d+)$/.exec(path);
  if (method === 'GET' && one) return Promise.resolve(store.asks.get(Number(one[1])) ?? null);
  if (method === 'PUT' && one) return body().then((b) => store.update(Number(one[1]), b));
  return undefined;
}
