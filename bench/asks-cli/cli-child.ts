import { runAsksCli as main } from '@askwise/server/src/features/asks/index.ts';

// The command line as the benchmark runs it: the real main(), then this process's peak memory and CPU
// time on stderr for the parent to read (a child's resource use is not visible to its parent in Node).
const code = await main(process.argv.slice(2));
const usage = process.resourceUsage();
process.stderr.write(`BENCH_MAX_RSS_KIB=${usage.maxRSS} BENCH_CPU_US=${usage.userCPUTime + usage.systemCPUTime}\n`);
process.exitCode = code;
