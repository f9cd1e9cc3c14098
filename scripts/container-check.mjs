// CI's check of the container image (docs/operations.md): builds it with podman from a local Debian root
// (no public registry is reachable here; the Containerfile's default base is the public Node image), runs
// it against the PostgreSQL server in CONTAINER_DATABASE_URL, and checks what an operator relies on:
// /healthz, /readyz, GraphQL, a sign-in, the metrics port, the health check, a non-root user and a clean stop.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const DATABASE_URL = process.env.CONTAINER_DATABASE_URL;
const BASE = 'localhost/debian:bookworm';
const IMAGE = 'localhost/askwise:ci';
const NAME = 'askwise-ci-check';
const PORT = 3990;
const METRICS_PORT = 9990;
const LIMITS = ['--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=1024:1024'];
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

const podman = (args, options = {}) => execFileSync('podman', ['--runtime', 'runc', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });
const step = (what) => console.log(`  - ${what}`);
function fail(message) {
  console.error(`✖ Container check: ${message}`);
  spawnSync('podman', ['logs', '--tail', '40', NAME], { stdio: 'inherit' });
  spawnSync('podman', ['rm', '-f', NAME], { stdio: 'ignore' });
  process.exit(1);
}

if (!DATABASE_URL) fail('CONTAINER_DATABASE_URL is not set');
if (spawnSync('podman', ['image', 'exists', BASE]).status !== 0) {
  step(`making the local base ${BASE} with mmdebstrap`);
  const dir = mkdtempSync(path.join(tmpdir(), 'askwise-base-'));
  execFileSync('mmdebstrap', ['--variant=minbase', '--quiet', 'bookworm', path.join(dir, 'base.tar')], { stdio: 'inherit' });
  podman(['import', path.join(dir, 'base.tar'), BASE]);
  rmSync(dir, { recursive: true, force: true });
}

step('building the image');
const secret = existsSync(CA_BUNDLE) ? ['--secret', `id=ca,src=${CA_BUNDLE}`] : [];
podman(['build', '--format', 'docker', ...LIMITS, ...secret, '--build-arg', `BASE=${BASE}`, '-t', IMAGE, '-f', 'Containerfile', '.'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

step('running it against the PostgreSQL server');
spawnSync('podman', ['rm', '-f', NAME], { stdio: 'ignore' });
const env = {
  DATABASE_URL,
  APP_DATABASE_PASSWORD: 'container-check-app',
  TOKEN_SEALING_KEY: Buffer.alloc(32, 5).toString('base64'),
  BILLING_PROVIDER: 'sandbox',
  ALLOW_SANDBOX_BILLING: 'true',
  SEED_DEMO: 'true',
  PRACTICE_CONSTITUENTS: '500',
  PORT: String(PORT),
  METRICS_PORT: String(METRICS_PORT),
};
podman(['run', '-d', '--name', NAME, '--network', 'host', ...LIMITS, ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]), IMAGE]);

const url = `http://127.0.0.1:${PORT}`;
const deadline = Date.now() + 120_000;
while (!(await fetch(`${url}/readyz`).then((r) => r.ok, () => false))) {
  if (Date.now() > deadline) fail('/readyz did not answer 200 within 2 minutes');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const json = async (response) => ({ status: response.status, body: await response.json() });
const health = await json(await fetch(`${url}/healthz`));
if (health.body.status !== 'ok') fail(`/healthz answered ${JSON.stringify(health)}`);
const graphql = (query, variables = {}) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1' }, body: JSON.stringify({ query, variables }) }).then(json);
const time = await graphql('{ serverTime }');
if (!/^\d{4}-/.test(time.body.data?.serverTime ?? '')) fail(`GraphQL answered ${JSON.stringify(time)}`);
const signIn = await graphql('mutation ($email: String!, $password: String!) { signInPassword(email: $email, password: $password) { status ticket } }', {
  email: 'admin@demo.askwise.test',
  password: 'Askwise-Demo-2026',
});
if (signIn.body.data?.signInPassword?.status !== 'code_sent') fail(`sign-in answered ${JSON.stringify(signIn)}`);
step('/healthz, /readyz, GraphQL and a sign-in answered');

const metrics = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`).then((r) => r.text(), () => '');
if (!metrics.includes('askwise_graphql_operation_duration_seconds_count{operation="signInPassword"')) fail('the metrics port does not show the sign-in');
if ((await fetch(`${url}/metrics`)).status !== 404) fail('/metrics is public on the web port');
const uid = podman(['exec', NAME, 'id', '-u']).trim();
if (uid === '0') fail('the image runs as root');
if (spawnSync('podman', ['--runtime', 'runc', 'healthcheck', 'run', NAME], { stdio: 'inherit' }).status !== 0) fail('the HEALTHCHECK failed');
step(`metrics on their own port only, user ${uid}, HEALTHCHECK healthy`);

podman(['stop', '--time', '40', NAME]);
const exitCode = podman(['inspect', '--format', '{{.State.ExitCode}}', NAME]).trim();
podman(['rm', '-f', NAME]);
if (exitCode !== '0') fail(`the container stopped with exit code ${exitCode}`);
console.log('✔ Container check passed: built, served, signed in and stopped cleanly');
