import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, test, type APIRequestContext, type Page } from './fixtures';
import { DEMO_ADMIN, signIn } from './accounts-helpers.ts';
import { graphql, uniqueName, uploadExcelFile, type TemplateDonor } from './history-fixtures.ts';

// A fundraiser's afternoon: the number of asks, a strategy, the calculation, the review grid (flagged
// donors, a custom ask, moving donors between the lists, undo, apply) and the summary, for an appeal of
// the practice environment and for an appeal from an Excel file.

/** A picture of the page for review, and the page as shown checked against WCAG 2.1 AA. */
async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: fileURLToPath(new URL(`../screenshots/wizard-${name}.png`, import.meta.url)), fullPage: true });
  await expectAccessible(page, name);
}

async function waitForMapping(request: APIRequestContext, appealId: number): Promise<void> {
  await expect(async () => {
    const { getAppealStatus } = await graphql<{ getAppealStatus: { mapAppealStatus: string | null } }>(
      request,
      `
        query ($id: Int!) {
          getAppealStatus(appealId: $id) {
            mapAppealStatus
          }
        }
      `,
      { id: appealId },
    );
    expect(getAppealStatus.mapAppealStatus).toBe('DONE');
  }).toPass({ timeout: 90_000 });
}

const lastYear = new Date().getFullYear() - 1;

/** An appeal of the practice environment's 'Active Donors' audience, mapped to its appeals, campaign and gala. */
async function createPracticeAppeal(request: APIRequestContext): Promise<number> {
  let environmentId = 0;
  await expect(async () => {
    const { listBlackbaudOrganizationsByCompanyId: environments } = await graphql<{
      listBlackbaudOrganizationsByCompanyId: Array<{ id: number; isPractice: boolean; status: string }>;
    }>(
      request,
      `
        {
          listBlackbaudOrganizationsByCompanyId {
            id
            isPractice
            status
          }
        }
      `,
    );
    const practice = environments.find((e) => e.isPractice);
    expect(practice?.status).toBe('DONE');
    environmentId = practice!.id;
  }).toPass({ timeout: 170_000, intervals: [2_000] });
  const { getOrganizationAudiences: audiences } = await graphql<{ getOrganizationAudiences: Array<{ id: number; name: string }> }>(
    request,
    `
      query ($id: Int!) {
        getOrganizationAudiences(organizationId: $id) {
          id
          name
        }
      }
    `,
    { id: environmentId },
  );
  const audience = audiences.find((a) => a.name.startsWith('Active Donors'))!;
  const { getAppealDropdownsByAudienceId: dropdowns } = await graphql<{
    getAppealDropdownsByAudienceId: {
      rows: Array<{ campaignId: string; appealId: string; fundId: string; appealName: string; campaignName: string }>;
    };
  }>(
    request,
    `
      query ($audienceId: Int!, $env: Int!) {
        getAppealDropdownsByAudienceId(audienceId: $audienceId, blackbaudOrganizationId: $env) {
          rows {
            campaignId
            appealId
            fundId
            appealName
            campaignName
          }
        }
      }
    `,
    { audienceId: audience.id, env: environmentId },
  );
  const section = (match: (row: (typeof dropdowns.rows)[number]) => boolean) => ({
    items: dropdowns.rows.filter(match).map(({ campaignId, appealId, fundId }) => ({ campaignId, appealId, fundId })),
    fromDate: null,
    toDate: null,
  });
  const { createAppeal } = await graphql<{ createAppeal: { id: number } }>(
    request,
    `
      mutation ($env: Int!, $audienceId: Int!, $name: String!) {
        createAppeal(blackbaudOrganizationId: $env, audienceId: $audienceId, name: $name, dataImportSourceId: 1) {
          id
        }
      }
    `,
    { env: environmentId, audienceId: audience.id, name: uniqueName('Year-End Appeal') },
  );
  const mapping = await graphql<{ MapAppealRequest: { statusCode: number } }>(
    request,
    `
      mutation ($appealId: Int!, $m: MappingAppealInput!) {
        MapAppealRequest(appealId: $appealId, mappingAppeal: $m) {
          statusCode
        }
      }
    `,
    {
      appealId: createAppeal.id,
      m: {
        appealLastYear: section((r) => r.appealName === `Year-End Appeal ${lastYear}`),
        appealTwoYear: section((r) => r.appealName === `Year-End Appeal ${lastYear - 1}`),
        appealThreeYear: section((r) => r.appealName === `Spring Appeal ${lastYear - 2}`),
        campaign: section((r) => r.campaignName.startsWith('Building the Future')),
        specialEvent: section((r) => r.appealName === `Spring Gala ${lastYear}`),
      },
    },
  );
  expect(mapping.MapAppealRequest.statusCode).toBe(200);
  await waitForMapping(request, createAppeal.id);
  // As the mapping page does once the mapping is done.
  await graphql(
    request,
    `
      mutation ($id: Int!) {
        updateAppeal(id: $id, step: "number_of_asks") {
          id
        }
      }
    `,
    { id: createAppeal.id },
  );
  return createAppeal.id;
}

