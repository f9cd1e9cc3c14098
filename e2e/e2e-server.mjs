// Starts the product for the end-to-end run: fresh embedded PostgreSQL data, its own ports.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(tmpdir(), `askwise-e2e-${process.env.E2E_PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
chmodSync(dataDir, 0o755);
const child = spawn(path.join(root, 'node_modules/node/bin/node'), ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(Number(process.env.E2E_PORT) + 2000),
    LOG_LEVEL: 'warn',
    // Companies signed up during the run get a small practice environment; the demo keeps the full one.
    PRACTICE_CONSTITUENTS: '2000',
    // The export journeys show the free allowance on the demo company, so it starts without a subscription.
    SEED_DEMO_SUBSCRIPTION: 'false',
    DATABASE_URL: '',
    // Raiser's Edge NXT: the product's real SKY client against the fake SKY API it starts in-process.
    DEMO_FAKES: 'true',
    SKY_CLIENT_ID: '',
    // Virtuous: the fake answers on a known port, so that journeys can read and add records over its API.
    VIRTUOUS_API_URL: '',
    DEMO_FAKE_VIRTUOUS_PORT: String(Number(process.env.E2E_PORT) + 3000),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
