import { expect, expectAccessible, type APIRequestContext, type Page } from './fixtures';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

// Appeals for the history and export journeys, made the way the product makes them: an Excel file in the
// template's columns uploaded and ingested, an appeal named from it, its donors mapped and its asks
// calculated, all through the product's own HTTP and GraphQL operations as the signed-in browser.

export interface TemplateDonor {
  id: string;
  firstName: string;
  lastName: string;
  /** Dollars. */
  appealGiftLastYear: number;
  lifetimeGiving?: number;
  city?: string;
}

const HEADERS = [
  'Cont. ID', 'First Name', 'Last Name', 'Last Gift', 'Total Giving Last Year', 'Appeal Gifts Last Year', 'Appeal Gifts 2 Years Ago',
  'Appeal Gifts 3 Years Ago', 'Campaign Gifts', 'Special Event Gifts', 'Greatest Gift', 'Number Of Lifetime Gifts', 'Lifetime Giving',
  'Wealth Rating - Minimum Suggested Ask', 'Spouse', 'Address1', 'City', 'State', 'Zip', 'Preferred Email', 'Preferred Name',
];

export async function graphql<T = Record<string, unknown>>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { headers: { 'x-askwise-csrf': '1' }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data!;
}

/** Waits until the appeal's asks are calculated (its algorithm status DONE). */
export async function waitForAsksCalculated(request: APIRequestContext, appealId: number): Promise<void> {
  await expect(async () => {
    const { getAppealStatus } = await graphql<{ getAppealStatus: { algorithmStatus: string | null } }>(
      request,
      `query($appealId: Int!) { getAppealStatus(appealId: $appealId) { algorithmStatus } }`,
      { appealId },
    );
    expect(getAppealStatus.algorithmStatus).toBe('DONE');
  }).toPass({ timeout: 120_000 });
}

