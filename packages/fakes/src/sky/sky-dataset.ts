import { giftCents, unitHash } from '../seeded-random.ts';

// The fake SKY API's organisation: constituents, gifts, the fundraising hierarchy and constituent lists.
// Records are computed on demand from (seed, index), like the practice environment's generator, so a
// million gifts cost a few typed arrays rather than a million objects; changes made during a test live in
// an overlay that carries a later date_modified, which is what incremental sync reads.

export interface SkyLevel {
  id: string;
  description: string;
  lookupId: string;
  dateAdded: string;
}

export interface SkyCatalog {
  firstNames: readonly string[];
  lastNames: readonly string[];
  places: ReadonlyArray<readonly [city: string, state: string, zipPrefix: string]>;
  campaigns: readonly SkyLevel[];
  funds: readonly SkyLevel[];
  appeals: readonly SkyLevel[];
}

export interface SkyDatasetOptions {
  constituents: number;
  /** Average gifts per constituent; the exact count per donor is drawn around it (0 for a few). */
  giftsPerConstituent?: number;
  /** An exact total of gifts instead (spread over the constituents); wins over giftsPerConstituent. */
  gifts?: number;
  seed?: number;
  /** 'YYYY-MM-DD': gift dates run over the ten years before it. */
  today?: string;
  catalog?: Partial<SkyCatalog>;
  /** Constituent lists to offer: name and share of constituents that are members. */
  lists?: ReadonlyArray<{ name: string; share: number }>;
}

export interface SkyConstituent {
  id: string;
  lookup_id: string;
  type: 'Individual' | 'Organization';
  first?: string;
  last?: string;
  name: string;
  address?: { id: string; address_lines: string; city: string; state: string; postal_code: string; country: string; preferred: boolean; constituent_id: string; inactive: boolean };
  email?: { id: string; address: string; constituent_id: string; primary: boolean; type: string; inactive: boolean; do_not_email: boolean };
  date_added: string;
  date_modified: string;
  deceased: boolean;
  inactive: boolean;
}

export interface SkyGiftSplit {
  id: string;
  amount: { value: number };
  campaign_id?: string;
  appeal_id?: string;
  fund_id?: string;
}

export interface SkyGift {
  id: string;
  constituent_id: string;
  amount: { value: number };
  date: string;
  date_added: string;
  date_modified: string;
  type: string;
  post_status: 'Posted';
  gift_status: 'Active';
  lookup_id: string;
  gift_splits: SkyGiftSplit[];
  soft_credits: Array<{ id: string; amount: { value: number }; constituent_id: string; gift_id: string }>;
}

export interface SkyList {
  id: string;
  name: string;
  description: string;
  record_count: number;
  date_modified: string;
  is_public: boolean;
  list_type: 'Constituent';
  /** Constituent ids (as numbers) in the list, ascending. */
  members: number[];
}

const DEFAULT_CATALOG: SkyCatalog = {
  firstNames: ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica'],
  lastNames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas'],
  places: [['Springfield', 'IL', '627'], ['Chicago', 'IL', '606'], ['St. Louis', 'MO', '631'], ['Madison', 'WI', '537'], ['Boston', 'MA', '021']],
  campaigns: [
    { id: '1', description: 'Annual Fund', lookupId: 'CMP-ANNUAL', dateAdded: '2012-07-01' },
    { id: '2', description: 'Building the Future Capital Campaign', lookupId: 'CMP-CAPITAL', dateAdded: '2018-01-15' },
    { id: '3', description: 'Special Events', lookupId: 'CMP-EVENTS', dateAdded: '2012-07-01' },
  ],
  funds: [
    { id: '1', description: 'Unrestricted Operating', lookupId: 'FND-UNRESTRICTED', dateAdded: '2012-07-01' },
    { id: '2', description: 'Scholarships', lookupId: 'FND-SCHOLARSHIPS', dateAdded: '2012-07-01' },
    { id: '3', description: 'Building Fund', lookupId: 'FND-BUILDING', dateAdded: '2018-01-15' },
  ],
  appeals: [],
};

