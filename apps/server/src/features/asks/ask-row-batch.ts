import type { AskLadder, DonorStatus } from '@askwise/domain';
import { APPEAL_GIFT, ASK_GIVING_KEYS } from '@askwise/domain/giving-fields';
import { INPUT, INPUT_STRIDE, type AskInputs } from './ask-inputs.ts';
import { LADDER_COLUMNS } from './ladder-columns.ts';

/** Where last year's appeal gift sits among the inputs' giving (appeal_asks keeps it for the flags). */
const APPEAL_GIFT_LAST_YEAR = ASK_GIVING_KEYS.indexOf(APPEAL_GIFT.lastYear);

// A calculation's results on their way to appeal_asks, a batch at a time, as columns: typed arrays for the
// numbers and array-literal elements for the few texts. A batch becomes one INSERT ... SELECT of unnest(...)
// with one array parameter per column. Number arrays go in PostgreSQL's binary array format (node-pg sends
// a Buffer parameter as binary), so neither side turns a number into text and back.

/** Columns of appeal_asks as a calculation fills them (a copy of the results lists them too). */
export const APPEAL_ASKS_COLUMNS = [
  'company_id',
  'appeal_id',
  'generation',
  'name_rank',
  'appeal_constituent_id',
  'first_name',
  'last_name',
  'contact_name',
  'constituent_key',
  'zip_average',
  'appeal_gift_last_year',
  'base_ask',
  'primary_ask',
  ...LADDER_COLUMNS,
  'filter_bits',
  'status',
  'status_set_by_user',
  'custom_base_ask',
  'test_group',
] as const;

/** Statuses by the code a batch carries; the SQL turns the code back into the text. */
const STATUS_CODES: readonly DonorStatus[] = ['ready_export', 'handle_manually', 'exclude_export'];
const STATUS_CODE = Object.fromEntries(STATUS_CODES.map((status, index) => [status, index + 1])) as Readonly<Record<DonorStatus, number>>;

/**
 * The batch's INSERT: $1 company, $2 appeal, $3 generation, $4 the first row's name rank, then one array
 * per column; $26 the calculation's group letters and $27 each row's group (1-based; an empty array for a
 * calculation without groups: the shorter unnest is padded with nulls). The arrays are unnested side by side
 * in the select list (a set-returning projection), which
 * cost PostgreSQL about half of what unnest(...) in FROM did: that materialises every array first.
 */
export const INSERT_BATCH_SQL = `
  insert into appeal_asks (${APPEAL_ASKS_COLUMNS.join(', ')})
  select $1::int, $2::int, $3::int, generate_series($4::int, $4::int + cardinality($5::bigint[]) - 1),
    unnest($5::bigint[]), unnest($6::text[]), unnest($7::text[]), unnest($8::text[]), unnest($9::text[]),
    unnest($10::bigint[]), unnest($11::bigint[]), unnest($12::bigint[]), unnest($13::bigint[]),
    unnest($14::bigint[]), unnest($15::bigint[]), unnest($16::bigint[]), unnest($17::bigint[]), unnest($18::bigint[]),
    unnest($19::bigint[]), unnest($20::bigint[]), unnest($21::bigint[]), unnest($22::bigint[]), unnest($23::bigint[]),
    unnest($24::int[]), ('{${STATUS_CODES.join(',')}}'::text[])[unnest($25::int[])], false, null::bigint,
    ($26::text[])[unnest($27::int[])]`;

const INT8_OID = 20;
const INT4_OID = 23;
const TWO_TO_32 = 2 ** 32;

/** The binary header of a one-dimensional array without nulls; returns where the elements start. */
function arrayHeader(view: DataView, elementOid: number, count: number): number {
  view.setInt32(0, 1);
  view.setInt32(4, 0);
  view.setInt32(8, elementOid);
  view.setInt32(12, count);
  view.setInt32(16, 1);
  return 20;
}

/** A bigint[] parameter (whole cents or ids, safe integers) in binary format. */
function bigintArray(values: Float64Array, count: number): Buffer | string {
  if (count === 0) return '{}';
  const buffer = Buffer.allocUnsafe(20 + 12 * count);
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let at = arrayHeader(view, INT8_OID, count);
  for (let i = 0; i < count; i++) {
    const value = values[i]!;
    const high = Math.floor(value / TWO_TO_32);
    view.setInt32(at, 8);
    view.setInt32(at + 4, high);
    view.setUint32(at + 8, value - high * TWO_TO_32);
    at += 12;
  }
  return buffer;
}

/** An int[] parameter in binary format. */
function intArray(values: Int32Array | Uint8Array, count: number): Buffer | string {
  if (count === 0) return '{}';
  const buffer = Buffer.allocUnsafe(20 + 8 * count);
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let at = arrayHeader(view, INT4_OID, count);
  for (let i = 0; i < count; i++) {
    view.setInt32(at, 4);
    view.setInt32(at + 4, values[i]!);
    at += 8;
  }
  return buffer;
}

