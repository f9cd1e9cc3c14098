import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { expect } from 'vitest';
import type { BusEvent } from '../../realtime/event-bus.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildAppealWithDonors, generateDonors } from '../asks/asks.testing.ts';
import { giveSubscription } from '../billing/billing.testing.ts';
import { eventually, graphqlAs } from '../history/appeal-fixtures.ts';
import { RESULTS_UPLOAD_PATH } from './results-upload.route.ts';

// Test set-up for test and learn (not product code).

export const SAVE_TEST = `mutation Save($appealId: Int!, $groups: [AppealTestGroupInput!]!) {
  saveAppealTest(appealId: $appealId, groups: $groups) { appealId groups { letter strategyId strategyName share sourceCode donors } } }`;
export const GET_TEST = `query Test($appealId: Int!) { getAppealTest(appealId: $appealId) { appealId groups { letter strategyId share sourceCode donors } } }`;
export const REMOVE_TEST = `mutation Remove($appealId: Int!) { removeAppealTest(appealId: $appealId) }`;
const FIGURES = 'recipients responders responseRate total averageGift revenuePerRecipient';
export const GET_RESULTS = `query Results($appealId: Int!) { getAppealResults(appealId: $appealId) {
  appealId appealName mailedCount hasResults fileName rowCount matchedCount unmatchedCount verdict
  total { ${FIGURES} } comparison { difference low high pValue level }
  groups { letter label strategyId sourceCode ${FIGURES} upgrades renewingResponders
    askChoices { ask1 ask2 ask3 ask4 ask5 above below offLadder } bands { band label ${FIGURES} } } } }`;
/** A running product, a subscribed company with an appeal of generated donors, and a second subscribed company. */
export interface TestAndLearnWorld {
  database: TestDatabase;
  app: TestApp;
  admin: CompanyWithUser;
  other: CompanyWithUser;
  appealId: number;
  donorIds: number[];
}

export async function startTestAndLearnWorld(donorCount: number, seed: number): Promise<TestAndLearnWorld> {
  const database = await createTestDatabase();
  const app = await startTestApp(database);
  const admin = await createCompanyWithUser(database.ownerDb);
  const other = await createCompanyWithUser(database.ownerDb);
  await giveSubscription(database.ownerDb, admin.companyId);
  await giveSubscription(database.ownerDb, other.companyId);
  const { appealId, donorIds } = await buildAppealWithDonors(database.ownerDb, admin.companyId, generateDonors(donorCount, seed), { userId: admin.userId });
  return { database, app, admin, other, appealId, donorIds };
}

export async function stopTestAndLearnWorld(world: Partial<TestAndLearnWorld>): Promise<void> {
  await world.app?.stop();
  await world.database?.drop();
}

const EXPORT = `mutation Export($appealId: Int!) { createExportFilesByAppealId(appealId: $appealId, isRenewal: false) { id readyToExportDownloadUrl } }`;

/** Starts an export and waits for its EXPORT push; returns the ready-to-export file. */
export async function exportAppeal(app: TestApp, cookie: string, appealId: number): Promise<Buffer> {
  const events: BusEvent['payload'][] = [];
  const off = app.services.bus.subscribe('EXPORT', String(appealId), (event) => events.push(event.payload));
  try {
    const result = await graphqlAs(app.url, cookie, EXPORT, { appealId });
    expect(result.errors).toBeUndefined();
    await eventually(async () => (events.some((e) => e.status === 'DONE' || e.status === 'ERROR') ? true : undefined), 30_000);
  } finally {
    off();
  }
  expect(events.find((e) => e.status === 'DONE' || e.status === 'ERROR')).toMatchObject({ status: 'DONE' });
  const { data } = await graphqlAs<{ getAppeal: { readyToExportDownloadUrl: string } }>(app.url, cookie, `query($id: Int!) { getAppeal(id: $id) { readyToExportDownloadUrl } }`, { id: appealId });
  const response = await fetch(new URL(data!.getAppeal.readyToExportDownloadUrl, app.url));
  return Buffer.from(await response.arrayBuffer());
}

export async function readSheet(file: Buffer): Promise<{ headers: string[]; rows: Array<Record<string, unknown>> }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value])));
  });
  return { headers, rows };
}

/** Posts a results file as the browser does. */
export async function uploadResults(url: string, cookie: string, appealId: number, fileName: string, body: Buffer | string) {
  const response = await fetch(`${url}${RESULTS_UPLOAD_PATH}?appealId=${appealId}&fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { 'x-askwise-csrf': '1', cookie, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(typeof body === 'string' ? Buffer.from(body) : body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { errors?: Array<{ id: string; error: string }> } };
}

export interface MailedAsk {
  appealConstituentId: number;
  constituentKey: string | null;
  testGroup: string;
  givingBand: number;
  ask1: number | null;
  primaryAsk: number;
}

export async function mailedAsks(ownerDb: Db, appealId: number): Promise<MailedAsk[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select appeal_constituent_id, constituent_key, test_group, giving_band, ask1, primary_ask from appeal_mailed_asks
    where appeal_id = ${appealId} order by appeal_constituent_id`.execute(ownerDb);
  return rows.map((r) => ({
    appealConstituentId: Number(r.appealConstituentId),
    constituentKey: (r.constituentKey as string | null) ?? null,
    testGroup: String(r.testGroup),
    givingBand: Number(r.givingBand),
    ask1: r.ask1 === null ? null : Number(r.ask1),
    primaryAsk: Number(r.primaryAsk),
  }));
}

/** Each donor's group and band, by appeal constituent id. */
export async function testMembers(ownerDb: Db, appealId: number): Promise<Map<number, { group: string; band: number }>> {
  const { rows } = await sql<{ id: string; testGroup: string; givingBand: number }>`
    select appeal_constituent_id as id, test_group, giving_band from appeal_test_members where appeal_id = ${appealId}`.execute(ownerDb);
  return new Map(rows.map((r) => [Number(r.id), { group: r.testGroup, band: r.givingBand }]));
}

/** Each donor's current primary ask, by appeal constituent id. */
export async function primaryAsks(ownerDb: Db, appealId: number): Promise<Map<number, number>> {
  const { rows } = await sql<{ id: string; primaryAsk: string }>`
    select a.appeal_constituent_id as id, a.primary_ask from appeal_asks a
    join appeal_ask_runs r on r.appeal_id = a.appeal_id and r.current_generation = a.generation where a.appeal_id = ${appealId}`.execute(ownerDb);
  return new Map(rows.map((r) => [Number(r.id), Number(r.primaryAsk)]));
}
