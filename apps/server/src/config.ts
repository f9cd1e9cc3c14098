import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so that `.data/` is the same folder whichever directory a script runs from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const roleSchema = z.enum(['all', 'web', 'worker']);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ROLE: roleSchema.default('all'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // This machine only unless asked: in development the dev outbox and GraphiQL must not face the network.
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  // Reverse proxies in front of the product (their X-Forwarded-For names the client): 0 trusts none.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  DATABASE_URL: z.string().url().optional(),
  APP_DATABASE_URL: z.string().url().optional(),
  APP_DATABASE_PASSWORD: z.string().min(8).default('askwise-app-local'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5433),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PRACTICE_CONSTITUENTS: z.coerce.number().int().min(100).max(2_000_000).default(30_000),
  PUSH_SESSION_RECHECK_MS: z.coerce.number().int().min(100).default(30_000),
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  // While users' requests are in flight, the share of the time background jobs' statements may take
  // (jobs/users-first.ts; 1 turns it off).
  JOB_SHARE_WHILE_USERS_WAIT: z.coerce.number().gt(0).max(1).default(0.3),
  // On SIGTERM: how long requests in flight and running jobs may take to finish before they are cut.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  // Prometheus metrics: /metrics on the product's port with this bearer token, and/or on a port of its own.
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Askwise <no-reply@askwise.local>'),
  HUBSPOT_ACCESS_TOKEN: z.string().optional(),
  HUBSPOT_BASE_URL: z.string().url().default('https://api.hubapi.com'),
  // The demo users' password is published: in production only when SEED_DEMO=true is given (see loadConfig).
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  // The demo company gets an active sandbox subscription (off: it stays on the free allowance).
  SEED_DEMO_SUBSCRIPTION: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST: z.string().optional(),
  // Files (uploads, exports): a folder under DATA_DIR, or S3-compatible object storage.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  FILE_SIGNING_SECRET: z.string().min(16).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Excel uploads: limits on what is accepted (the constituent limit comes from the company's plan).
  EXCEL_MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(50 * 1024 * 1024),
  EXCEL_MAX_ROWS: z.coerce.number().int().positive().default(1_000_000),
  EXCEL_MAX_COLUMNS: z.coerce.number().int().positive().default(200),
  EXCEL_MAX_UNZIPPED_BYTES: z.coerce.number().int().positive().default(2 * 1024 * 1024 * 1024),
  // Raiser's Edge NXT (Blackbaud SKY API). The addresses default to Blackbaud's; tests and the demo point
  // them at the local fake. TOKEN_SEALING_KEY (32 bytes, base64 or hex) seals OAuth tokens at rest; without
  // it a random key is kept in DATA_DIR (development only).
  SKY_CLIENT_ID: z.string().optional(),
  SKY_CLIENT_SECRET: z.string().optional(),
  SKY_SUBSCRIPTION_KEY: z.string().optional(),
  SKY_AUTHORIZE_URL: z.string().url().default('https://app.blackbaud.com/oauth/authorize'),
  SKY_TOKEN_URL: z.string().url().default('https://oauth2.sky.blackbaud.com/token'),
  SKY_API_URL: z.string().url().default('https://api.sky.blackbaud.com'),
  SKY_CALLS_PER_SECOND: z.coerce.number().positive().default(5),
  // The redirect URI registered with the SKY application; by default PUBLIC_URL's /blackbaud/callback.
  SKY_REDIRECT_URI: z.string().url().optional(),
  TOKEN_SEALING_KEY: z.string().optional(),
  // Virtuous CRM+: the API address (Virtuous's own unless set; the demo points it at the local fake), the
  // remaining-requests level below which a sync waits for the hourly window to reset, and the longest wait.
  VIRTUOUS_API_URL: z.string().url().optional(),
  VIRTUOUS_PAUSE_BELOW_REMAINING: z.coerce.number().int().min(0).default(25),
  VIRTUOUS_MAX_WAIT_SECONDS: z.coerce.number().int().positive().default(3600),
  // Outside production, without SKY_CLIENT_ID, a fake SKY API runs in the process (the demo works offline).
  DEMO_FAKES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  DEMO_FAKE_SKY_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DEMO_FAKE_VIRTUOUS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  // Without a subscription: ask strings a company may export in total, and constituents it may hold.
  FREE_EXPORT_ALLOWANCE: z.coerce.number().int().min(0).default(100),
  UNSUBSCRIBED_CONSTITUENT_LIMIT: z.coerce.number().int().positive().default(10_000),
  // Billing: the built-in sandbox provider, or Chargebee (site, keys, webhook Basic auth). Unset means the
  // sandbox outside production; production must name its provider (see loadConfig).
  BILLING_PROVIDER: z.enum(['sandbox', 'chargebee']).optional(),
  // The sandbox takes the published test cards as payment: in production only on purpose (a trial site).
  ALLOW_SANDBOX_BILLING: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  CHARGEBEE_SITE: z.string().optional(),
  CHARGEBEE_API_KEY: z.string().optional(),
  CHARGEBEE_PUBLISHABLE_KEY: z.string().optional(),
  CHARGEBEE_WEBHOOK_USERNAME: z.string().optional(),
  CHARGEBEE_WEBHOOK_PASSWORD: z.string().optional(),
  /** Another address for Chargebee's API (a local fake in tests), e.g. http://127.0.0.1:4999. */
  CHARGEBEE_BASE_URL: z.string().url().optional(),
  CHARGEBEE_JS_URL: z.string().url().default('https://js.chargebee.com/v2/chargebee.js'),
});

