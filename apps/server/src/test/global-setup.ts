import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { TEMPLATE_DATABASE, TEST_APP_PASSWORD } from './test-constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when given (any PostgreSQL 15+ server whose
 * user may create databases and roles), otherwise a throwaway embedded cluster. The schema is migrated
 * once into a template database; each test file clones it (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const log = createLogger('warn', false);
  let stop = async () => undefined as void;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-pg-'));
    // When run as root, PostgreSQL runs as the 'postgres' user, which must reach the folder.
    await chmod(dataDir, 0o755);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const embedded = await startEmbeddedPostgres(dataDir, port, log);
    serverUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  await migrateToLatest(withDatabase(serverUrl, TEMPLATE_DATABASE), TEST_APP_PASSWORD);
  project.provide('pgServerUrl', serverUrl);
  return stop;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
