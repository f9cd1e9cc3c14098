import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { STRATEGY_IDS } from '@askwise/domain';
import { withCompany } from '@askwise/server/src/db/database.ts';
import { forgetAppealSamples, previewStrategy } from '@askwise/server/src/features/what-if/index.ts';
import { benchAppeal, median, openBenchDatabase } from '../asks-calculation/bench-appeals.ts';
import { BENCH_OUT, formatCount, machineLine } from '../lib/machine.ts';
import { startQuietRun } from '../lib/quiet-run.ts';
import { failBenchmark } from '../lib/bench-outcome.ts';

// The strategy step's what-if preview (getWhatIfPreview's service, features/what-if) on appeals of 100,000 and
// 1,000,000 donors in the asks benchmarks' database: the counts by giving band, the hashed sample of about 20,000
// donors, the company's past results and the engine over the sample, in one company transaction as the GraphQL
// field runs it. Each round forgets the kept samples and previews the four strategies in turn (the user clicking
// through them): the first preview of a round reads the appeal (cold), the next three reuse its sample (warm). The
// first round is a warm-up. Target: the median cold preview under 300 ms at both sizes; the warm median is reported
// beside it. Flags: --quick (100,000 only).

const quiet = startQuietRun();
const QUICK = process.argv.includes('--quick');
const ROUNDS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 300;
const SIZES = [100_000, ...(QUICK ? [] : [1_000_000])];

const bench = await openBenchDatabase();
quiet.trackPostgres(bench.dataDir);
const lines: string[] = [`Machine: ${machineLine()}`, ''];
let isMissed = false;
try {
  for (const donors of SIZES) {
    const { appealId, isNew, giving } = await benchAppeal(bench, donors);
    if (isNew) console.log(`Made the appeal of ${formatCount(donors)} donors (${giving}).`);
    const cold: number[] = [];
    const warm: number[] = [];
    let sampled = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      forgetAppealSamples();
      for (const [index, strategyId] of STRATEGY_IDS.entries()) {
        const started = performance.now();
        const preview = await withCompany(bench.services.db, bench.companyId, (trx) => previewStrategy(trx, bench.companyId, appealId, strategyId));
        const ms = performance.now() - started;
        sampled = preview.sampled;
        if (preview.donors !== donors) throw new Error(`The preview counted ${preview.donors} donors, not ${donors}`);
        if (round > 0) (index === 0 ? cold : warm).push(ms);
      }
    }
    const typical = median(cold);
    const verdict = quiet.verdict(typical < TARGET_MS);
    isMissed ||= verdict.isMissed;
    const line =
      `${formatCount(donors)} donors (${giving}, ${formatCount(sampled)} sampled): first preview median ${Math.round(typical)} ms ` +
      `(${cold.map((t) => `${Math.round(t)} ms`).join(', ')}), target < ${TARGET_MS} ms: ${verdict.text}; ` +
      `next previews median ${Math.round(median(warm))} ms, slowest ${Math.round(Math.max(...warm))} ms of ${warm.length}.`;
    console.log(`${line}\n  ${verdict.conditions}`);
    lines.push(`- ${line}`, `  - ${verdict.conditions}`);
  }
} finally {
  await bench.stop();
}
writeFileSync(path.join(BENCH_OUT, 'what-if.md'), lines.join('\n') + '\n');
if (isMissed) failBenchmark();
