import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { graphqlAs, type Loose } from '../../test/graphql-as.ts';
import { hasSchedulerStatistics, SessionClock } from '../../test/session-clock.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createPracticeEnvironment } from '../practice/create-practice-environment.ts';
import { onCompanyCreated } from '../practice/practice-environment.job.ts';
import { section } from './mapping-fixtures.ts';

// Two companies signed up a moment ago, each with the full-size practice environment of production,
// map their practice appeals at the same time: neither waits for the other, and the first mapping after
// the practice data was generated is as fast as any later one. An established company's data was
// analysed before they came: statistics that know only its environment made the planner expect almost
// no gifts for a new one (a mapping then ran for minutes). Each is timed from its request until the
// appeal records DONE; on a machine busy with other work, the time the mapping's database sessions stood
// ready to run while that work held the CPUs is taken off (test/session-clock.ts), nothing else.

const PRACTICE_CONSTITUENTS = 30_000;
const testApp = useTestApp({ PRACTICE_CONSTITUENTS: String(PRACTICE_CONSTITUENTS) });
const gql = graphqlAs(() => testApp.app.url);
const companies: CompanyWithUser[] = [];

beforeAll(async () => {
  const { database, app } = testApp;
  const established = await createCompanyWithUser(database.ownerDb);
  await createPracticeEnvironment(database.db, established.companyId, { constituents: 3_000 });
  await sql`analyze`.execute(database.ownerDb);
  for (let n = 0; n < 2; n++) companies.push(await createCompanyWithUser(database.ownerDb));
  for (const company of companies) await onCompanyCreated(app.services, company.companyId, { constituents: PRACTICE_CONSTITUENTS });
  const deadline = Date.now() + 240_000;
  while ((await database.ownerDb.selectFrom('environments').select('id').where('status', '=', 'DONE').execute()).length < companies.length + 1) {
    if (Date.now() > deadline) throw new Error('The practice environments were not generated in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 300_000);

const year = new Date().getFullYear();
const mapping = {
  appealLastYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 1}`, 'FND-UNRESTRICTED']], null, null),
  appealTwoYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 2}`, 'FND-UNRESTRICTED']], null, null),
  appealThreeYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 3}`, 'FND-UNRESTRICTED']], null, null),
  campaign: section([['CMP-CAPITAL', 'APL-CAPITAL-LEAD', 'FND-BUILDING']], null, null),
  specialEvent: section([['CMP-EVENTS', `APL-GALA-${year - 1}`, 'FND-EVENTS']], null, null),
};

/** Creates the company's practice appeal for its largest audience; resolves with the appeal id. */
async function practiceAppeal(company: CompanyWithUser): Promise<number> {
  const environment = (await gql(company, `{ listBlackbaudOrganizationsByCompanyId { id isPractice } }`)).listBlackbaudOrganizationsByCompanyId.find(
    (e: Loose) => e.isPractice,
  );
  const audiences = (await gql(company, `query ($id: Int!) { getOrganizationAudiences(organizationId: $id) { id total } }`, { id: environment.id })).getOrganizationAudiences as Loose[];
  const largest = audiences.reduce((a, b) => (b.total > a.total ? b : a));
  const created = await gql(company, `mutation ($e: Int!, $a: Int!) { createAppeal(name: "Practice", blackbaudOrganizationId: $e, audienceId: $a, dataImportSourceId: 1) { id } }`, {
    e: environment.id,
    a: largest.id,
  });
  return created.createAppeal.id as number;
}

/** Milliseconds from MapAppealRequest until the appeal recorded DONE (the database's clock, on this machine), queueing included. */
async function timeMapping(company: CompanyWithUser, appealId: number): Promise<number> {
  const started = Date.now();
  const request = await gql(company, `mutation ($id: Int!, $m: MappingAppealInput!) { MapAppealRequest(appealId: $id, mappingAppeal: $m, updateMapAppeal: false) { statusCode error } }`, {
    id: appealId,
    m: mapping,
  });
  expect(request.MapAppealRequest).toEqual({ statusCode: 200, error: null });
  // Read straight from the table, seldom: the test's own requests would take the CPU from the mapping.
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const done = await sql<{ status: string; at: number }>`select map_appeal_status as status, (extract(epoch from updated_at) * 1000)::float8 as at
      from appeal_statuses where appeal_id = ${appealId}`.execute(testApp.database.ownerDb);
    const { status, at } = done.rows[0]!;
    if (status.startsWith('ERROR::')) throw new Error(status);
    if (status === 'DONE') return Math.round(at - started);
    if (Date.now() - started > 120_000) throw new Error(`Mapping still ${status} after two minutes`);
  }
}

interface MappingJob {
  id: string;
  appealId: number;
  waited: number;
  startedAt: number;
  completedAt: number;
}

describe('companies signed up a moment ago', () => {
  it('map their practice appeals at the same time, each in under 5 seconds', async () => {
    const appeals = await Promise.all(companies.map(practiceAppeal));
    const clock = new SessionClock(testApp.database.ownerDb);
    const times = await Promise.all(companies.map((company, n) => timeMapping(company, appeals[n]!))).finally(() => clock.stop());
    const rows = await testApp.database.ownerDb.selectFrom('appealConstituents').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(rows.n).toBeGreaterThan(PRACTICE_CONSTITUENTS);
    const jobs = (
      await sql<MappingJob>`select id::text, (data->>'appealId')::int as "appealId", round(extract(epoch from started_on - created_on) * 1000)::int as waited,
        (extract(epoch from started_on) * 1000)::float8 as "startedAt", (extract(epoch from completed_on) * 1000)::float8 as "completedAt"
        from pgboss.job where name = 'mapping.map-appeal' order by created_on`.execute(testApp.database.ownerDb)
    ).rows;
    expect(jobs.map((job) => job.appealId).sort()).toEqual([...appeals].sort());
    // The time each mapping's database sessions stood ready to run while other work held the CPUs.
    const isMeasured = await hasSchedulerStatistics();
    const waits = appeals.map((appealId) => (isMeasured ? clock.ofJob(jobs.find((job) => job.appealId === appealId)!.id) : { cpuMs: 0, waitMs: 0 }));
    const ownTimes = times.map((ms, n) => ms - waits[n]!.waitMs);
    const detail = `mapping times ${times.join(', ')} ms; of which waiting for a CPU ${waits.map((w) => w.waitMs.toFixed(0)).join(', ')} ms, on one ${waits
      .map((w) => w.cpuMs.toFixed(0))
      .join(', ')} ms; jobs queued ${jobs.map((j) => j.waited).join(', ')} ms; load ${loadavg()[0]}`;
    // Neither waited for the other: they ran side by side.
    expect(jobs[0]!.completedAt > jobs[1]!.startedAt && jobs[1]!.completedAt > jobs[0]!.startedAt, detail).toBe(true);
    // Each in under 5 s from the request until the appeal records DONE. On a machine shared with other
    // work, the time the mapping's sessions stood ready to run while that work held the CPUs is not the
    // product's: it is taken off (test/session-clock.ts). Waiting for locks, the queue or the disk is not
    // taken off, so one company's mapping holding up the other's still fails this.
    expect(ownTimes.every((ms) => ms < 5_000), detail).toBe(true);
  }, 300_000);
});
