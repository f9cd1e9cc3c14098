import { giftCents, unitHash } from '../seeded-random.ts';

// The fake Virtuous organisation: contacts with tags, gifts with a segment (-> communication -> campaign) and
// designations (-> project), some given through a passthrough contact. Records are computed from
// (seed, index) so 500,000 gifts cost a few typed arrays; changes made in a test live in an overlay.

export interface VirtuousDatasetOptions {
  contacts: number;
  gifts: number;
  seed?: number;
  /** 'YYYY-MM-DD': gift dates run over the five years before it. */
  today?: string;
  /** Tags: name and share of contacts that carry it. */
  tags?: ReadonlyArray<{ name: string; share: number }>;
  /** Share of gifts given through a passthrough contact (a donor-advised fund, a foundation). */
  passthroughShare?: number;
}

export interface VirtuousCampaign {
  campaignId: number;
  name: string;
}
export interface VirtuousCommunication {
  communicationId: number;
  name: string;
  campaignId: number;
  campaignName: string;
}
export interface VirtuousSegment {
  id: number;
  name: string;
  code: string;
  communicationId: number;
  communicationName: string;
  campaignId: number;
  campaignName: string;
}
export interface VirtuousProject {
  id: number;
  name: string;
  projectCode: string;
  isActive: boolean;
}

export interface VirtuousContact {
  id: number;
  contactType: 'Household' | 'Organization';
  name: string;
  informalName: string;
  /** Name fields the FullContact shape of integration-apis.md omits but Virtuous returns (its Fivetran connector reads them). */
  formalContactName: string | null;
  preferredAddresseeName: string | null;
  address: { id: number; address1: string; city: string; state: string; postal: string; country: string; isPrimary: boolean };
  contactIndividuals: Array<{ id: number; contactId: number; firstName: string; lastName: string; isPrimary: boolean; contactMethods: Array<{ id: number; type: string; value: string; isPrimary: boolean }> }>;
  tags: string[];
  createDateTimeUtc: string;
  modifiedDateTimeUtc: string;
}

export interface VirtuousGift {
  id: number;
  contactId: number;
  contactName: string;
  giftType: string;
  giftDate: string;
  amount: number;
  segmentId: number;
  segment: string;
  segmentCode: string;
  contactPassthroughId: number | null;
  /** The Gift Ask the gift was applied to (null: none). */
  giftAskId: number | null;
  giftDesignations: Array<{ id: number; projectId: number; project: string; projectCode: string; amountDesignated: number }>;
  createDateTimeUtc: string;
  modifiedDateTimeUtc: string;
}

const FIRST = ['Alex', 'Maria', 'Samuel', 'Grace', 'Daniel', 'Ruth', 'Peter', 'Esther', 'Joel', 'Hannah', 'Caleb', 'Naomi'];
const LAST = ['Turner', 'Brooks', 'Bennett', 'Foster', 'Hayes', 'Parker', 'Reed', 'Sullivan', 'Ward', 'Price', 'Hughes', 'Myers'];
const PLACES: ReadonlyArray<readonly [string, string, string]> = [['Greenville', 'SC', '296'], ['Nashville', 'TN', '372'], ['Tulsa', 'OK', '741'], ['Boise', 'ID', '837']];
const BASE_TIME = Date.UTC(2021, 0, 1);

function hierarchy(today: string) {
  const year = Number(today.slice(0, 4));
  const campaigns: VirtuousCampaign[] = [
    { campaignId: 1, name: 'Annual Fund' },
    { campaignId: 2, name: 'Clean Water Capital Campaign' },
    { campaignId: 3, name: 'Spring Gala' },
  ];
  const communications: VirtuousCommunication[] = [];
  const segments: VirtuousSegment[] = [];
  for (let y = year - 4; y <= year; y++) {
    for (const campaign of campaigns) {
      const communication = { communicationId: communications.length + 1, name: `${campaign.name} Mailing ${y}`, campaignId: campaign.campaignId, campaignName: campaign.name };
      communications.push(communication);
      for (const part of ['Donors', 'Lapsed']) {
        segments.push({ id: segments.length + 1, name: `${communication.name} ${part}`, code: `${y}${campaign.campaignId}${part[0]}`, communicationId: communication.communicationId, communicationName: communication.name, campaignId: campaign.campaignId, campaignName: campaign.name });
      }
    }
  }
  const projects: VirtuousProject[] = [
    { id: 1, name: 'General Operations', projectCode: 'GEN', isActive: true },
    { id: 2, name: 'Clean Water Wells', projectCode: 'WELLS', isActive: true },
    { id: 3, name: 'Child Sponsorship', projectCode: 'CHILD', isActive: true },
    { id: 4, name: 'Disaster Relief', projectCode: 'RELIEF', isActive: true },
  ];
  return { campaigns, communications, segments, projects };
}