const BASE_TIME = Date.UTC(2020, 0, 1);

/** SKY's timestamp shape: ISO-8601 with seven fractional digits and an offset. */
export function skyTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$10000+00:00');
}

function yearlyAppeals(today: string): SkyLevel[] {
  const last = Number(today.slice(0, 4));
  const appeals: SkyLevel[] = [];
  for (let year = last - 9; year <= last; year++) {
    appeals.push({ id: String(appeals.length + 1), description: `Spring Appeal ${year}`, lookupId: `APL-SPRING-${year}`, dateAdded: `${year}-02-15` });
    appeals.push({ id: String(appeals.length + 1), description: `Year-End Appeal ${year}`, lookupId: `APL-YEAREND-${year}`, dateAdded: `${year}-10-01` });
  }
  return appeals;
}

export class SkyDataset {
  readonly catalog: SkyCatalog;
  readonly constituentCount: number;
  readonly seed: number;
  readonly today: string;
  /** giftStart[k] = index of constituent k's first gift (k = 0..n); gift indexes are 0-based. */
  private readonly giftStart: Int32Array;
  private readonly overlayConstituents = new Map<number, SkyConstituent>();
  private readonly overlayGifts = new Map<number, SkyGift>();
  private readonly deletedConstituents = new Set<number>();
  private readonly deletedGifts = new Set<number>();
  private extraGifts = 0;
  private clock = Date.now();
  readonly lists: SkyList[];

  constructor(options: SkyDatasetOptions) {
    this.seed = options.seed ?? 42;
    this.today = options.today ?? new Date().toISOString().slice(0, 10);
    const catalog = { ...DEFAULT_CATALOG, ...options.catalog };
    this.catalog = { ...catalog, appeals: catalog.appeals.length ? catalog.appeals : yearlyAppeals(this.today) };
    this.constituentCount = options.constituents;
    this.giftStart = this.planGifts(options);
    this.lists = (options.lists ?? [{ name: 'Spring mailing', share: 0.4 }, { name: 'Major donors', share: 0.05 }]).map((list, i) => this.buildList(i, list.name, list.share));
  }

  private planGifts(options: SkyDatasetOptions): Int32Array {
    const n = options.constituents;
    const starts = new Int32Array(n + 1);
    const exact = options.gifts;
    const average = options.giftsPerConstituent ?? 4;
    for (let k = 0; k < n; k++) {
      const count = exact === undefined ? Math.floor(unitHash(this.seed, k, 1) * (2 * average + 1)) : Math.floor(((k + 1) * exact) / n) - Math.floor((k * exact) / n);
      starts[k + 1] = starts[k]! + count;
    }
    return starts;
  }

  private buildList(index: number, name: string, share: number): SkyList {
    const members: number[] = [];
    for (let k = 0; k < this.constituentCount; k++) if (unitHash(this.seed, k, 100 + index) < share) members.push(k + 1);
    return { id: `${1000 + index}`, name, description: `${name} (constituent list)`, record_count: members.length, date_modified: skyTimestamp(BASE_TIME), is_public: true, list_type: 'Constituent', members };
  }

  /** Base records' date_modified: BASE_TIME plus their id in milliseconds, so id order is modification order. */
  baseModifiedMs(id: number): number {
    return BASE_TIME + id;
  }

  get baseGiftCount(): number {
    return this.giftStart[this.constituentCount]!;
  }

  get giftIdLimit(): number {
    return this.baseGiftCount + this.extraGifts;
  }

  /** Constituent by numeric id (1-based), or undefined when absent or deleted. */
  constituent(id: number): SkyConstituent | undefined {
    if (this.deletedConstituents.has(id)) return undefined;
    const changed = this.overlayConstituents.get(id);
    if (changed) return changed;
    if (id < 1 || id > this.constituentCount) return undefined;
    return this.baseConstituent(id);
  }

