// Import boundaries (a step of `npm test`): the rules in .dependency-cruiser.cjs, checked file by file, plus
// run-time cycles between features: every server or web feature counts as one node, every other source file
// as its own, and no chain of run-time imports may lead from a node back to itself.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { NODE24, ROOT as REPOSITORY } from './lib.mjs';

// The repository, or the root given as the first argument (the boundary test plants violations in a copy).
const ROOT = path.resolve(process.argv[2] ?? REPOSITORY);
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/fakes/src', 'bench'].filter((dir) => existsSync(path.join(ROOT, dir)));
const TEST_FILE = /\.test\.tsx?$|\.testing\.ts$|-fixtures\.ts$|-test-helpers\.ts$|^apps\/(server|web)\/src\/test\/|^bench\//;
const FEATURE = /^apps\/(server|web)\/src\/features\/([^/]+)\//;

const output = path.join(mkdtempSync(path.join(tmpdir(), 'askwise-boundaries-')), 'cruise.json');
const cli = path.join(REPOSITORY, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
spawnSync(NODE24, [cli, ...SOURCES, '--config', path.join(REPOSITORY, '.dependency-cruiser.cjs'), '--output-type', 'json', '--output-to', output], { cwd: ROOT, stdio: 'inherit' });
const { modules, summary } = JSON.parse(readFileSync(output, 'utf8'));

const errors = summary.violations.filter((v) => v.rule.severity === 'error');
for (const v of summary.violations) {
  const via = v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(' → ')})` : '';
  console.log(`  ${v.rule.severity} ${v.rule.name}: ${v.from} → ${v.to}${via}`);
}

const cycles = featureCycles(modules);
for (const cycle of cycles) console.log(`  error feature-cycle: ${cycle.join(' → ')}`);

const problems = errors.length + cycles.length;
console.log(`${summary.totalCruised} files checked: ${problems} error(s), ${summary.warn} warning(s)`);
process.exit(problems ? 1 : 0);

function nodeOf(file) {
  const match = FEATURE.exec(file);
  return match ? `${match[1]}:features/${match[2]}` : file;
}

/** Run-time edges between nodes (a feature is one node), from non-test files; returns one path per cycle found. */
function featureCycles(allModules) {
  const edges = new Map();
  const examples = new Map();
  for (const module of allModules) {
    if (TEST_FILE.test(module.source)) continue;
    const from = nodeOf(module.source);
    for (const dep of module.dependencies) {
      if (dep.couldNotResolve || dep.coreModule || TEST_FILE.test(dep.resolved)) continue;
      if (dep.dependencyTypes.includes('type-only') || !dep.resolved.match(/^(apps|packages)\//)) continue;
      const to = nodeOf(dep.resolved);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      examples.set(`${from}|${to}`, `${module.source} → ${dep.resolved}`);
    }
  }
  const features = [...edges.keys()].filter((n) => n.includes(':features/'));
  const found = new Map();
  for (const start of features) {
    const back = shortestPath(edges, start, start);
    if (!back) continue;
    const key = [...new Set(back)].sort().join(',');
    if (!found.has(key)) found.set(key, back.slice(0, -1).map((n, i) => `${n} [${examples.get(`${n}|${back[i + 1]}`)}]`).concat(back.at(-1)));
  }
  return [...found.values()];
}

function shortestPath(edges, from, target) {
  const previous = new Map();
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const next of edges.get(queue[i]) ?? []) {
      if (next === target) {
        const path = [target, queue[i]];
        for (let at = queue[i]; at !== from; at = previous.get(at)) path.push(previous.get(at));
        return path.reverse();
      }
      if (previous.has(next) || next === from) continue;
      previous.set(next, queue[i]);
      queue.push(next);
    }
  }
  return null;
}
