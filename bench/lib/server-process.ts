import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSampleDonorFile } from '@askwise/server/src/features/asks/index.ts';
import { BENCH_OUT } from './machine.ts';

// What the benchmarks that run the real server as a child process share: a free port for it, its peak
// memory, and the generated donor files they upload.

/** A TCP port nobody listens on right now (the operating system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The process's peak resident memory so far (VmHWM), in MiB. */
export async function peakMiB(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const sizeName = (rows: number) => (rows >= 1_000_000 ? `${rows / 1_000_000}m` : `${rows / 1000}k`);

/** bench/out/donors-<size>.xlsx in the Excel template's columns (the seeded sample generator), made once. */
export async function donorFile(rows: number): Promise<string> {
  const file = path.join(BENCH_OUT, `donors-${sizeName(rows)}.xlsx`);
  if (existsSync(file)) return file;
  const started = performance.now();
  await mkdir(BENCH_OUT, { recursive: true });
  await writeSampleDonorFile(file, rows, 1);
  console.log(`generated ${path.basename(file)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return file;
}

/**
 * How the benchmarks start the product: as production does, the compiled server (npm run build's
 * apps/server/dist) on plain Node 24, built here first so that it is the code under test.
 */
export function compiledServer(): { command: string; args: string[] } {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const node = path.join(root, 'node_modules', 'node', 'bin', 'node');
  const build = spawnSync(node, [path.join(root, 'scripts', 'build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Building the server failed');
  // BENCH_SERVER_NODE_ARGS passes Node options to the server processes (e.g. '--cpu-prof --cpu-prof-dir=out'
  // for a profile of each): NODE_OPTIONS refuses the profiler's flags.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return { command: node, args: [...nodeArgs, path.join(root, 'apps', 'server', 'dist', 'main.js')] };
}
