import { testGroupsForCalculation } from '@askwise/server/src/features/test-and-learn/index.ts';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { appUrlFrom, createDb, createPool, type Db } from '@askwise/server/src/db/database.ts';
import { givingColumnList } from '@askwise/server/src/db/giving-columns.ts';
import { startEmbeddedPostgres } from '@askwise/server/src/db/embedded-postgres.ts';
import { migrateToLatest } from '@askwise/server/src/db/migrate.ts';
import { createLogger } from '@askwise/server/src/logger.ts';
import { EventBus } from '@askwise/server/src/realtime/event-bus.ts';
import { BENCH_OUT } from '../lib/machine.ts';

// The benchmark database of the asks and grid benchmarks: an embedded PostgreSQL under bench/out that is
// kept between runs, with appeals of 100,000 and 1,000,000 donors made once. Giving comes from the real
// anonymised donors of the PVA97NK sample (ASKWISE_REALDATA_DIR: the folder holding
// pva97nk-template.csv) repeated to size, with names, zips, wealth ratings and a share of larger gifts
// added so that every band, flag and donor type has members; without the folder, the same shapes are
// generated.

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5593);
const APP_PASSWORD = 'askwise-bench-app';
export const log = createLogger('warn', false);

const FIRST_NAMES =
  'Mary James Patricia John Jennifer Robert Linda Michael Elizabeth William Barbara David Susan Richard Jessica Joseph Sarah Thomas Karen Charles Nancy Christopher Lisa Daniel Betty Matthew Margaret Anthony Sandra Mark Ashley Donald Kimberly Steven Emily Paul Donna Andrew Michelle Joshua Carol Kenneth Amanda Kevin Dorothy Brian Melissa George Deborah Timothy'.split(
    ' ',
  );
const LAST_NAMES =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez'.split(
    ' ',
  );

export interface BenchDatabase {
  /** The folder whose postgres/ holds this database's cluster (for startQuietRun().trackPostgres). */
  dataDir: string;
  /** CPU time used so far by this database's server processes (Linux /proc), in ms. */
  serverCpuMs: () => number;
  ownerDb: Db;
  services: { db: Db; pool: ReturnType<typeof createPool>; bus: EventBus; log: typeof log; calculationGroups: typeof testGroupsForCalculation };
  companyId: number;
  stop: () => Promise<void>;
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = path.join(BENCH_OUT, 'asks-pg');
  let embedded = await startEmbeddedPostgres(dataDir, PG_PORT, log);
  try {
    await migrateToLatest(embedded.url, APP_PASSWORD);
  } catch (error) {
    // A migration added before an older one already applied here: start this benchmark database afresh.
    if (!String(error).includes('corrupted migrations')) throw error;
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres(dataDir, PG_PORT, log);
    await migrateToLatest(embedded.url, APP_PASSWORD);
  }
  const ownerPool = createPool(embedded.url, 4);
  const ownerDb = createDb(ownerPool);
  const appUrl = appUrlFrom(embedded.url, APP_PASSWORD);
  const pool = createPool(appUrl, 12);
  const db = createDb(pool);
  const bus = new EventBus(pool, appUrl, log);
  const existing = await ownerDb.selectFrom('companies').select('id').where('name', '=', 'Asks Benchmark').executeTakeFirst();
  const companyId =
    existing?.id ?? (await ownerDb.insertInto('companies').values({ name: 'Asks Benchmark' }).returning('id').executeTakeFirstOrThrow()).id;
  return {
    dataDir,
    serverCpuMs: () => clusterCpuMs(dataDir),
    ownerDb,
    services: { db, pool, bus, log, calculationGroups: testGroupsForCalculation },
    companyId,
    stop: async () => {
      await db.destroy();
      await ownerDb.destroy();
      await embedded.stop();
    },
  };
}

/** CPU of the postmaster and its children, ended ones included (they are added to the postmaster's own count). */
function clusterCpuMs(dataDir: string): number {
  const postmaster = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      else if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * 10;
}

/** The real donors' giving in cents: [last gift, total last year, A1, A2, A3, greatest, N, L]. */
function realDonors(): number[][] | null {
  const folder = process.env.ASKWISE_REALDATA_DIR;
  if (!folder) return null;
  const cents = (text: string | undefined) => (text ? Math.round(Number(text) * 100) : 0);
  return readFileSync(path.join(folder, 'pva97nk-template.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const f = line.split(',');
      return [cents(f[3]), cents(f[4]), cents(f[5]), cents(f[6]), cents(f[7]), cents(f[10]), Number(f[11] || 0), cents(f[12])];
    });
}

