import type { AppealSource } from '@askwise/domain/appeal-steps';
import { UserFacingError } from '../../../graphql/errors.ts';
import { TEST_GROUP_LETTERS } from '@askwise/domain';
import { DEFAULT_FILTER_TYPE, findGridFilter, type GridFilter } from '../ask-filters.ts';

// The review grid's query parameters (spec sections 2 and 9), checked and resolved to what SQL needs.

export const PAGE_SIZES = [10, 25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

export interface GridQueryInput {
  appealId: number;
  filterType?: string | null;
  orderBy?: string | null;
  orderDirection?: string | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  /** Only the donors of this test group ('A', 'B'), when the appeal has a test. */
  testGroup?: string | null;
}

/** A sortable grid column: the SQL it sorts by (on appeal_asks, alias a), or the default name order. */
export interface GridSort {
  orderBy: string;
  /** null: the default order (name_rank), served from the page index. */
  expression: string | null;
}

const ASK_COLUMN_SORTS: Record<string, string> = Object.fromEntries(
  [1, 2, 3, 4, 5].flatMap((k) => [
    [`anualAsk${k}`, `a.annual_ask${k}`],
    [`monthlyAsk${k}`, `a.monthly_ask${k}`],
  ]),
);

/**
 * Ids sort naturally: every run of digits counts as its number (1, 2, 10, 100, 10000; C2 before C10), the
 * rest as text. The key pads each run to NATURAL_DIGITS digits: prefix zeros, then keep the run's last
 * NATURAL_DIGITS (a longer number keeps all its digits). naturalSortKey in sorted-page.ts is the same key.
 */
export const NATURAL_DIGITS = 20;
const NATURAL_ID = `regexp_replace(regexp_replace(a.constituent_key, '([0-9]+)', '${'0'.repeat(NATURAL_DIGITS)}\\1', 'g'), '0*([0-9]{${NATURAL_DIGITS}})', '\\1', 'g')`;

/**
 * Columns the grid sorts by, beside the default name order. Text sorts ignore case like the default, under
 * the C collation whatever the server's locale: the in-memory sorts and the name order (ask-inputs.ts) fold
 * and compare the same way, and a server created with en_US.UTF-8 or C.UTF-8 would otherwise fold 'É'.
 */
const SORTS: Record<string, string> = {
  firstName: 'lower(a.first_name collate "C")',
  lastName: 'lower(a.last_name collate "C")',
  contactName: 'lower(a.contact_name collate "C")',
  constituentId: `(${NATURAL_ID}) collate "C"`,
  status: 'a.status collate "C"',
  askString: 'a.primary_ask',
  baseAsk: 'a.base_ask',
  customBaseAsk: 'a.custom_base_ask',
  appealGiftLastYear: 'a.appeal_gift_last_year',
  ...ASK_COLUMN_SORTS,
};

/** The default order of the grid: firstName, or contactName for the second system (spec section 2). */
export function defaultOrderBy(source: AppealSource): string {
  return source === 'virtuous' ? 'contactName' : 'firstName';
}

export interface GridQuery {
  filter: GridFilter;
  sort: GridSort;
  isDescending: boolean;
  pageNumber: number;
  pageSize: number;
  /** Lower-case search text without '$' and ',', or null. */
  search: string | null;
  /** The search read as an amount in cents, when it is one. */
  searchCents: number | null;
  /** Only this test group's donors, or null for all. */
  testGroup: string | null;
}

/** Search text has dollar signs and commas removed (spec section 2). */
export function cleanSearchText(text: string | null | undefined): string | null {
  const cleaned = (text ?? '').replace(/[$,]/g, '').trim().toLowerCase();
  return cleaned === '' ? null : cleaned;
}

function searchAsCents(search: string | null): number | null {
  if (search === null || !/^\d{1,13}(\.\d{1,2})?$/.test(search)) return null;
  const [dollars, cents = ''] = search.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

const DEFAULT_ORDERS: readonly string[] = [defaultOrderBy('excel'), defaultOrderBy('virtuous'), defaultOrderBy('blackbaud')];

/**
 * The filter whose page index a grid request may read, before the appeal (whose source picks the default
 * order) is read: the filter asked for when the page may be in the default order, else null. A page that
 * turns out to need it without it reads it itself.
 */
export function pageIndexFilterOf(input: GridQueryInput): string | null {
  const mayBeDefaultOrder = !input.orderBy || DEFAULT_ORDERS.includes(input.orderBy);
  const isWhole = cleanSearchText(input.searchText) === null && !input.testGroup?.trim();
  return mayBeDefaultOrder && isWhole ? input.filterType || DEFAULT_FILTER_TYPE : null;
}

export function parseGridQuery(input: GridQueryInput, source: AppealSource): GridQuery {
  const filterType = input.filterType || DEFAULT_FILTER_TYPE;
  const filter = findGridFilter(filterType);
  if (!filter) throw new UserFacingError(`Unknown filter "${filterType}".`);
  const orderBy = input.orderBy || defaultOrderBy(source);
  const isDefaultOrder = orderBy === defaultOrderBy(source);
  const expression = isDefaultOrder ? null : SORTS[orderBy];
  if (expression === undefined) throw new UserFacingError(`The grid cannot be sorted by "${orderBy}".`);
  const direction = (input.orderDirection || 'asc').toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw new UserFacingError('Order direction must be asc or desc.');
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize))
    throw new UserFacingError(`Page size must be one of ${PAGE_SIZES.join(', ')}.`);
  const pageNumber = Math.max(1, Math.floor(input.pageNumber ?? 1));
  const search = cleanSearchText(input.searchText);
  const testGroup = input.testGroup?.trim().toUpperCase() || null;
  if (testGroup !== null && !(TEST_GROUP_LETTERS as readonly string[]).includes(testGroup)) throw new UserFacingError(`Unknown test group "${input.testGroup}".`);
  return {
    filter,
    sort: { orderBy, expression },
    isDescending: direction === 'desc',
    pageNumber,
    pageSize,
    search,
    searchCents: searchAsCents(search),
    testGroup,
  };
}