export class VirtuousDataset {
  readonly seed: number;
  readonly today: string;
  readonly contactCount: number;
  readonly baseGiftCount: number;
  readonly tags: Array<{ id: number; tagName: string; tagGroupName: string; share: number }>;
  readonly campaigns: VirtuousCampaign[];
  readonly communications: VirtuousCommunication[];
  readonly segments: VirtuousSegment[];
  readonly projects: VirtuousProject[];
  readonly passthroughShare: number;
  /** giftContact[j] = contact id of gift j + 1. */
  private readonly giftContact: Int32Array;
  private readonly changedContacts = new Map<number, VirtuousContact>();
  private readonly changedGifts = new Map<number, VirtuousGift>();
  readonly deletedTags = new Set<number>();
  /** Gifts deleted in Virtuous: no longer found by id or by any query. */
  readonly deletedGifts = new Set<number>();
  private clock = Date.now();

  constructor(options: VirtuousDatasetOptions) {
    this.seed = options.seed ?? 7;
    this.today = options.today ?? new Date().toISOString().slice(0, 10);
    this.contactCount = options.contacts;
    this.baseGiftCount = options.gifts;
    this.passthroughShare = options.passthroughShare ?? 0.05;
    this.tags = (options.tags ?? [{ name: 'Spring Appeal 2026', share: 0.5 }, { name: 'Major Donor', share: 0.05 }]).map((t, i) => ({ id: i + 1, tagName: t.name, tagGroupName: 'Appeals', share: t.share }));
    const levels = hierarchy(this.today);
    this.campaigns = levels.campaigns;
    this.communications = levels.communications;
    this.segments = levels.segments;
    this.projects = levels.projects;
    this.giftContact = new Int32Array(options.gifts);
    for (let k = 0; k < options.contacts; k++) {
      for (let j = Math.floor((k * options.gifts) / options.contacts); j < Math.floor(((k + 1) * options.gifts) / options.contacts); j++) this.giftContact[j] = k + 1;
    }
  }

  hasTag(contactId: number, tagId: number): boolean {
    const tag = this.tags.find((t) => t.id === tagId);
    if (!tag || this.deletedTags.has(tagId)) return false;
    const changed = this.changedContacts.get(contactId);
    if (changed) return changed.tags.includes(tag.tagName);
    return unitHash(this.seed, contactId, 300 + tagId) < tag.share;
  }

  contact(id: number): VirtuousContact | undefined {
    const changed = this.changedContacts.get(id);
    if (changed) return changed;
    if (id < 1 || id > this.contactCount) return undefined;
    const s = this.seed;
    const first = FIRST[Math.floor(unitHash(s, id, 1) * FIRST.length)]!;
    const last = LAST[Math.floor(unitHash(s, id, 2) * LAST.length)]!;
    const isOrganization = unitHash(s, id, 3) < 0.04;
    const [city, state, zip] = PLACES[Math.floor(unitHash(s, id, 4) * PLACES.length)]!;
    const stamp = new Date(BASE_TIME + id).toISOString();
    return {
      id,
      contactType: isOrganization ? 'Organization' : 'Household',
      name: isOrganization ? `${last} Foundation` : `${first} and Pat ${last}`,
      informalName: isOrganization ? `${last} Foundation` : first,
      formalContactName: isOrganization ? null : `Mr. and Mrs. ${first} ${last}`,
      preferredAddresseeName: !isOrganization && unitHash(s, id, 5) < 0.2 ? `The ${last} Family` : null,
      address: { id: id * 10, address1: `${100 + (id % 900)} Elm St`, city, state, postal: `${zip}${String(id % 100).padStart(2, '0')}`, country: 'United States', isPrimary: true },
      contactIndividuals: isOrganization ? [] : [{ id: id * 10 + 1, contactId: id, firstName: first, lastName: last, isPrimary: true, contactMethods: [{ id: id * 10 + 2, type: 'Home Email', value: `contact${id}@example.org`, isPrimary: true }] }],
      tags: this.tags.filter((t) => !this.deletedTags.has(t.id) && unitHash(s, id, 300 + t.id) < t.share).map((t) => t.tagName),
      createDateTimeUtc: stamp,
      modifiedDateTimeUtc: stamp,
    };
  }

