import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectAccessible, test, type Page } from './fixtures';
import ExcelJS from 'exceljs';
import { DEMO_ADMIN, DEMO_STAFF, signIn } from './accounts-helpers.ts';

// Excel data source journeys (issue: template, upload with live progress, validated ingestion, review).

const TEMPLATE_ERROR = "There's been an error while processing your Excel, please make sure you are using the product template!";
let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'askwise-e2e-excel-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A picture of the page for review, and the page as shown checked against WCAG 2.1 AA (unless it is about to change by itself). */
async function snap(page: Page, name: string, { checkAccessibility = true } = {}): Promise<void> {
  await page.screenshot({ path: path.join(test.info().config.rootDir, '..', 'screenshots', `excel-${name}.png`), fullPage: true });
  if (checkAccessibility) await expectAccessible(page, name);
}

async function openUploadDialog(page: Page): Promise<void> {
  await page.goto('/excel');
  await expect(page.getByRole('heading', { name: 'Excel Files' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page.getByRole('link', { name: 'Download Excel Template' })).toBeVisible();
}

async function chooseFile(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: 'I already have my Excel file properly formatted and ready to upload' }).click();
  await expect(page.getByRole('button', { name: 'Browse your computer' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(file);
}

async function writeWorkbook(workbook: ExcelJS.Workbook, name: string): Promise<string> {
  const file = path.join(folder, name);
  writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

test('an administrator fills the downloaded template, uploads it, reviews the donors and names the appeal', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openUploadDialog(page);
  // At 1280 px the intro's two buttons share one line.
  // Measured once the dialog's opening animation has settled (mid-animation the boxes are still moving).
  const centreGap = async () => {
    const cancelBox = (await page.getByRole('button', { name: '< Cancel' }).boundingBox())!;
    const readyBox = (await page.getByRole('button', { name: 'I already have my Excel file properly formatted and ready to upload' }).boundingBox())!;
    return Math.abs(cancelBox.y + cancelBox.height / 2 - (readyBox.y + readyBox.height / 2));
  };
  expect(page.viewportSize()?.width).toBe(1280);
  await expect.poll(centreGap).toBeLessThan(2);
  await snap(page, 'upload-explanation');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Excel Template' }).click();
  const download = await downloading;
  const templatePath = path.join(folder, 'template.xlsx');
  await download.saveAs(templatePath);

  // The Donors sheet holds only its header (the examples are on the guide sheet); fill it by script with
  // 150 donors and a custom column.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Donors');
  expect(sheet.rowCount).toBe(1);
  expect(workbook.worksheets[1]!.getColumn(2).values).toContain('Maria');
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  expect(headers.slice(0, 3)).toEqual(['Cont. ID', 'First Name', 'Last Name']);
  sheet.getCell(1, headers.length + 1).value = 'Class Year';
  for (let i = 1; i <= 150; i++) {
    sheet.addRow([`E${1000 + i}`, i === 77 ? 'Zebedee' : `Donor${i}`, `Family${i}`, 25 + i, 50 + i, 25 + i, 20, null, null, null, 100 + i, 3, 500 + i, null, null, `${i} Main St`, 'Springfield', 'IL', '62701', `donor${i}@example.org`, null, 2000 + (i % 20)]);
  }
  const filled = await writeWorkbook(workbook, 'Spring donors.xlsx');

  // From 'Upload Complete!' until the dialog has gone, its first step's text must not show again.
  await page.evaluate(() => {
    const seen = { complete: false, firstStepAgain: false };
    (window as unknown as { uploadDialogSeen: typeof seen }).uploadDialogSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[role=dialog]')?.textContent ?? '';
      if (text.includes('Upload Complete!')) seen.complete = true;
      else if (seen.complete && text.includes('I already have my Excel file')) seen.firstStepAgain = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await chooseFile(page, filled);
  await expect(page.getByText('Upload Complete!')).toBeVisible({ timeout: 30_000 });
  // 'Upload Complete!' gives way to the file list by itself, which is checked next.
  await snap(page, 'upload-complete', { checkAccessibility: false });
  // It moves on by itself after a second; the new file is listed as done and selected.
  await expect(page.getByText('Upload Complete!')).toBeHidden({ timeout: 5_000 });
  await expect(page.getByRole('dialog', { name: 'Upload Excel File' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { uploadDialogSeen: { complete: boolean; firstStepAgain: boolean } }).uploadDialogSeen)).toEqual({ complete: true, firstStepAgain: false });
  const row = page.getByRole('row', { name: /Spring donors\.xlsx/ });
  await expect(row).toContainText('150');
  await expect(row).toContainText('DONE');
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/);
  await row.click();
  await snap(page, 'files');
  await page.getByRole('button', { name: 'Review Selection' }).click();

  await expect(page).toHaveURL(/\/excel\/file-detail$/);
  await expect(page.getByRole('heading', { name: 'Spring donors.xlsx' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Constituent records' });
  await expect(table.getByRole('columnheader', { name: 'Wealth Rating - Minimum Suggested Ask' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Class Year' })).toBeVisible();
  await expect(page.getByLabel('Rows shown')).toHaveText('1–100 of 150');
  await expect(table.getByRole('row')).toHaveCount(101);
  await snap(page, 'file-detail');

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(page.getByLabel('Rows shown')).toHaveText('1–20 of 150');
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByLabel('Rows shown')).toHaveText('21–40 of 150');
  await expect(table.getByRole('row').nth(1)).toContainText('E1021');

  await page.getByLabel('Search constituents').fill('zebedee');
  await expect(page).toHaveURL(/search=zebedee/);
  await expect(page.getByLabel('Rows shown')).toHaveText('1–1 of 1');
  await expect(table.getByRole('row').nth(1)).toContainText('$102.00');
  await expect(table.getByRole('row').nth(1)).toContainText('donor77@example.org');

  await page.getByRole('button', { name: 'Select Number of Asks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please Name Your Appeal' });
  await dialog.getByRole('button', { name: 'Select Number of Asks' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByLabel('Appeal name').fill('Spring Appeal 2026');
  await snap(page, 'name-appeal');
  // The next page's frame shows at once, even while the appeal is still loading (held back here).
  let releaseAppeal = () => {};
  const appealHeld = new Promise<void>((resolve) => (releaseAppeal = resolve));
  await page.route('**/graphql*', async (route) => {
    // Queries may go as GET (the document in the address) or POST.
    const request = route.request();
    if (`${request.postData() ?? ''} ${decodeURIComponent(request.url())}`.includes('GetAppeal(')) await appealHeld;
    await route.fallback();
  });
  await dialog.getByRole('button', { name: 'Select Number of Asks' }).click();
  await expect(page).toHaveURL(/\/number-ask\?appealId=\d+$/);
  await expect(page.getByRole('complementary', { name: 'Ask String Process' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select Number of Asks' })).toBeHidden();
  await snap(page, 'number-ask-loading');
  releaseAppeal();
  await expect(page.getByRole('heading', { name: 'Select Number of Asks' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a file with bad cells shows the warning with the right rows and columns and keeps every good row', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const template = new ExcelJS.Workbook();
  await template.xlsx.load((await (await page.request.get('/files/askwise-excel-template.xlsx')).body()) as unknown as ArrayBuffer);
  const sheet = template.worksheets[0]!;
  for (let i = 1; i <= 15; i++) sheet.addRow([`B${i}`, `Good${i}`, 'Donor', 10, 10, 10, 0, 0, 0, 0, 10, 1, 10]);
  // Six bad cells in six rows (rows 5 to 10 of the sheet); the other rows are good.
  sheet.getCell('D5').value = 'ten dollars';
  sheet.getCell('L6').value = 'many';
  sheet.getCell('F7').value = -25;
  sheet.getCell('K8').value = '12..5';
  sheet.getCell('A9').value = 'B1';
  sheet.getCell('M10').value = 'n/a';
  await openUploadDialog(page);
  await chooseFile(page, await writeWorkbook(template, 'bad cells.xlsx'));

  await expect(page.getByText('We experienced a few errors with this file. Please inspect the below cells:')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Cell errors' }).getByRole('listitem')).toHaveText([
    'Row 5, column "Last Gift" (D5): "ten dollars" is not an amount of money',
    'Row 6, column "Number Of Lifetime Gifts" (L6): "many" is not a whole number of gifts',
    'Row 7, column "Appeal Gifts Last Year" (F7): "-25" is negative; gifts cannot be below zero',
    'Row 8, column "Greatest Gift" (K8): "12..5" is not an amount of money',
    'Row 9, column "Cont. ID" (A9): "B1" is already used by row 2; each donor needs a different id',
  ]);
  await expect(page.getByText('... and more.')).toBeVisible();
  await expect(page.getByText('Please check your email for a list of the Error details.')).toBeVisible();
  await snap(page, 'upload-warning');
  await page.getByRole('button', { name: 'Ok' }).click();
  // 15 rows, less the 6 bad ones.
  const row = page.getByRole('row', { name: /bad cells\.xlsx/ });
  await expect(row.getByRole('cell').nth(2)).toHaveText('9');
  await expect(row).toContainText('DONE_WITH_ERROR');
});

test('cell errors name the row, the column and the value', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const template = new ExcelJS.Workbook();
  await template.xlsx.load((await (await page.request.get('/files/askwise-excel-template.xlsx')).body()) as unknown as ArrayBuffer);
  const sheet = template.worksheets[0]!;
  for (let i = 1; i <= 3; i++) sheet.addRow([`T${i}`, `Good${i}`, 'Donor', 10, 10, 10, 0, 0, 0, 0, 10, 1, 10]);
  sheet.getCell('D3').value = '12x';
  sheet.getCell('L4').value = 2.5;
  await openUploadDialog(page);
  await chooseFile(page, await writeWorkbook(template, 'two bad cells.xlsx'));
  const cells = page.getByRole('list', { name: 'Cell errors' });
  await expect(cells.getByRole('listitem')).toHaveText(
    ['Row 3, column "Last Gift" (D3): "12x" is not an amount of money', 'Row 4, column "Number Of Lifetime Gifts" (L4): "2.5" is not a whole number of gifts'],
    { timeout: 30_000 },
  );
  await expect(page.getByText('... and more.')).toBeHidden();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('row', { name: /two bad cells\.xlsx/ })).toContainText('DONE_WITH_ERROR');
  await expect(page.getByRole('row', { name: /two bad cells\.xlsx/ }).getByRole('cell').nth(2)).toHaveText('1');
});

test('a file that is not the template shows the template error', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Contacts').addRows([
    ['Name', 'Phone'],
    ['Ann Lee', '555-0100'],
  ]);
  await openUploadDialog(page);
  await chooseFile(page, await writeWorkbook(workbook, 'contacts.xlsx'));
  await expect(page.getByText(TEMPLATE_ERROR)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/The first row does not have the template's columns/)).toBeVisible();
  await snap(page, 'upload-error');
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('row', { name: /contacts\.xlsx/ })).toContainText('Excel has errors');
});

test('only Excel files can be chosen', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await openUploadDialog(page);
  const csv = path.join(folder, 'donors.csv');
  writeFileSync(csv, 'Cont. ID,First Name\n1,Ann\n');
  await chooseFile(page, csv);
  await expect(page.getByRole('alert').filter({ hasText: 'Only Excel files (.xlsx or .xls) can be uploaded.' })).toBeVisible();
  await expectAccessible(page, 'the file chooser with its refusal');
});

test('a standard user sees the files but no Add New and no remove button', async ({ page }) => {
  await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/excel');
  await expect(page.getByRole('row', { name: /Spring donors\.xlsx/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await snap(page, 'files-standard-user');
});

test('without a selected file the review page goes back to /excel', async ({ page }) => {
  await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto('/excel/file-detail');
  await expect(page).toHaveURL(/\/excel$/);
});
