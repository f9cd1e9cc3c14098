import { expect, expectAccessible, test, type Page } from './fixtures';
import { DEMO_ADMIN, DEMO_STAFF, signIn } from './accounts-helpers.ts';
import { createPracticeAppealAtMapping, createSettledAppeal, graphql, snapHistory, uniqueName, uploadExcelFile, type TemplateDonor } from './history-fixtures.ts';

const DONORS: TemplateDonor[] = [
  { id: 'H1', firstName: 'Ada', lastName: 'Lovelace', appealGiftLastYear: 100 },
  { id: 'H2', firstName: 'Grace', lastName: 'Hopper', appealGiftLastYear: 250 },
  { id: 'H3', firstName: 'Alan', lastName: 'Turing', appealGiftLastYear: 40 },
];

/** A choice of the All / Excel / Blackbaud / Virtuous filter. */
const sourceFilter = (page: Page, label: string) => page.locator('.mantine-SegmentedControl-root').getByText(label, { exact: true });
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** Spec section 9: appeal timestamps show with a fixed -7 hour offset; home MM/dd/yyyy, history M/dd/yyyy. */
function shownDate(createdAt: string, style: 'home' | 'history'): string {
  const d = new Date(new Date(createdAt).getTime() - 7 * 3_600_000);
  const month = String(d.getUTCMonth() + 1);
  const day = String(d.getUTCDate()).padStart(2, '0');
  return `${style === 'home' ? month.padStart(2, '0') : month}/${day}/${d.getUTCFullYear()}`;
}