  private baseConstituent(id: number): SkyConstituent {
    const k = id - 1;
    const c = this.catalog;
    const isOrganization = unitHash(this.seed, k, 2) < 0.03;
    const first = c.firstNames[Math.floor(unitHash(this.seed, k, 3) * c.firstNames.length)]!;
    const last = c.lastNames[Math.floor(unitHash(this.seed, k, 4) * c.lastNames.length)]!;
    const [city, state, zipPrefix] = c.places[Math.floor(unitHash(this.seed, k, 5) * c.places.length)]!;
    const zip = `${zipPrefix}${String(Math.floor(unitHash(this.seed, k, 6) * 100)).padStart(2, '0')}`;
    const stamp = skyTimestamp(this.baseModifiedMs(id));
    const sid = String(id);
    return {
      id: sid,
      lookup_id: String(100000 + id),
      type: isOrganization ? 'Organization' : 'Individual',
      ...(isOrganization ? { name: `${last} Family Foundation` } : { first, last, name: `${first} ${last}` }),
      address: { id: `A${id}`, address_lines: `${1 + Math.floor(unitHash(this.seed, k, 7) * 9000)} Main St`, city, state, postal_code: zip, country: 'United States', preferred: true, constituent_id: sid, inactive: false },
      email: { id: `E${id}`, address: `donor${id}@example.org`, constituent_id: sid, primary: true, type: 'Email', inactive: false, do_not_email: false },
      date_added: stamp,
      date_modified: stamp,
      deceased: false,
      inactive: false,
    };
  }

  /** Gift by numeric id (1-based). */
  gift(id: number): SkyGift | undefined {
    if (this.deletedGifts.has(id)) return undefined;
    const changed = this.overlayGifts.get(id);
    if (changed) return changed;
    if (id < 1 || id > this.baseGiftCount) return undefined;
    return this.baseGift(id);
  }

