import { sql } from 'kysely';
import { withCompany, type Db } from '../../db/database.ts';
import type { AppServices } from '../../app-services.ts';
import type { AppealStep } from '../../db/donor-tables.ts';
import { calculateAppealAsks } from '../asks/calculate-appeal-asks.ts';
import { askStringOf } from '../asks/ask-explanation.ts';
import { applyAskEdits } from '../asks/results/apply-ask-edits.ts';

// Test set-up for history and export tests, written as the database owner (not product code).

export interface AppealFixture {
  appealId: number;
  environmentId: number;
}

export interface AppealFixtureOptions {
  companyId: number;
  userId: number;
  name?: string;
  step?: AppealStep;
  dataImportSourceId?: 1 | 2 | 3;
  environmentId?: number;
  donors?: number;
  createdAt?: string;
  numberAskSettings?: { askNumber: number; askAnnual: string };
  strategySettings?: string;
}

export async function createEnvironment(
  ownerDb: Db,
  companyId: number,
  dataImportSourceId = 2,
  organizationName = 'Spring Gala.xlsx',
): Promise<number> {
  const row = await ownerDb
    .insertInto('environments')
    .values({
      companyId,
      dataImportSourceId,
      organizationId: `org-${Math.random().toString(36).slice(2)}`,
      organizationName,
      environmentId: `env-${Math.random().toString(36).slice(2)}`,
      status: 'DONE',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An appeal with `donors` appeal constituents (names Donor 1..n, last year's appeal gift n x $10). */
export async function createAppealFixture(ownerDb: Db, options: AppealFixtureOptions): Promise<AppealFixture> {
  const source = options.dataImportSourceId ?? 2;
  const environmentId = options.environmentId ?? (await createEnvironment(ownerDb, options.companyId, source));
  const appeal = await ownerDb
    .insertInto('appeals')
    .values({
      companyId: options.companyId,
      userId: options.userId,
      environmentId,
      audienceId: null,
      dataImportSourceId: source,
      name: options.name ?? 'Spring Appeal',
      step: options.step ?? 'number_of_asks',
      numberAskSettings: JSON.stringify(options.numberAskSettings ?? { askNumber: 3, askAnnual: 'ANNUAL_ONLY' }),
      strategySettings: options.strategySettings ?? 'secret_sauce',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ownerDb
    .insertInto('appealStatuses')
    .values({ appealId: appeal.id, companyId: options.companyId, algorithmStatus: 'DONE', mapAppealStatus: 'DONE' })
    .execute();
  const donors = options.donors ?? 0;
  if (donors > 0) {
    await sql`
      insert into appeal_constituents (company_id, appeal_id, external_id, first_name, last_name, zip_code, appeal_gift_last_year, lifetime_giving, lifetime_gifts)
      select ${options.companyId}, ${appeal.id}, 'C' || n, 'Donor', 'Number ' || n, '1000' || (n % 10), n * 1000, n * 5000, n
      from generate_series(1, ${donors}) as n`.execute(ownerDb);
  }
  return { appealId: appeal.id, environmentId };
}

/** A GraphQL request over HTTP as a signed-in browser would send it. */
export async function graphqlAs<T = Record<string, unknown>>(
  url: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

/** Waits until `check` returns a value (not undefined), polling; fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Calculates the appeal's asks with the real ask calculation, as Calculate Asks does. */
export async function calculateAsks(
  services: Pick<AppServices, 'db' | 'bus' | 'pool' | 'calculationGroups'>,
  companyId: number,
  appealId: number,
): Promise<void> {
  const outcome = await calculateAppealAsks(services, companyId, appealId);
  if (!outcome) throw new Error(`Appeal ${appealId} was not calculated`);
}

/** Sets donors' statuses with the review grid's own operation (its Apply), by external id. */
export async function setDonorStatuses(
  db: Db,
  companyId: number,
  appealId: number,
  statuses: Record<string, 'ready_export' | 'handle_manually' | 'exclude_export'>,
): Promise<void> {
  const rows = await withCompany(db, companyId, (trx) =>
    trx
      .selectFrom('appealConstituents')
      .select(['id', 'externalId'])
      .where('appealId', '=', appealId)
      .where('externalId', 'in', Object.keys(statuses))
      .execute(),
  );
  const response = await applyAskEdits(
    db,
    companyId,
    appealId,
    rows.map((row) => ({ id: String(row.id), status: statuses[row.externalId!] })),
  );
  if (response.statusCode !== 200) throw new Error(`Status change refused: ${response.error}`);
}

export interface StoredAsk {
  externalId: string;
  status: string;
  nameRank: number;
  annual: Array<number | null>;
  monthly: Array<number | null>;
  askString: string;
}

/** The appeal's current asks as the review grid reads them, in the grid's default order. */
export async function storedAsks(ownerDb: Db, appealId: number): Promise<StoredAsk[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select ac.external_id, a.status, a.name_rank,
      a.annual_ask1, a.annual_ask2, a.annual_ask3, a.annual_ask4, a.annual_ask5,
      a.monthly_ask1, a.monthly_ask2, a.monthly_ask3, a.monthly_ask4, a.monthly_ask5
    from appeal_asks a join appeal_ask_runs r on r.appeal_id = a.appeal_id and r.current_generation = a.generation
    join appeal_constituents ac on ac.id = a.appeal_constituent_id
    where a.appeal_id = ${appealId} order by a.name_rank`.execute(ownerDb);
  return rows.map((r) => {
    const annual = [1, 2, 3, 4, 5].map((k) => (r[`annualAsk${k}`] === null ? null : Number(r[`annualAsk${k}`])));
    const monthly = [1, 2, 3, 4, 5].map((k) => (r[`monthlyAsk${k}`] === null ? null : Number(r[`monthlyAsk${k}`])));
    // appeal_asks stores no ask string; readers render it from the ladder (docs/decisions/006).
    const askString = askStringOf(
      annual.filter((ask) => ask !== null),
      monthly.filter((ask) => ask !== null),
    );
    return { externalId: String(r.externalId), status: String(r.status), nameRank: Number(r.nameRank), askString, annual, monthly };
  });
}
