import { sql } from 'kysely';
import type { AppServices } from '@askwise/server/src/app-services.ts';
import type { Db } from '@askwise/server/src/db/database.ts';
import { givingColumnList } from '@askwise/server/src/db/giving-columns.ts';
import { recomputeStoredSummary } from '@askwise/server/src/features/asks/index.ts';
import { calculateAppealAsks } from '@askwise/server/src/features/asks/index.ts';

// A calculated appeal of any size: donors written set-based as the database owner in the shape the
// mapping leaves them (appeal_constituents), then the product's ask calculation.

export interface SeededAppeal {
  appealId: number;
  readyToExport: number;
  handleManually: number;
}

/** Wide exports are the slow case: every suggested field, the giving history, five asks with installments. */
export const BENCH_EXTRA_FIELDS = 'preferredName,address1,city,state,zipCode,preferredEmail,lookupId,lastGift,totalGiftLastYear,appealGiftLastYear,greatestGift,lifetimeGifts,lifetimeGiving';

export async function seedAppeal(
  ownerDb: Db,
  calculation: Pick<AppServices, 'db' | 'bus' | 'pool' | 'calculationGroups'>,
  companyId: number,
  userId: number,
  donors: number,
): Promise<SeededAppeal> {
  const environment = await ownerDb
    .insertInto('environments')
    .values({ companyId, dataImportSourceId: 2, organizationId: `bench-${donors}`, organizationName: `Bench ${donors}.xlsx`, environmentId: `bench-${donors}-${Date.now()}`, status: 'DONE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const appeal = await ownerDb
    .insertInto('appeals')
    .values({
      companyId,
      userId,
      environmentId: environment.id,
      dataImportSourceId: 2,
      name: `Benchmark appeal of ${donors} donors`,
      step: 'save_export',
      numberAskSettings: JSON.stringify({ askNumber: 5, askAnnual: 'ANNUAL_MONTHLY_12' }),
      strategySettings: 'secret_sauce',
      extraFieldsSettings: BENCH_EXTRA_FIELDS,
      isLocked: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const appealId = appeal.id;
  // The donor count as the mapping records it (the history lists it, and counts the donors of an appeal without it).
  await ownerDb.insertInto('appealStatuses').values({ appealId, companyId, mapAppealStatus: 'DONE', algorithmStatus: 'DONE', donorCount: donors }).execute();
  await sql`
    insert into appeal_constituents (company_id, appeal_id, external_id, lookup_id, first_name, last_name, preferred_name, spouse,
      address1, city, state, email, zip_code, ${sql.raw(givingColumnList())}, min_suggested_ask_wr)
    select ${companyId}, ${appealId}, 'C' || n, 'L-' || n,
      (array['Mary','James','Patricia','John','Jennifer','Robert','Linda','Michael','Elizabeth','William'])[1 + n % 10],
      (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez'])[1 + (n / 10) % 10] || ' ' || n,
      'Friend ' || n, case when n % 3 = 0 then 'Partner ' || n end,
      (n % 9000 + 100) || ' Main Street', 'Springfield', 'IL', 'donor' || n || '@example.org', lpad((n % 99999)::text, 5, '0'),
      (n % 500 + 1) * 100, (n % 700 + 1) * 100,
      -- Every fifth donor gave $10,000 or more last year: asks that big are flagged for the secondary list.
      case when n % 5 = 0 then (n % 50 + 100) * 10000 else (n % 400) * 100 end, (n % 300) * 100, (n % 200) * 100, 0, 0,
      (n % 900 + 1) * 100, n % 40 + 1, (n % 5000 + 1) * 100, 0
    from generate_series(1, ${donors}) as n`.execute(ownerDb);
  // The asks come from the product's own calculation; then a tenth of the donors are excluded, as a
  // reviewer would, so that every list is exercised.
  const outcome = await calculateAppealAsks(calculation, companyId, appealId);
  if (!outcome) throw new Error('The benchmark appeal was not calculated');
  await sql`
    update appeal_asks a set status = 'exclude_export' from appeal_constituents ac
    where ac.id = a.appeal_constituent_id and a.appeal_id = ${appealId} and a.generation = ${outcome.generation}
      and substr(ac.external_id, 2)::int % 10 = 9`.execute(ownerDb);
  await ownerDb.transaction().execute((trx) => recomputeStoredSummary(trx, appealId, outcome.generation));
  await sql`analyze appeal_constituents`.execute(ownerDb);
  await sql`analyze appeal_asks`.execute(ownerDb);
  const counts = await sql<{ status: string; donors: number }>`
    select status, count(*)::int as donors from appeal_asks where appeal_id = ${appealId} group by status`.execute(ownerDb);
  const of = (status: string) => counts.rows.find((r) => r.status === status)?.donors ?? 0;
  return { appealId, readyToExport: of('ready_export'), handleManually: of('handle_manually') };
}