/** The benchmark appeal of `donors` donors, made once and found by name afterwards. */
export async function benchAppeal(bench: BenchDatabase, donors: number): Promise<{ appealId: number; isNew: boolean; giving: string }> {
  const { ownerDb, companyId } = bench;
  const real = realDonors();
  const giving = real ? `PVA97NK (${real.length.toLocaleString('en-US')} real donors) repeated` : 'generated';
  const name = `Benchmark ${donors} (${real ? 'real' : 'generated'})`;
  const found = await ownerDb.selectFrom('appeals').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return { appealId: found.id, isNew: false, giving };
  const appeal = await ownerDb
    .insertInto('appeals')
    .values({
      companyId,
      dataImportSourceId: 2,
      name,
      step: 'choose_strategy',
      numberAskSettings: JSON.stringify({ askNumber: 5, askAnnual: 'ANNUAL_MONTHLY_12' }),
      strategySettings: 'secret_sauce',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ownerDb.insertInto('appealStatuses').values({ appealId: appeal.id, companyId }).execute();
  // The temporary table lives on one connection, so the whole fill runs on it.
  await ownerDb.connection().execute(async (conn) => {
    await sql`create temp table bench_giving (rn int, last_gift bigint, total_last_year bigint, a1 bigint, a2 bigint, a3 bigint, greatest bigint, gifts int, lifetime bigint)`.execute(
      conn,
    );
    const rows =
      real ??
      Array.from({ length: 9_686 }, (_, i) => [
        ((i * 37) % 5_000) + 500,
        0,
        i % 12 === 0 ? ((i * 53) % 30_000) + 100 : 0,
        i % 3 === 0 ? ((i * 17) % 4_000) + 500 : 0,
        i % 9 === 0 ? 2_000 : 0,
        ((i * 41) % 9_000) + 500,
        (i % 40) + 1,
        ((i * 97) % 200_000) + 1_000,
      ]);
    for (let from = 0; from < rows.length; from += 2_000) {
      const chunk = rows
        .slice(from, from + 2_000)
        .map((r, i) => sql`(${from + i}, ${r[0]}, ${r[1]}, ${r[2]}, ${r[3]}, ${r[4]}, ${r[5]}, ${r[6]}, ${r[7]})`);
      await sql`insert into bench_giving values ${sql.join(chunk)}`.execute(conn);
    }
    // Every 40th donor gives a hundred times as much (major donors), every 25th only to a campaign or event,
    // every 10th has a wealth rating, and a few are new: enough of each for every filter to page through.
    await sql`
    insert into appeal_constituents (company_id, appeal_id, external_id, first_name, last_name, zip_code, ${sql.raw(givingColumnList())},
      min_suggested_ask_wr)
    select ${companyId}, ${appeal.id}, (100000 + n)::text,
      (${FIRST_NAMES}::text[])[1 + abs(hashint4(n)) % ${FIRST_NAMES.length}],
      (${LAST_NAMES}::text[])[1 + abs(hashint4(n + 7919)) % ${LAST_NAMES.length}],
      lpad((abs(hashint4(n + 104729)) % 30000 + 1000)::text, 5, '0'),
      g.last_gift, g.total_last_year,
      case when n % 25 = 0 then 0 else g.a1 * (case when n % 40 = 0 then 100 else 1 end) end,
      case when n % 25 = 0 then 0 else g.a2 end, case when n % 25 = 0 then 0 else g.a3 end,
      case when n % 50 = 0 then (abs(hashint4(n)) % 500000) else 0 end,
      case when n % 50 = 25 then (abs(hashint4(n)) % 80000) else 0 end,
      g.greatest * (case when n % 40 = 0 then 100 else 1 end), g.gifts, g.lifetime * (case when n % 40 = 0 then 100 else 1 end),
      case when n % 10 = 0 then (abs(hashint4(n + 3)) % 200000000) else 0 end
    from generate_series(1, ${donors}) as n join bench_giving g on g.rn = n % ${rows.length}`.execute(conn);
    await sql`drop table bench_giving`.execute(conn);
  });
  await sql`vacuum analyze appeal_constituents`.execute(ownerDb);
  return { appealId: appeal.id, isNew: true, giving };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
