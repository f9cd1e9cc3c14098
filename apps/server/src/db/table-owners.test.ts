import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// Every table has one owner (docs/architecture.md): only the owner's folder writes it, so a rule about its
// rows lives in one place and other features write through the owner's index.ts. Tests, test helpers and
// migrations are exempt. The check reads the source as text; a file that writes a table whose name it holds
// in a variable (sql.table(name), deleteFrom(table)) counts as writing every table it names in quotes.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXEMPT = /\.test\.tsx?$|\.testing\.ts$|-fixtures\.ts$|-test-helpers\.ts$|^test\/|^db\/migrations\//;

const f = (feature: string) => `features/${feature}/`;

/** The owner of each table: a feature, or a core folder. */
const OWNERS: Record<string, string> = {
  ...Object.fromEntries(['appeal_asks', 'appeal_ask_runs', 'appeal_ask_filter_blocks'].map((t) => [t, f('asks')])),
  ...Object.fromEntries(['appeals', 'appeal_statuses', 'appeal_constituents'].map((t) => [t, f('appeals')])),
  appeal_exports: f('exports'),
  export_presets: f('exports'),
  ...Object.fromEntries(
    ['appeal_tests', 'appeal_test_members', 'appeal_mailed_asks', 'appeal_mailed_groups', 'appeal_gift_results', 'appeal_result_imports', 'appeal_crm_results'].map((t) => [
      t,
      f('test-and-learn'),
    ]),
  ),
  ...Object.fromEntries(['crm_ask_sends', 'crm_ask_send_donors'].map((t) => [t, f('crm-asks')])),
  ...Object.fromEntries(
    ['environments', 'constituents', 'gifts', 'gift_splits', 'audiences', 'audience_members', 'fundraising_campaigns', 'fundraising_appeals', 'fundraising_funds'].map(
      (t) => [t, f('donors')],
    ),
  ),
  ...Object.fromEntries(
    ['sessions', 'audit_events', 'auth_codes', 'auth_code_mails', 'auth_links', 'auth_throttle', 'known_sign_in_addresses'].map((t) => [t, f('accounts')]),
  ),
  ...Object.fromEntries(
    [
      'company_subscriptions',
      'billing_plans',
      'billing_coupons',
      'billing_card_tokens',
      'billing_payment_sources',
      'billing_invoices',
      'billing_hosted_pages',
      'billing_cancel_feedback',
      'billing_webhook_events',
    ].map((t) => [t, f('billing')]),
  ),
  ...Object.fromEntries(
    ['blackbaud_connections', 'blackbaud_ingestion_requests', 'blackbaud_ingestion_entities', 'blackbaud_webhook_events', 'blackbaud_webhook_receipts', 'blackbaud_webhook_subscriptions'].map(
      (t) => [t, f('blackbaud')],
    ),
  ),
  ...Object.fromEntries(['virtuous_connections', 'virtuous_ingestions', 'virtuous_appeal_mappings', 'virtuous_gift_ask_gifts'].map((t) => [t, f('virtuous')])),
  ...Object.fromEntries(['excel_files', 'constituent_imported_giving'].map((t) => [t, f('excel')])),
  mail_outbox: 'platform/mail/',
  // Reference data and the migrator's own bookkeeping: written by migrations only.
  data_import_sources: 'db/migrations/',
  kysely_migration: 'db/',
  kysely_migration_lock: 'db/',
};

/**
 * Tables not yet down to one writer, with exactly the writers they have today. The list may only shrink:
 * a new writer fails the test, and so does a writer that has gone (take it off the list).
 */
const NOT_YET_SINGLE: Record<string, string[]> = {
  // Sign-up and invitations create accounts; the demo seed creates its company.
  companies: [f('companies'), 'seed/'],
  company_users: [f('companies'), 'seed/'],
  users: [f('accounts'), f('companies'), 'seed/'],
};

/** Source files under apps/server/src (relative, '/'-separated), exempt ones left out. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !EXEMPT.test(file));
}

const camelCase = (snake: string) => snake.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** A write of the table in Kysely (camelCase name) or in SQL (snake_case name). */
function writesTo(source: string, table: string): boolean {
  const kysely = new RegExp(`\\b(insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\\(\\s*['"\`]${camelCase(table)}\\b`);
  const statement = new RegExp(`\\b(insert\\s+into|update|delete\\s+from|merge\\s+into|truncate(\\s+table)?)\\s+(only\\s+)?${table}\\b`, 'i');
  const copyIn = new RegExp(`\\bcopy\\s+${table}\\s*(\\([^)]*\\))?\\s*from\\b`, 'i');
  return kysely.test(source) || statement.test(source) || copyIn.test(source) || (writesByVariable(source) && quotes(source, table));
}