type Parsed = z.infer<typeof configSchema>;
export type Config = Omit<Parsed, 'SEED_DEMO' | 'BILLING_PROVIDER'> & {
  SEED_DEMO: boolean;
  BILLING_PROVIDER: NonNullable<Parsed['BILLING_PROVIDER']>;
  isProduction: boolean;
};

export const BILLING_PROVIDER_REQUIRED =
  'production needs a billing provider: set BILLING_PROVIDER=chargebee, or BILLING_PROVIDER=sandbox with ALLOW_SANDBOX_BILLING=true for a site whose subscriptions are never paid (the sandbox accepts the published test cards)';

/** Reads configuration from the environment; a mistake names the variable and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means 'not set' (as a shell's FOO= does).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema
    .refine((c) => c.BILLING_PROVIDER !== 'chargebee' || (c.CHARGEBEE_SITE && c.CHARGEBEE_API_KEY && c.CHARGEBEE_PUBLISHABLE_KEY), {
      message: 'BILLING_PROVIDER=chargebee needs CHARGEBEE_SITE, CHARGEBEE_API_KEY and CHARGEBEE_PUBLISHABLE_KEY',
      path: ['BILLING_PROVIDER'],
    })
    .refine((c) => c.NODE_ENV !== 'production' || c.TOKEN_SEALING_KEY, {
      message: 'production needs TOKEN_SEALING_KEY (32 random bytes, base64 or hex: `openssl rand -base64 32`): it seals sign-in codes and CRM tokens in the database',
      path: ['TOKEN_SEALING_KEY'],
    })
    .refine((c) => c.NODE_ENV !== 'production' || c.BILLING_PROVIDER === 'chargebee' || (c.BILLING_PROVIDER === 'sandbox' && c.ALLOW_SANDBOX_BILLING), {
      message: BILLING_PROVIDER_REQUIRED,
      path: ['BILLING_PROVIDER'],
    })
    .safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Askwise cannot start: the configuration is not valid.\n${lines.join('\n')}`);
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  return { ...parsed.data, SEED_DEMO: parsed.data.SEED_DEMO ?? !isProduction, BILLING_PROVIDER: parsed.data.BILLING_PROVIDER ?? 'sandbox', isProduction };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
