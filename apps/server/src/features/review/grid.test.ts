import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { GRID_FILTERS } from '../asks/ask-filters.ts';
import { buildAppealWithDonors, generateDonors } from '../asks/asks.testing.ts';
import { runAppealCalculation } from '../asks/calculate-appeal-asks.job.ts';
import { applyAskEdits } from '../asks/results/apply-ask-edits.ts';
import { heldAskColumns } from '../asks/results/ask-columns.ts';
import type { ResultsPageOptions } from '../asks/results/read-results-page.ts';
import { renewColumnsAfterEdit } from '../asks/results/renew-columns-after-edit.ts';
import { getAppealConstituentsByFilter } from './get-appeal-constituents-by-filter.ts';
import { useCalculatedAppeal } from './review.testing.ts';

// The grid's pages against the same pages worked out in JavaScript from the stored rows.

const review = useCalculatedAppeal({ donors: 1400, seed: 7, strategyId: 'secret_sauce', numberOfAsks: 5, askMode: 'ANNUAL_MONTHLY_12' });
let stored: StoredRow[];
type StoredRow = Awaited<ReturnType<typeof readStored>>[number];

function readStored() {
  return review.database.ownerDb.selectFrom('appealAsks').selectAll().where('appealId', '=', review.appealId).orderBy('nameRank').execute();
}

beforeAll(async () => {
  stored = await readStored();
});

const asciiLower = (text: string | null) => (text === null ? null : text.replace(/[A-Z]/g, (c) => c.toLowerCase()));

/** PostgreSQL's C collation: byte order of UTF-8, nulls last (in both directions, as the grid asks). */
function compareText(a: string | null, b: string | null, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = Buffer.compare(Buffer.from(a), Buffer.from(b));
  return descending ? -order : order;
}

/**
 * Natural order of ids, written independently of the product's key: each run of digits is its number
 * (leading zeros dropped) padded to 20 digits, then the keys compare as the C collation compares text.
 */
function naturalKey(id: string | null): string | null {
  return id === null ? null : id.replace(/[0-9]+/g, (run) => run.replace(/^0+/, '').padStart(20, '0'));
}

/** Numbers, nulls last in both directions. */
function compareNumber(a: number | null, b: number | null, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return descending ? b - a : a - b;
}

/** How pages are read: by SQL, or (as a large appeal is) from its columns in memory. */
let pageOptions: ResultsPageOptions = {};

function expectedPage(options: { filter: string; orderBy?: string; desc?: boolean; page: number; size: number; search?: string }) {
  const filter = GRID_FILTERS.find((f) => f.id === options.filter)!;
  const desc = options.desc ?? false;
  let rows = stored.filter((row) => (row.filterBits & filter.mask) === filter.mask);
  if (options.search) {
    const q = options.search.replace(/[$,]/g, '').toLowerCase();
    const cents = /^\d+(\.\d{1,2})?$/.test(q) ? Math.round(Number(q) * 100) : null;
    rows = rows.filter((row) => {
      const name = `${row.firstName ?? ''} ${row.lastName ?? ''}`;
      const asks = [
        row.primaryAsk,
        row.baseAsk,
        row.annualAsk1,
        row.annualAsk2,
        row.annualAsk3,
        row.annualAsk4,
        row.annualAsk5,
        row.monthlyAsk1,
        row.monthlyAsk2,
        row.monthlyAsk3,
        row.monthlyAsk4,
        row.monthlyAsk5,
      ];
      return (
        [name, row.contactName, row.constituentKey].some((text) => text !== null && asciiLower(text)!.includes(q)) ||
        (cents !== null && asks.includes(cents))
      );
    });
  }
  const byRank = (a: StoredRow, b: StoredRow) => (desc ? b.nameRank - a.nameRank : a.nameRank - b.nameRank);
  const sorters: Record<string, (a: StoredRow, b: StoredRow) => number> = {
    firstName: byRank,
    lastName: (a, b) => compareText(asciiLower(a.lastName), asciiLower(b.lastName), desc) || byRank(a, b),
    constituentId: (a, b) => compareText(naturalKey(a.constituentKey), naturalKey(b.constituentKey), desc) || byRank(a, b),
    contactName: (a, b) => compareText(asciiLower(a.contactName), asciiLower(b.contactName), desc) || byRank(a, b),
    anualAsk1: (a, b) => (desc ? b.annualAsk1! - a.annualAsk1! : a.annualAsk1! - b.annualAsk1!) || byRank(a, b),
    status: (a, b) => compareText(a.status, b.status, desc) || byRank(a, b),
    customBaseAsk: (a, b) => compareNumber(a.customBaseAsk, b.customBaseAsk, desc) || byRank(a, b),
    monthlyAsk5: (a, b) => compareNumber(a.monthlyAsk5, b.monthlyAsk5, desc) || byRank(a, b),
    askString: (a, b) => compareNumber(a.primaryAsk, b.primaryAsk, desc) || byRank(a, b),
    appealGiftLastYear: (a, b) => compareNumber(a.appealGiftLastYear, b.appealGiftLastYear, desc) || byRank(a, b),
  };
  rows = [...rows].sort(sorters[options.orderBy ?? 'firstName']);
  return {
    total: rows.length,
    ids: rows.slice((options.page - 1) * options.size, options.page * options.size).map((row) => String(row.appealConstituentId)),
  };
}

