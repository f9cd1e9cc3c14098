import type { CodegenConfig } from '@graphql-codegen/cli';

// Types for every GraphQL document in the web app, generated from the server's printed schema.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/graphql/generated/**'],
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
