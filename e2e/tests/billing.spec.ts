import { expect, expectAccessible, test, type Download, type Page } from './fixtures';
import { fileURLToPath } from 'node:url';
import { latestMailText, linkFrom, logOut, signIn, signUpNewCompany } from './accounts-helpers.ts';
import { createCalculatedAppeal, setAppealStep, uniqueName, uploadExcelFile, type TemplateDonor } from './history-fixtures.ts';

// The subscription journey of a new company, on the sandbox billing provider (the embedded default):
// refused at export past the 100 free ask strings, it subscribes with a test card and a promo code,
// exports, upgrades, manages its cards, opens an invoice, cancels with feedback and reactivates.

const DONOR_COUNT = 140;
const DONORS: TemplateDonor[] = Array.from({ length: DONOR_COUNT }, (_, i) => ({
  id: `B${i + 1}`,
  firstName: `Donor${i + 1}`,
  lastName: 'Giver',
  appealGiftLastYear: 25 + (i % 40) * 5,
}));

/** A picture of the page for review, and the page as shown checked against WCAG 2.1 AA. */
async function snap(page: Page, name: string): Promise<void> {
  // Dialogs fade in: let the transition finish so the picture shows what a person sees.
  await page.waitForTimeout(400);
  await page.screenshot({ path: fileURLToPath(new URL(`../screenshots/billing-${name}.png`, import.meta.url)), fullPage: true });
  await expectAccessible(page, name);
}

/** A company with an Excel file of more than 100 donors and a calculated appeal waiting at export. */
async function companyWithAppeal(page: Page, organization: string): Promise<{ appealId: number; email: string }> {
  const { email } = await signUpNewCompany(page, organization);
  const environmentId = await uploadExcelFile(page.request, 'billing-donors.xlsx', DONORS);
  const appealId = await createCalculatedAppeal(page.request, environmentId, uniqueName('Spring Appeal'));
  await setAppealStep(page.request, appealId, 'save_export');
  return { appealId, email };
}

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry').fill('12 / 30');
  await dialog.getByLabel('CVV').fill('123');
}