/** The donors as an .xlsx in the Excel template's columns. */
export async function templateFile(donors: readonly TemplateDonor[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Donors');
  sheet.addRow(HEADERS);
  for (const d of donors) {
    const gift = d.appealGiftLastYear;
    sheet.addRow([d.id, d.firstName, d.lastName, gift, gift, gift, 0, 0, 0, 0, gift, 3, d.lifetimeGiving ?? gift * 3, 0, '', '1 Main Street', d.city ?? 'Springfield', 'IL', '62701', '', '']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads and ingests an Excel file (as an administrator); returns its environment id. */
export async function uploadExcelFile(request: APIRequestContext, fileName: string, donors: readonly TemplateDonor[]): Promise<number> {
  const upload = await request.post(`/files/excel-upload?fileName=${encodeURIComponent(fileName)}`, {
    headers: { 'x-askwise-csrf': '1', 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    data: await templateFile(donors),
  });
  expect(upload.status()).toBe(200);
  const stored = ((await upload.json()) as { fileName: string }).fileName;
  const registered = await graphql<{ FileProcessData: { statusCode: number; error: string | null; result: { id: number } | null } }>(
    request,
    `mutation($fileName: String!) { FileProcessData(sourceType: "excelFile", fileName: $fileName) { statusCode error result { id } } }`,
    { fileName: stored },
  );
  expect(registered.FileProcessData.error).toBeNull();
  const id = registered.FileProcessData.result!.id;
  await expect(async () => {
    const { getExcelOrganizations } = await graphql<{ getExcelOrganizations: Array<{ id: number; status: string }> }>(request, `{ getExcelOrganizations { id status } }`);
    expect(getExcelOrganizations.find((f) => f.id === id)?.status).toBe('DONE');
  }).toPass({ timeout: 30_000 });
  return id;
}

async function waitForStatus(request: APIRequestContext, appealId: number, field: 'mapAppealStatus' | 'algorithmStatus'): Promise<void> {
  await expect(async () => {
    const { getAppealStatus } = await graphql<{ getAppealStatus: Record<string, string | null> }>(
      request,
      `query($appealId: Int!) { getAppealStatus(appealId: $appealId) { mapAppealStatus algorithmStatus } }`,
      { appealId },
    );
    expect(getAppealStatus[field]).toBe('DONE');
  }).toPass({ timeout: 60_000 });
}

export interface CalculatedAppealOptions {
  numberOfAsks?: 3 | 4 | 5;
  askMode?: string;
  strategy?: string;
}

/** Names an appeal from an Excel file, takes its donors and chooses its asks and strategy; returns its id. */
export async function createSettledAppeal(request: APIRequestContext, environmentId: number, name: string, options: CalculatedAppealOptions = {}): Promise<number> {
  const { createAppeal } = await graphql<{ createAppeal: { id: number } }>(
    request,
    `mutation($env: Int!, $name: String!) { createAppeal(blackbaudOrganizationId: $env, name: $name, dataImportSourceId: 2) { id } }`,
    { env: environmentId, name },
  );
  const appealId = createAppeal.id;
  const empty = { items: [], fromDate: null, toDate: null };
  // An Excel appeal saves an empty mapping: its donors come from the file (no map-appeal job runs).
  const mapping = await graphql<{ MapAppealRequest: { statusCode: number; isSkipped: boolean } }>(
    request,
    `mutation($appealId: Int!, $m: MappingAppealInput!) { MapAppealRequest(appealId: $appealId, mappingAppeal: $m) { statusCode isSkipped } }`,
    { appealId, m: { appealLastYear: empty, appealTwoYear: empty, appealThreeYear: empty, campaign: empty, specialEvent: empty } },
  );
  expect(mapping.MapAppealRequest.statusCode).toBe(200);
  if (!mapping.MapAppealRequest.isSkipped) await waitForStatus(request, appealId, 'mapAppealStatus');
  await chooseAsks(request, appealId, options);
  return appealId;
}

/** The number of asks and the strategy, saved as their pages save them. */
async function chooseAsks(request: APIRequestContext, appealId: number, options: CalculatedAppealOptions): Promise<void> {
  const settings = JSON.stringify({ askNumber: options.numberOfAsks ?? 3, askAnnual: options.askMode ?? 'ANNUAL_ONLY' });
  await graphql(request, `mutation($id: Int!, $s: String!) { updateAppeal(id: $id, step: "choose_strategy", numberAskSettings: $s) { id } }`, { id: appealId, s: settings });
  await graphql(request, `mutation($id: Int!, $s: String!) { updateAppeal(id: $id, step: "review_ask_strategy", strategySettings: $s) { id } }`, {
    id: appealId,
    s: options.strategy ?? 'secret_sauce',
  });
}

/** As createSettledAppeal, then calculates the asks; returns the appeal id. */
export async function createCalculatedAppeal(request: APIRequestContext, environmentId: number, name: string, options: CalculatedAppealOptions = {}): Promise<number> {
  const appealId = await createSettledAppeal(request, environmentId, name, options);
  await calculate(request, appealId);
  return appealId;
}

/** Runs Calculate Asks to the end. */
async function calculate(request: APIRequestContext, appealId: number): Promise<void> {
  const calculation = await graphql<{ BulkUpdateAppealConstituent: { statusCode: number; error: string | null } }>(
    request,
    `mutation($appealId: Int!) { BulkUpdateAppealConstituent(body: { appealId: $appealId }) { statusCode error } }`,
    { appealId },
  );
  expect(calculation.BulkUpdateAppealConstituent.error).toBeNull();
  await waitForStatus(request, appealId, 'algorithmStatus');
}

/** An appeal of an audience list of the demo company's practice environment, named and saved at its mapping step. */
export async function createPracticeAppealAtMapping(
  request: APIRequestContext,
  name: string,
  audienceName = 'Spring Gala Guests',
): Promise<{ environmentId: number; audience: { id: number; total: number }; appealId: number }> {
  let practice: { id: number } | undefined;
  await expect(async () => {
    const { listBlackbaudOrganizationsByCompanyId: environments } = await graphql<{ listBlackbaudOrganizationsByCompanyId: Array<{ id: number; isPractice: boolean; status: string }> }>(
      request,
      `{ listBlackbaudOrganizationsByCompanyId { id isPractice status } }`,
    );
    practice = environments.find((e) => e.isPractice && e.status === 'DONE');
    expect(practice).toBeTruthy();
  }).toPass({ timeout: 60_000 });
  const environmentId = practice!.id;
  const { getOrganizationAudiences: audiences } = await graphql<{ getOrganizationAudiences: Array<{ id: number; name: string; total: number }> }>(
    request,
    `query($id: Int!) { getOrganizationAudiences(organizationId: $id) { id name total } }`,
    { id: environmentId },
  );
  const audience = audiences.find((a) => a.name === audienceName)!;
  const { createAppeal } = await graphql<{ createAppeal: { id: number } }>(
    request,
    `mutation($env: Int!, $audienceId: Int!, $name: String!) { createAppeal(blackbaudOrganizationId: $env, audienceId: $audienceId, name: $name, dataImportSourceId: 1) { id } }`,
    { env: environmentId, audienceId: audience.id, name },
  );
  return { environmentId, audience, appealId: createAppeal.id };
}

/**
 * An appeal of the demo company's practice environment (the donor-database source): an audience list,
 * its giving mapped (every appeal of the environment as last year's appeal) and its asks calculated.
 */
export async function createPracticeAppeal(request: APIRequestContext, name: string, audienceName = 'Spring Gala Guests'): Promise<{ appealId: number; donors: number }> {
  const { environmentId, audience, appealId } = await createPracticeAppealAtMapping(request, name, audienceName);
  const { getAppealDropdownsByAudienceId: dropdowns } = await graphql<{ getAppealDropdownsByAudienceId: { rows: Array<{ campaignId: string; appealId: string; fundId: string }> } }>(
    request,
    `query($audienceId: Int!, $env: Int!) { getAppealDropdownsByAudienceId(audienceId: $audienceId, blackbaudOrganizationId: $env) { rows { campaignId appealId fundId } } }`,
    { audienceId: audience.id, env: environmentId },
  );
  const empty = { items: [], fromDate: null, toDate: null };
  const lastYear = { items: dropdowns.rows.map(({ campaignId, appealId: id, fundId }) => ({ campaignId, appealId: id, fundId })), fromDate: null, toDate: null };
  await graphql(request, `mutation($appealId: Int!, $m: MappingAppealInput!) { MapAppealRequest(appealId: $appealId, mappingAppeal: $m) { statusCode } }`, {
    appealId,
    m: { appealLastYear: lastYear, appealTwoYear: empty, appealThreeYear: empty, campaign: empty, specialEvent: empty },
  });
  await waitForStatus(request, appealId, 'mapAppealStatus');
  await chooseAsks(request, appealId, {});
  await calculate(request, appealId);
  return { appealId, donors: audience.total };
}

/** Moves an appeal to a step, as the wizard's pages do when they are left. */
export async function setAppealStep(request: APIRequestContext, appealId: number, step: string): Promise<void> {
  await graphql(request, `mutation($id: Int!, $step: String!) { updateAppeal(id: $id, step: $step) { id } }`, { id: appealId, step });
}

/** Saves a full-page screenshot under e2e/screenshots/ for review, and checks the page as shown (WCAG 2.1 AA). */
export async function snapHistory(page: Page, name: string): Promise<void> {
  // Dialogs fade in: let the transition finish so the picture shows what a person sees.
  await page.waitForTimeout(400);
  await page.screenshot({ path: fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url)), fullPage: true });
  await expectAccessible(page, name);
}

export const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
