import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, test, type Download, type Page } from './fixtures';
import { signUpNewCompany } from './accounts-helpers.ts';
import { graphql } from './history-fixtures.ts';

// An administrator connects a Raiser's Edge NXT environment through the authorization popup. The product's
// real SKY client talks to the fake SKY API the e2e server runs (DEMO_FAKES), at its 5 calls a second.
// The sync reaches DONE, an audience list is processed, an appeal is mapped on the synced hierarchy and
// built through to export; then the environment is reauthenticated and removed.

const ENVIRONMENT = "Lakeside Arts Council (Raiser's Edge NXT demo)";
const ENVIRONMENT_ID = 'p-demo-lakeside';
const lastYear = new Date().getFullYear() - 1;

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', `blackbaud-${name}.png`), fullPage: true });
}

/** Clicks what opens the popup, allows access to the demo environment on the fake's page, and waits for it to close. */
/** Where the fake SKY API answers (the popup's address), for reading back what the product wrote there. */
let skyOrigin = '';

/** A GET of the fake SKY API as another SKY application would make it, with a token of its own for the environment. */
async function skyApi(page: Page): Promise<(path: string) => Promise<{ value: Array<Record<string, unknown>>; next_link?: string }>> {
  const client = { id: 'askwise-fake-client', secret: 'askwise-fake-secret' };
  const redirect = new URL('/blackbaud/callback', page.url()).toString();
  const form = { client_id: client.id, response_type: 'code', redirect_uri: redirect, state: 'e'.repeat(96), decision: 'allow', environment_id: ENVIRONMENT_ID };
  const allowed = await page.request.post(`${skyOrigin}/oauth/authorize`, { form, maxRedirects: 0 });
  const code = new URL(allowed.headers()['location']!).searchParams.get('code')!;
  const basic = Buffer.from(`${client.id}:${client.secret}`).toString('base64');
  const token = await page.request.post(`${skyOrigin}/token`, { headers: { authorization: `Basic ${basic}` }, form: { grant_type: 'authorization_code', code, redirect_uri: redirect } });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  return async (path) => {
    for (;;) {
      const answer = await page.request.get(`${skyOrigin}${path}`, { headers: { authorization: `Bearer ${accessToken}`, 'bb-api-subscription-key': 'askwise-fake-subscription-key' } });
      // The fake allows 5 calls a second to every application of the environment, as SKY does.
      if (answer.status() === 429) await new Promise((resolve) => setTimeout(resolve, 1000));
      else return (await answer.json()) as { value: Array<Record<string, unknown>>; next_link?: string };
    }
  };
}

/** Each exported donor's Ask String by Cont. ID, from both files. */
async function exportedLadders(files: Download[]): Promise<Map<string, string>> {
  const ladders = new Map<string, string>();
  for (const file of files) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    sheet.eachRow((row, number) => {
      if (number > 1) ladders.set(String(row.getCell(headers.indexOf('Cont. ID')).value), String(row.getCell(headers.indexOf('Ask String')).value));
    });
  }
  return ladders;
}

async function authorizeInPopup(page: Page, open: () => Promise<void>, shot?: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await open();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Authorize application' })).toBeVisible();
  expect(popup.viewportSize()).toEqual({ width: 600, height: 700 });
  const address = new URL(popup.url());
  skyOrigin = address.origin;
  expect(address.searchParams.get('response_type')).toBe('code');
  expect(address.searchParams.get('redirect_uri')).toBe(new URL('/blackbaud/callback', page.url()).toString());
  expect(address.searchParams.get('state')).toMatch(/^[0-9a-f]{96}$/);
  await popup.getByLabel(ENVIRONMENT).check();
  if (shot) await popup.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', `blackbaud-${shot}.png`) });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Help and the avatar stay beside the loading text however long it is: it is cut with an ellipsis, the whole text in its title. */
async function expectTopBarOnOneLine(page: Page, loadingText: RegExp): Promise<void> {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 900, height: viewport.height });
  try {
    const loading = page.getByTestId('environment-loading');
    await expect(loading).toHaveAttribute('title', loadingText);
    const topBar = page.locator('header.mantine-AppShell-header');
    const parts = [loading, topBar.locator('a[href="/help/ask-rules"]'), topBar.locator('button[aria-label^="Account menu"]')];
    await expect(async () => {
      const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
      const middles = boxes.map((box) => box.y + box.height / 2);
      expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(2);
      expect(Math.max(...boxes.map((box) => box.y + box.height))).toBeLessThanOrEqual(60);
      expect(boxes[0]!.height).toBeLessThan(30);
      expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x);
    }).toPass();
    // The text is cut inside its own box, never drawn over Help.
    expect(await loading.locator('p').evaluate((text) => text.scrollWidth > text.clientWidth && getComputedStyle(text).textOverflow === 'ellipsis')).toBe(true);
    await topBar.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', 'blackbaud-02a-top-bar-loading.png'), style: '.mantine-Notifications-root { display: none; }' });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** The demo environment as the server has it. */
