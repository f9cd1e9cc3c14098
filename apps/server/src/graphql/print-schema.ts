import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { SCHEMA_FILE } from './schema-file.ts';
import { schema } from './schema.ts';

// `npm run schema:print`: the committed schema is the contract for the web client's generated types.
writeFileSync(SCHEMA_FILE, printSchema(schema) + '\n');
console.log(`Wrote ${SCHEMA_FILE}`);