/** One batch of calculated donors, reused from batch to batch. */
export class AskRowBatch {
  count = 0;
  firstRank = 1;
  private capacity: number;
  private ids: Float64Array;
  private zipAverages: Float64Array;
  private appealGifts: Float64Array;
  private baseAsks: Float64Array;
  private primaryAsks: Float64Array;
  private annual: Float64Array[];
  private monthly: Float64Array[];
  private bits: Int32Array;
  private statuses: Uint8Array;
  /** Each row's group index plus one (0: none), sent only when the calculation has groups. */
  private groups: Uint8Array;
  private firstNames: string[] = [];
  private lastNames: string[] = [];
  private contactNames: string[] = [];
  private keys: string[] = [];
  private annualCount = 0;
  private monthlyCount = 0;

  constructor(
    capacity: number,
    private readonly groupLetters: readonly string[] = [],
  ) {
    this.capacity = capacity;
    this.groups = new Uint8Array(capacity);
    this.ids = new Float64Array(capacity);
    this.zipAverages = new Float64Array(capacity);
    this.appealGifts = new Float64Array(capacity);
    this.baseAsks = new Float64Array(capacity);
    this.primaryAsks = new Float64Array(capacity);
    this.annual = Array.from({ length: 5 }, () => new Float64Array(capacity));
    this.monthly = Array.from({ length: 5 }, () => new Float64Array(capacity));
    this.bits = new Int32Array(capacity);
    this.statuses = new Uint8Array(capacity);
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const grown = <T extends Float64Array | Int32Array | Uint8Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    const f64 = (n: number) => new Float64Array(n);
    this.ids = grown(this.ids, f64);
    this.zipAverages = grown(this.zipAverages, f64);
    this.appealGifts = grown(this.appealGifts, f64);
    this.baseAsks = grown(this.baseAsks, f64);
    this.primaryAsks = grown(this.primaryAsks, f64);
    this.annual = this.annual.map((array) => grown(array, f64));
    this.monthly = this.monthly.map((array) => grown(array, f64));
    this.bits = grown(this.bits, (n) => new Int32Array(n));
    this.statuses = grown(this.statuses, (n) => new Uint8Array(n));
    this.groups = grown(this.groups, (n) => new Uint8Array(n));
    this.capacity = capacity;
  }

  /** Adds donor `row` of `inputs` with its results. */
  add(inputs: AskInputs, row: number, zipAverage: number, result: AskLadder, bits: number, group = -1): void {
    if (this.count === this.capacity) this.grow();
    const i = this.count++;
    const at = row * INPUT_STRIDE;
    this.ids[i] = inputs.numbers[at + INPUT.id]!;
    const { firstNames, lastNames, contactNames } = inputs;
    this.firstNames.push(firstNames.values[firstNames.ids[row]!]!);
    this.lastNames.push(lastNames.values[lastNames.ids[row]!]!);
    this.contactNames.push(contactNames.values[contactNames.ids[row]!]!);
    this.keys.push(inputs.keys[row]!);
    this.zipAverages[i] = zipAverage;
    this.appealGifts[i] = inputs.numbers[at + INPUT.giving + APPEAL_GIFT_LAST_YEAR]!;
    this.baseAsks[i] = result.baseAsk;
    this.primaryAsks[i] = result.primaryAsk;
    // Every donor of a calculation has ladders of the same length (the run's settings).
    const { annualAsks, monthlyAsks } = result;
    this.annualCount = annualAsks.length;
    this.monthlyCount = monthlyAsks.length;
    for (let k = 0; k < annualAsks.length; k++) this.annual[k]![i] = annualAsks[k]!;
    for (let k = 0; k < monthlyAsks.length; k++) this.monthly[k]![i] = monthlyAsks[k]!;
    this.bits[i] = bits;
    this.statuses[i] = STATUS_CODE[result.status];
    this.groups[i] = group + 1;
  }

  /** The parameters of INSERT_BATCH_SQL for this batch; the batch is then empty and starts at the next rank. */
  take(companyId: number, appealId: number, generation: number): unknown[] {
    const n = this.count;
    const asks = (columns: Float64Array[], used: number) => columns.map((column, k) => (k < used ? bigintArray(column, n) : '{}'));
    const params = [
      companyId,
      appealId,
      generation,
      this.firstRank,
      bigintArray(this.ids, n),
      '{' + this.firstNames.join(',') + '}',
      '{' + this.lastNames.join(',') + '}',
      '{' + this.contactNames.join(',') + '}',
      '{' + this.keys.join(',') + '}',
      bigintArray(this.zipAverages, n),
      bigintArray(this.appealGifts, n),
      bigintArray(this.baseAsks, n),
      bigintArray(this.primaryAsks, n),
      ...asks(this.annual, this.annualCount),
      ...asks(this.monthly, this.monthlyCount),
      intArray(this.bits, n),
      intArray(this.statuses, n),
      '{' + this.groupLetters.join(',') + '}',
      this.groupLetters.length > 0 ? intArray(this.groups, n) : '{}',
    ];
    this.firstRank += n;
    this.count = 0;
    this.firstNames = [];
    this.lastNames = [];
    this.contactNames = [];
    this.keys = [];
    return params;
  }
}
