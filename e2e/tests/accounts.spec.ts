import { expect, expectAccessible, test } from './fixtures';
import { codeBoxes, codeFrom, DEMO_ADMIN, latestMailText, linkFrom, logOut, signIn, snap } from './accounts-helpers.ts';
import { graphql } from './history-fixtures.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

test('A new user signs up, confirms by e-mail, sets a password, signs in with the e-mailed code and finishes onboarding', async ({ page }) => {
  const email = `founder-${unique()}@example.org`;
  await page.goto('/sign-up');
  await expect(page.getByText('No credit card required')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The email is required.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await snap(page, '01-sign-up-email');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Password requirements: Total of 8 characters', { exact: false }).last()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Password1');
  await page.getByLabel('Confirm password').fill('Password1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This password is too common. Please choose another one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await snap(page, '02-sign-up-password');
  await page.getByLabel('Password', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Check Your Email')).toBeVisible();
  await expect(page.getByText('Click on the link to complete the sign up process.')).toBeVisible();
  await snap(page, '03-sign-up-check-email');

  // The confirmation mail, read in the dev outbox as a person would.
  await page.goto('/dev/outbox');
  await page.locator('tr', { hasText: email }).getByRole('link', { name: 'Confirm your Askwise account' }).click();
  await snap(page, '04-outbox-confirmation', { checkAccessibility: false }); // the development outbox, not the product
  const link = linkFrom(await page.getByTestId('mail-text').innerText());
  await page.goto(link);

  await expect(page.getByRole('heading', { name: 'Set up your password' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/confirm\?p=true$/);
  await page.getByLabel('New password').fill('Founder-Pass-2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Please confirm your password.')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Founder-Pass-2027');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('New password').fill('Password1');
  await page.getByLabel('Confirm password').fill('Password1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('This password is too common. Please choose another one.')).toBeVisible();
  await page.getByLabel('New password').fill('Founder-Pass-2026');
  await page.getByLabel('Confirm password').fill('Founder-Pass-2026');
  await snap(page, '05-set-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/auth\/profile$/, { timeout: 10_000 });

  // Onboarding: Profile, Company, Add Users.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The first name is required.')).toBeVisible();
  await page.getByLabel('First Name').fill('Flora');
  await page.getByLabel('Last Name').fill('Founder');
  await page.getByLabel('Organization').fill('Riverside Arts Council');
  await page.getByLabel('Title').fill('Development Director');
  await snap(page, '06-onboarding-profile');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue('Riverside Arts Council');
  await page.getByLabel('Phone').fill('not a phone');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The industry is required.')).toBeVisible();
  await expect(page.getByText('Phone number is not valid.')).toBeVisible();
  await page.getByLabel('Phone').fill('+1 555 010 2030');
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Community/Arts & Cultural' }).click();
  await snap(page, '07-onboarding-company');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Send invites' })).toBeVisible();
  await snap(page, '08-onboarding-add-users');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Flora' })).toBeVisible();
  await expectAccessible(page, 'home of a new company');
  await page.goto('/welcome');
  await expect(page.getByText('How did you hear about us?')).toBeVisible();
  await snap(page, '09-welcome');
  await page.getByRole('button', { name: 'Access to Askwise' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Flora' })).toBeVisible();

  // Her company's only environment is the practice environment: the chooser offers to try the product on it.
  await expect(async () => {
    const { listBlackbaudOrganizationsByCompanyId: environments } = await graphql<{ listBlackbaudOrganizationsByCompanyId: Array<{ isPractice: boolean; status: string }> }>(
      page.request,
      '{ listBlackbaudOrganizationsByCompanyId { isPractice status } }',
    );
    expect(environments.map((e) => [e.isPractice, e.status])).toEqual([[true, 'DONE']]);
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  await page.reload();
  await page.getByRole('button', { name: '> Try the product first' }).click();
  await expect(page).toHaveURL(/\/select-audience$/);
  await expect(page.getByRole('heading', { name: 'Select your Audience List' })).toBeVisible();
  await expectAccessible(page, 'practice environment audiences');
  await page.goto('/');

  await logOut(page);
  await page.getByLabel('Email').fill(email);
  await snap(page, '09b-sign-in-email');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await snap(page, '10-sign-in-password');
  await page.getByLabel('Password', { exact: true }).fill('Founder-Pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('We sent a six-digit code')).toBeVisible();
  const code = codeFrom(await latestMailText(page.request, email, /sign-in code/));

  // Numbers only; focus moves forward and back; a pasted six-digit value fills every box.
  await codeBoxes(page).first().click();
  await page.keyboard.type('1a2');
  await expect(codeBoxes(page).nth(1)).toHaveValue('2');
  await expect(codeBoxes(page).nth(2)).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(codeBoxes(page).nth(1)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await codeBoxes(page).first().evaluate((input, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  for (let i = 0; i < 6; i++) await expect(codeBoxes(page).nth(i)).toHaveValue(code[i]!);
  await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled();
  await snap(page, '11-sign-in-code');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Flora' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await page.waitForTimeout(400); // let the menu finish fading in
  await snap(page, '12-avatar-menu');
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByLabel('Phone').fill('12-34');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone Number may contain only numbers.')).toBeVisible();
  await page.getByLabel('Phone').fill('55501020399');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone Number should be less than 10 characters.')).toBeVisible();
  // A ten-digit US number after its +1 prefix saves, and is there after a reload.
  await page.getByLabel('Phone').fill('5550102039');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('5550102039');
  await snap(page, '13-profile');
  await page.getByRole('link', { name: 'Company' }).click();
  await page.getByLabel('Zip').fill('a0b 8e7!');
  await expect(page.getByLabel('Zip')).toHaveValue('A0B 8E7');
  await page.getByLabel('Zip').fill('123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The city is required.')).toBeVisible();
  await expect(page.getByText('Invalid Zip. e.g. A0B 8E7 or 12345')).toBeVisible();
  await snap(page, '14-company');
});

test('An administrator invites a standard user, who accepts, signs in and cannot open the administrators pages', async ({ page, browser }) => {
  const email = `staff-${unique()}@example.org`;
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto('/profile/users');
  await expect(page.getByRole('heading', { name: 'Demo Community Foundation Users' })).toBeVisible();
  // Counts read en-US: '2,000 constituents', never '2000 constituents'.
  await expect(page.getByText(/^\d{1,3}(,\d{3})* registered users · \d{1,3}(,\d{3})* constituents$/)).toBeVisible();
  await page.getByRole('button', { name: 'Invite User' }).click();
  await expect(page.getByRole('heading', { name: 'Invite New User to Demo Community Foundation Company' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite' })).toBeDisabled();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Enter valid email')).toBeVisible();
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Again');
  await page.getByLabel('Email').fill('staff@demo.askwise.test');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('alert').getByText('This user is already in your company.')).toBeVisible();
  await page.getByLabel('First Name').fill('Nia');
  await page.getByLabel('Last Name').fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await snap(page, '15-users-invite');
  await page.getByRole('button', { name: 'Invite' }).click();
  const row = page.getByTestId(`user-row-${email}`);
  await expect(row.getByText('Invited')).toBeVisible();
  await snap(page, '16-users-list');
  await row.getByRole('button', { name: `Actions for ${email}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Make Owner' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Confirm User' })).toBeVisible();
  await expectAccessible(page, 'user actions menu');
  await page.getByRole('menuitem', { name: 'Edit User' }).click();
  await expect(page.getByRole('heading', { name: 'Edit User Nia Newcomer' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await snap(page, '17-users-edit');
  await page.getByRole('button', { name: '< Back to Users List' }).click();
  await logOut(page);

  // The invitation: follow the link, set a password, join the company in onboarding.
  const invitation = await latestMailText(page.request, email, /invited you to/);
  await page.goto(linkFrom(invitation));
  await expect(page.getByRole('heading', { name: 'Set up your password' })).toBeVisible();
  await page.getByLabel('New password').fill('Newcomer-Pass-9');
  await page.getByLabel('Confirm password').fill('Newcomer-Pass-9');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/auth\/profile$/, { timeout: 10_000 });
  await expect(page.getByLabel('First Name')).toHaveValue('Nia');
  await expect(page.getByLabel('Organization')).toHaveValue('Demo Community Foundation');
  await expect(page.getByLabel('Organization')).toBeDisabled();
  await snap(page, '18-onboarding-invited');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Nia' })).toBeVisible();
  await logOut(page);

  await signIn(page, email, 'Newcomer-Pass-9');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Subscription' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/profile/users');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile/subscription');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile/company');
  await expect(page.getByLabel('Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await snap(page, '19-company-read-only');

  // The administrator deactivates the user: their next request signs them out with 'User is inactive.'
  const adminPage = await browser.newPage();
  await signIn(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await adminPage.goto('/profile/users');
  await adminPage.getByRole('switch', { name: `Active ${email}` }).click({ force: true });
  await expect(adminPage.getByTestId(`user-row-${email}`).getByText('Deactivated')).toBeVisible();
  await adminPage.close();
  await page.reload();
  await expect(page).toHaveURL(/\/auth\?m=inactive$/);
  await expect(page.getByText('User is inactive.')).toBeVisible();
  await snap(page, '25-sign-in-inactive');
});

test('A user recovers a forgotten password in three steps', async ({ page }) => {
  const email = `forgetful-${unique()}@example.org`;
  await page.request.post('/graphql', {
    headers: { 'x-askwise-csrf': '1' },
    data: { query: 'mutation($e: String!) { signUp(email: $e, password: "First-Pass-2026") }', variables: { e: email } },
  });
  await page.goto(linkFrom(await latestMailText(page.request, email, /Confirm/)));
  await expect(page).toHaveURL(/\/auth\/profile$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByText('Type your email to recovery your password')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await snap(page, '21-recovery-email');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Type your new password')).toBeVisible();
  await page.getByLabel('New password').fill('Second-Pass-2026');
  await page.getByLabel('Confirm password').fill('Second-Pass-2026');
  await snap(page, '22-recovery-password');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Check your email for verification code')).toBeVisible();
  await codeBoxes(page).first().click();
  await page.keyboard.type('000000');
  await page.getByRole('button', { name: 'Recover Password' }).click();
  const code = codeFrom(await latestMailText(page.request, email, /recovery code/));
  if (code !== '000000') await expect(page.getByText('Invalid verification code provided, please try again.')).toBeVisible();
  await snap(page, '23-recovery-code');
  await codeBoxes(page).first().click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await codeBoxes(page).first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Recover Password' }).click();
  await expect(page).toHaveURL(/\/auth\?m=recovered$/);
  await signIn(page, email, 'Second-Pass-2026', /\/auth\/profile$/);
});

test('A followed link of an already confirmed account says so on the sign-in screen', async ({ page }) => {
  await page.goto('/auth/confirm?code=used-or-unknown&username=admin%40demo.askwise.test');
  await expect(page).toHaveURL(/\/auth\?m=confirm-already$/);
  await expect(page.getByText('User is already confirmed, please sign in.')).toBeVisible();
  await expect(page.getByText("Don't have an account? Sign up to try it for free")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up to try it for free' })).toHaveAttribute('href', '/sign-up');
  await expect(page.getByText('No credit card required')).toBeVisible();
  await snap(page, '24-sign-in-confirm-already');
  await page.goto('/auth/confirm?code=anything&username=nobody%40example.org');
  await expect(page).toHaveURL(/\/auth\?m=confirm-already$/);
  await page.goto('/auth?m=no-access');
  await expect(page.getByText("user doesn't have access Askwise platform")).toBeVisible();
  await expectAccessible(page, 'no access');
});