const EXCEL_DONORS: TemplateDonor[] = [
  ...[12_000, 9_000, 3_000, 2_500, 1_200].map((gift, i) => ({
    id: String(i + 1),
    firstName: ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'][i]!,
    lastName: 'Major',
    appealGiftLastYear: gift,
  })),
  ...Array.from({ length: 40 }, (_, i) => ({
    id: String(i + 10),
    firstName: `Donor${String(i).padStart(2, '0')}`,
    lastName: 'Regular',
    appealGiftLastYear: 20 + i * 15,
  })),
];

/** An appeal from an uploaded Excel file (its giving comes from the file; the mapping is empty). */
async function createExcelAppeal(request: APIRequestContext): Promise<number> {
  const environmentId = await uploadExcelFile(request, `wizard-donors-${Date.now()}.xlsx`, EXCEL_DONORS);
  const { createAppeal } = await graphql<{ createAppeal: { id: number } }>(
    request,
    `
      mutation ($env: Int!, $name: String!) {
        createAppeal(blackbaudOrganizationId: $env, name: $name, dataImportSourceId: 2) {
          id
        }
      }
    `,
    { env: environmentId, name: uniqueName('Gala Appeal') },
  );
  const empty = { items: [], fromDate: null, toDate: null };
  const mapping = await graphql<{ MapAppealRequest: { statusCode: number; isSkipped: boolean } }>(
    request,
    `
      mutation ($appealId: Int!, $m: MappingAppealInput!) {
        MapAppealRequest(appealId: $appealId, mappingAppeal: $m) {
          statusCode
          isSkipped
        }
      }
    `,
    {
      appealId: createAppeal.id,
      m: { appealLastYear: empty, appealTwoYear: empty, appealThreeYear: empty, campaign: empty, specialEvent: empty },
    },
  );
  expect(mapping.MapAppealRequest.statusCode).toBe(200);
  if (!mapping.MapAppealRequest.isSkipped) await waitForMapping(request, createAppeal.id);
  return createAppeal.id;
}

interface StoredRow {
  id: string;
  status: string;
  customBaseAsk: string | null;
  anualAsk1: string | null;
}

