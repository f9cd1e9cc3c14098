import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Pothos and Yoga load graphql through require(); tests must use that same copy, not the .mjs one.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

// One Vitest run for the whole workspace: unit tests (domain), integration tests (server, against real
// PostgreSQL) and web tests (hooks in jsdom, against the real product). End-to-end tests live in e2e/
// and run under Playwright.
export default defineConfig({
  test: {
    projects: [
      // Property tests run thousands of cases: seconds on an idle machine, more on a busy one.
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], testTimeout: 30_000 } },
      // The repository's own checks (import boundaries) against planted violations.
      { test: { name: 'tools', include: ['scripts/**/*.test.mjs', 'bench/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          alias: { graphql: graphqlCjs },
          include: ['apps/server/src/**/*.test.ts', 'packages/fakes/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Web hooks and step rules in jsdom, against the real product on real PostgreSQL (started once).
        test: {
          name: 'web',
          alias: { graphql: graphqlCjs },
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          globalSetup: ['apps/server/src/test/web-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
