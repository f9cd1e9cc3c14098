import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { APP_ROLE } from './database.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Migrations are files named NNNN-title.ts (compiled: .js); features take a number range (see
 * docs/architecture.md). A migration's name is its file name without the extension, the same either way.
 */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}-.+\.(ts|js)$/.test(f) && !f.endsWith('.d.ts')).sort();
    const entries = await Promise.all(
      files.map(async (file) => [file.replace(/\.(ts|js)$/, ''), (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration] as const),
    );
    return Object.fromEntries(entries);
  }
}

/**
 * Brings the database to the latest schema as its owner, then makes sure the unprivileged
 * application role exists and may use every table (but never bypass row-level security).
 */
export async function migrateToLatest(ownerUrl: string, appPassword: string | null): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    // Several processes may start at once on one database: one migrates, the others wait.
    return await db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(7419001)`.execute(conn);
      try {
        // Features own number ranges, so a new migration may sort before one a database already has.
        const migrator = new Migrator({ db: conn, provider: new FolderMigrationProvider(), allowUnorderedMigrations: true });
        const { error, results } = await migrator.migrateToLatest();
        if (error) throw error instanceof Error ? error : new Error(String(error));
        if (appPassword !== null) await ensureAppRole(conn, appPassword);
        return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
      } finally {
        await sql`select pg_advisory_unlock(7419001)`.execute(conn);
      }
    });
  } finally {
    await db.destroy();
  }
}

async function ensureAppRole(db: Kysely<unknown>, password: string): Promise<void> {
  const role = sql.id(APP_ROLE);
  const exists = await sql<{ n: number }>`select count(*)::int as n from pg_roles where rolname = ${APP_ROLE}`.execute(db);
  const literal = sql.lit(password);
  if (exists.rows[0]?.n === 0) {
    await sql`create role ${role} login nosuperuser nobypassrls nocreatedb nocreaterole password ${literal}`.execute(db);
  } else {
    // Naming SUPERUSER or BYPASSRLS in ALTER ROLE needs a superuser (PostgreSQL 16 and later), which a managed
    // server's owner is not: the password is renewed, and a role with either power is refused instead.
    await sql`alter role ${role} login password ${literal}`.execute(db);
    const powers = await sql<{ isPowerful: boolean }>`select rolsuper or rolbypassrls as "isPowerful" from pg_roles where rolname = ${APP_ROLE}`.execute(db);
    if (powers.rows[0]?.isPowerful) {
      throw new Error(`The role ${APP_ROLE} is a superuser or bypasses row-level security, so it would see every company's rows: remove SUPERUSER and BYPASSRLS from it, then start again`);
    }
  }
  await sql`grant usage on schema public to ${role}`.execute(db);
  await sql`grant select, insert, update, delete, truncate on all tables in schema public to ${role}`.execute(db);
  await sql`grant usage, select, update on all sequences in schema public to ${role}`.execute(db);
  await sql`revoke all on kysely_migration, kysely_migration_lock from ${role}`.execute(db);
}