  private constituentOfGift(index: number): number {
    let lo = 0;
    let hi = this.constituentCount;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.giftStart[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  private baseGift(id: number): SkyGift {
    const j = id - 1;
    const s = this.seed;
    const cents = giftCents(unitHash(s, j, 20), unitHash(s, j, 21));
    const dayOffset = Math.floor(unitHash(s, j, 22) * 3650);
    const todayMs = Date.parse(`${this.today}T00:00:00Z`);
    const date = skyTimestamp(todayMs - (dayOffset + 1) * 86_400_000);
    const year = Number(date.slice(0, 4));
    const appeals = this.catalog.appeals.filter((a) => a.dateAdded.startsWith(String(year)));
    const appeal = appeals.length ? appeals[Math.floor(unitHash(s, j, 23) * appeals.length)] : undefined;
    const campaign = this.catalog.campaigns[Math.floor(unitHash(s, j, 24) * this.catalog.campaigns.length)]!;
    const fund = this.catalog.funds[Math.floor(unitHash(s, j, 25) * this.catalog.funds.length)]!;
    const isSplit = unitHash(s, j, 26) < 0.05 && cents >= 200;
    const half = Math.floor(cents / 200) * 100;
    const split = (n: number, amount: number, fundId: string): SkyGiftSplit => ({ id: `${id}-${n}`, amount: { value: amount / 100 }, campaign_id: campaign.id, ...(appeal ? { appeal_id: appeal.id } : {}), fund_id: fundId });
    const constituentId = String(this.constituentOfGift(j));
    const stamp = skyTimestamp(this.baseModifiedMs(id));
    const hasSoftCredit = unitHash(s, j, 27) < 0.02 && this.constituentCount > 1;
    const softCreditTo = String(1 + Math.floor(unitHash(s, j, 28) * this.constituentCount));
    return {
      id: String(id),
      constituent_id: constituentId,
      amount: { value: cents / 100 },
      date,
      date_added: stamp,
      date_modified: stamp,
      type: unitHash(s, j, 29) < 0.1 ? 'RecurringGiftPayment' : 'Donation',
      post_status: 'Posted',
      gift_status: 'Active',
      lookup_id: String(500000 + id),
      gift_splits: isSplit ? [split(1, half, fund.id), split(2, cents - half, this.catalog.funds[0]!.id)] : [split(1, cents, fund.id)],
      soft_credits: hasSoftCredit && softCreditTo !== constituentId ? [{ id: `SC${id}`, amount: { value: cents / 100 }, constituent_id: softCreditTo, gift_id: String(id) }] : [],
    };
  }

  private tick(): string {
    this.clock = Math.max(this.clock + 1, Date.now());
    return skyTimestamp(this.clock);
  }

  /** Changes a constituent (as a user in Raiser's Edge NXT would); its date_modified moves to now. */
  updateConstituent(id: number, change: Partial<Omit<SkyConstituent, 'id'>>): SkyConstituent {
    const current = this.constituent(id);
    if (!current) throw new Error(`No constituent ${id}`);
    const next = { ...current, ...change, date_modified: this.tick() };
    this.overlayConstituents.set(id, next);
    return next;
  }

  /** Changes a gift's amount (its single split follows); its date_modified moves to now. */
  updateGiftAmount(id: number, cents: number): SkyGift {
    const current = this.gift(id);
    if (!current) throw new Error(`No gift ${id}`);
    const splits = current.gift_splits.length === 1 ? [{ ...current.gift_splits[0]!, amount: { value: cents / 100 } }] : current.gift_splits;
    const next = { ...current, amount: { value: cents / 100 }, gift_splits: splits, date_modified: this.tick() };
    this.overlayGifts.set(id, next);
    return next;
  }

  /** Adds a gift for a constituent; returns it. */
  addGift(constituentId: number, cents: number, date: string, hierarchy: { campaignId: string; appealId?: string; fundId: string }): SkyGift {
    this.extraGifts += 1;
    const id = this.baseGiftCount + this.extraGifts;
    const stamp = this.tick();
    const gift: SkyGift = {
      id: String(id), constituent_id: String(constituentId), amount: { value: cents / 100 }, date: skyTimestamp(Date.parse(`${date}T00:00:00Z`)),
      date_added: stamp, date_modified: stamp, type: 'Donation', post_status: 'Posted', gift_status: 'Active', lookup_id: String(500000 + id),
      gift_splits: [{ id: `${id}-1`, amount: { value: cents / 100 }, campaign_id: hierarchy.campaignId, ...(hierarchy.appealId ? { appeal_id: hierarchy.appealId } : {}), fund_id: hierarchy.fundId }],
      soft_credits: [],
    };
    this.overlayGifts.set(id, gift);
    return gift;
  }

  deleteConstituent(id: number): void {
    this.deletedConstituents.add(id);
    this.overlayConstituents.delete(id);
  }

  deleteGift(id: number): void {
    this.deletedGifts.add(id);
    this.overlayGifts.delete(id);
  }

  /** Deleted ids, ascending. */
  deletedIdsOf(kind: 'constituent' | 'gift'): number[] {
    return [...(kind === 'constituent' ? this.deletedConstituents : this.deletedGifts)].sort((a, b) => a - b);
  }

  /** Ids of records changed after the base load, ordered by date_modified then id. */
  changedConstituentIds(): number[] {
    return orderByModified(this.overlayConstituents);
  }

  changedGiftIds(): number[] {
    return orderByModified(this.overlayGifts);
  }

  isChangedConstituent(id: number): boolean {
    return this.overlayConstituents.has(id);
  }

  isChangedGift(id: number): boolean {
    return this.overlayGifts.has(id);
  }

  /** Every gift as the product would total it: cents per constituent id (independent check for tests). */
  *allGifts(): Generator<SkyGift> {
    for (let id = 1; id <= this.giftIdLimit; id++) {
      const gift = this.gift(id);
      if (gift) yield gift;
    }
  }
}

function orderByModified(map: Map<number, { date_modified: string }>): number[] {
  return [...map.entries()].sort((a, b) => (a[1].date_modified < b[1].date_modified ? -1 : a[1].date_modified > b[1].date_modified ? 1 : a[0] - b[0])).map(([id]) => id);
}
