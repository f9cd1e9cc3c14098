import path from 'node:path';
import { expect, expectAccessible, test, type Page } from './fixtures';
import { signUpNewCompany } from './accounts-helpers.ts';
import { createSettledAppeal, graphql, setAppealStep, uniqueName, uploadExcelFile, waitForAsksCalculated, type TemplateDonor } from './history-fixtures.ts';

// The optional holdout group C of an A/B test: set up on the strategy step with a fixed ladder the user types;
// every donor of group C gets exactly that ladder.

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', `test-and-learn-holdout-${name}.png`), fullPage: true });
}

const DONORS: TemplateDonor[] = Array.from({ length: 120 }, (_, i) => ({
  id: `H${1000 + i}`,
  firstName: `Donor${i}`,
  lastName: `Holdout${i}`,
  appealGiftLastYear: [0, 40, 150, 600, 2500][i % 5]!,
  lifetimeGiving: [0, 120, 450, 1800, 9000][i % 5]!,
}));

test('A test with a holdout group C gives its donors exactly the ladder typed on the strategy step', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpNewCompany(page, uniqueName('Harbor Food Bank'));
  const environmentId = await uploadExcelFile(page.request, 'holdout-donors.xlsx', DONORS);
  const appealId = await createSettledAppeal(page.request, environmentId, uniqueName('Winter Holdout Appeal'), { numberOfAsks: 4 });

  await page.goto(`/strategy?appealId=${appealId}`);
  await page.getByTestId('strategy-secret_sauce').click();
  const setup = page.getByTestId('test-setup');
  await setup.getByText('Test two strategies', { exact: true }).click();
  await setup.getByRole('switch', { name: 'Add a holdout group C with a fixed ladder' }).click();
  // A 50/50 test becomes 45/45/10 with a holdout; the user sets 40/40/20.
  await expect(setup.getByRole('textbox', { name: 'Group A share of donors (%)' })).toHaveValue('45');
  await setup.getByRole('textbox', { name: 'Group A share of donors (%)' }).fill('40');
  await setup.getByRole('textbox', { name: 'Group C share of donors (%)' }).fill('20');
  await expect(setup.getByText('Shares: A 40%, B 40%, C 20%.')).toBeVisible();
  const ladder = setup.getByRole('group', { name: 'Fixed ladder of group C' });
  await expect(ladder.getByRole('textbox')).toHaveCount(4);
  for (const [k, amount] of ['20', '35', '50', '100'].entries()) await ladder.getByRole('textbox', { name: `Ask ${k + 1}` }).fill(amount);
  await expectAccessible(page, 'strategy with a holdout group');
  await snap(page, 'strategy');
  await setup.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', 'test-and-learn-holdout-setup.png') });

  await page.getByRole('button', { name: 'Calculate Asks' }).click();
  await waitForAsksCalculated(page.request, appealId);
  const { getAppealTest } = await graphql<{ getAppealTest: { groups: Array<{ letter: string; share: number; donors: number; fixedLadder: string[] | null }> } }>(
    page.request,
    `query($appealId: Int!) { getAppealTest(appealId: $appealId) { groups { letter share donors fixedLadder } } }`,
    { appealId },
  );
  expect(getAppealTest.groups.map((g) => [g.letter, g.share, g.fixedLadder])).toEqual([
    ['A', 40, null],
    ['B', 40, null],
    ['C', 20, ['20.00', '35.00', '50.00', '100.00']],
  ]);
  // Five giving bands of 24 donors: each band's C gets 20% of 24 within one donor (4 or 5).
  expect(getAppealTest.groups[2]!.donors).toBeGreaterThanOrEqual(20);
  expect(getAppealTest.groups[2]!.donors).toBeLessThanOrEqual(25);

  // The grid of group C: every donor has the typed ladder, and the ask log says it is the fixed ladder.
  await setAppealStep(page.request, appealId, 'summary');
  await page.goto(`/review-strategy?appealId=${appealId}`);
  const groupC = page.getByTestId('test-group-summaries').getByTestId('test-group-C');
  await expect(groupC).toContainText('Group C: Fixed-ladder holdout');
  await groupC.getByRole('link', { name: /^Donors [\d,]+$/i }).click();
  await expect(page).toHaveURL(/testGroup=C/);
  const grid = page.getByRole('grid', { name: 'Donors and their asks' });
  const askStrings = grid.locator('[data-column="askString"]');
  await expect(askStrings.first()).toHaveText('$20 / $35 / $50 / $100');
  expect(new Set(await askStrings.allTextContents())).toEqual(new Set(['$20 / $35 / $50 / $100']));
  await snap(page, 'grid-group-c');
});
