import { createHash } from 'node:crypto';
import type pg from 'pg';

// PostgreSQL parses and plans an unnamed statement anew each time it is sent. For the reads every request
// makes (the session, an appeal's ask state, a grid page, the history) that was about a third of the
// database's CPU per request: 1.4 ms of planning in 3.9 ms (pg_stat_statements, the load benchmark's
// readers). A select sent again and again is sent as a named statement instead: each connection parses it
// once and PostgreSQL may keep its plan (a generic plan once five custom ones cost no less), as JDBC's
// driver does past its prepare threshold (docs/decisions/015). Only selects are named: writes and the jobs'
// statements over temporary tables stay as they were.

/** Executions of one text, in this process, before it is named. */
export const NAMED_AFTER = 3;
/** The most texts named in a process, and so the most statements a connection keeps prepared. */
export const MOST_NAMED = 64;
/** Texts counted before the count starts again (a bound for statements built with varying text). */
const MOST_COUNTED = 10_000;

const counts = new Map<string, number>();
const names = new Map<string, string>();

/** The statement's name once its text is sent often enough; undefined while it is not (or cannot be) named. */
export function statementNameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MOST_NAMED || !isNameable(text)) return undefined;
  const count = (counts.get(text) ?? 0) + 1;
  if (count < NAMED_AFTER) {
    if (counts.size >= MOST_COUNTED) counts.clear();
    counts.set(text, count);
    return undefined;
  }
  counts.delete(text);
  const name = `askwise_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * A kept plan whose result's columns changed (a migration altered a table under a running process) fails
 * with this; a new name makes every connection prepare the text afresh, so it fails only the once.
 */
function isStaleResult(error: unknown): boolean {
  return (error as { code?: string }).code === '0A000' && String((error as Error).message).includes('cached plan must not change result type');
}

function renameStatement(text: string, stale: string): void {
  if (names.get(text) !== stale) return;
  const version = Number(/_v(\d+)$/.exec(stale)?.[1] ?? 1) + 1;
  names.set(text, `${stale.replace(/_v\d+$/, '')}_v${version}`);
}

/** One select statement (a second statement cannot be named). */
function isNameable(text: string): boolean {
  return /^\s*select\s/i.test(text) && !text.includes(';');
}

type QueryFunction = (...args: unknown[]) => unknown;

/** Makes the client send often-sent selects with parameters as named statements. */
export function nameFrequentStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as QueryFunction;
  (client as unknown as { query: QueryFunction }).query = (...args: unknown[]) => {
    const [text, values] = args;
    // Only the (text, values) form that Kysely sends; configs, streams and callbacks pass through.
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return query(...args);
    const name = statementNameOf(text);
    if (name === undefined) return query(text, values);
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      if (isStaleResult(error)) renameStatement(text, name);
      throw error;
    });
  };
}
