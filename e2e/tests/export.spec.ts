import { expect, expectAccessible, test, type Download, type Page } from './fixtures';
import ExcelJS from 'exceljs';
import { DEMO_ADMIN, DEMO_STAFF, logOut, signIn } from './accounts-helpers.ts';
import { createCalculatedAppeal, createPracticeAppeal, graphql, setAppealStep, snapHistory, uniqueName, uploadExcelFile, type TemplateDonor } from './history-fixtures.ts';

// Donors of the journey: two with last year's gift of $10,000 (their asks are flagged and start on the
// secondary list), one whose first name looks like a formula, and one the reviewer excludes.
const DONORS: TemplateDonor[] = [
  { id: 'E1', firstName: 'Ada', lastName: 'Lovelace', appealGiftLastYear: 100, city: 'London' },
  { id: 'E2', firstName: '=HYPERLINK("x")', lastName: 'Mallory', appealGiftLastYear: 250 },
  { id: 'E3', firstName: 'Grace', lastName: 'Hopper', appealGiftLastYear: 10_000 },
  { id: 'E4', firstName: 'Alan', lastName: 'Turing', appealGiftLastYear: 40 },
  { id: 'E5', firstName: 'Edsger', lastName: 'Dijkstra', appealGiftLastYear: 12_000 },
  { id: 'E6', firstName: 'Barbara', lastName: 'Liskov', appealGiftLastYear: 75 },
];

interface SheetRow {
  [header: string]: unknown;
}

async function readDownload(download: Download): Promise<{ name: string; sheet: string; headers: string[]; rows: SheetRow[]; types: Record<string, number> }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const worksheet = workbook.worksheets[0]!;
  const headers = (worksheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: SheetRow[] = [];
  const types: Record<string, number> = {};
  worksheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: SheetRow = {};
    headers.forEach((header, i) => {
      const cell = row.getCell(i + 1);
      values[header] = cell.value;
      if (header === 'First Name') types[String(cell.value)] = cell.type;
    });
    rows.push(values);
  });
  return { name: download.suggestedFilename(), sheet: worksheet.name, headers, rows, types };
}

/** Both downloads of an export: the ready-to-export file, then (a second later) the handle-manually file. */
async function twoDownloads(page: Page, start: () => Promise<void>): Promise<[Download, Download]> {
  const downloads: Download[] = [];
  const collect = (download: Download) => downloads.push(download);
  page.on('download', collect);
  await start();
  await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(2);
  page.off('download', collect);
  return [downloads[0]!, downloads[1]!];
}

