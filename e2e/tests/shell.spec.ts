import { expect, expectAccessible, test } from './fixtures';

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Not found :(' })).toBeVisible();
  await expectAccessible(page);
});

test('a signed-out visit to a gated route lands on /auth', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectAccessible(page);
});
