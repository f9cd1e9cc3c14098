import { cpus, freemem, totalmem } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Shared by the benchmarks: where generated files go, and the machine line each report starts with.

/** bench/out: generated files and outputs (git-ignored). */
export const BENCH_OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

const GIB = 1024 ** 3;

/** e.g. 'Node v24.21.0, linux x64, 2 CPUs (AMD EPYC), 23.4 GiB memory (21.0 GiB free), load 0.52' */
export function machineLine(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${(totalmem() / GIB).toFixed(1)} GiB memory (${(freemem() / GIB).toFixed(1)} GiB free)`;
  return `Node ${process.version}, ${process.platform} ${process.arch}, ${cores.length} CPUs (${model}), ${memory}, load ${os.loadavg()[0]!.toFixed(2)}`;
}

export const formatCount = (n: number) => Math.round(n).toLocaleString('en-US');

/** Peak resident memory of this process so far, in MiB. */
export function peakMemoryMiB(): number {
  return process.resourceUsage().maxRSS / 1024;
}
