import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');
