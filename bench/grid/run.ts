import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GRID_FILTERS } from '@askwise/server/src/features/asks/index.ts';
import { runAppealCalculation } from '@askwise/server/src/features/asks/index.ts';
import { getAppealConstituentsByFilter } from '@askwise/server/src/features/review/index.ts';
import type { GridQueryInput } from '@askwise/server/src/features/asks/index.ts';
import { renewColumnsAfterEdit } from '@askwise/server/src/features/asks/index.ts';
import { getAppealSummaryCounts } from '@askwise/server/src/features/summary/index.ts';
import { BENCH_OUT, formatCount, machineLine } from '../lib/machine.ts';
import { startQuietRun } from '../lib/quiet-run.ts';
import { benchAppeal, openBenchDatabase, percentile } from '../asks-calculation/bench-appeals.ts';
import { failBenchmark } from '../lib/bench-outcome.ts';

// The review grid and the summary on an appeal of 1,000,000 calculated donors, through the same
// operations the GraphQL resolvers call (getAppealConstituentsByFilter, getAppealSummaryCounts), each in
// its own company transaction. Targets (95th percentile): a page of the default sort, for every filter
// and both directions, deep pages included, under 100 ms; any other sort or a search under 500 ms; the
// summary under 100 ms. Flags: --quick (an appeal of 100,000).

const quiet = startQuietRun();
const DONORS = process.argv.includes('--quick') ? 100_000 : 1_000_000;
const bench = await openBenchDatabase();
quiet.trackPostgres(bench.dataDir);
const { services, companyId } = bench;
const lines: string[] = [`Machine: ${machineLine()}`, ''];
let isMissed = false;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

function report(name: string, times: number[], targetMs: number): void {
  const p95 = percentile(times, 95);
  const verdict = quiet.verdict(p95 < targetMs);
  isMissed ||= verdict.isMissed;
  const line = `${name}: ${times.length} requests, median ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.reduce((a, b) => Math.max(a, b), 0).toFixed(1)} ms; target p95 < ${targetMs} ms: ${verdict.text}`;
  console.log(`${line}\n  ${verdict.conditions}`);
  lines.push(`- ${line}`, `  - ${verdict.conditions}`);
}

