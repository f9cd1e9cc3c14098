// Sealing of secrets kept in the database (OAuth tokens, CRM credentials, a live sign-in code).
export { openJson, readSealingKey, sealJson } from './seal.ts';
export { sealingKey } from './sealing-key.ts';
