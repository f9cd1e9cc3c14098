import { divideRounded, zipKey } from '@askwise/domain';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';

export interface AppealGivingByZip {
  /** Every donor of the appeal. */
  donors: number;
  /** Zip average in cents by 5-digit zip. */
  zipAverages: Map<string, number>;
}

/**
 * The appeal's donor count and zip averages (docs/ask-rules.md, Z: the mean of each donor's average gift
 * L / N, to the cent, halves up, over the appeal's donors in the same 5-digit zip with N > 0), from one
 * grouped pass. SQL sums per stored zip text; the domain's zipKey then merges spellings of one zip
 * ('02134', '2134', '02134-1234').
 */
export async function loadGivingByZip(trx: Trx, appealId: number): Promise<AppealGivingByZip> {
  const { rows } = await sql<{ zipCode: string | null; donors: string; givers: string; averageSum: string }>`
    select zip_code as "zipCode", count(*)::text as donors, count(*) filter (where lifetime_gifts > 0)::text as givers,
           coalesce(sum((2 * lifetime_giving + lifetime_gifts) / (2 * lifetime_gifts)) filter (where lifetime_gifts > 0 and lifetime_giving > 0), 0)::text as "averageSum"
    from appeal_constituents
    where appeal_id = ${appealId}
    group by zip_code`.execute(trx);
  const totals = new Map<string, { sum: number; count: number }>();
  let donors = 0;
  for (const row of rows) {
    donors += Number(row.donors);
    const key = zipKey(row.zipCode);
    if (key === null || row.givers === '0') continue;
    const total = totals.get(key) ?? { sum: 0, count: 0 };
    total.sum += Number(row.averageSum);
    total.count += Number(row.givers);
    if (!Number.isSafeInteger(total.sum)) throw new RangeError(`Giving in zip ${key} is too large to average exactly`);
    totals.set(key, total);
  }
  const zipAverages = new Map<string, number>();
  for (const [key, total] of totals) zipAverages.set(key, divideRounded(total.sum, total.count));
  return { donors, zipAverages };
}
