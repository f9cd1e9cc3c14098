import path from 'node:path';
import { expect, expectAccessible, test, type APIRequestContext, type Page } from './fixtures';

export const DEMO_ADMIN = { email: 'admin@demo.askwise.test', password: 'Askwise-Demo-2026' };
export const DEMO_STAFF = { email: 'staff@demo.askwise.test', password: 'Askwise-Demo-2026' };

/** The plain-text part of the newest dev-outbox e-mail to an address (optionally whose subject matches). */
export async function latestMailText(request: APIRequestContext, to: string, subject?: RegExp): Promise<string> {
  let text = '';
  await expect(async () => {
    const list = await (await request.get('/dev/outbox')).text();
    const rows = [...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="\/dev\/outbox\/(\d+)">([^<]*)<\/a>/g)];
    const row = rows.find(([, address, , title]) => address === to.toLowerCase() && (!subject || subject.test(title!)));
    expect(row, `no mail to ${to}`).toBeTruthy();
    const page = await (await request.get(`/dev/outbox/${row![2]}`)).text();
    text = /<pre data-testid="mail-text">([\s\S]*?)<\/pre>/.exec(page)![1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
  }).toPass({ timeout: 10_000 });
  return text;
}

export const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
export const linkFrom = (text: string) => /https?:\/\/\S+/.exec(text)![0];

/** Signs in through the three steps, reading the six-digit code from the dev outbox. */
export async function signIn(page: Page, email: string, password: string, landsOn: RegExp = /\/$/): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('We sent a six-digit code')).toBeVisible();
  const code = codeFrom(await latestMailText(page.request, email, /sign-in code/));
  await codeBoxes(page).first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(landsOn);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** The six boxes of the verification code. */
export const codeBoxes = (page: Page) => page.locator('[data-testid=code-input] input:not([type=hidden])');

/**
 * Saves a full-page screenshot under e2e/screenshots/ for review, and checks the page as shown (WCAG 2.1 AA)
 * unless it is not the product's (the development outbox).
 */
export async function snap(page: Page, name: string, { checkAccessibility = true } = {}): Promise<void> {
  await page.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', `accounts-${name}.png`), fullPage: true });
  if (checkAccessibility) await expectAccessible(page, name);
}

/**
 * Signs a new company up through the screens a founder uses (sign-up, the e-mailed confirmation link,
 * password, onboarding) and leaves its administrator signed in on the home page.
 */
export async function signUpNewCompany(page: Page, organization: string): Promise<{ email: string; password: string }> {
  const email = `founder-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = 'Founder-Pass-2026';
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Check Your Email')).toBeVisible();
  await page.goto(linkFrom(await latestMailText(page.request, email, /Confirm your Askwise account/)));
  await expect(page.getByRole('heading', { name: 'Set up your password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/auth\/profile$/, { timeout: 10_000 });
  await page.getByLabel('First Name').fill('Flora');
  await page.getByLabel('Last Name').fill('Founder');
  await page.getByLabel('Organization').fill(organization);
  await page.getByLabel('Title').fill('Development Director');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue(organization);
  await page.getByLabel('Phone').fill('+1 555 010 2030');
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Community/Arts & Cultural' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Flora' })).toBeVisible();
  return { email, password };
}
