import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../../config.ts';

const KEY = { TOKEN_SEALING_KEY: Buffer.alloc(32, 3).toString('base64') };

// Production must name its billing provider: the sandbox takes the published test cards, so a production
// site that forgot BILLING_PROVIDER would sell every plan for nothing.
describe('the billing provider in production', () => {
  it('is required: production without BILLING_PROVIDER, or with the sandbox not allowed on purpose, does not load', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...KEY })).toThrow(/BILLING_PROVIDER.*production needs a billing provider/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...KEY, BILLING_PROVIDER: 'sandbox' })).toThrow(/ALLOW_SANDBOX_BILLING=true/);
    expect(loadConfig({ NODE_ENV: 'production', ...KEY, BILLING_PROVIDER: 'sandbox', ALLOW_SANDBOX_BILLING: 'true' }).BILLING_PROVIDER).toBe('sandbox');
    const chargebee = { CHARGEBEE_SITE: 'askwise', CHARGEBEE_API_KEY: 'live_key', CHARGEBEE_PUBLISHABLE_KEY: 'live_pub' };
    expect(loadConfig({ NODE_ENV: 'production', ...KEY, BILLING_PROVIDER: 'chargebee', ...chargebee }).BILLING_PROVIDER).toBe('chargebee');
  });

  it('defaults to the sandbox outside production', () => {
    expect(loadConfig({}).BILLING_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).BILLING_PROVIDER).toBe('sandbox');
  });

  it('the server refuses to start in production without one, and says why', () => {
    const node = process.execPath;
    const run = spawnSync(node, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...KEY, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Askwise cannot start: the configuration is not valid.');
    expect(run.stderr).toContain('BILLING_PROVIDER=""');
    expect(run.stderr).toContain('production needs a billing provider');
  });
});