async function fillAddress(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Address 1').fill('12 Harbour Road');
  await dialog.getByLabel('City').fill('Springfield');
  await dialog.getByLabel('State').fill('IL');
  await dialog.getByLabel('Zip Code').fill('62701');
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

test('A new company subscribes at export with a promo code, exports, upgrades, changes cards, opens an invoice, cancels with feedback and reactivates', async ({ page }) => {
  test.setTimeout(420_000);
  const { appealId } = await companyWithAppeal(page, uniqueName('Harbour Arts'));

  // Before the click the export page says what is left and what this appeal needs.
  await page.goto(`/prepare-export?appealId=${appealId}`);
  await expect(page.getByTestId('free-allowance')).toHaveText(`Free exports: 100 of 100 ask strings left; this appeal has ${DONOR_COUNT} to export.`);
  await expectAccessible(page, 'export with the free allowance');
  await page.getByRole('button', { name: 'Export Now' }).click();
  const refusal = page.getByRole('dialog', { name: 'Subscription required' });
  await expect(refusal).toContainText(`Without a subscription 100 ask strings can be exported in total. 100 of them are left, and this appeal has ${DONOR_COUNT} to export.`);
  await expect(refusal).not.toContainText('used up');
  await snap(page, '01-export-refused');
  await refusal.getByRole('button', { name: 'Subscribe' }).click();

  // The plan table.
  await expect(page).toHaveURL(/\/profile\/subscription\?returnTo=|\/profile\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Raise more money with fewer headaches.' })).toBeVisible();
  const plans = page.getByRole('table', { name: 'Plans' });
  await expect(plans.getByRole('columnheader', { name: 'Total records' })).toBeVisible();
  await expect(plans.getByRole('columnheader', { name: 'AG annual fee' })).toBeVisible();
  await expect(plans.getByRole('row').last()).toContainText('Call for pricing');
  await plans.getByRole('row').last().click();
  await expect(page.getByTestId('plan-detail').getByRole('button', { name: 'Schedule a call' })).toBeVisible();
  await snap(page, '02-plans-custom');
  await page.getByTestId('plan-row-Starter').click();
  const detail = page.getByTestId('plan-detail');
  await expect(detail).toContainText('$1,500.00');
  await snap(page, '03-plans');
  await detail.getByRole('button', { name: 'Subscribe' }).click();

  // Summary and promo codes: the three refusals and the discount.
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('subscription-summary')).toContainText('Starter');
  await modal.getByRole('button', { name: 'Have a promo code?' }).click();
  await expect(modal.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();
  await modal.getByLabel('Enter the promo code').fill('NOSUCHCODE');
  await modal.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(modal.getByText('Promo code "NOSUCHCODE" is invalid')).toBeVisible();
  await modal.getByLabel('Enter the promo code').fill('WELCOME10');
  await modal.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(modal.getByTestId('applied-promos')).toContainText('on every billing!');
  await modal.getByLabel('Enter the promo code').fill('WELCOME10');
  await modal.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(modal.getByText('Promo code WELCOME10 is already applied')).toBeVisible();
  await expect(modal.getByTestId('amount-lines')).toContainText('$1,350.00');
  await snap(page, '04-promo');
  await modal.getByRole('button', { name: 'Apply Coupon' }).click();
  await expect(modal.getByTestId('original-price')).toHaveText('$1,500.00');
  await expect(modal.getByTestId('payable-price')).toHaveText('$1,350.00');
  await snap(page, '05-summary');
  await modal.getByRole('button', { name: 'select payment method' }).click();
  await expect(modal.getByRole('button', { name: 'Direct Debit' })).toBeVisible();
  await expect(modal.getByRole('button', { name: '< Back and select other plan', exact: true })).toBeVisible();
  await snap(page, '06-payment-choice');
  await modal.getByRole('button', { name: 'Credit Card' }).click();
  await expect(modal.getByRole('button', { name: '< Back and select other plan', exact: true })).toBeVisible();

  // Every message of an empty card form, then a declined card, then the good one.
  await modal.getByRole('button', { name: 'Purchase Subscription' }).click();
  for (const message of ['The address is required.', 'The city is required.', 'The state is required.', 'The zip is required.', 'The card name is required.', 'The card number is required.', 'The card expiry is required.', 'The card cvv is required.']) {
    await expect(modal.getByText(message)).toBeVisible();
  }
  await snap(page, '07-card-form-errors');
  await modal.getByRole('button', { name: 'Change Payment Method' }).click();
  await modal.getByRole('button', { name: 'eCheck' }).click();
  await modal.getByLabel('Routing number').fill('12a');
  await modal.getByRole('button', { name: 'Purchase Subscription' }).click();
  await expect(modal.getByText('Routing may contain only numbers.')).toBeVisible();
  await expect(modal.getByText('The account is required.')).toBeVisible();
  await modal.getByRole('button', { name: 'Change Payment Method' }).click();
  await modal.getByRole('button', { name: 'Credit Card' }).click();
  await fillAddress(page);
  await modal.getByLabel('Card name').fill('Flora Founder');
  await fillCard(page, '4005 5192 0000 0004');
  await modal.getByRole('button', { name: 'Purchase Subscription' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Insufficient funds.');
  await snap(page, '08-insufficient-funds');
  await modal.getByLabel('Card number').fill('4111 1111 1111 1111');
  await modal.getByRole('button', { name: 'Purchase Subscription' }).click();

  // Back at the same export, now subscribed: both files download.
  await expect(page).toHaveURL(new RegExp(`/prepare-export\\?appealId=${appealId}$`), { timeout: 20_000 });
  await expect(page.getByTestId('free-allowance')).toHaveCount(0);
  const downloads = await twoDownloads(page, () => page.getByRole('button', { name: 'Export Now' }).click());
  expect(downloads.map((d) => d.suggestedFilename()).sort()).toEqual([expect.stringMatching(/Handle Manually\.xlsx$/), expect.stringMatching(/Ready to Export\.xlsx$/)]);
  await expect(page.getByText('Export complete')).toBeVisible();
  await expectAccessible(page, 'export complete');

  // The manage view; upgrade with the estimate shown.
  await page.goto('/profile/subscription');
  const manage = page.getByTestId('manage-view');
  await expect(manage).toContainText('PLAN DETAILS');
  await expect(manage).toContainText('VIEW BILLING DETAILS');
  await expect(manage).toContainText('PAYMENT DETAILS');
  await expect(manage.getByTestId('current-payment-method')).toContainText('1111');
  await snap(page, '09-manage');
  await page.getByTestId('plan-row-Growth').click();
  await expect(detail.getByRole('button', { name: 'Upgrade' })).toBeDisabled();
  await page.getByTestId('plan-row-Starter').click();
  await manage.getByRole('button', { name: 'Change Plan' }).click();
  await page.getByTestId('plan-row-Growth').click();
  await detail.getByRole('button', { name: 'Upgrade' }).click();
  await expect(modal.getByRole('button', { name: 'change payment type' })).toBeVisible();
  await modal.getByRole('button', { name: 'Pay via current Payment Method' }).click();
  await expect(modal.getByTestId('upgrade-estimate')).toContainText(/We are about to charge you \$[\d,]+\.\d\d difference between your last plan and your next\./);
  await modal.getByRole('button', { name: 'Add Coupon' }).click();
  await expect(modal.getByRole('button', { name: 'ADD THIS COUPON' })).toBeDisabled();
  const estimated = await modal.getByTestId('upgrade-estimate').textContent();
  await modal.getByLabel('Coupon').fill('FIRSTYEAR500');
  await modal.getByRole('button', { name: 'ADD THIS COUPON' }).click();
  await expect(modal.getByText('$500.00 OFF!')).toBeVisible();
  // The coupon is re-estimated: the amount to charge goes down.
  await expect(modal.getByTestId('upgrade-estimate')).not.toHaveText(estimated!);
  await snap(page, '10-upgrade-estimate');
  await modal.getByRole('button', { name: 'Use my Previous Payment Option' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('plan-row-Growth')).toContainText('Current plan');

  // A second card, made primary; the first deleted; the last one cannot be deleted.
  await page.getByTestId('plan-row-Growth').click();
  await manage.getByRole('button', { name: 'Manage your Payment Info' }).click();
  await expect(modal.getByTestId('payment-method-1111')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await modal.getByRole('button', { name: '+ Add Payment Method' }).click();
  await expect(modal.getByRole('button', { name: 'Back to Payment List', exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Credit Card' }).click();
  await expect(modal.getByRole('button', { name: '< Back to payment list', exact: true })).toBeVisible();
  await modal.getByLabel('First name').fill('Flora');
  await modal.getByLabel('Last name').fill('Founder');
  await fillAddress(page);
  await fillCard(page, '5555 5555 5555 4444');
  await modal.getByRole('button', { name: 'Add this card' }).click();
  await expect(modal.getByText(/Your payment method .*4444 has been added/)).toBeVisible();
  await modal.getByRole('button', { name: 'Ok' }).click();
  // Editing it: the form opens with the saved billing address, and its success screen says it was edited.
  await modal.getByTestId('payment-method-4444').getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Payment Method' });
  await expect(editing.getByLabel('Address')).toHaveValue('12 Harbour Road');
  await expect(editing.getByLabel('City')).toHaveValue('Springfield');
  await expect(editing.getByLabel('Zip Code')).toHaveValue('62701');
  await editing.getByLabel('City').fill('Shelbyville');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing.getByText('Your payment method has been updated')).toBeVisible();
  await snap(page, '11-payment-method-edited');
  await editing.getByRole('button', { name: 'Ok' }).click();
  await modal.getByTestId('payment-method-4444').getByRole('radio').click();
  await expect(modal.getByTestId('payment-method-4444')).toContainText('Primary');
  await snap(page, '11-payment-methods');
  await modal.getByTestId('payment-method-1111').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete payment method' });
  await expect(confirm).toContainText('Do you want to delete this payment method ************1111?');
  await expect(confirm).toContainText('This payment method is going to delete permanently!');
  await snap(page, '12-delete-payment-method');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payment method deleted successfully!!')).toBeVisible();
  await expect(modal.getByTestId('payment-method-1111')).toHaveCount(0);
  await expect(modal.getByTestId('payment-method-4444')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Back to Subscription' }).click();
  await expect(manage.getByTestId('current-payment-method')).toContainText('4444');

  // Billing details: the invoices; one opens as a PDF in a new tab.
  await manage.getByRole('button', { name: 'View Billing Details' }).click();
  const invoices = modal.getByRole('table', { name: 'Invoices' });
  for (const header of ['Date', 'Description', 'Service Period', 'Payment Method', 'Sub-total', 'Total', 'Credits applied', 'Amount paid']) await expect(invoices.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // The purchase and the upgrade (a header row, then one row per invoice). The upgrade credits what the Starter
  // plan cost with WELCOME10 ($1,350.00) for the unused term, almost all of it: as its PDF shows.
  await expect(invoices.getByRole('row').nth(2)).toBeVisible();
  await expect(invoices.getByRole('row').nth(1).getByRole('cell').nth(6)).toHaveText(/^-\$1,3(49|50)\.\d\d$/);
  await snap(page, '13-billing-details');
  const pdf = page.context().waitForEvent('response', { predicate: (r) => (r.headers()['content-type'] ?? '').includes('application/pdf'), timeout: 20_000 });
  const tab = page.waitForEvent('popup');
  await invoices.getByRole('link').first().click();
  // Chromium may hand the PDF to its download manager, so its address is fetched again to read the file.
  const invoicePdf = await page.request.get((await pdf).url());
  expect(invoicePdf.headers()['content-type']).toContain('application/pdf');
  expect((await invoicePdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await (await tab).close();
  await modal.getByRole('button', { name: 'Back to Subscription' }).click();

  // Cancel with feedback; the page reloads with the banner; reactivate.
  await manage.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(modal).toContainText('kept for 10 months');
  await modal.getByRole('button', { name: 'Cancel Subscription' }).click();
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(modal.getByText('Please select at least one option')).toBeVisible();
  await modal.getByRole('checkbox', { name: 'Too expensive' }).check();
  await modal.getByRole('checkbox', { name: 'Other', exact: true }).check();
  await modal.getByLabel('Tell us more').fill('We merge with another charity next spring.');
  await snap(page, '14-cancel-feedback');
  await modal.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByTestId('cancelled-banner')).toHaveText(/Your membership will be cancelled at the end of your current billing period\./, { timeout: 10_000 });
  await snap(page, '15-cancelled-banner');
  await page.getByTestId('plan-row-Growth').click();
  await manage.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByTestId('cancelled-banner')).toHaveCount(0);
  await expect(manage.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
});

test('A standard user is sent away from the subscription page and is told to contact the account admin at export', async ({ page }) => {
  test.setTimeout(180_000);
  const organization = uniqueName('Valley Food Bank');
  const { appealId } = await companyWithAppeal(page, organization);
  const staff = `staff-${Math.random().toString(36).slice(2, 8)}@example.org`;
  await page.goto('/profile/users');
  await page.getByRole('button', { name: 'Invite User' }).click();
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Standard');
  await page.getByLabel('Email').fill(staff);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByTestId(`user-row-${staff}`).getByText('Invited')).toBeVisible();
  await logOut(page);

  await page.goto(linkFrom(await latestMailText(page.request, staff, /invited you to/)));
  await page.getByLabel('New password').fill('Standard-Pass-9');
  await page.getByLabel('Confirm password').fill('Standard-Pass-9');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/auth\/profile$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Sam' })).toBeVisible();
  await logOut(page);
  await signIn(page, staff, 'Standard-Pass-9');

  await page.goto('/profile/subscription');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hello, Sam' })).toBeVisible();
  await expectAccessible(page, 'home of a standard user');
  await page.goto(`/prepare-export?appealId=${appealId}`);
  await page.getByRole('button', { name: 'Export Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription required' });
  await expect(dialog.getByRole('button', { name: 'Contact Account admin to Subscribe' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
  await snap(page, '16-standard-user-export');
});
