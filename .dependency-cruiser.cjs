// Import boundaries, checked by `npm test` (step 'Import boundaries').
// A feature's public face is its index.ts; the start-up files that assemble the product (the GraphQL
// schema, the job list, the HTTP routes) plug in a feature's *.graphql.ts, *.job.ts and *.route.ts.
// Tests and test helpers may reach into any feature; a test helper may be imported only by tests, test
// helpers and the benchmarks, so production code cannot reach an inner file through one. The benchmarks
// (bench/) use a feature through its index.ts like core code does.
const TEST_HELPERS = ['\\.testing\\.ts$', '-fixtures\\.ts$', '-test-helpers\\.ts$', '^apps/server/src/test/', '^apps/web/src/test/'];
const TESTS = ['\\.test\\.tsx?$', ...TEST_HELPERS];
const SERVER_PLUGS = ['^apps/server/src/graphql/schema\\.ts$', '^apps/server/src/jobs/all-jobs\\.ts$', '^apps/server/src/http/routes\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-feature-inner-files',
      comment: "A server feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/server/src/features/[^/]+/', pathNot: ['^apps/server/src/features/$1/', '^apps/server/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'server-core-reaches-feature-inner-files',
      comment: "Core (db, graphql, http, jobs, seed, ...) uses a feature through its index.ts; only the start-up lists plug in its GraphQL, job and route files.",
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/features/', ...SERVER_PLUGS, ...TESTS] },
      to: { path: '^apps/server/src/features/[^/]+/', pathNot: '^apps/server/src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'bench-uses-feature-faces',
      comment: "A benchmark uses a server feature through its index.ts (or a test helper), like core code.",
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^apps/server/src/features/[^/]+/', pathNot: ['^apps/server/src/features/[^/]+/index\\.ts$', ...TEST_HELPERS] },
    },
    {
      name: 'production-imports-no-test-helper',
      comment: 'Test helpers are exempt from the rules above only because nothing but tests and benchmarks load them.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: TESTS },
      to: { path: TEST_HELPERS },
    },
    {
      name: 'server-plugs-only-registration-files',
      comment: 'The start-up lists import only the GraphQL, job and route files of a feature (or its index.ts).',
      severity: 'error',
      from: { path: SERVER_PLUGS },
      to: { path: '^apps/server/src/features/[^/]+/', pathNot: ['\\.graphql\\.ts$', '\\.job\\.ts$', '\\.route\\.ts$', '/index\\.ts$'] },
    },
    {
      name: 'server-platform-imports-no-feature',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: TESTS },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'no-run-time-cycles',
      comment: 'Modules that load each other at run time (type-only imports excepted).',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-ui-imports-no-feature',
      severity: 'error',
      from: { path: '^apps/web/src/ui/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-inner-files',
      comment: "A web feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'web-feature-imports-no-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/graphql/generated/', '^apps/web/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