async function environmentState(page: Page) {
  const { listBlackbaudOrganizationsByCompanyId: all } = await graphql<{ listBlackbaudOrganizationsByCompanyId: Array<{ organizationName: string; ingestionType: string | null; status: string; isLocked: number }> }>(
    page.request,
    '{ listBlackbaudOrganizationsByCompanyId { organizationName ingestionType status isLocked } }',
  );
  const environment = all.find((e) => e.organizationName === ENVIRONMENT);
  return environment && { ingestionType: environment.ingestionType, status: environment.status, isLocked: environment.isLocked };
}

async function twoDownloads(page: Page, start: () => Promise<void>): Promise<Download[]> {
  const downloads: Download[] = [];
  const collect = (download: Download) => downloads.push(download);
  page.on('download', collect);
  await start();
  await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
  page.off('download', collect);
  return downloads;
}

test("An administrator connects Raiser's Edge NXT, syncs it, builds an appeal on it to export, sends its asks back, reads its results from it, reauthenticates and removes it", async ({ page }) => {
  test.setTimeout(540_000);
  await signUpNewCompany(page, 'Lakeside Arts Council');
  await page.goto('/blackbaud');
  await expect(page.getByRole('heading', { name: 'Select Environment' })).toBeVisible();

  // Add New: the popup, the fake's consent page, the callback, then the first sync's progress.
  await authorizeInPopup(page, () => page.getByRole('button', { name: 'Add New' }).click(), '01-authorize-popup');
  const progress = page.getByRole('dialog', { name: 'Ingestion Progress' });
  await expect(progress).toBeVisible();
  // While it syncs the top bar says so (spec: accounts, 'Top bar'); DONE clears it. A new company's practice
  // environment may still be generating: the text names this environment, whatever else is loading.
  const loading = page.getByTestId('environment-loading');
  const loadingText = new RegExp(`^Loading (.+, )?${escapeRegExp(ENVIRONMENT)}(, .+)?$`);
  await expect(loading).toHaveText(loadingText);
  await expectTopBarOnOneLine(page, loadingText);
  // No sync of the new environment has completed yet (spec: ingestion type, or 'SYNC Required').
  const newRow = page.locator('tbody tr', { hasText: ENVIRONMENT });
  await expect(newRow).toContainText('SYNC Required');
  // The machine may be busy: the first progress answer can take a while.
  await expect(progress.getByTestId('ingestion-constituents')).toBeVisible({ timeout: 60_000 });
  await snap(page, '02-sync-progress');
  await expect(progress.getByTestId('ingestion-status')).toHaveText('DONE', { timeout: 120_000 });
  await expect(progress.getByTestId('ingestion-constituents')).toContainText('1,500 / 1,500 (100%)');
  await expect(progress.getByTestId('ingestion-lists')).toContainText('(100%)');
  await expectAccessible(page, 'ingestion progress');
  await snap(page, '03-sync-done');
  await progress.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(loading).toHaveCount(0);

  const row = page.getByRole('row', { name: new RegExp(ENVIRONMENT.replace(/[()']/g, '.')) });
  await expect(row.getByTestId('environment-status')).toHaveText('DONE');
  await expect(row).toContainText('1,500');
  await expect(row.getByRole('cell', { name: 'SYNC', exact: true })).toBeVisible();
  await expect(row.getByRole('radio')).toBeEnabled();
  await row.getByRole('button', { name: /^Actions for / }).click();
  for (const action of ['Sync', 'Reauthenticate', 'Configure Ingestion', 'View Ingestion Progress', 'Manage event subscriptions', 'Remove']) {
    await expect(page.getByRole('menuitem', { name: action })).toBeVisible();
  }
  await snap(page, '04-row-actions');
  await page.keyboard.press('Escape');

  // A resync (BlackbaudItemRequests with its 16 steps, then isLocked=1) reads the environment again.
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Configure Ingestion' }).click();
  const configure = page.getByRole('dialog', { name: 'Configure Ingestion' });
  await configure.getByLabel('RESYNC: read the whole environment again').check();
  await configure.getByRole('button', { name: 'Start Ingestion' }).click();
  await expect(progress).toBeVisible();
  await expect.poll(() => environmentState(page), { timeout: 120_000 }).toEqual({ ingestionType: 'RESYNC', status: 'DONE', isLocked: 0 });
  await expect(progress.getByTestId('ingestion-status')).toHaveText('DONE');
  await progress.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row.getByRole('cell', { name: 'RESYNC', exact: true })).toBeVisible();
  await expect(row.getByRole('radio')).toBeEnabled();

  // The audience list: processed by the administrator, then chosen.
  await row.click();
  await page.getByRole('button', { name: 'Select Audience' }).click();
  await expect(page).toHaveURL(/\/select-audience$/);
  // The lists are read from the donor database again without a sync (RefreshBlackbaudAudienceLists).
  await page.getByRole('button', { name: 'Refresh Audience Lists' }).click();
  await expect(page.getByRole('button', { name: 'Refresh Audience Lists' })).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: 'Error :' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sync Audience List' }).click();
  const ingest = page.getByRole('dialog', { name: 'Sync an audience list' });
  await expect(ingest.getByRole('button', { name: 'Ingest' })).toBeDisabled();
  await ingest.getByRole('combobox', { name: 'Audience list' }).click();
  await page.getByRole('option', { name: /^Major donors \(/ }).click();
  await ingest.getByRole('button', { name: 'Ingest' }).click();
  await expect(page.getByRole('button', { name: 'Map Appeal' })).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByTestId('audience-sync-note')).toContainText('This list was last synced on');
  await snap(page, '05-audience-processed');
  await page.getByRole('button', { name: 'Map Appeal' }).click();

  // Mapping on the synced campaign / appeal / fund hierarchy.
  await expect(page).toHaveURL(/\/mapping-appeal$/);
  await page.getByRole('button', { name: 'Select campaigns, appeals and funds for Appeal Gifts Last Year' }).click();
  const picker = page.getByRole('dialog', { name: 'Appeal Gifts Last Year' });
  await picker.getByLabel('Search campaigns, appeals and funds').fill(`Year-End Appeal ${lastYear}`);
  await picker.getByRole('checkbox', { name: `Year-End Appeal ${lastYear}`, exact: true }).first().check();
  await snap(page, '06-hierarchy');
  await picker.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Select Number of Asks' }).click();
  await page.getByRole('dialog', { name: 'Confirm?' }).getByRole('button', { name: '> Continue With Current Selection' }).click();
  const naming = page.getByRole('dialog', { name: 'Please Name Your Appeal' });
  await naming.getByRole('textbox').fill(`RE NXT Year-End ${lastYear + 1}`);
  await naming.getByRole('button', { name: 'Select Number of Asks' }).click();
  await expect(page).toHaveURL(/\/number-ask\?appealId=\d+$/, { timeout: 90_000 });
  const appealId = Number(new URL(page.url()).searchParams.get('appealId'));

  // Number of asks, strategy, review, summary, export.
  await page.getByRole('button', { name: 'Choose a strategy' }).click();
  await expect(page).toHaveURL(new RegExp(`/strategy\\?appealId=${appealId}`));
  await page.getByRole('button', { name: 'Calculate Asks' }).click();
  const calculating = page.getByRole('dialog', { name: 'Calculating Asks' });
  await expect(calculating.getByText('Your asks are ready')).toBeVisible({ timeout: 90_000 });
  await calculating.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/grid\?appealId=\d+/);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Appeal Summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Prepare Your Export' }).click();
  await expect(page.getByRole('heading', { name: 'Prepare Your Export' })).toBeVisible();
  await page.getByRole('button', { name: 'Export Now' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Export ask strings' });
  const files = await twoDownloads(page, () => confirmation.getByRole('button', { name: 'Export Now' }).click());
  expect(files.map((f) => f.suggestedFilename())).toEqual([`RE NXT Year-End ${lastYear + 1} - Ready to Export.xlsx`, `RE NXT Year-End ${lastYear + 1} - Handle Manually.xlsx`]);
  const appeal = await graphql<{ getAppeal: { step: string; blackbaudOrganizationId: number | null } }>(page.request, 'query ($id: Int!) { getAppeal(id: $id) { step blackbaudOrganizationId } }', { id: appealId });
  expect(appeal.getAppeal.step).toBe('completed');

  // Send the asks back to Raiser's Edge NXT: every exported donor's ladder lands in a custom field of the
  // chosen category, read back from the fake over its own API by the donor's lookup id.
  const ladders = await exportedLadders(files);
  const sending = page.getByTestId('send-asks-to-crm');
  await expect(sending.getByLabel('Custom field category')).toHaveValue('Ask Ladder');
  await sending.getByRole('button', { name: "Send asks to Raiser's Edge NXT" }).click();
  await expect(sending.getByRole('status')).toHaveText(`Sent: ${ladders.size} written, 0 unchanged, 0 refused of ${ladders.size} donors.`, { timeout: 120_000 });
  await snap(page, '07-asks-sent');
  await expectAccessible(page, 'asks sent to the CRM');
  const sky = await skyApi(page);
  const lists = await sky('/list/v1/lists');
  const major = lists.value.find((list) => String(list.name).startsWith('Major donors'))!;
  const members = await sky(`/constituent/v1/constituents?list_id=${String(major.id)}&limit=5000`);
  const systemIdOf = new Map(members.value.map((member) => [String(member.lookup_id), String(member.id)]));
  for (const [lookupId, askString] of ladders) {
    const fields = await sky(`/constituent/v1/constituents/${systemIdOf.get(lookupId)!}/customfields`);
    expect(fields.value.filter((field) => field.comment === `Askwise appeal ${appealId}`).map((field) => [field.category, field.value])).toEqual([['Ask Ladder', askString]]);
  }

  // The mailing's results read from Raiser's Edge NXT, no file: the mailed donors' gifts to last year's Year-End
  // appeal, equal to a sum over the fake's own gifts read over its API.
  await page.goto(`/appeal-results?appealId=${appealId}`);
  const fromCrm = page.getByTestId('crm-results');
  await fromCrm.getByRole('combobox', { name: "Raiser's Edge NXT appeal" }).click();
  await page.getByRole('option', { name: `Year-End Appeal ${lastYear}`, exact: true }).click();
  await fromCrm.getByRole('textbox', { name: 'Mail date' }).fill(`${lastYear}-01-01`);
  await fromCrm.getByRole('button', { name: "Read results from Raiser's Edge NXT" }).click();
  await expect(page.getByText(new RegExp(`Results from Raiser's Edge NXT appeal "Year-End Appeal ${lastYear}" from ${lastYear}-01-01, read after the sync of`))).toBeVisible();
  await expect(fromCrm.getByRole('button', { name: 'Read the results again' })).toBeVisible();
  await snap(page, '08-results-from-crm');
  await expectAccessible(page, 'results read from the CRM');
  const levels = await sky('/fundraising/v1/appeals?limit=5000');
  const yearEnd = String(levels.value.find((level) => level.description === `Year-End Appeal ${lastYear}`)!.id);
  const mailedIds = new Set([...ladders.keys()].map((lookupId) => systemIdOf.get(lookupId)!));
  let expectedCents = 0;
  for (let page1 = await sky('/gift/v1/gifts?limit=5000'); ; page1 = await sky(new URL(page1.next_link!).pathname + new URL(page1.next_link!).search)) {
    for (const gift of page1.value as Array<{ constituent_id: string; date: string; gift_splits: Array<{ appeal_id?: string; amount: { value: number } }> }>) {
      if (!mailedIds.has(gift.constituent_id) || gift.date.slice(0, 10) < `${lastYear}-01-01`) continue;
      for (const split of gift.gift_splits) if (split.appeal_id === yearEnd) expectedCents += Math.round(split.amount.value * 100);
    }
    if (!page1.next_link || page1.value.length === 0) break;
  }
  const { getAppealResults } = await graphql<{ getAppealResults: { source: string; total: { total: string } } }>(page.request, 'query ($id: Int!) { getAppealResults(appealId: $id) { source total { total } } }', { id: appealId });
  expect(getAppealResults).toEqual({ source: 'crm', total: { total: (expectedCents / 100).toFixed(2) } });
  expect(expectedCents).toBeGreaterThan(0);

  // Reauthenticate through the popup, then remove the environment.
  await page.goto('/blackbaud');
  await row.getByRole('button', { name: /^Actions for / }).click();
  await authorizeInPopup(page, () => page.getByRole('menuitem', { name: 'Reauthenticate' }).click());
  await expect(page.getByText('The environment was reauthenticated.')).toBeVisible();
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Remove environment' });
  await snap(page, '09-remove');
  await confirmRemove.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  await expectAccessible(page, 'after removal');
});

test("The Raiser's Edge NXT callback opened without the window that started it says what happened and leads back", async ({ page }) => {
  await page.goto('/blackbaud/callback?error=access_denied&error_message=The%20user%20chose%20not%20to%20give%20your%20app%20access&state=abc');
  await expect(page.getByRole('heading', { name: 'Access was not given' })).toBeVisible();
  await expect(page.getByText("Connecting your Raiser's Edge NXT environment...")).toHaveCount(0);
  await expectAccessible(page, 'declined, no opener');
  await page.goto('/blackbaud/callback?code=abc&state=def');
  await expect(page.getByRole('heading', { name: 'Nothing is waiting for this page' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your environments' }).click();
  // Signed out, the environments ask for a sign-in first (the sign-in page, /auth).
  await expect(page).toHaveURL(/\/auth(\?|$)/);
});
