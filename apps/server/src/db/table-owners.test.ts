import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Tables with one owner (docs/architecture.md): only the owner's folder writes them, so a rule about them
// (an ask edit keeping the page index exact, a status transition) lives in one place. Tests, test helpers
// and migrations are exempt. The check reads the source as text: a write another feature needs goes
// through a function of the owner's index.ts.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXEMPT = /\.test\.tsx?$|\.testing\.ts$|-fixtures\.ts$|-test-helpers\.ts$|^test\/|^db\/migrations\//;

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
  return kysely.test(source) || statement.test(source) || copyIn.test(source);
}

/** A mention of the table by name in either spelling (a read, a write, or a table name handed to generic SQL). */
function names(source: string, table: string): boolean {
  return new RegExp(`\\b(${table}|${camelCase(table)})\\b`).test(source);
}

function filesWhere(test: (source: string) => boolean): string[] {
  return sourceFiles().filter((file) => test(readFileSync(path.join(SRC, file), 'utf8')));
}

const outside = (files: string[], owner: string) => files.filter((file) => !file.startsWith(owner));

const ASK_RESULT_TABLES = ['appeal_asks', 'appeal_ask_runs', 'appeal_ask_filter_blocks'];

describe('tables with one owner', () => {
  it('only features/asks writes the ask results (appeal_asks, appeal_ask_runs, appeal_ask_filter_blocks)', () => {
    const writers = filesWhere((source) => ASK_RESULT_TABLES.some((table) => writesTo(source, table)));
    expect(writers.length).toBeGreaterThan(0);
    expect(outside(writers, 'features/asks/')).toEqual([]);
  });

  it('only features/asks reads or names them; db/ask-tables.ts declares their row types', () => {
    const readers = filesWhere((source) => ASK_RESULT_TABLES.some((table) => names(source, table)));
    expect(outside(readers, 'features/asks/').filter((file) => file !== 'db/ask-tables.ts')).toEqual([]);
  });

  it('only features/appeals writes appeal_statuses', () => {
    const writers = filesWhere((source) => writesTo(source, 'appeal_statuses'));
    expect(writers.length).toBeGreaterThan(0);
    expect(outside(writers, 'features/appeals/')).toEqual([]);
  });

  it('sees a write in each spelling', () => {
    expect(writesTo(`trx.updateTable('appealAsks as a').set({})`, 'appeal_asks')).toBe(true);
    expect(writesTo('await sql`update appeal_asks set status = v.status`', 'appeal_asks')).toBe(true);
    expect(writesTo('insert into appeal_statuses (appeal_id) values (1)', 'appeal_statuses')).toBe(true);
    expect(writesTo('copy appeal_asks (appeal_id, name_rank) from stdin', 'appeal_asks')).toBe(true);
    expect(writesTo('copy (select name_rank from appeal_asks) to stdout', 'appeal_asks')).toBe(false);
    expect(writesTo(`trx.selectFrom('appealAsks as a')`, 'appeal_asks')).toBe(false);
  });
});