/** A write whose table is a variable: sql.table(x) or sql.id(x), or a Kysely write of a non-literal name. */
function writesByVariable(source: string): boolean {
  return /\bsql\.(table|id)\(\s*[A-Za-z_]/.test(source) || /\b(insertInto|updateTable|deleteFrom|mergeInto)\(\s*[A-Za-z_][\w.[\]]*\s*[,)]/.test(source);
}

/** The table's name as a string literal, in either spelling. */
function quotes(source: string, table: string): boolean {
  return new RegExp(`['"\`](${table}|${camelCase(table)})['"\`]`).test(source);
}

/** A mention of the table by name in either spelling (a read, a write, or a table name handed to generic SQL). */
function names(source: string, table: string): boolean {
  return new RegExp(`\\b(${table}|${camelCase(table)})\\b`).test(source);
}

/** The folder a file belongs to for ownership: its feature, or its core folder. */
function folderOf(file: string): string {
  const feature = /^features\/[^/]+\//.exec(file);
  return feature ? feature[0] : file.slice(0, file.lastIndexOf('/') + 1);
}

let sources: Array<{ file: string; text: string }>;
const writersOf = (table: string) => [...new Set(sources.filter((s) => writesTo(s.text, table)).map((s) => folderOf(s.file)))].sort();
const filesWhere = (test: (text: string) => boolean) => sources.filter((s) => test(s.text)).map((s) => s.file);
const outside = (files: string[], owner: string) => files.filter((file) => !file.startsWith(owner));

const ASK_RESULT_TABLES = ['appeal_asks', 'appeal_ask_runs', 'appeal_ask_filter_blocks'];

let database: TestDatabase;
let tables: string[];

beforeAll(async () => {
  sources = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));
  database = await createTestDatabase();
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by 1`.execute(database.ownerDb);
  tables = rows.map((r) => r.name);
});
afterAll(() => database.drop());

describe('tables with one owner', () => {
  it('names an owner (or today\'s writers) for every table of the migrated database', () => {
    expect(tables.length).toBeGreaterThan(40);
    const unowned = tables.filter((t) => !(t in OWNERS) && !(t in NOT_YET_SINGLE));
    expect(unowned).toEqual([]);
    const gone = [...Object.keys(OWNERS), ...Object.keys(NOT_YET_SINGLE)].filter((t) => !tables.includes(t));
    expect(gone).toEqual([]);
  });

  it("writes each table only from its owner's folder", () => {
    const trespass = Object.entries(OWNERS).flatMap(([table, owner]) => writersOf(table).filter((folder) => folder !== owner).map((folder) => `${table} <- ${folder}`));
    expect(trespass).toEqual([]);
  });

  it('has exactly the listed writers for the tables not yet down to one', () => {
    const today = Object.fromEntries(Object.keys(NOT_YET_SINGLE).map((table) => [table, writersOf(table)]));
    expect(today).toEqual(NOT_YET_SINGLE);
  });

  it('only features/asks reads or names the ask results; db/ask-tables.ts declares their row types', () => {
    const readers = filesWhere((text) => ASK_RESULT_TABLES.some((table) => names(text, table)));
    expect(outside(readers, 'features/asks/').filter((file) => file !== 'db/ask-tables.ts')).toEqual([]);
  });

  it('sees a write in each spelling, including a table named in a variable', () => {
    expect(writesTo(`trx.updateTable('appealAsks as a').set({})`, 'appeal_asks')).toBe(true);
    expect(writesTo('await sql`update appeal_asks set status = v.status`', 'appeal_asks')).toBe(true);
    expect(writesTo('insert into appeal_statuses (appeal_id) values (1)', 'appeal_statuses')).toBe(true);
    expect(writesTo('copy appeal_asks (appeal_id, name_rank) from stdin', 'appeal_asks')).toBe(true);
    expect(writesTo('copy (select name_rank from appeal_asks) to stdout', 'appeal_asks')).toBe(false);
    expect(writesTo(`trx.selectFrom('appealAsks as a')`, 'appeal_asks')).toBe(false);
    const purge = "const TABLES = ['appeal_mailed_asks'];\nfor (const t of TABLES) await sql`delete from ${sql.table(t)} where appeal_id = 1`.execute(trx);";
    expect(writesTo(purge, 'appeal_mailed_asks')).toBe(true);
    expect(writesTo("for (const t of ['audiences'] as const) await trx.deleteFrom(t).execute();", 'audiences')).toBe(true);
    expect(writesTo("const t = 'audiences'; await trx.selectFrom(t).selectAll().execute();", 'audiences')).toBe(false);
  });
});
