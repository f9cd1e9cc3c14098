// The boundary check fails for each kind of violation planted in a small copy of the layout, and passes the
// same copy without them, so a rule that stopped matching (a renamed folder, a broken pattern) shows here.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NODE24, ROOT } from './lib.mjs';

const roots = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A copy of the layout: two server features, a test helper, core code and a benchmark, plus `extra` files. */
function layout(extra = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'askwise-boundary-plant-'));
  roots.push(root);
  copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  const files = {
    'apps/server/src/features/donors/index.ts': "export { writeDonors } from './write-donors.ts';\n",
    'apps/server/src/features/donors/write-donors.ts': 'export const writeDonors = () => 1;\n',
    'apps/server/src/features/donors/donors.testing.ts': "export { writeDonors as plantDonors } from './write-donors.ts';\n",
    'apps/server/src/features/appeals/create-appeal.ts': "import { writeDonors } from '../donors/index.ts';\nexport const createAppeal = () => writeDonors();\n",
    'apps/server/src/features/appeals/appeals.test.ts': "import { plantDonors } from '../donors/donors.testing.ts';\nexport const planted = plantDonors();\n",
    'apps/server/src/db/database.ts': 'export const db = 1;\n',
    'bench/mapping/run.ts': "import { writeDonors } from '../../apps/server/src/features/donors/index.ts';\nimport { plantDonors } from '../../apps/server/src/features/donors/donors.testing.ts';\nexport const run = () => writeDonors() + plantDonors();\n",
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function check(root) {
  const run = spawnSync(NODE24, [path.join(ROOT, 'scripts', 'check-boundaries.mjs'), root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the boundary check', () => {
  it('passes the layout without violations (tests and benchmarks may load test helpers)', () => {
    const { status, output } = check(layout());
    expect(output).toContain('0 error(s)');
    expect(status).toBe(0);
  });

  it("fails a feature reaching another feature's inner file", () => {
    const root = layout({ 'apps/server/src/features/appeals/update-appeal.ts': "import { writeDonors } from '../donors/write-donors.ts';\nexport const u = writeDonors;\n" });
    const { status, output } = check(root);
    expect(output).toContain('server-feature-inner-files: apps/server/src/features/appeals/update-appeal.ts');
    expect(status).toBe(1);
  });

  it('fails production code importing a test helper, even of its own feature', () => {
    const root = layout({ 'apps/server/src/features/donors/sync-donors.ts': "import { plantDonors } from './donors.testing.ts';\nexport const s = plantDonors;\n" });
    const { status, output } = check(root);
    expect(output).toContain('production-imports-no-test-helper: apps/server/src/features/donors/sync-donors.ts');
    expect(status).toBe(1);
  });

  it("fails a benchmark importing a feature's inner file", () => {
    const root = layout({ 'bench/excel/run.ts': "import { writeDonors } from '../../apps/server/src/features/donors/write-donors.ts';\nexport const r = writeDonors;\n" });
    const { status, output } = check(root);
    expect(output).toContain('bench-uses-feature-faces: bench/excel/run.ts');
    expect(status).toBe(1);
  });
});