async function page(options: { filter: string; orderBy?: string; desc?: boolean; page: number; size: number; search?: string }) {
  const result = await getAppealConstituentsByFilter(
    review.services.db,
    review.company.companyId,
    {
      appealId: review.appealId,
      filterType: options.filter,
      orderBy: options.orderBy,
      orderDirection: options.desc ? 'desc' : 'asc',
      pageNumber: options.page,
      pageSize: options.size,
      searchText: options.search,
    },
    pageOptions,
  );
  return { total: result!.pagination.total, ids: result!.rows.map((row) => row.id), result: result! };
}

describe('the review grid', () => {
  it.each(GRID_FILTERS.map((filter) => filter.id))(
    'pages filter %s in the default order, both directions, deep pages included',
    async (filter) => {
      const size = 25;
      const { total } = expectedPage({ filter, page: 1, size });
      const lastPage = Math.max(1, Math.ceil(total / size));
      for (const desc of [false, true]) {
        for (const pageNumber of new Set([1, 2, Math.ceil(lastPage / 2), lastPage, lastPage + 1])) {
          expect(await page({ filter, desc, page: pageNumber, size })).toMatchObject(
            expectedPage({ filter, desc, page: pageNumber, size }),
          );
        }
      }
    },
  );

  describe.each(['SQL', 'columns in memory'])('other sorts and searches read by %s', (mode) => {
    beforeAll(() => {
      pageOptions = mode === 'SQL' ? {} : { pool: review.services.pool, columnsFrom: 0 };
    });
    afterAll(() => {
      pageOptions = {};
    });

    it.each([
      ['lastName', false],
      ['lastName', true],
      ['constituentId', false],
      ['contactName', true],
      ['anualAsk1', true],
      ['status', false],
      ['customBaseAsk', true],
      ['monthlyAsk5', false],
      ['askString', true],
      ['appealGiftLastYear', false],
    ] as const)('sorts by %s (descending: %s) with a filter, deep pages included', async (orderBy, desc) => {
      for (const filter of ['all_constituents', 'spicyOnes', 'renewals']) {
        const { total } = expectedPage({ filter, page: 1, size: 50 });
        for (const pageNumber of [1, Math.max(1, Math.ceil(total / 100)), Math.max(1, Math.ceil(total / 50))]) {
          expect(await page({ filter, orderBy, desc, page: pageNumber, size: 50 })).toMatchObject(
            expectedPage({ filter, orderBy, desc, page: pageNumber, size: 50 }),
          );
        }
      }
    });

    it('searches names and ids, and asks by amount with "$" and "," stripped', async () => {
      const someAsk = stored.find((row) => row.annualAsk1! >= 100_000)!.annualAsk1! / 100;
      for (const search of ['ada', 'LOVE', 'c1000', '"q"', '50%', `$${someAsk.toLocaleString('en-US')}`]) {
        for (const filter of ['all_constituents', 'spicyOnes']) {
          expect(await page({ filter, search, page: 1, size: 10 })).toMatchObject(expectedPage({ filter, search, page: 1, size: 10 }));
          expect(await page({ filter, search, orderBy: 'lastName', page: 2, size: 10 })).toMatchObject(
            expectedPage({ filter, search, orderBy: 'lastName', page: 2, size: 10 }),
          );
        }
      }
      expect(
        (await page({ filter: 'all_constituents', search: `$${someAsk.toLocaleString('en-US')}`, page: 1, size: 10 })).total,
      ).toBeGreaterThan(0);
    });

    it("gives another company nothing, even while this appeal's columns are held", async () => {
      await page({ filter: 'all_constituents', orderBy: 'lastName', search: 'a', page: 1, size: 10 });
      const other = await createCompanyWithUser(review.database.ownerDb);
      for (const input of [{ orderBy: 'lastName' }, { search: 'a' }, { orderBy: 'anualAsk1', orderDirection: 'desc', search: 'c1' }]) {
        expect(await getAppealConstituentsByFilter(review.services.db, other.companyId, { appealId: review.appealId, ...input }, pageOptions)).toBeNull();
      }
    });

    it('follows an edit at once: held columns are renewed keeping the names and ids they had read; SQL holds none', async () => {
      const isHeld = mode !== 'SQL';
      await page({ filter: 'all_constituents', orderBy: 'constituentId', search: 'a', page: 1, size: 10 });
      await page({ filter: 'spicyOnes', orderBy: 'anualAsk1', desc: true, page: 2, size: 10 });
      const before = heldAskColumns(review.company.companyId, review.appealId);
      expect(before !== null).toBe(isHeld);
      const idOrder = before?.textOrders.get('constituentId');
      expect(idOrder !== undefined).toBe(isHeld);
      const target = stored.find((row) => row.status === 'ready_export' && row.customBaseAsk === null)!;
      await applyAskEdits(review.services.db, review.company.companyId, review.appealId, [
        { id: String(target.appealConstituentId), customBaseAsk: '123456' },
      ]);
      stored = await readStored();

      expect(await renewColumnsAfterEdit(review.services, review.company.companyId, review.appealId)).toBe(isHeld);
      const after = heldAskColumns(review.company.companyId, review.appealId);
      if (isHeld) {
        expect(after).not.toBe(before);
        expect(after!.textOrders.get('constituentId')).toBe(idOrder);
        expect(after!.orders.has('anualAsk1')).toBe(true);
        expect(after!.loadedColumns()).toEqual(expect.arrayContaining(['filter_bits', 'annual_ask1', 'constituent_key', 'first_name']));
      } else {
        expect(after).toBeNull();
      }
      for (const query of [
        { filter: 'all_constituents', orderBy: 'anualAsk1', desc: true, page: 1, size: 10 },
        { filter: 'all_constituents', orderBy: 'constituentId', search: 'a', page: 1, size: 10 },
        { filter: 'all_constituents', search: '$1,234.56', page: 1, size: 10 },
      ]) {
        expect(await page(query)).toMatchObject(expectedPage(query));
      }
      // The edited donor's new first ask places it: its page must come from the renewed columns.
      const byAsk = { filter: 'all_constituents', orderBy: 'anualAsk1', desc: true, size: 10 };
      const place = expectedPage({ ...byAsk, page: 1, size: stored.length }).ids.indexOf(String(target.appealConstituentId));
      const onItsPage = { ...byAsk, page: Math.floor(place / 10) + 1 };
      expect(await page(onItsPage)).toMatchObject(expectedPage(onItsPage));
      expect((await page(onItsPage)).ids).toContain(String(target.appealConstituentId));
    });

    it('renews nothing where no columns are held', async () => {
      const { appealId: other } = await buildAppealWithDonors(review.database.ownerDb, review.company.companyId, generateDonors(20, 3));
      await runAppealCalculation(review.services, review.company.companyId, other);
      expect(await renewColumnsAfterEdit(review.services, review.company.companyId, other)).toBe(false);
    });

    it('follows an edit: the columns are read again for the new version', async () => {
      const target = stored.find((row) => row.status === 'ready_export' && row.customBaseAsk === null)!;
      await page({ filter: 'all_constituents', orderBy: 'customBaseAsk', page: 1, size: 10 });
      await applyAskEdits(review.services.db, review.company.companyId, review.appealId, [
        { id: String(target.appealConstituentId), status: 'exclude_export', customBaseAsk: '777' },
      ]);
      stored = await readStored();
      for (const orderBy of ['customBaseAsk', 'status'] as const) {
        expect(await page({ filter: 'all_constituents', orderBy, page: 1, size: 10 })).toMatchObject(
          expectedPage({ filter: 'all_constituents', orderBy, page: 1, size: 10 }),
        );
      }
      expect((await page({ filter: 'all_constituents', orderBy: 'customBaseAsk', page: 1, size: 10 })).ids).toContain(
        String(target.appealConstituentId),
      );
    });
  });

  it('returns the spec pagination shape with urls, every filter with its count, and asks by mode', async () => {
    const { result } = await page({ filter: 'spicyOnes', page: 2, size: 10 });
    const total = expectedPage({ filter: 'spicyOnes', page: 1, size: 10 }).total;
    const lastPage = Math.ceil(total / 10);
    expect(result.pagination).toEqual({
      total,
      limit: 10,
      page: 2,
      skip: 10,
      urls: {
        current: `/grid?appealId=${review.appealId}&filterType=spicyOnes&orderBy=firstName&orderDirection=asc&pageNumber=2&pageSize=10`,
        first: `/grid?appealId=${review.appealId}&filterType=spicyOnes&orderBy=firstName&orderDirection=asc&pageNumber=1&pageSize=10`,
        last: `/grid?appealId=${review.appealId}&filterType=spicyOnes&orderBy=firstName&orderDirection=asc&pageNumber=${lastPage}&pageSize=10`,
        next:
          lastPage > 2
            ? `/grid?appealId=${review.appealId}&filterType=spicyOnes&orderBy=firstName&orderDirection=asc&pageNumber=3&pageSize=10`
            : null,
        previous: `/grid?appealId=${review.appealId}&filterType=spicyOnes&orderBy=firstName&orderDirection=asc&pageNumber=1&pageSize=10`,
      },
    });
    expect(result.uniqueValues.find((v) => v.filterType === 'spicyOnes')).toEqual({
      filterType: 'spicyOnes',
      label: 'Flagged for review',
      count: total,
    });
    expect(result.uniqueValues).toHaveLength(GRID_FILTERS.length);
    expect(result).toMatchObject({ askMode: 'ANNUAL_MONTHLY_12', numberOfAsks: 5, strategyId: 'secret_sauce' });
    const row = result.rows[0]!;
    expect(row.isSpicy).toBe(true);
    expect(row.anualAsk5).toMatch(/^\d+\.\d\d$/);
    expect(row.monthlyAsk5).toMatch(/^\d+\.\d\d$/);
    expect(row.rowKey).toMatch(/^\d+\.\d+$/);
  });

  it('refuses filters, sorts and page sizes it does not know, with a clear message', async () => {
    const ask = (input: Record<string, unknown>) => getAppealConstituentsByFilter(review.services.db, review.company.companyId, { appealId: review.appealId, ...input });
    await expect(ask({ filterType: 'richOnes' })).rejects.toThrow('Unknown filter "richOnes".');
    await expect(ask({ orderBy: 'password' })).rejects.toThrow('The grid cannot be sorted by "password".');
    await expect(ask({ pageSize: 7 })).rejects.toThrow('Page size must be one of 10, 25, 50, 100, 200.');
    await expect(ask({ orderDirection: 'sideways' })).rejects.toThrow('Order direction must be asc or desc.');
  });

  it('shows no rows before the asks are calculated', async () => {
    const { appealId: fresh } = await buildAppealWithDonors(review.database.ownerDb, review.company.companyId, generateDonors(5));
    const result = await getAppealConstituentsByFilter(review.services.db, review.company.companyId, { appealId: fresh });
    expect(result).toMatchObject({ generation: null, rows: [], pagination: { total: 0 } });
  });

  it('reads only within the company', async () => {
    const other = await createCompanyWithUser(review.database.ownerDb);
    expect(await getAppealConstituentsByFilter(review.services.db, other.companyId, { appealId: review.appealId })).toBeNull();
    const seen = await withCompany(review.services.db, other.companyId, (trx) =>
      trx.selectFrom('appealAsks').select('nameRank').where('appealId', '=', review.appealId).execute(),
    );
    expect(seen).toEqual([]);
  });
});

