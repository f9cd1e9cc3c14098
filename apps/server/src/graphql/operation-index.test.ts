import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from './schema-file.ts';

// docs/graphql-operations.md names, for every query, mutation and subscription of the printed schema, the
// file that registers it, so that an operation seen in the browser or a log is found from its name. This
// test keeps that index whole and true; it reads files only (no database).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const INDEX_FILE = path.join(ROOT, 'docs', 'graphql-operations.md');
const SERVER_SRC = path.join(ROOT, 'apps', 'server', 'src');

type Kind = 'query' | 'mutation' | 'subscription';

interface IndexRow {
  line: number;
  operation: string;
  kind: string;
  /** The link's text: the file from apps/server/src. */
  shown: string;
  /** The link's target, relative to docs/. */
  target: string;
}

/** The operations of the printed schema: name -> kind. */
function schemaOperations(): Map<string, Kind> {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const operations = new Map<string, Kind>();
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  for (const [kind, type] of roots) for (const name of Object.keys(type?.getFields() ?? {})) operations.set(name, kind);
  return operations;
}

const ROW = /^\|\s*`([_A-Za-z][_0-9A-Za-z]*)`\s*\|\s*([a-z]+)\s*\|\s*\[([^\]]+)\]\(([^)\s]+)\)\s*\|\s*$/;

/** The table's header and separator lines, which name no operation. */
const HEADER = /^\|\s*(Operation\s*\||[-:| ]+$)/;

/** The index's table rows; any other table line (one starting with '|') is returned as unreadable. */
function parseIndex(text: string): { rows: IndexRow[]; unreadable: string[] } {
  const rows: IndexRow[] = [];
  const unreadable: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line.startsWith('|') || HEADER.test(line)) return;
    const match = ROW.exec(line);
    if (!match) unreadable.push(`line ${i + 1}: ${line}`);
    else rows.push({ line: i + 1, operation: match[1]!, kind: match[2]!, shown: match[3]!, target: match[4]! });
  });
  return { rows, unreadable };
}

/** Whether a source file holds the operation's name as a string literal, as a Pothos registration does. */
function namesOperation(source: string, operation: string): boolean {
  return new RegExp(`(['"\`])${operation}\\1`).test(source);
}

/** What is wrong with a row's file, or null: the link agrees with its text, and the file exists and names the operation. */
function fileProblem(row: IndexRow): string | null {
  const file = path.resolve(path.dirname(INDEX_FILE), row.target);
  if (path.relative(SERVER_SRC, file) !== row.shown.split('/').join(path.sep)) return `the link's text says ${row.shown}`;
  if (!existsSync(file) || !statSync(file).isFile()) return 'no such file';
  if (!namesOperation(readFileSync(file, 'utf8'), row.operation)) return `the file does not name '${row.operation}'`;
  return null;
}

describe('the index of GraphQL operations (docs/graphql-operations.md)', () => {
  const operations = schemaOperations();
  const { rows, unreadable } = parseIndex(readFileSync(INDEX_FILE, 'utf8'));

  it('reads the printed schema and every row of the index', () => {
    expect(operations.size).toBeGreaterThan(0);
    expect(unreadable, 'rows the test cannot read: | `operation` | kind | [file](../apps/server/src/file) |').toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('names every operation of the printed schema', () => {
    const indexed = new Set(rows.map((row) => row.operation));
    const missing = [...operations].filter(([name]) => !indexed.has(name)).map(([name, kind]) => `${kind} ${name}`);
    expect(missing, 'operations of apps/server/schema.graphql missing from docs/graphql-operations.md').toEqual([]);
  });

  it('names no operation the schema does not have, and each of its kind', () => {
    const gone = rows.filter((row) => !operations.has(row.operation)).map((row) => `line ${row.line}: ${row.operation}`);
    expect.soft(gone, 'rows of docs/graphql-operations.md naming an operation the printed schema does not have').toEqual([]);
    const wrongKind = rows
      .filter((row) => operations.has(row.operation) && operations.get(row.operation) !== row.kind)
      .map((row) => `line ${row.line}: ${row.operation} is a ${operations.get(row.operation)}, not a ${row.kind}`);
    expect.soft(wrongKind, 'rows of docs/graphql-operations.md giving the wrong kind').toEqual([]);
  });

  it('names each operation once', () => {
    const firstRow = new Map<string, number>();
    const twice: string[] = [];
    for (const row of rows) {
      const first = firstRow.get(row.operation);
      if (first === undefined) firstRow.set(row.operation, row.line);
      else twice.push(`line ${row.line}: ${row.operation} (first on line ${first})`);
    }
    expect(twice, 'operations named more than once').toEqual([]);
  });

  it('names, for each operation, an existing file that holds its name', () => {
    const wrong = rows.flatMap((row) => {
      const problem = fileProblem(row);
      return problem ? [`line ${row.line}: ${row.operation} -> ${row.target}: ${problem}`] : [];
    });
    expect(wrong, 'rows of docs/graphql-operations.md whose file does not register the operation').toEqual([]);
  });

  it('sees a row in the form the index uses, and a name only as a whole string', () => {
    const { rows: parsed, unreadable: bad } = parseIndex(
      [
        '| Operation | Kind | Registered in |',
        '|---|---|---|',
        '| `getAppeal` | query | [features/appeals/appeals.graphql.ts](../apps/server/src/features/appeals/appeals.graphql.ts) |',
        '| `broken` | query | features/x.ts |',
        '| broken | query | [features/x.ts](../apps/server/src/features/x.ts) |',
      ].join('\n'),
    );
    expect(parsed).toEqual([
      {
        line: 3,
        operation: 'getAppeal',
        kind: 'query',
        shown: 'features/appeals/appeals.graphql.ts',
        target: '../apps/server/src/features/appeals/appeals.graphql.ts',
      },
    ]);
    expect(bad).toHaveLength(2);
    expect(namesOperation(`builder.queryField('getAppeal', (t) =>`, 'getAppeal')).toBe(true);
    expect(namesOperation(`builder.queryField('getAppealStatus', (t) =>`, 'getAppeal')).toBe(false);
    expect(namesOperation('const appeal = await getAppeal(trx, id);', 'getAppeal')).toBe(false);
  });
});