try {
  const { appealId, giving } = await benchAppeal(bench, DONORS);
  const calculation = await services.db
    .selectFrom('appealAskRuns')
    .select('currentGeneration')
    .where('appealId', '=', appealId)
    .executeTakeFirst();
  if (!calculation?.currentGeneration) await runAppealCalculation(services, companyId, appealId);
  lines.push(`Appeal of ${formatCount(DONORS)} donors (${giving}), page size 50 (200 for the widest pages).`);
  // As the resolver calls it: with the pool, so that other sorts and searches use the columns in memory.
  const page = (input: Omit<GridQueryInput, 'appealId'>) =>
    getAppealConstituentsByFilter(services.db, companyId, { appealId, ...input }, { pool: services.pool });
  const totals = new Map((await page({}))!.uniqueValues.map((value) => [value.filterType, value.count]));

  // Pages spread over each list: first, second, a few in between, the last, for both directions.
  const pagesOf = (total: number, size: number) => {
    const last = Math.max(1, Math.ceil(total / size));
    return [...new Set([1, 2, Math.ceil(last * 0.25), Math.ceil(last / 2), Math.ceil(last * 0.9), last])];
  };
  const defaultSort: Array<Omit<GridQueryInput, 'appealId'>> = [];
  for (const filter of GRID_FILTERS) {
    for (const orderDirection of ['asc', 'desc']) {
      for (const pageNumber of pagesOf(totals.get(filter.id) ?? 0, 50))
        defaultSort.push({ filterType: filter.id, orderDirection, pageNumber, pageSize: 50 });
    }
  }
  for (const pageNumber of pagesOf(DONORS, 200)) defaultSort.push({ pageNumber, pageSize: 200 });

  const otherSorts: Array<Omit<GridQueryInput, 'appealId'>> = [];
  for (const orderBy of ['lastName', 'constituentId', 'anualAsk1', 'askString', 'baseAsk', 'status', 'appealGiftLastYear', 'monthlyAsk5']) {
    for (const orderDirection of ['asc', 'desc']) {
      for (const filterType of ['all_constituents', 'spicyOnes', 'renewals', 'more100to249']) {
        for (const pageNumber of pagesOf(totals.get(filterType) ?? 0, 50).filter(
          (_, i, all) => i === 0 || i === 3 || i === all.length - 1,
        )) {
          otherSorts.push({ filterType, orderBy, orderDirection, pageNumber, pageSize: 50 });
        }
      }
    }
  }
  const searches: Array<Omit<GridQueryInput, 'appealId'>> = [];
  for (const searchText of ['smith', 'mary', 'ar', '1005', '$250', '1,100', 'nobody-has-this-name']) {
    for (const filterType of ['all_constituents', 'spicyOnes']) {
      searches.push(
        { filterType, searchText, pageNumber: 1, pageSize: 50 },
        { filterType, searchText, pageNumber: 3, pageSize: 50 },
        { filterType, searchText, orderBy: 'lastName', pageSize: 50 },
      );
    }
  }

  // One pass to warm the caches, as a working server has them; then the measured pass.
  for (const input of [...defaultSort, ...otherSorts.slice(0, 8), ...searches.slice(0, 4)]) await page(input);
  const defaultTimes: number[] = [];
  for (const input of defaultSort) defaultTimes.push(await timed(() => page(input)));
  report('Grid page, default sort (firstName), every filter, both directions, deep pages', defaultTimes, 100);
  const sortTimes: number[] = [];
  for (const input of otherSorts) sortTimes.push(await timed(() => page(input)));
  report('Grid page, other sorts (8 columns, both directions, 4 filters, first/middle/last page)', sortTimes, 500);
  const searchTimes: number[] = [];
  for (const input of searches) searchTimes.push(await timed(() => page(input)));
  report('Grid page, search (names, ids, amounts; with a filter; page 1, page 3, sorted)', searchTimes, 500);
  // After an edit (it rewrites the run's updated_at, which versions the columns; touched here as an edit
  // does): names and ids carry over, the filter bits and the sorted amount are read again. Without the
  // renewal that UpdateAppealConstituents starts, the next sort reads them; with it, they are read behind
  // the saved edit and the next sort is as quick as any.
  const touch = () => bench.ownerDb.updateTable('appealAskRuns').set({ updatedAt: new Date() }).where('appealId', '=', appealId).execute();
  const afterEdit = { orderBy: 'anualAsk1', orderDirection: 'desc', pageNumber: 2000, pageSize: 50 };
  const unrenewedTimes: number[] = [];
  const renewalTimes: number[] = [];
  const renewedTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    await touch();
    unrenewedTimes.push(await timed(() => page(afterEdit)));
    await touch();
    renewalTimes.push(await timed(() => renewColumnsAfterEdit(services, companyId, appealId)));
    renewedTimes.push(await timed(() => page(afterEdit)));
  }
  for (const [label, times] of [
    ['First other sort after an edit, not renewed (filter bits and the amount read, then sorted)', unrenewedTimes],
    ['Renewal of the columns after an edit (behind the saved edit; no target of its own)', renewalTimes],
    ['First other sort after an edit, renewed', renewedTimes],
  ] as const) {
    const line = `${label}: ${times.length} requests, median ${percentile([...times], 50).toFixed(1)} ms, max ${times.reduce((a, b) => Math.max(a, b), 0).toFixed(1)} ms`;
    console.log(line);
    lines.push(`- ${line}`);
  }
  const summaryTimes: number[] = [];
  for (let i = 0; i < 100; i++) summaryTimes.push(await timed(() => getAppealSummaryCounts(services.db, companyId, appealId)));
  report('Summary (getAppealSummaryCounts)', summaryTimes, 100);
} finally {
  await bench.stop();
}
writeFileSync(path.join(BENCH_OUT, 'grid.md'), lines.join('\n') + '\n');
if (isMissed) failBenchmark();
