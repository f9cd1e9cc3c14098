// `npm test`: everything that proves the product works, in order, ending with one line 'N passed, N failed'.
// Steps: generated files up to date, typecheck, lint, import boundaries (.dependency-cruiser.cjs), web build, Vitest (unit + integration on real
// PostgreSQL), in CI the server suite again on a PostgreSQL server and the container image, Playwright end-to-end tests in Chromium.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, NODE24, ROOT, run } from './lib.mjs';

const isCI = Boolean(process.env.CI);
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);
const tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, command, args, options) {
  console.log(`\n▶ ${name}`);
  const status = run(command, args, { ...options, allowFailure: true });
  if (status !== 0) failedSteps.push(name);
  return status === 0;
}

function finish() {
  if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
  const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
  console.log(`\n${tally.passed} passed, ${tally.failed + failedSteps.length} failed${skipped}`);
  process.exit(failedSteps.length || tally.failed ? 1 : 0);
}

ensureInstalled();

// Generated files: regenerate, then (in CI) fail when the committed copy differs.
step('Print GraphQL schema', NODE24, ['--import', 'tsx', 'apps/server/src/graphql/print-schema.ts']);
step('Generate client types', NODE24, [bin('@graphql-codegen/cli', 'cjs/bin.js'), '--config', 'codegen.ts', '--silent'], { cwd: path.join(ROOT, 'apps/web') });
if (isCI) {
  step('Generated files are committed', 'git', ['diff', '--exit-code', '--stat', '--', 'apps/server/schema.graphql', 'apps/web/src/graphql/generated', 'apps/web/src/graphql/giving-fragments.generated.ts']);
}
step('Typecheck', NODE24, [bin('typescript', 'bin/tsc'), '-b']);
step('Lint', NODE24, [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']);
step('Import boundaries', NODE24, ['scripts/check-boundaries.mjs']);
ensureWebBuilt({ force: isCI });

const reports = mkdtempSync(path.join(tmpdir(), 'askwise-test-'));
const vitestReport = path.join(reports, 'vitest.json');
step('Unit and integration tests (Vitest)', NODE24, [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
countVitest(vitestReport);

// CI (.ci/run) gives a PostgreSQL server as operators run one: the server's suite runs again against it.
if (process.env.TEST_SERVER_DATABASE_URL) {
  const serverReport = path.join(reports, 'vitest-server-postgres.json');
  step('Integration tests on a PostgreSQL server (Vitest, server)', NODE24, [bin('vitest', 'vitest.mjs'), 'run', '--project', 'server', '--reporter=dot', '--reporter=json', `--outputFile.json=${serverReport}`], {
    env: { ...process.env, TEST_DATABASE_URL: process.env.TEST_SERVER_DATABASE_URL },
  });
  countVitest(serverReport);
}
// And the container image, built with podman and run against that server (scripts/container-check.mjs).
if (process.env.CONTAINER_DATABASE_URL) step('Container image (podman)', NODE24, ['scripts/container-check.mjs']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`;
  if (isCI) {
    console.log(`\n✖ ${message}`);
    failedSteps.push('End-to-end tests (no Chromium)');
  } else {
    console.log(`\n⚠ End-to-end tests skipped. ${message}`);
  }
} else {
  const e2eReport = path.join(reports, 'e2e.json');
  step('End-to-end tests (Playwright, Chromium)', NODE24, [bin('@playwright/test', 'cli.js'), 'test', '--config', 'e2e/playwright.config.ts'], {
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  });
  countPlaywright(e2eReport);
}
finish();

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += report.numPassedTests ?? 0;
  tally.failed += report.numFailedTests ?? 0;
  tally.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  tally.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  tally.failed += stats?.unexpected ?? 0;
  tally.skipped += stats?.skipped ?? 0;
}
