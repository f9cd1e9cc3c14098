import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, test, type Download, type Page } from './fixtures';
import { DEMO_ADMIN, DEMO_STAFF, logOut, signIn, signUpNewCompany } from './accounts-helpers.ts';
import { graphql, setAppealStep } from './history-fixtures.ts';

// A Virtuous customer's appeal: an administrator connects an account against the local fake (the token grant
// with its one-time code, in the popup), reauthenticates it with an API key, syncs a tag (none chosen first:
// the spec's texts), maps the five pickers with the 3-character search and confirms them, calculates, reviews
// with the Virtuous columns and exports; re-syncs the tag and removes the account. A standard user sees the
// account but neither Add New nor Actions.

// The fake Virtuous API's documented demo credentials (packages/fakes/src/virtuous).
const FAKE_USER = { email: 'admin@example.org', password: 'Virtuous-Demo-2026', otp: '123456' };
const FAKE_API_KEY = 'askwise-fake-virtuous-key';
const TAG = 'Board Members';
const lastYear = new Date().getFullYear() - 1;
/** Where the fake Virtuous API answers in the end-to-end run (e2e-server.mjs: the product's port + 3000). */
const VIRTUOUS_API = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 3000}`;

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', `virtuous-${name}.png`), fullPage: true });
}

async function pick(page: Page, pickerKey: string, search: string, option: string) {
  const picker = page.getByTestId(`picker-${pickerKey}`);
  await picker.getByRole('textbox').fill(search);
  await picker.getByRole('radio', { name: option, exact: true }).check();
  await expect(picker.getByTestId(`picker-${pickerKey}-chosen`)).toContainText(option.replace(/ \(\w+\)$/, ''));
}

async function syncTag(page: Page) {
  const tag = page.getByRole('combobox', { name: 'Tag' });
  await tag.click();
  await tag.fill('Board');
  await page.getByRole('option', { name: new RegExp(`^${TAG} \\(`) }).click();
  await page.getByRole('button', { name: 'Re-Sync Audiences' }).click();
  await expect(page.getByTestId('tag-sync-message')).toHaveText(`Campaigns, Communications and Projects of "${TAG}" tag are synced up!`, { timeout: 120_000 });
  await expect(page.getByRole('button', { name: 'Re-Sync Audiences' })).toBeEnabled();
}

/** A call to the fake Virtuous API as another integration of the organisation makes it, with the API key. */
async function virtuousApi<T>(page: Page, method: 'GET' | 'POST', apiPath: string, body?: unknown): Promise<T> {
  const answer = await page.request.fetch(`${VIRTUOUS_API}${apiPath}`, { method, headers: { authorization: `Bearer ${FAKE_API_KEY}` }, data: body });
  expect(answer.status(), `${method} ${apiPath}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

/** '+ Add New' with the fake's API key, in the popup. */
async function connectWithApiKey(page: Page, organization: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '+ Add New' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Organization name').fill(organization);
  await popup.getByRole('textbox', { name: 'API key' }).fill(FAKE_API_KEY);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Connect' }).click();
  await closed;
}

/** Maps the five pickers on the synced tag's campaigns, names the appeal and waits for its number of asks. */
async function mapAndName(page: Page, name: string): Promise<number> {
  await expect(page).toHaveURL(/\/virtuous\/mapping-appeal$/);
  await pick(page, 'LastYear', `mailing ${lastYear}`, `Annual Fund Mailing ${lastYear}`);
  await pick(page, 'SecondYear', 'annual', 'Annual Fund');
  await pick(page, 'ThirdYear', 'wel', 'Clean Water Wells (WELLS)');
  await pick(page, 'Capital', 'capital', 'Clean Water Capital Campaign');
  await pick(page, 'SpecialEvent', 'gala', 'Spring Gala');
  await page.getByRole('button', { name: 'Select Number of Asks' }).click();
  await page.getByRole('dialog', { name: 'Confirm?' }).getByRole('button', { name: '> Continue With Current Selection' }).click();
  const naming = page.getByRole('dialog', { name: 'Please Name Your Appeal' });
  await naming.getByLabel('Appeal name').fill(name);
  await naming.getByRole('button', { name: 'Select Number of Asks' }).click();
  await expect(page).toHaveURL(/\/number-ask\?appealId=\d+&env=virtuous$/, { timeout: 60_000 });
  return Number(new URL(page.url()).searchParams.get('appealId'));
}

/** Each exported donor's Ask String by Cont. ID (a Virtuous contact id), from both files. */
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

interface GiftAsk {
  id: number;
  contactId: number;
  askAmount: number;
  notes: string | null;
}

/** The contact's Gift Asks written for the appeal, read over the fake's API (every page). */
async function appealGiftAsks(page: Page, contactId: string, appealId: number): Promise<GiftAsk[]> {
  const asks: GiftAsk[] = [];
  for (let skip = 0; ; skip += 100) {
    const { list, total } = await virtuousApi<{ list: GiftAsk[]; total: number }>(page, 'GET', `/api/GiftAsk/ByContact/${contactId}?skip=${skip}&take=100`);
    asks.push(...list);
    if (skip + 100 >= total) break;
  }
  return asks.filter((ask) => ask.notes?.startsWith(`Askwise appeal ${appealId}:`));
}

test('An administrator connects Virtuous, syncs a tag, maps the five pickers, calculates, reviews and exports; re-syncs and removes', async ({ page }) => {
  test.setTimeout(600_000);
  await signUpNewCompany(page, 'Harbor Hope Ministries');
  await page.getByRole('button', { name: /Use a tag of your Virtuous contacts/ }).click();
  await expect(page).toHaveURL(/\/virtuous$/);
  await expect(page.getByText('No Virtuous environment has been linked to you company. Click "+ Add New" to link your Virtuous environment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Tag' })).toBeDisabled();
  await expectAccessible(page, 'empty');
  await snap(page, '01-empty');

  // The popup: our connect page, the token grant asks for the one-time code, then it hands back and closes.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '+ Add New' }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/virtuous\/callback\?claims=/);
  await popup.getByLabel('Organization name').fill('Harbor Hope (Virtuous)');
  await popup.getByText('Virtuous sign-in').click();
  await popup.getByLabel('E-mail').fill(FAKE_USER.email);
  await popup.getByRole('textbox', { name: 'Password' }).fill(FAKE_USER.password);
  await popup.getByRole('button', { name: 'Connect' }).click();
  await expect(popup.getByLabel('Verification code')).toBeVisible();
  await expectAccessible(popup, 'connect page');
  await snap(popup, '02-connect-popup');
  await popup.getByLabel('Verification code').fill(FAKE_USER.otp);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Connect' }).click();
  await closed;

  const row = page.getByRole('row', { name: /Harbor Hope \(Virtuous\)/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('3,000');
  await row.click();
  await expectAccessible(page, 'account list');
  await snap(page, '03-accounts');

  // Reauthenticate: the same popup, this time with the API key; the list says so.
  const reauthOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Actions for Harbor Hope (Virtuous)' }).click();
  await page.getByRole('menuitem', { name: 'Reauthenticate' }).click();
  const reauth = await reauthOpened;
  await reauth.getByLabel('Organization name').fill('Harbor Hope (Virtuous)');
  await reauth.getByRole('textbox', { name: 'API key' }).fill(FAKE_API_KEY);
  const reauthClosed = reauth.waitForEvent('close');
  await reauth.getByRole('button', { name: 'Connect' }).click();
  await reauthClosed;
  await expect(page.getByTestId('virtuous-message')).toHaveText('The environment was reauthenticated.');
  await page.getByRole('button', { name: 'Select Tag' }).click();

  await expect(page).toHaveURL(/\/virtuous\/select-tag$/);
  await expect(page.getByRole('heading', { name: 'Select your Tags' })).toBeVisible();
  // No tag chosen yet: each button says what is missing.
  await page.getByRole('button', { name: 'Re-Sync Audiences' }).click();
  await expect(page.getByText('Please select a tag', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Map Appeal' }).click();
  await expect(page.getByText('No Tag selected', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/virtuous\/select-tag$/);
  await snap(page, '04-no-tag');
  await syncTag(page);
  await expectAccessible(page, 'tag synced');
  await snap(page, '04-tag-synced');
  await page.getByRole('button', { name: 'Map Appeal' }).click();

  await expect(page).toHaveURL(/\/virtuous\/mapping-appeal$/);
  const lastYearPicker = page.getByTestId('picker-LastYear');
  // Fewer than 3 characters do not filter; 3 or more do (campaign, communication, project name or code).
  await lastYearPicker.getByRole('textbox').fill('ga');
  await expect(lastYearPicker.getByRole('radio', { name: 'Annual Fund', exact: true })).toBeVisible();
  await lastYearPicker.getByRole('textbox').fill('GALA');
  await expect(lastYearPicker.getByRole('radio', { name: 'Annual Fund', exact: true })).toHaveCount(0);
  await expect(lastYearPicker.getByRole('radio', { name: 'Spring Gala', exact: true })).toBeVisible();
  await pick(page, 'LastYear', `mailing ${lastYear}`, `Annual Fund Mailing ${lastYear}`);
  await pick(page, 'SecondYear', 'annual', 'Annual Fund');
  await pick(page, 'ThirdYear', 'wel', 'Clean Water Wells (WELLS)');
  await pick(page, 'Capital', 'capital', 'Clean Water Capital Campaign');
  await pick(page, 'SpecialEvent', 'gala', 'Spring Gala');
  await page.getByRole('checkbox', { name: /Include Soft Credits/ }).check();
  await expectAccessible(page, 'five pickers');
  await snap(page, '05-mapping');
  await page.getByRole('button', { name: 'Select Number of Asks' }).click();
  // All five mapped: 'Confirm?' still comes first, with the selections.
  const confirming = page.getByRole('dialog', { name: 'Confirm?' });
  await expect(confirming.getByRole('table', { name: 'Your selections' })).toContainText('Campaign: Spring Gala');
  await expect(confirming.getByText('For best results please map all fields.')).toHaveCount(0);
  await expectAccessible(page, 'confirm dialog');
  await snap(page, '05-mapping-confirm');
  await confirming.getByRole('button', { name: '> Continue With Current Selection' }).click();
  const naming = page.getByRole('dialog', { name: 'Please Name Your Appeal' });
  await naming.getByLabel('Appeal name').fill('Board Members Year-End');
  await naming.getByRole('button', { name: 'Select Number of Asks' }).click();
  await expect(page.getByRole('dialog', { name: 'Map Appeal Processs' })).toBeVisible();
  await expect(page).toHaveURL(/\/number-ask\?appealId=\d+&env=virtuous$/, { timeout: 60_000 });
  const appealId = Number(new URL(page.url()).searchParams.get('appealId'));

  await expect(page.getByRole('heading', { name: 'Select Number of Asks' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose a strategy' }).click();
  await expect(page).toHaveURL(new RegExp(`/strategy\\?appealId=${appealId}`));
  await page.getByRole('button', { name: 'Calculate Asks' }).click();
  const calculating = page.getByRole('dialog', { name: 'Calculating Asks' });
  await expect(calculating.getByText('Your asks are ready')).toBeVisible({ timeout: 90_000 });
  await calculating.getByRole('button', { name: 'Continue' }).click();

  // The review grid's Virtuous variant: contact name and informal name, in contact-name order.
  await expect(page).toHaveURL(/\/grid\?appealId=\d+.*env=virtuous/);
  const grid = page.getByRole('grid', { name: 'Donors and their asks' });
  await expect(grid.locator('[role=row][data-row-id]').first()).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Contact Name' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Informal Name' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'First Name' })).toHaveCount(0);
  await snap(page, '06-review-grid');

  await setAppealStep(page.request, appealId, 'save_export');
  await page.goto(`/prepare-export?appealId=${appealId}`);
  await expect(page.getByRole('heading', { name: 'Prepare Your Export' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Contact Name' })).toBeChecked();
  await page.getByRole('button', { name: 'Export Now' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Export ask strings' });
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await confirmation.getByRole('button', { name: 'Export Now' }).click();
  await expect(page.getByText('Export complete')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
  await snap(page, '07-exported');

  // Re-sync the tag, then remove the account.
  await page.goto('/virtuous');
  await page.getByRole('row', { name: /Harbor Hope \(Virtuous\)/ }).click();
  await page.getByRole('button', { name: 'Select Tag' }).click();
  await syncTag(page);
  await page.getByRole('button', { name: 'Select Environment' }).click();
  await expect(page).toHaveURL(/\/virtuous$/);
  await page.getByRole('button', { name: 'Actions for Harbor Hope (Virtuous)' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const removing = page.getByRole('dialog', { name: 'Remove Virtuous environment?' });
  await expectAccessible(page, 'remove dialog');
  await removing.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No Virtuous environment has been linked to you company. Click "+ Add New" to link your Virtuous environment.')).toBeVisible();
});

test("An administrator builds an appeal of a synced tag to export, sends its asks to Virtuous as Gift Asks, and reads the gifts applied to them as its results", async ({ page }) => {
  test.setTimeout(600_000);
  const organization = 'Riverside Mission (Virtuous)';
  const appealName = `Board Members Spring ${lastYear + 2}`;
  await signUpNewCompany(page, 'Riverside Mission');
  await page.goto('/virtuous');
  await connectWithApiKey(page, organization);
  const row = page.getByRole('row', { name: /Riverside Mission \(Virtuous\)/ });
  await row.click();
  await page.getByRole('button', { name: 'Select Tag' }).click();
  await syncTag(page);
  await page.getByRole('button', { name: 'Map Appeal' }).click();
  const appealId = await mapAndName(page, appealName);

  // Number of asks, strategy, review, summary, export: as a Raiser's Edge NXT appeal goes.
  await page.getByRole('button', { name: 'Choose a strategy' }).click();
  await page.getByRole('button', { name: 'Calculate Asks' }).click();
  const calculating = page.getByRole('dialog', { name: 'Calculating Asks' });
  await expect(calculating.getByText('Your asks are ready')).toBeVisible({ timeout: 90_000 });
  await calculating.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/grid\?appealId=\d+.*env=virtuous/);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Appeal Summary' })).toBeVisible();
  await page.getByRole('button', { name: 'Prepare Your Export' }).click();
  await expect(page.getByRole('heading', { name: 'Prepare Your Export' })).toBeVisible();
  await page.getByRole('button', { name: 'Export Now' }).click();
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await page.getByRole('dialog', { name: 'Export ask strings' }).getByRole('button', { name: 'Export Now' }).click();
  await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(2);
  const ladders = await exportedLadders(downloads);
  expect(ladders.size).toBeGreaterThan(10);

  // Send asks to Virtuous: nothing to choose; the progress reaches done with every exported donor written.
  const sending = page.getByTestId('send-asks-to-crm');
  await expect(sending.getByRole('heading', { name: 'Send asks to Virtuous' })).toBeVisible();
  await expect(sending.getByLabel('Custom field category')).toHaveCount(0);
  await expectAccessible(page, 'before sending to Virtuous');
  await snap(page, '09-send-asks');
  await sending.getByRole('button', { name: 'Send asks to Virtuous' }).click();
  await expect(sending.getByRole('status')).toHaveText(`Sent: ${ladders.size} written, 0 unchanged, 0 refused of ${ladders.size} donors.`, { timeout: 120_000 });
  await expect(sending.getByRole('progressbar', { name: 'Donors sent' })).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page, 'asks sent to Virtuous');
  await snap(page, '10-asks-sent');

  // Every donor's Gift Ask, read back over the fake's API: the first ask as the amount, the ladder in the notes.
  const giftAskOf = new Map<string, number>();
  for (const [contactId, askString] of ladders) {
    const asks = await appealGiftAsks(page, contactId, appealId);
    expect(asks, `the Gift Asks of contact ${contactId}`).toHaveLength(1);
    const firstAsk = Number(/^\$([\d,]+)/.exec(askString)![1]!.replace(/,/g, ''));
    expect(asks[0]!.askAmount).toBe(firstAsk);
    expect(asks[0]!.notes).toMatch(new RegExp(`^Askwise appeal ${appealId}: asked ${askString.replace(/[$/.]/g, '\\$&')}(; source code .+)?$`));
    giftAskOf.set(contactId, asks[0]!.id);
  }

  // Gifts come in: a third of the donors give against their Gift Ask; one donor also gives outside the appeal
  // (no Gift Ask), which is not the appeal's result.
  const today = new Date().toISOString().slice(0, 10);
  const givers = [...giftAskOf].filter((_, i) => i % 3 === 0);
  let expectedCents = 0;
  for (const [i, [contactId, giftAskId]] of givers.entries()) {
    const cents = 2_500 + i * 1_275;
    expectedCents += cents;
    await virtuousApi(page, 'POST', '/api/Gift', { contactId: Number(contactId), giftType: 'Check', giftDate: today, amount: cents / 100, giftAskId });
  }
  await virtuousApi(page, 'POST', '/api/Gift', { contactId: Number(givers[0]![0]), giftType: 'Check', giftDate: today, amount: 1_000 });

  // The next sync reads them: the results page shows the gifts applied to the appeal's Gift Asks.
  await page.goto('/virtuous');
  await row.click();
  await page.getByRole('button', { name: 'Select Tag' }).click();
  await syncTag(page);
  await page.goto(`/appeal-results?appealId=${appealId}`);
  await expect(page.getByText(/Results from the gifts Virtuous applied to this appeal's Gift Asks, read after the sync of/)).toBeVisible();
  const totals = page.getByTestId('results-totals');
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  await expect(totals.getByText('Total raised', { exact: true }).locator('..')).toContainText(money.format(expectedCents / 100));
  await expect(totals.getByText('Gave', { exact: true }).locator('..')).toContainText(String(givers.length));
  await expect(totals.getByText('Recipients', { exact: true }).locator('..')).toContainText(String(ladders.size));
  await expectAccessible(page, 'results from Virtuous');
  await snap(page, '11-results-from-virtuous');
  const { getAppealResults } = await graphql<{ getAppealResults: { source: string; total: { total: string; responders: number } } }>(
    page.request,
    'query ($id: Int!) { getAppealResults(appealId: $id) { source total { total responders } } }',
    { id: appealId },
  );
  expect(getAppealResults).toEqual({ source: 'crm', total: { total: (expectedCents / 100).toFixed(2), responders: givers.length } });

  // Appeal history names where the asks went and where the results came from.
  await page.goto('/appeal-history');
  const historyRow = page.getByRole('row', { name: new RegExp(appealName) });
  await expect(historyRow.getByTestId('asks-sent')).toHaveText(/^Asks sent to Virtuous on /);
  await expect(historyRow.getByTestId('history-results')).toContainText(`${money.format(expectedCents / 100)} raised`);
  await expect(historyRow.getByTestId('history-results-source')).toHaveText('From Virtuous');
  await expectAccessible(page, 'history after the CRM loop');
  await snap(page, '12-history');
});

test('An empty callback token returns to the base route, then to /virtuous (no message)', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const address of ['/virtuous/callback?token=', '/virtuous/callback']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/virtuous$/);
    await expect(page.getByRole('heading', { name: 'Select Environment' })).toBeVisible();
    await expect(page.getByText('Unauthoized')).toHaveCount(0);
    // The base route was passed on the way (the callback's history entry became it).
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('A standard user sees the linked account but neither Add New nor Actions', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // The demo company's administrator links an account (the popup's calls, made directly).
  const claims = await graphql<{ getVirtuousClaimsToken: string }>(page.request, 'query { getVirtuousClaimsToken }');
  const signed = await graphql<{ VirtuousSignIn: { result: string } }>(page.request, 'mutation ($c: String!, $k: String) { VirtuousSignIn(claimsToken: $c, organizationName: "Demo Virtuous", apiKey: $k) { result } }', { c: claims.getVirtuousClaimsToken, k: FAKE_API_KEY });
  const exchanged = await graphql<{ ExchangeVirtuousToken: { result: string } }>(page.request, 'mutation ($t: String!) { ExchangeVirtuousToken(token: $t, isReconnect: false) { result } }', { t: signed.VirtuousSignIn.result });
  const accountId = (JSON.parse(exchanged.ExchangeVirtuousToken.result) as { virtuousAccountId: number }).virtuousAccountId;
  await logOut(page);

  await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/virtuous');
  await expect(page.getByRole('row', { name: /Demo Virtuous/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add New' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
  await expectAccessible(page, 'standard user');
  await snap(page, '08-standard-user');
  await logOut(page);

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const removed = await graphql<{ deleteCompanyToVirtuousAccount: { statusCode: number } }>(page.request, 'mutation ($id: Int!) { deleteCompanyToVirtuousAccount(id: $id) { statusCode } }', { id: accountId });
  expect(removed.deleteCompanyToVirtuousAccount.statusCode).toBe(200);
});