  get giftIdLimit(): number {
    return this.baseGiftCount + [...this.changedGifts.keys()].filter((id) => id > this.baseGiftCount).length;
  }

  contactOfGift(id: number): number {
    return this.changedGifts.get(id)?.contactId ?? this.giftContact[id - 1] ?? 0;
  }

  gift(id: number): VirtuousGift | undefined {
    if (this.deletedGifts.has(id)) return undefined;
    const changed = this.changedGifts.get(id);
    if (changed) return changed;
    if (id < 1 || id > this.baseGiftCount) return undefined;
    const s = this.seed;
    const j = id - 1;
    const cents = giftCents(unitHash(s, j, 20), unitHash(s, j, 21));
    const segment = this.segments[Math.floor(unitHash(s, j, 22) * this.segments.length)]!;
    const year = Number(segment.communicationName.slice(-4));
    const day = Math.floor(unitHash(s, j, 23) * 360);
    const date = new Date(Date.UTC(year, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    const project = this.projects[Math.floor(unitHash(s, j, 24) * this.projects.length)]!;
    const contactId = this.giftContact[j]!;
    const stamp = new Date(BASE_TIME + id).toISOString();
    const isPassthrough = unitHash(s, j, 25) < this.passthroughShare;
    return {
      id, contactId, contactName: this.contact(contactId)?.name ?? '', giftType: 'Credit', giftDate: `${date}T00:00:00`, amount: cents / 100,
      segmentId: segment.id, segment: segment.name, segmentCode: segment.code,
      contactPassthroughId: isPassthrough ? 1 + Math.floor(unitHash(s, j, 26) * this.contactCount) : null, giftAskId: null,
      giftDesignations: [{ id: id * 10, projectId: project.id, project: project.name, projectCode: project.projectCode, amountDesignated: cents / 100 }],
      createDateTimeUtc: stamp, modifiedDateTimeUtc: stamp,
    };
  }

  modifiedMs(kind: 'contact' | 'gift', id: number): number {
    const changed = kind === 'contact' ? this.changedContacts.get(id) : this.changedGifts.get(id);
    return changed ? Date.parse(changed.modifiedDateTimeUtc) : BASE_TIME + id;
  }

  private tick(): string {
    this.clock = Math.max(this.clock + 1, Date.now());
    return new Date(this.clock).toISOString();
  }

  updateContact(id: number, change: Partial<Omit<VirtuousContact, 'id'>>): VirtuousContact {
    const next = { ...this.contact(id)!, ...change, modifiedDateTimeUtc: this.tick() };
    this.changedContacts.set(id, next);
    return next;
  }

  /** Gifts added with a Gift Ask, in id order (generated gifts have none). */
  giftsOfAsk(giftAskId: number): VirtuousGift[] {
    return [...this.changedGifts.values()].filter((g) => g.giftAskId === giftAskId && !this.deletedGifts.has(g.id)).sort((a, b) => a.id - b.id);
  }

  deleteGift(id: number): void {
    this.deletedGifts.add(id);
  }

  /** Adds a gift; its single designation carries the whole amount; giftAskId applies it to a Gift Ask. */
  addGift(contactId: number, cents: number, date: string, segmentId: number, projectId: number, passthroughId: number | null = null, giftAskId: number | null = null): VirtuousGift {
    const id = this.giftIdLimit + 1;
    const segment = this.segments.find((s) => s.id === segmentId)!;
    const project = this.projects.find((p) => p.id === projectId)!;
    const stamp = this.tick();
    const gift: VirtuousGift = {
      id, contactId, contactName: this.contact(contactId)?.name ?? '', giftType: 'Credit', giftDate: `${date}T00:00:00`, amount: cents / 100,
      segmentId, segment: segment.name, segmentCode: segment.code, contactPassthroughId: passthroughId, giftAskId,
      giftDesignations: [{ id: id * 10, projectId, project: project.name, projectCode: project.projectCode, amountDesignated: cents / 100 }],
      createDateTimeUtc: stamp, modifiedDateTimeUtc: stamp,
    };
    this.changedGifts.set(id, gift);
    return gift;
  }
}
