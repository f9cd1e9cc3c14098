// Helpers shared by the start, dev and test scripts. They run first on whatever Node is installed
// (20 or newer), install the project's dependencies when needed, then hand over to the pinned Node 24.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NODE24 = path.join(ROOT, 'node_modules', 'node', 'bin', 'node');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Installs dependencies on first run, or again when package-lock.json changed since the last install. */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const isStale = !existsSync(marker) || !existsSync(NODE24) || statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!isStale) return;
  console.log('Installing dependencies (first run only; this takes a minute or two)...');
  const result = spawnSync(NPM, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Installing dependencies failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app when its sources (or the shared domain package) are newer than the last build. */
export function ensureWebBuilt({ force = false } = {}) {
  const web = path.join(ROOT, 'apps', 'web');
  const built = path.join(web, 'dist', 'index.html');
  const sourcesChanged =
    !existsSync(built) ||
    Math.max(newestMtime(path.join(web, 'src')), newestMtime(path.join(ROOT, 'packages', 'domain', 'src')), statSync(path.join(web, 'index.html')).mtimeMs) >
      statSync(built).mtimeMs;
  if (!force && !sourcesChanged) return;
  console.log('Building the web app...');
  run(NODE24, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: web });
}

/** Runs a command to completion with inherited output; exits on failure unless told otherwise. */
export function run(command, args, { cwd = ROOT, env = process.env, allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd, env: withNode24OnPath(env), stdio: 'inherit' });
  if (result.status !== 0 && !allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}

/** Starts a long-running child on Node 24, forwarding Ctrl-C / SIGTERM and exiting with it. */
export function runForeground(command, args, { cwd = ROOT, env = process.env } = {}) {
  // The child gets a process group of its own: Ctrl-C reaches only this process, which passes it on. In
  // the terminal's group the embedded PostgreSQL would get the signal too and cut the server's connections
  // while it was still shutting down; this way the server stops its work first and its database last.
  const child = spawn(command, args, { cwd, env: withNode24OnPath(env), stdio: 'inherit', detached: true });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return child;
}

export function withNode24OnPath(env) {
  const bin = path.join(ROOT, 'node_modules', '.bin');
  return { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ''}` };
}
