import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A feature's index.ts offers operations and typed reads, never SQL text for another feature to splice into
// its queries (docs/architecture.md, the rules): SQL stays with the tables' owner.

const FEATURES = path.dirname(fileURLToPath(import.meta.url));
const faces = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(FEATURES, entry.name, 'index.ts')))
  .map((entry) => entry.name);

const SQL_WORDS = /\b(select\b[\s\S]*\bfrom|insert\s+into|update\s+\w+\s+set|delete\s+from|join\s+\w+\s+\w*\s*on)\b/i;

/** What a face hands out that is SQL text: an export named as SQL, a string of SQL, or a Kysely raw builder. */
function sqlExports(face: Record<string, unknown>): string[] {
  return Object.entries(face).flatMap(([name, value]) => {
    if (/sql/i.test(name)) return [name];
    if (typeof value === 'string' && SQL_WORDS.test(value)) return [name];
    if (typeof value === 'object' && value !== null && 'toOperationNode' in value) return [name];
    return [];
  });
}

describe("features' public faces", () => {
  it('finds the faces', () => expect(faces.length).toBeGreaterThan(15));

  it.each(faces)('%s exports no SQL text', async (feature) => {
    const face = (await import(path.join(FEATURES, feature, 'index.ts'))) as Record<string, unknown>;
    expect(sqlExports(face)).toEqual([]);
  });

  it('would catch an SQL fragment', () => {
    expect(sqlExports({ testGroupColumnSql: () => null, JOIN: 'left join appeal_tests t on true', ok: 'Update your subscription to export.' })).toEqual([
      'testGroupColumnSql',
      'JOIN',
    ]);
  });
});
