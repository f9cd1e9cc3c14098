import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { appUrlFrom, createDb, createPool } from '../db/database.ts';
import { buildAudience, buildEnvironment } from '../features/environments/environment.testing.ts';
import { createCompanyWithUser } from './factories.ts';
import setupPostgres, { withDatabase } from './global-setup.ts';
import { startTestApp } from './test-app.ts';
import { TEMPLATE_DATABASE, TEST_APP_PASSWORD } from './test-constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real product the web tests talk to (GraphQL at `${webServerUrl}/graphql`). */
    webServerUrl: string;
    /** Signed-in users of two companies, as Cookie header values, and the first one's source rows. */
    webSessionCookie: string;
    webOtherCompanyCookie: string;
    webEnvironmentId: number;
    webAudienceId: number;
    webExcelFileId: number;
    /** A Virtuous account of the first company and a tag's audience of it. */
    webVirtuousAccountId: number;
    webVirtuousAudienceId: number;
  }
}

/**
 * The web tests' server: the real product on a real PostgreSQL (the server tests' migrated template, cloned),
 * with a company whose signed-in user has a Raiser's Edge NXT environment and audience, an Excel file and a
 * Virtuous account with an audience,
 * and a second company. Web tests reach it over HTTP only, as the browser does.
 */
export default async function setup(project: TestProject) {
  const stopPostgres = await setupPostgres(project);
  const serverUrl = project.getProvidedContext().pgServerUrl;
  const name = `askwise_web_${Date.now().toString(36)}`;
  await adminQuery(serverUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const ownerUrl = withDatabase(serverUrl, name);
  const ownerDb = createDb(createPool(ownerUrl, 2));
  const database = { ownerUrl, appUrl: appUrlFrom(ownerUrl, TEST_APP_PASSWORD), db: ownerDb, ownerDb, drop: async () => undefined };
  const app = await startTestApp(database);
  const acme = await createCompanyWithUser(ownerDb);
  const other = await createCompanyWithUser(ownerDb);
  const environment = await buildEnvironment(ownerDb, acme.companyId);
  const audience = await buildAudience(ownerDb, acme.companyId, environment.id);
  const excelFile = await buildEnvironment(ownerDb, acme.companyId, { dataImportSourceId: 2, organizationName: 'donors.xlsx' });
  const virtuousAccount = await buildEnvironment(ownerDb, acme.companyId, { dataImportSourceId: 3, organizationName: 'Hope Relief (Virtuous)' });
  const virtuousAudience = await buildAudience(ownerDb, acme.companyId, virtuousAccount.id);
  project.provide('webServerUrl', app.url);
  project.provide('webSessionCookie', acme.cookie);
  project.provide('webOtherCompanyCookie', other.cookie);
  project.provide('webEnvironmentId', environment.id);
  project.provide('webAudienceId', audience.id);
  project.provide('webExcelFileId', excelFile.id);
  project.provide('webVirtuousAccountId', virtuousAccount.id);
  project.provide('webVirtuousAudienceId', virtuousAudience.id);
  return async () => {
    await app.stop();
    await ownerDb.destroy();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    await stopPostgres();
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