test('An administrator finds appeals on Home and in Appeal History, continues one, duplicates one and deletes one', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const environmentId = await uploadExcelFile(page.request, 'history-donors.xlsx', DONORS);
  const calculated = uniqueName('Alumni Appeal');
  const calculatedId = await createSettledAppeal(page.request, environmentId, calculated, { numberOfAsks: 4, askMode: 'ANNUAL_MONTHLY_12', strategy: 'nice_easy' });
  const fresh = uniqueName('Spring Appeal');
  const { createAppeal } = await graphql<{ createAppeal: { id: number } }>(
    page.request,
    `mutation($env: Int!, $name: String!) { createAppeal(blackbaudOrganizationId: $env, name: $name, dataImportSourceId: 2) { id } }`,
    { env: environmentId, name: fresh },
  );

  // Home: the greeting, the three sources and the five most recent appeals, newest first.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hello, Dana' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Ask Strings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excel File' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Raiser's Edge NXT" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Virtuous' })).toBeVisible();
  // The demo company has Excel files besides its practice environment: no '> Try the product first'.
  await expect(page.getByRole('button', { name: '> Try the product first' })).toHaveCount(0);
  const recent = page.getByRole('table', { name: 'Appeals' });
  await expect(recent.getByRole('row').nth(1)).toBeVisible();
  expect(await recent.getByRole('row').count()).toBeLessThanOrEqual(6);
  await expect(recent.getByRole('row').nth(1)).toContainText(fresh);
  const { getAppeal } = await graphql<{ getAppeal: { createdAt: string } }>(page.request, `query($id: Int!) { getAppeal(id: $id) { createdAt } }`, { id: calculatedId });
  await expect(row(page, calculated).getByRole('cell').nth(1)).toHaveText(shownDate(getAppeal.createdAt, 'home'));
  await expect(row(page, calculated)).toContainText('Nice and Easy');
  await expect(row(page, calculated).getByRole('cell').nth(4)).toHaveText('3');
  await expect(row(page, calculated)).toContainText('Yearly + 12 Mo');
  await expect(recent.getByRole('columnheader', { name: 'Environment' })).toBeVisible();
  await snapHistory(page, 'home');
  await sourceFilter(page, 'Virtuous').click();
  await expect(page.getByText('No Appeal History Found')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Environment' })).toHaveCount(0);
  await sourceFilter(page, 'Excel').click();
  await expect(row(page, calculated)).toBeVisible();
  await expect(recent.getByRole('columnheader', { name: 'Environment' })).toHaveCount(0);

  // A source card clears the current appeal and opens the source.
  await page.getByRole('button', { name: 'Excel File' }).click();
  await expect(page).toHaveURL(/\/excel$/);

  // Appeal History: counts, search in the address, M/dd/yyyy dates, paging.
  await page.goto('/appeal-history');
  await expect(page.getByRole('heading', { name: /^You have \d+ appeals \(\d+ uncompleted\)$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Appeals' }).getByRole('row').nth(1)).toBeVisible();
  expect(await page.getByRole('table', { name: 'Appeals' }).getByRole('row').count()).toBeLessThanOrEqual(6);
  await expectAccessible(page, 'appeal history');
  await page.getByLabel('Search appeals').fill(calculated.split(' ').at(-1)!);
  await expect(page).toHaveURL(new RegExp(`search=${calculated.split(' ').at(-1)}`));
  await expect(page.getByRole('heading', { name: 'You have 1 appeals (1 uncompleted)' })).toBeVisible();
  await expect(row(page, calculated).getByRole('cell').nth(1)).toHaveText(shownDate(getAppeal.createdAt, 'history'));
  await expect(row(page, calculated)).toContainText('Summary');
  await snapHistory(page, 'appeal-history-search');

  // Continue Appeal opens the stored step's page.
  await page.getByLabel('Search appeals').fill(fresh.split(' ').at(-1)!);
  await expect(row(page, fresh)).toBeVisible();
  await expect(row(page, fresh)).toContainText('Number Ask');
  await row(page, fresh).getByRole('button', { name: 'Continue Appeal' }).click();
  await expect(page).toHaveURL(new RegExp(`/number-ask\\?appealId=${createAppeal.id}$`));

  // Duplicate: a name, then the copy opens at its number of asks.
  await page.goto(`/appeal-history?search=${encodeURIComponent(calculated.split(' ').at(-1)!)}`);
  await row(page, calculated).getByRole('button', { name: `More actions for ${calculated}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate Appeal' });
  await dialog.getByLabel('Appeal name').fill(`${calculated} 2027`);
  await snapHistory(page, 'duplicate-dialog');
  await dialog.getByRole('button', { name: 'Duplicate Appeal' }).click();
  await expect(page).toHaveURL(/\/number-ask\?appealId=(\d+)$/);
  const copyId = Number(new URL(page.url()).searchParams.get('appealId'));
  expect(copyId).not.toBe(calculatedId);
  await page.goto(`/appeal-history?search=${encodeURIComponent(`${calculated.split(' ').at(-1)} 2027`)}`);
  await expect(row(page, `${calculated} 2027`)).toContainText('Number Ask');
  await expect(row(page, `${calculated} 2027`)).toContainText('Nice and Easy');
  // The copy brought the donors along.
  await expect(row(page, `${calculated} 2027`).getByRole('cell').nth(4)).toHaveText('3');

  // Delete asks first, then the appeal leaves the history.
  await row(page, `${calculated} 2027`).getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete appeal' })).toContainText('This cannot be undone.');
  await snapHistory(page, 'delete-confirmation');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No Appeal History Found')).toBeVisible();
});

test('Continue Appeal on an appeal saved at its mapping step opens the mapping of that appeal', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const name = uniqueName('Mapping Appeal');
  const { appealId } = await createPracticeAppealAtMapping(page.request, name);
  await page.goto(`/appeal-history?search=${encodeURIComponent(name.split(' ').at(-1)!)}`);
  await expect(row(page, name)).toBeVisible();
  await row(page, name).getByRole('button', { name: 'Continue Appeal' }).click();
  await expect(page).toHaveURL(new RegExp(`/mapping-appeal\\?appealId=${appealId}$`));
  await expect(page.getByRole('heading', { name: 'Map Fields to Donor Giving History' })).toBeVisible();
  await snapHistory(page, 'continue-at-mapping');
});

test('A standard user may edit and duplicate appeals but sees no Delete', async ({ page }) => {
  await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/appeal-history');
  await expect(page.getByRole('heading', { name: /^You have \d+ appeals/ })).toBeVisible();
  const firstActions = page.getByRole('button', { name: /More actions for/ }).first();
  await firstActions.click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await snapHistory(page, 'standard-user-menu');
});