test('An administrator chooses the export fields of a reviewed appeal, exports both files, and exports them again from history', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const environmentId = await uploadExcelFile(page.request, 'export-donors.xlsx', DONORS);
  const name = uniqueName('Year-End Appeal');
  const appealId = await createCalculatedAppeal(page.request, environmentId, name, { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' });
  // The review: the grid's Apply excludes one donor from the export.
  const grid = async () =>
    (
      await graphql<{ getAppealConstituentsByFilter: { rows: Array<Record<string, string>> } }>(
        page.request,
        `query($input: AppealConstituentsFilterInput!) { getAppealConstituentsByFilter(input: $input) { rows { id rowKey constituentId status anualAsk1 anualAsk2 anualAsk3 askString } } }`,
        { input: { appealId, filterType: 'all_constituents', pageNumber: 1, pageSize: 50 } },
      )
    ).getAppealConstituentsByFilter.rows;
  const excluded = (await grid()).find((r) => r.constituentId === 'E6')!;
  await graphql(page.request, `mutation($body: UpdateAppealConstituentsBody!) { UpdateAppealConstituents(body: $body) { statusCode } }`, {
    body: { appealId, items: [{ id: excluded.id, rowKey: excluded.rowKey, status: 'exclude_export' }] },
  });
  await setAppealStep(page.request, appealId, 'save_export');

  await page.goto(`/prepare-export?appealId=${appealId}`);
  await expect(page.getByRole('heading', { name: 'Prepare Your Export' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Cont. ID' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Cont. ID' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'City' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Lifetime Giving' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Preferred Email' }).uncheck();
  await page.getByRole('checkbox', { name: 'Lifetime Giving' }).check();
  await snapHistory(page, 'prepare-export');

  // Save for later keeps the choice on the appeal.
  await page.getByRole('button', { name: 'Save for later' }).click();
  await expect(page).toHaveURL(/\/appeal-history$/);
  await page.goto(`/prepare-export?appealId=${appealId}`);
  await expect(page.getByRole('checkbox', { name: 'Lifetime Giving' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Preferred Email' })).not.toBeChecked();

  // Export Now: the demo company has no subscription, so the confirmation shows the free allowance first.
  await page.getByRole('button', { name: 'Export Now' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Export ask strings' });
  await expect(confirmation).toContainText('ask strings can be exported in total');
  await expect(confirmation).toContainText('Exporting this appeal uses 5 of the');
  await snapHistory(page, 'export-confirmation');
  const [readyDownload, manualDownload] = await twoDownloads(page, () => confirmation.getByRole('button', { name: 'Export Now' }).click());
  await expect(page.getByText('Export complete')).toBeVisible();
  await snapHistory(page, 'export-complete');

  const ready = await readDownload(readyDownload);
  const manual = await readDownload(manualDownload);
  expect(ready.name).toBe(`${name} - Ready to Export.xlsx`);
  expect(manual.name).toBe(`${name} - Handle Manually.xlsx`);
  expect(ready.sheet).toBe('Primary List');
  expect(manual.sheet).toBe('Secondary List');
  expect(ready.headers).toEqual(expect.arrayContaining(['Cont. ID', 'First Name', 'Last Name', 'City', 'Lifetime Giving', 'Annual Ask 1', 'Annual Ask 3', 'Ask String', 'Status']));
  expect(ready.headers).not.toContain('Preferred Email');
  expect(ready.headers).not.toContain('Annual Ask 4');

  // The right donors in each file, with the asks the review grid shows.
  const gridRows = await grid();
  expect(gridRows.find((r) => r.constituentId === 'E6')!.status).toBe('exclude_export');
  const asExported = (status: string) =>
    gridRows
      .filter((r) => r.status === status)
      .map((r) => ({ id: r.constituentId, asks: [r.anualAsk1, r.anualAsk2, r.anualAsk3].map(Number), askString: r.askString }));
  const fromFile = (rows: SheetRow[]) => rows.map((r) => ({ id: r['Cont. ID'], asks: [r['Annual Ask 1'], r['Annual Ask 2'], r['Annual Ask 3']].map(Number), askString: r['Ask String'] }));
  expect(fromFile(ready.rows)).toEqual(asExported('ready_export'));
  expect(fromFile(manual.rows)).toEqual(asExported('handle_manually'));
  expect(ready.rows.map((r) => r['Cont. ID']).sort()).toEqual(['E1', 'E2', 'E4']);
  expect(manual.rows.map((r) => r['Cont. ID']).sort()).toEqual(['E3', 'E5']);
  expect(ready.rows.find((r) => r['Cont. ID'] === 'E1')).toMatchObject({ City: 'London', 'Lifetime Giving': 300 });

  // A donor named like a formula stays text.
  expect(ready.rows.find((r) => r['Cont. ID'] === 'E2')!['First Name']).toBe('=HYPERLINK("x")');
  expect(ready.types['=HYPERLINK("x")']).toBe(ExcelJS.ValueType.String);

  // History: Completed, and Export Again downloads fresh files.
  await page.goto(`/appeal-history?search=${encodeURIComponent(name.split(' ').at(-1)!)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Completed');
  await expectAccessible(page, 'a completed appeal');
  const [againReady, againManual] = await twoDownloads(page, () => row.getByRole('button', { name: 'Export Again' }).click());
  expect(fromFile((await readDownload(againReady)).rows)).toEqual(asExported('ready_export'));
  expect(fromFile((await readDownload(againManual)).rows)).toEqual(asExported('handle_manually'));
  expect(againReady.url()).not.toBe(readyDownload.url());
});

test('A company without a subscription stops at 100 exported ask strings', async ({ page }) => {
  // The practice appeal is mapped and calculated first: on a busy machine that alone can pass a minute.
  test.setTimeout(180_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // An audience of the practice environment: more donors than the free allowance holds.
  const { appealId, donors } = await createPracticeAppeal(page.request, uniqueName('Gala Follow-up'));
  expect(donors).toBeGreaterThan(100);
  await setAppealStep(page.request, appealId, 'save_export');

  await page.goto(`/prepare-export?appealId=${appealId}`);
  await expect(page.getByTestId('free-allowance')).toContainText('ask strings left');
  await page.getByRole('button', { name: 'Export Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscription required' });
  // Free ask strings are left, only fewer than the audience holds: the refusal gives the figures and does not say 'used up'.
  await expect(dialog).not.toContainText('used up');
  await expect(dialog).toContainText('ask strings can be exported in total');
  await expect(dialog).toContainText(/of them are left, and this appeal has [\d,]+ to export/);
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Export Now' })).toHaveCount(0);
  await snapHistory(page, 'allowance-admin');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/profile\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Raise more money with fewer headaches.' })).toBeVisible();

  await logOut(page);
  await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto(`/prepare-export?appealId=${appealId}`);
  await page.getByRole('button', { name: 'Export Now' }).click();
  const staffDialog = page.getByRole('dialog', { name: 'Subscription required' });
  await expect(staffDialog.getByRole('button', { name: 'Contact Account admin to Subscribe' })).toBeVisible();
  await expect(staffDialog.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
  await snapHistory(page, 'allowance-standard-user');
  const { getAppeal } = await graphql<{ getAppeal: { step: string } }>(page.request, `query($id: Int!) { getAppeal(id: $id) { step } }`, { id: appealId });
  expect(getAppeal.step).toBe('save_export');
});
