import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { calculateAppealAsks, removeOldGenerations } from '@askwise/server/src/features/asks/index.ts';
import { runAppealCalculation } from '@askwise/server/src/features/asks/index.ts';
import { BENCH_OUT, formatCount, machineLine } from '../lib/machine.ts';
import { startQuietRun } from '../lib/quiet-run.ts';
import { benchAppeal, median, openBenchDatabase } from './bench-appeals.ts';
import { failBenchmark } from '../lib/bench-outcome.ts';

// The ask calculation (BulkUpdateAppealConstituent's job) on appeals of 100,000 and 1,000,000 donors:
// read every donor, run the domain engine, write a fresh generation with its page index and summary, and
// make it current. Timed from the start until the results are committed and DONE is published; the
// clean-up of the replaced generation that follows is reported apart. Targets: 100,000 under 1 s,
// 1,000,000 under 10 s (median of the runs). Flags: --quick (100,000 only).

const quiet = startQuietRun();
const QUICK = process.argv.includes('--quick');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCENARIOS = [{ donors: 100_000, targetMs: 1_000 }, ...(QUICK ? [] : [{ donors: 1_000_000, targetMs: 10_000 }])];

const bench = await openBenchDatabase();
quiet.trackPostgres(bench.dataDir);
const lines: string[] = [`Machine: ${machineLine()}`, ''];
let isMissed = false;
try {
  for (const { donors, targetMs } of SCENARIOS) {
    const { appealId, isNew, giving } = await benchAppeal(bench, donors);
    if (isNew) console.log(`Made the appeal of ${formatCount(donors)} donors (${giving}).`);
    // A first calculation brings the tables to their steady state (one generation replacing another).
    await runAppealCalculation(bench.services, bench.companyId, appealId);
    const times: number[] = [];
    const totals: number[] = [];
    const cpu: number[] = [];
    let stages: Record<string, number> = {};
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const nodeCpu = process.cpuUsage();
      const serverCpu = bench.serverCpuMs();
      const outcome = await calculateAppealAsks(bench.services, bench.companyId, appealId);
      const usage = process.cpuUsage(nodeCpu);
      cpu.push(Math.round((usage.user + usage.system) / 1000 + bench.serverCpuMs() - serverCpu));
      times.push(outcome!.milliseconds);
      stages = outcome!.stages;
      await removeOldGenerations(bench.services, bench.companyId, appealId, outcome!.generation);
      totals.push(Math.round(performance.now() - started));
    }
    const typical = median(times);
    const verdict = quiet.verdict(typical < targetMs);
    isMissed ||= verdict.isMissed;
    const line =
      `${formatCount(donors)} donors (${giving}): ${times.map((t) => `${t} ms`).join(', ')}; median ${Math.round(typical)} ms, ` +
      `target < ${formatCount(targetMs)} ms: ${verdict.text}. Stages of the last run: ${Object.entries(stages)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(', ')}. ` +
      `With the clean-up of the replaced generation: median ${Math.round(median(totals))} ms. ` +
      `CPU time (Node and the database server together, on 2 cores): median ${Math.round(median(cpu))} ms. ` +
      // The job runs in this process: its peak so far is the job's Node-side memory at this size or below.
      `Peak memory of the job's process so far: ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB.`;
    console.log(`${line}\n  ${verdict.conditions}`);
    lines.push(`- ${line}`, `  - ${verdict.conditions}`);
  }
} finally {
  await bench.stop();
}
writeFileSync(path.join(BENCH_OUT, 'asks-calculation.md'), lines.join('\n') + '\n');
if (isMissed) failBenchmark();
