import path from 'node:path';
import { expect, expectAccessible, test, type Page } from './fixtures';
import { signUpNewCompany } from './accounts-helpers.ts';

// A newly signed-up company's first appeal from its practice environment: environment, audience, the five
// mapping sections with the tree picker, naming, the mapping progress, and on to the number of asks.

const lastYear = new Date().getFullYear() - 1;

/** A picture of the page for review, and the page as shown checked against WCAG 2.1 AA (unless it is about to change by itself). */
async function snap(page: Page, name: string, { checkAccessibility = true } = {}): Promise<void> {
  await page.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', `mapping-${name}.png`), fullPage: true });
  if (checkAccessibility) await expectAccessible(page, name);
}

async function pickInSection(page: Page, sectionLabel: string, search: string, group: string) {
  await page.getByRole('button', { name: `Select campaigns, appeals and funds for ${sectionLabel}` }).click();
  const picker = page.getByRole('dialog', { name: sectionLabel });
  await picker.getByLabel('Search campaigns, appeals and funds').fill(search);
  await picker.getByRole('checkbox', { name: group, exact: true }).check();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId(/mapping-section-/).filter({ hasText: sectionLabel }).getByText(/\d+ selected/)).toBeVisible();
}

test('A new company maps its practice environment: environment, audience, five sections, name, progress, number of asks', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpNewCompany(page, 'Lakeshore Hospital Foundation');

  // The new company's practice environment is generated in the background once onboarding has created the
  // company; its row turns selectable when DONE.
  await page.goto('/blackbaud');
  await expect(page.getByRole('heading', { name: 'Select Environment' })).toBeVisible();
  const practice = page.getByRole('row', { name: /Riverbend Community Foundation \(Practice\)/ });
  await expect(practice).toBeVisible();
  await expect(practice.getByRole('radio')).toBeEnabled({ timeout: 150_000 });
  await expect(practice.getByText('DONE')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Audience' })).toBeDisabled();
  await expect(page.getByRole('complementary', { name: 'Ask String Process' })).toContainText('Choose your Environment');
  await practice.click();
  await snap(page, '01-select-environment');
  await page.getByRole('button', { name: 'Select Audience' }).click();

  await expect(page).toHaveURL(/\/select-audience$/);
  await expect(page.getByText('Riverbend Community Foundation (Practice)').first()).toBeVisible();
  const audience = page.getByRole('combobox', { name: 'Audience list' });
  await audience.click();
  await audience.fill('Year-End Mailing');
  await page.getByRole('option', { name: `Year-End Mailing ${lastYear + 1} (0)` }).click();
  await expect(page.getByTestId('audience-sync-note')).toContainText('has not been synced and thus cannot be used to generate ask-strings');
  await expect(page.getByRole('button', { name: 'Map Appeal' })).toBeDisabled();
  await audience.click();
  await audience.fill('active');
  await page.getByRole('option', { name: /^Active Donors - Last 3 Years \([\d,]+\)$/ }).click();
  await expect(page.getByTestId('audience-sync-note')).toContainText('This list was last synced on');
  await snap(page, '02-select-audience');
  await page.getByRole('button', { name: 'Map Appeal' }).click();

  await expect(page).toHaveURL(/\/mapping-appeal$/);
  await expect(page.getByText('located each donor’s Zip Code, Total lifetime gifts, Total number of gifts and Largest gifts')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Appeal Gifts Last Year From' })).toHaveValue(`01/01/${lastYear}`);
  await expect(page.getByRole('textbox', { name: 'Appeal Gifts Last Year To' })).toHaveValue(`12/31/${lastYear}`);
  await pickInSection(page, 'Appeal Gifts Last Year', `Year-End Appeal ${lastYear}`, `Year-End Appeal ${lastYear}`);

  // A partial mapping asks first.
  await page.getByRole('button', { name: 'Select Number of Asks' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm?' });
  await expect(confirm.getByText('For best results please map all fields.')).toBeVisible();
  await expect(confirm.getByRole('button', { name: '> Continue With Current Selection' })).toBeVisible();
  await snap(page, '03-confirm-partial');
  await confirm.getByRole('button', { name: 'Map More Fields' }).click();
  await expect(confirm).toBeHidden();

  await pickInSection(page, 'Appeal Gifts 2 Years Ago', `Year-End Appeal ${lastYear - 1}`, `Year-End Appeal ${lastYear - 1}`);
  await pickInSection(page, 'Appeal Gifts 3 Years Ago', `Spring Appeal ${lastYear - 2}`, `Spring Appeal ${lastYear - 2}`);
  await pickInSection(page, 'Campaign Gifts', 'building the future', 'Building the Future Capital Campaign');
  await pickInSection(page, 'Special Event Gifts', 'gala', `Spring Gala ${lastYear}`);

  // Clear asks for confirmation; 'No, do not clear' keeps the selection.
  await page.getByRole('button', { name: 'Select campaigns, appeals and funds for Special Event Gifts' }).click();
  const picker = page.getByRole('dialog', { name: 'Special Event Gifts' });
  await expect(picker.getByTestId('fundraising-tree')).toContainText(`Spring Gala ${lastYear}`);
  await snap(page, '04-tree-picker');
  await picker.getByRole('button', { name: 'Clear' }).click();
  const clear = page.getByRole('dialog', { name: 'Clear selections?' });
  await expect(clear.getByRole('button', { name: 'Clear selections' })).toBeVisible();
  await clear.getByRole('button', { name: 'No, do not clear' }).click();
  await picker.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('mapping-section-specialEventGift').getByText(/\d+ selected/)).toBeVisible();

  await page.getByText('Yes', { exact: true }).click();
  await snap(page, '05-mapped');
  await page.getByRole('button', { name: 'Select Number of Asks' }).click();
  const naming = page.getByRole('dialog', { name: 'Please Name Your Appeal' });
  await naming.getByRole('button', { name: 'Select Number of Asks' }).click();
  await expect(naming.getByText('Name is required.')).toBeVisible();
  await naming.getByLabel('Appeal name').fill(`Year-End Appeal ${lastYear + 1}`);
  await snap(page, '06-name-appeal');
  await naming.getByRole('button', { name: 'Select Number of Asks' }).click();

  const progress = page.getByRole('dialog', { name: 'Map Appeal Process' });
  await expect(progress).toBeVisible();
  // The progress dialog gives way to the number of asks by itself (that page is checked in the wizard journey).
  await snap(page, '07-progress', { checkAccessibility: false });
  await expect(page).toHaveURL(/\/number-ask\?appealId=\d+$/, { timeout: 60_000 });
  const appealId = Number(new URL(page.url()).searchParams.get('appealId'));
  const status = await page.request.post('/graphql', {
    headers: { 'x-askwise-csrf': '1' },
    data: { query: 'query ($id: Int!) { getAppealStatus(appealId: $id) { mapAppealStatus isLocked } getAppeal(id: $id) { step includeSoftCredits name } }', variables: { id: appealId } },
  });
  expect((await status.json()).data).toEqual({
    getAppealStatus: { mapAppealStatus: 'DONE', isLocked: 0 },
    getAppeal: { step: 'number_of_asks', includeSoftCredits: 1, name: `Year-End Appeal ${lastYear + 1}` },
  });

  // Back on the mapping of the saved appeal: its selections and name are shown; Cancel Changes restores
  // them, and an unchanged mapping goes straight on without mapping again.
  await page.goto(`/mapping-appeal?appealId=${appealId}`);
  await expect(page.getByText(`Appeal: Year-End Appeal ${lastYear + 1}`)).toBeVisible();
  await expect(page.getByTestId('mapping-section-campaignGift').getByText(/\d+ selected/)).toBeVisible();
  await page.getByText('No', { exact: true }).click();
  await page.getByRole('button', { name: 'Select Number of Asks' }).click();
  const saved = page.getByRole('dialog', { name: 'Your Appeal' });
  await expect(saved.getByTestId('appeal-name')).toHaveText(`Year-End Appeal ${lastYear + 1}`);
  await expectAccessible(page, 'the saved appeal');
  await saved.getByRole('button', { name: 'Cancel Changes' }).click();
  await expect(saved).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await page.getByRole('button', { name: 'Select Number of Asks' }).click();
  await page.getByRole('dialog', { name: 'Your Appeal' }).getByRole('button', { name: 'Select Number of Asks' }).click();
  await expect(page).toHaveURL(new RegExp(`/number-ask\\?appealId=${appealId}$`));
  await expect(page.getByRole('dialog', { name: 'Map Appeal Process' })).toHaveCount(0);
});
