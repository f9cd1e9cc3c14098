import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectAccessible, test, type Page } from './fixtures';
import { graphql, templateFile, type TemplateDonor } from './history-fixtures.ts';
import { signUpNewCompany } from './accounts-helpers.ts';

// billing.md 'Upload-limit dialog': a company without a subscription may hold 10,000 constituents
// (UNSUBSCRIBED_CONSTITUENT_LIMIT's default; its practice environment never counts). A file that would take
// it past that ends in ERROR_LIMIT_EXCEDED: the dialog offers the way to a subscription, and nothing of the
// file is kept.

const LIMIT = 10_000;
let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'askwise-e2e-limit-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', `upload-limit-${name}.png`), fullPage: true });
}

function donors(count: number): TemplateDonor[] {
  return Array.from({ length: count }, (_, i) => ({ id: `L${i + 1}`, firstName: `Donor${i + 1}`, lastName: 'Giver', appealGiftLastYear: 20 + (i % 50) }));
}

test('an Excel file past the constituent limit opens Subscription update required and keeps nothing', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpNewCompany(page, `Limit Test ${Math.random().toString(36).slice(2, 7)}`);
  const file = path.join(folder, 'too many donors.xlsx');
  writeFileSync(file, await templateFile(donors(LIMIT + 1)));

  await page.goto('/excel');
  await expect(page.getByRole('heading', { name: 'Excel Files' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('button', { name: 'I already have my Excel file properly formatted and ready to upload' }).click();
  await page.locator('input[type=file]').setInputFiles(file);

  const dialog = page.getByRole('dialog', { name: 'Subscription update required' });
  await expect(dialog).toBeVisible({ timeout: 90_000 });
  await expect(dialog).toContainText('This file would take your company past the number of constituents your subscription allows.');
  await expect(dialog).toContainText('This would take your company past its limit of 10,000 constituents (0 are already in use).');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.waitForTimeout(400);
  await snap(page, 'dialog');
  await expectAccessible(page, 'upload-limit dialog');

  // Nothing of the file is kept: its status says why, and not one of its rows can be read.
  const { getExcelOrganizations } = await graphql<{ getExcelOrganizations: Array<{ id: number; name: string; status: string }> }>(
    page.request,
    `{ getExcelOrganizations { id name status } }`,
  );
  const refused = getExcelOrganizations.find((file) => file.name.includes('too many donors'));
  expect(refused?.status).toBe('ERROR_LIMIT_EXCEDED');
  const { listExcelDetailByOrganizationId: rows } = await graphql<{ listExcelDetailByOrganizationId: unknown[] }>(
    page.request,
    `query($id: Int!) { listExcelDetailByOrganizationId(organizationId: $id, limit: 10, offset: 0) { __typename } }`,
    { id: refused!.id },
  );
  expect(rows).toEqual([]);

  await dialog.getByRole('button', { name: 'Upgrade options' }).click();
  await expect(page).toHaveURL(/\/profile\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Raise more money with fewer headaches.' })).toBeVisible();

  // Back on the list, the refused file has no error in it: it says that it was not uploaded and names the limit.
  await page.goto('/excel');
  const row = page.getByRole('row', { name: /too many donors\.xlsx/ });
  await expect(row).toContainText('Over plan limit');
  await expect(row).toContainText('Not uploaded: this would take your company past its limit of 10,000 constituents (0 are already in use).');
  await expect(row).not.toContainText('Excel has errors');
  await expect(row.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await snap(page, 'refused-file');
  await expectAccessible(page, 'refused file in the list');
});
