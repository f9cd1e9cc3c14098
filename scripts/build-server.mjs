// Compiles the server for production: one esbuild bundle of our own TypeScript (the server, the shared
// domain package and the fakes the demo starts) into apps/server/dist, with every npm package left as an
// import that Node resolves from node_modules at run time. docs/decisions/010-production-build.md says why.
//
// The bundle keeps the source's folder depth (apps/server/dist/*.js beside apps/server/src/*.ts), so paths
// the code finds from its own address (the repository root, the web app's dist, the migrations folder and
// the common-passwords list) hold in both. Worker threads are entry points of their own, named as in src.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'apps', 'server', 'src');
const OUT = path.join(ROOT, 'apps', 'server', 'dist');

/** Files under a folder whose names match, skipping tests. */
function findFiles(dir, pattern) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findFiles(full, pattern);
    return pattern.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const migrations = findFiles(path.join(SRC, 'db', 'migrations'), /^\d{4}-.+\.ts$/);
const workers = findFiles(SRC, /-worker\.ts$/);
const entryPoints = {
  main: path.join(SRC, 'main.ts'),
  'migrate-cli': path.join(SRC, 'db', 'migrate-cli.ts'),
  ...Object.fromEntries(migrations.map((file) => [`migrations/${path.basename(file, '.ts')}`, file])),
  ...Object.fromEntries(workers.map((file) => [path.basename(file, '.ts'), file])),
};

/** npm packages stay imports; our workspaces (@askwise/*) are TypeScript and go into the bundle. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@askwise/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(OUT, { recursive: true, force: true });
const started = Date.now();
await esbuild.build({
  entryPoints,
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  chunkNames: 'chunk-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});
mkdirSync(OUT, { recursive: true });
copyFileSync(path.join(SRC, 'features', 'accounts', 'common-passwords.txt'), path.join(OUT, 'common-passwords.txt'));
console.log(`Server compiled into apps/server/dist in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.keys(entryPoints).length} entry points)`);