describe('Cont. ID order', () => {
  const IDS = ['10000', '2', '1', '100', '10', '20', 'C10', 'C2', 'c1', 'C1a', 'C1b', '007', '7', '8', 'A-7-b', 'A-10-a', 'x', '', ' 3',
    '99999999999999999999', '100000000000000000000', '1.5', '1.25', 'Ü9', 'Z 11'];

  it.each(['SQL', 'columns in memory'])(
    'sorts ids that are numbers as numbers and mixed ids naturally, read by %s',
    async (mode) => {
      const donors = [...IDS.map((externalId) => ({ externalId, firstName: `Id ${externalId}` })), { externalId: null, firstName: 'No id' }];
      const { appealId: idsAppealId } = await buildAppealWithDonors(review.database.ownerDb, review.company.companyId, donors);
      await runAppealCalculation(review.services, review.company.companyId, idsAppealId);
      const options: ResultsPageOptions = mode === 'SQL' ? {} : { pool: review.services.pool, columnsFrom: 0 };
      const read = async (desc: boolean) => {
        const result = await getAppealConstituentsByFilter(
          review.services.db,
          review.company.companyId,
          { appealId: idsAppealId, orderBy: 'constituentId', orderDirection: desc ? 'desc' : 'asc', pageSize: 50 },
          options,
        );
        return result!.rows.map((row) => row.constituentId);
      };
      // Numbers of up to 20 digits (longer ones are no ids people type) sort as numbers.
      const numbersFirst = ['1', '2', '007', '7', '8', '10', '20', '100', '10000', '99999999999999999999'];
      const ascending = await read(false);
      expect(ascending.filter((id) => id !== null && /^[0-9]{1,20}$/.test(id))).toEqual(numbersFirst);
      expect(ascending.filter((id) => id?.startsWith('C') || id === 'c1')).toEqual(['C1a', 'C1b', 'C2', 'C10', 'c1']);
      expect(ascending.filter((id) => id?.startsWith('A-'))).toEqual(['A-7-b', 'A-10-a']);
      const rows = await review.database.ownerDb
        .selectFrom('appealAsks')
        .select(['constituentKey', 'nameRank'])
        .where('appealId', '=', idsAppealId)
        .execute();
      const expected = (desc: boolean) =>
        [...rows]
          .sort(
            (a, b) =>
              compareText(naturalKey(a.constituentKey), naturalKey(b.constituentKey), desc) || (desc ? b.nameRank - a.nameRank : a.nameRank - b.nameRank),
          )
          .map((row) => row.constituentKey);
      expect(ascending).toEqual(expected(false));
      expect(await read(true)).toEqual(expected(true));
      expect(ascending.at(-1)).toBeNull();
    },
  );
});