async function storedRows(request: APIRequestContext, appealId: number, ids: string[]): Promise<StoredRow[]> {
  const { getAppealConstituentsByFilter: page } = await graphql<{ getAppealConstituentsByFilter: { rows: StoredRow[] } }>(
    request,
    `
      query ($input: AppealConstituentsFilterInput!) {
        getAppealConstituentsByFilter(input: $input) {
          rows {
            id
            status
            customBaseAsk
            anualAsk1
          }
        }
      }
    `,
    { input: { appealId, pageSize: 200 } },
  );
  return ids.map((id) => page.rows.find((row) => row.id === id)!);
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Donors and their asks' });
const dataRows = (page: Page) => grid(page).locator('[role=row][data-row-id]');

const countText = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Holds back the page's queries of the appeal (GET or POST) until the returned function is called. */
async function holdAppealQueries(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql*', async (route) => {
    const request = route.request();
    if (/\b(GetAppeal|AppealAskChoice)\(/.test(`${request.postData() ?? ''} ${decodeURIComponent(request.url())}`)) await held;
    await route.fallback();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The donors of the chosen filter, from its entry ('Flagged for review (123)'), once the pager agrees. */
async function listTotal(page: Page): Promise<number> {
  const value = await page.getByRole('combobox', { name: 'Filter' }).inputValue();
  const total = Number(/\(([\d,]+)\)$/.exec(value)![1]!.replace(/,/g, ''));
  await expect(page.getByTestId('pagination-range')).toContainText(`of ${countText(total)}`);
  return total;
}

async function chooseFilter(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Filter' }).click();
  await page.getByRole('option', { name: new RegExp(`^${label.replace(/[$()]/g, '\\$&')} \\(`) }).click();
}

async function journey(page: Page, appealId: number, name: string) {
  const sidebar = page.getByRole('complementary', { name: 'Ask String Process' });

  // Number of asks: five asks, annual plus 12-month installments, with the live pledge card.
  await page.goto(`/number-ask?appealId=${appealId}`);
  await expect(page.getByRole('heading', { name: 'Select Number of Asks' })).toBeVisible();
  await expect(sidebar).toContainText('Select Number of Asks');
  await expect(page.getByRole('radio', { name: '3 asks' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Annual Asks Only' })).toBeChecked();
  await page.getByRole('radio', { name: '5 asks' }).check();
  await page.getByRole('radio', { name: 'Annual Asks plus 12-Month Installments' }).check();
  const card = page.getByTestId('pledge-card-preview');
  await expect(card).toContainText('$60 ($5/month for 12 months)');
  await expect(card).toContainText('$132 ($11/month for 12 months)');
  await snap(page, `${name}-01-number-ask`);
  // The strategy page may hold a cached copy of the appeal from before these settings: until the saved
  // ones are in, it shows 'Loading...' (or its page loader), never the old number of asks.
  const releaseAppeal = await holdAppealQueries(page);
  await page.getByRole('button', { name: 'Choose a strategy' }).click();

  // Strategy: Swing for the Fences, calculated with the progress dialog.
  await expect(page).toHaveURL(new RegExp(`/strategy\\?appealId=${appealId}`));
  const previews = page.locator('[data-testid^=strategy-] svg[role=img]');
  await expect(page.getByRole('complementary', { name: 'Ask String Process' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await previews.count()).toBe(0);
  await snap(page, `${name}-02a-strategy-loading`);
  await releaseAppeal();
  // Then each of the four previews draws the saved five asks, in the saved mode (annual asks with their
  // monthly installment), for a donor who gave $250 last year.
  await expect(previews).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    const preview = previews.nth(i);
    await expect(preview).toHaveAttribute('aria-label', /, Annual Asks plus 12-Month Installments: a donor who gave \$250 last year is asked /);
    const asked = (await preview.getAttribute('aria-label'))!.replace(/^.* is asked /, '');
    expect(asked.split(' / ')).toHaveLength(5);
    for (const ask of asked.split(' / ')) expect(ask).toMatch(/^\$[\d,]+ \(\$[\d.,]+\/mo\)$/);
    await expect(preview.locator('text').filter({ hasText: /^Ask \d$/ })).toHaveText(['Ask 1', 'Ask 2', 'Ask 3', 'Ask 4', 'Ask 5']);
  }
  await expect(page.getByRole('heading', { name: 'Choose your Ask Strategy' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Secret Sauce/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('link', { name: 'How asks are calculated' })).toBeVisible();
  await page.getByRole('radio', { name: /^Swing for the Fences/ }).click();
  await expect(page.getByRole('radio', { name: /^Swing for the Fences/ })).toHaveAttribute('aria-checked', 'true');
  await snap(page, `${name}-02-strategy`);
  await page.getByRole('button', { name: 'Calculate Asks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calculating Asks' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Gathering Data \(\d+%\)/)).toBeVisible();
  await expect(dialog.getByText('Your asks are ready')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText('Creating Ask Amounts (100%)')).toBeVisible();
  await snap(page, `${name}-03-calculated`);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // The review grid, filtered to the flagged donors.
  await expect(page).toHaveURL(/\/grid\?appealId=\d+&filterType=all_constituents/);
  await expect(page.getByRole('heading', { name: 'Review and Edit Ask Strategy' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Installment 5' })).toBeVisible();

  // Every header is readable (nothing cut), distinct, and has a tooltip; installments 1 to 5 differ.
  const headers = grid(page).getByRole('columnheader');
  const headerTexts = (await headers.allTextContents()).map((text) => text.trim());
  expect(new Set(headerTexts).size).toBe(headerTexts.length);
  for (let k = 1; k <= 5; k++) expect(headerTexts).toContain(`Installment ${k}`);
  const cut = await headers.evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight).map((cell) => cell.textContent),
  );
  expect(cut).toEqual([]);
  const untitled = await headers.evaluateAll((cells) => cells.filter((cell) => !cell.getAttribute('title')).map((cell) => cell.textContent));
  expect(untitled).toEqual([]);
  await expect(grid(page).getByRole('columnheader', { name: 'Installment 3' })).toHaveAttribute('title', /Ask 3 paid in 12 monthly installments/);
  // The installment headers, scrolled into view for the picture.
  await grid(page).getByRole('columnheader', { name: 'Installment 3' }).scrollIntoViewIfNeeded();
  await snap(page, `${name}-03a-headers`);
  await grid(page).evaluate((element) => element.scrollTo({ left: 0 }));

  // An absent gift is blank, never '$0'.
  await expect(grid(page).locator('[role=gridcell]').filter({ hasText: /^\$0$/ })).toHaveCount(0);

  // Cont. ID sorts ids that are numbers as numbers (1, 2, ..., 10, not 1, 10, 11, ..., 2).
  await grid(page).getByRole('button', { name: 'Sort by Cont. ID' }).click();
  await expect(page).toHaveURL(/orderBy=constituentId/);
  await expect(grid(page).getByRole('columnheader', { name: /Cont\. ID/ })).toHaveAttribute('aria-sort', 'ascending');
  const natural = (id: string) => id.replace(/[0-9]+/g, (run) => run.replace(/^0+/, '').padStart(20, '0'));
  await expect(async () => {
    const ids = (await grid(page).locator('[role=row][data-row-id] [data-column=constituentId]').allTextContents()).map((id) => id.trim());
    expect(ids.length).toBeGreaterThan(8);
    expect(ids).toEqual([...ids].sort((a, b) => (natural(a) < natural(b) ? -1 : natural(a) > natural(b) ? 1 : 0)));
    if (name === 'excel') expect(ids.slice(0, 8)).toEqual(['1', '2', '3', '4', '5', '10', '11', '12']);
  }).toPass();
  await snap(page, `${name}-03c-sorted-by-id`);
  await grid(page).getByRole('button', { name: 'Sort by First Name' }).click();
  await expect(page).toHaveURL(/orderBy=firstName/);

  // The columns can be dragged into another order; Apply keeps it.
  await page.getByRole('button', { name: 'Review columns' }).click();
  const columnsDialog = page.getByRole('dialog', { name: 'Review columns' });
  await expect(columnsDialog.getByTestId('column-constituentId')).toBeVisible();
  // Let the dialog finish opening before measuring where the columns are.
  await page.waitForTimeout(400);
  const from = (await columnsDialog.getByTestId('column-constituentId').boundingBox())!;
  const to = (await columnsDialog.getByTestId('column-firstName').boundingBox())!;
  await page.mouse.move(from.x + 30, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(from.x + 30, from.y + from.height / 2 + ((to.y + to.height * 0.25 - from.y) * step) / 10);
  await page.mouse.up();
  await expect(columnsDialog.getByTestId('column-order-list').locator('[data-testid^=column-]').first()).toHaveAttribute(
    'data-testid',
    'column-firstName',
  );
  await snap(page, `${name}-03b-review-columns`);
  await columnsDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(columnsDialog).toBeHidden();
  await expect(grid(page).getByRole('columnheader').first()).toHaveText(/First Name/);
  await expect(grid(page).getByRole('columnheader').nth(1)).toHaveText(/Cont\. ID/);
  await chooseFilter(page, 'Flagged for review');
  await expect(page).toHaveURL(/filterType=spicyOnes/);
  await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveValue(/^Flagged for review \(/);
  await expect(dataRows(page).first()).toBeVisible();
  const flaggedCount = await listTotal(page);
  expect(flaggedCount).toBeGreaterThan(0);
  // Every flagged donor's first ask carries the red mark. The virtualised grid may still be swapping the
  // previous filter's rows for these, so wait on what must hold once it has: no rendered row lacks the mark.
  await expect(grid(page).locator('[role=row][data-row-id]:not(:has([data-column=anualAsk1] [data-flagged]))')).toHaveCount(0);
  expect(await grid(page).locator('[data-column=anualAsk1] [data-flagged]').count()).toBe(await dataRows(page).count());
  await snap(page, `${name}-04-flagged`);

  // A custom ask on one flagged donor: '$', '+' and ',' are dropped; Enter works the ladder out again.
  const flagged = dataRows(page).first();
  const flaggedId = (await flagged.getAttribute('data-row-id'))!;
  const before = (await flagged.locator('[data-column=askString]').innerText()).trim();
  const customAsk = flagged.getByRole('textbox', { name: /^Custom ask for/ });
  await customAsk.fill('+$1,5,0');
  await expect(customAsk).toHaveValue('150');
  await customAsk.press('Enter');
  await expect(flagged.locator('[data-column=anualAsk1]')).toHaveText('$150');
  await expect(flagged.locator('[data-column=askString]')).not.toHaveText(before);
  await expect(flagged.locator('[data-column=askString]')).toContainText('$150 ($12.50/mo)');
  await flagged.getByRole('button', { name: /^Ask log of/ }).click();
  const log = page.getByTestId('ask-log');
  await expect(log).toContainText('Custom base ask $150.00 replaces the strategy rules (no wealth floor)');
  await expect(log).toContainText('Status: Ready for Export');
  // The log never covers Undo or Apply, and closes on Escape and on a click outside.
  const logBox = (await page.getByRole('dialog', { name: /^Ask log of/ }).boundingBox())!;
  expect(overlaps(logBox, (await page.getByRole('button', { name: 'Undo' }).boundingBox())!)).toBe(false);
  expect(overlaps(logBox, (await page.getByRole('button', { name: 'Apply' }).boundingBox())!)).toBe(false);
  await snap(page, `${name}-05-custom-ask`);
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  await flagged.getByRole('button', { name: /^Ask log of/ }).click();
  await expect(log).toBeVisible();
  await page.getByRole('heading', { name: 'Review and Edit Ask Strategy' }).click();
  await expect(log).toBeHidden();

  // Two donors of the Primary List move to the Secondary List; Undo takes the second move back.
  await chooseFilter(page, 'All Constituents');
  await expect(page).toHaveURL(/filterType=all_constituents/);
  const readyRows = grid(page).locator(`[role=row][data-status=ready_export]:not([data-row-id="${flaggedId}"])`);
  const movedIds = [(await readyRows.nth(0).getAttribute('data-row-id'))!, (await readyRows.nth(1).getAttribute('data-row-id'))!];
  for (const id of movedIds) {
    const row = grid(page).locator(`[role=row][data-row-id="${id}"]`);
    await row.getByRole('combobox', { name: /^List of/ }).click();
    await page.getByRole('option', { name: 'Secondary List' }).click();
    await expect(row).toHaveAttribute('data-status', 'handle_manually');
  }
  await expect(page.getByText('3 unsaved changes')).toBeVisible();
  await snap(page, `${name}-06-moved`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(grid(page).locator(`[role=row][data-row-id="${movedIds[1]}"]`)).toHaveAttribute('data-status', 'ready_export');
  await expect(grid(page).locator(`[role=row][data-row-id="${movedIds[0]}"]`)).toHaveAttribute('data-status', 'handle_manually');
  await expect(page.getByText('2 unsaved changes')).toBeVisible();

  // Apply saves the changes in one go and opens the summary.
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/review-strategy\\?appealId=${appealId}`));
  await expect(page.getByRole('heading', { name: 'Appeal Summary' })).toBeVisible();
  await expect(sidebar).toBeVisible();
  const saved = await storedRows(page.request, appealId, [flaggedId, movedIds[0]!, movedIds[1]!]);
  expect(saved.map((row) => [row.status, row.customBaseAsk])).toEqual([
    ['ready_export', '150.00'],
    ['handle_manually', null],
    ['ready_export', null],
  ]);
  expect(saved[0]!.anualAsk1).toBe('150.00');
  const { getAppeal } = await graphql<{ getAppeal: { step: string; strategySettings: string; numberAskSettings: string } }>(
    page.request,
    `
      query ($id: Int!) {
        getAppeal(id: $id) {
          step
          strategySettings
          numberAskSettings
        }
      }
    `,
    { id: appealId },
  );
  expect({ ...getAppeal, numberAskSettings: JSON.parse(getAppeal.numberAskSettings) as unknown }).toEqual({
    step: 'summary',
    strategySettings: 'swing_fences',
    numberAskSettings: { askNumber: 5, askAnnual: 'ANNUAL_MONTHLY_12' },
  });
  // Every tile's whole label is readable at 1280 px.
  expect(page.viewportSize()?.width).toBe(1280);
  const tileLabels = page.getByTestId('summary-tile').locator('p:first-of-type');
  expect(await tileLabels.count()).toBeGreaterThan(10);
  const clipped = await tileLabels.evaluateAll((labels) =>
    labels.filter((label) => label.scrollHeight > label.clientHeight || label.scrollWidth > label.clientWidth).map((label) => label.textContent),
  );
  expect(clipped).toEqual([]);
  await expect(page.getByTestId('summary-tile').filter({ hasText: /3x the appeal gift last year and above/i })).toBeVisible();
  await snap(page, `${name}-07-summary`);

  // A tile leads back to the grid with its filter.
  const tile = page.getByTestId('summary-tile').filter({ has: page.getByText('Flagged for review', { exact: true }) });
  const count = Number((await tile.locator('p').nth(1).textContent())!.replace(/\D/g, ''));
  expect(count).toBe(flaggedCount - 1);
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/grid\\?appealId=${appealId}&filterType=spicyOnes`));
  await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveValue(`Flagged for review (${countText(count)})`);
  await expect(page.getByTestId('pagination-range')).toHaveText(`1-${countText(Math.min(count, 50))} of ${countText(count)}`);
  await snap(page, `${name}-08-back-to-grid`);
}

test.describe('The appeal wizard', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test('A fundraiser turns a practice-environment appeal into reviewed asks and reads its summary', async ({ page }) => {
    test.setTimeout(300_000);
    const appealId = await createPracticeAppeal(page.request);
    await journey(page, appealId, 'practice');
  });

  test('A fundraiser does the same for an appeal from an Excel file', async ({ page }) => {
    test.setTimeout(300_000);
    const appealId = await createExcelAppeal(page.request);
    await journey(page, appealId, 'excel');
  });

  test('The strategy help page explains how asks are calculated, from the product docs', async ({ page }) => {
    await page.goto('/help/ask-rules');
    await expect(page.getByRole('heading', { name: 'How asks are calculated', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '5. The four strategies' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Swing for the Fences, last year' })).toBeVisible();
    await expect(page.getByText('Her ask string reads')).toBeVisible();
    await snap(page, 'help-ask-rules');
  });
});
