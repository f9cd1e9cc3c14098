// This file configures the code generator (run by Node), not the web app.
// eslint-disable-next-line no-restricted-imports
import { globSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for every GraphQL document in the web app, generated from the server's printed schema. The files are
// listed in sorted order: a glob returns them in the file system's order, which differs between checkouts, and
// the generated files (checked for drift in CI) must not depend on it.
const documents = globSync('src/**/*.{ts,tsx}')
  .filter((file) => !file.startsWith('src/graphql/generated/'))
  .sort();

const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};
export default config;
