import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, expectAccessible, test, type Download, type Page } from './fixtures';
import { DEMO_ADMIN, DEMO_STAFF, logOut, signIn } from './accounts-helpers.ts';
import { createSettledAppeal, graphql, setAppealStep, snapHistory, uniqueName, uploadExcelFile, waitForAsksCalculated, type TemplateDonor } from './history-fixtures.ts';

// Fourteen donors, more than the proof's twelve cards; one named like a formula.
const DONORS: TemplateDonor[] = Array.from({ length: 14 }, (_, i) => ({
  id: `P${String(i + 1).padStart(2, '0')}`,
  firstName: i === 1 ? '=HYPERLINK("x")' : `Donor${i + 1}`,
  lastName: `Family${String.fromCharCode(65 + i)}`,
  appealGiftLastYear: 40 + i * 35,
  city: 'Springfield',
}));

interface GridRow {
  constituentId: string;
  status: string;
  testGroup: string | null;
  anualAsk1: string;
  anualAsk2: string;
  anualAsk3: string;
  monthlyAsk1: string;
}

/** The review grid's rows of the appeal, in its default order. */
async function gridRows(page: Page, appealId: number): Promise<GridRow[]> {
  const { getAppealConstituentsByFilter } = await graphql<{ getAppealConstituentsByFilter: { rows: GridRow[] } }>(
    page.request,
    `query($input: AppealConstituentsFilterInput!) { getAppealConstituentsByFilter(input: $input) { rows { constituentId status testGroup anualAsk1 anualAsk2 anualAsk3 monthlyAsk1 } } }`,
    { input: { appealId, filterType: 'ready_export', pageNumber: 1, pageSize: 50 } },
  );
  return getAppealConstituentsByFilter.rows;
}

/** RFC 4180 rows of a downloaded .csv (the byte order mark dropped). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  const body = text.replace(/^\ufeff/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (isQuoted && ch === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (isQuoted) {
      if (ch === '"') isQuoted = false;
      else field += ch;
    } else if (ch === '"') isQuoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

/**
 * The texts of each reply card of the proof, read from the PDF's compressed content streams: a card starts
 * with its caption ('... · card 3 of 12') and holds every text drawn after it until the next caption.
 */
function proofCards(pdf: Buffer): Map<number, string[]> {
  const cards = new Map<number, string[]>();
  const raw = pdf.toString('latin1');
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    let card: string[] | null = null;
    for (const [, hex] of content.matchAll(/<([0-9A-F]*)> Tj/g)) {
      const text = Buffer.from(hex!, 'hex').toString('latin1');
      const caption = /card (\d+) of \d+$/.exec(text);
      if (caption) cards.set(Number(caption[1]), (card = []));
      else card?.push(text);
    }
  }
  return cards;
}

const dollars = (amount: string) => Number(amount.replace(/[$,]/g, ''));

async function downloadsOf(page: Page, count: number, start: () => Promise<void>): Promise<Download[]> {
  const downloads: Download[] = [];
  const collect = (download: Download) => downloads.push(download);
  page.on('download', collect);
  await start();
  await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(count);
  page.off('download', collect);
  return downloads;
}

test('An administrator saves a mail-house preset, exports with it, and downloads the reply-card proof', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const environmentId = await uploadExcelFile(page.request, 'preset-donors.xlsx', DONORS);
  const appealId = await createSettledAppeal(page.request, environmentId, uniqueName('Lettershop Appeal'), { numberOfAsks: 3, askMode: 'ANNUAL_MONTHLY_12' });
  // An A/B test with the source codes the key codes carry, then the asks.
  await graphql(page.request, `mutation($appealId: Int!, $groups: [AppealTestGroupInput!]!) { saveAppealTest(appealId: $appealId, groups: $groups) { appealId } }`, {
    appealId,
    groups: [
      { letter: 'A', strategyId: 'secret_sauce', share: 50, sourceCode: 'LTR-A' },
      { letter: 'B', strategyId: 'swing_fences', share: 50, sourceCode: 'LTR-B' },
    ],
  });
  await graphql(page.request, `mutation($appealId: Int!) { BulkUpdateAppealConstituent(body: { appealId: $appealId }) { statusCode } }`, { appealId });
  await waitForAsksCalculated(page.request, appealId);
  await setAppealStep(page.request, appealId, 'save_export');

  await page.goto(`/prepare-export?appealId=${appealId}`);
  await expect(page.getByRole('heading', { name: 'Prepare Your Export' })).toBeVisible();
  await expectAccessible(page, 'with the export presets');

  // The preset: the mail house's columns, renamed and reordered, as .csv with the merge text lowest first.
  await page.getByRole('button', { name: 'New preset' }).click();
  const editor = page.getByRole('dialog', { name: 'New export preset' });
  await editor.getByLabel('Preset name').fill('Lettershop CSV');
  await editor.getByText('CSV (.csv)').click();
  await editor.getByRole('combobox', { name: 'Merge text order' }).click();
  await page.getByRole('option', { name: /Lowest ask first/ }).click();
  for (const field of ['Key Code', 'Sequence Number', 'Cont. ID', 'First Name', 'Ask 1', 'Ask 2', 'Ask 3', 'Installment 1', 'Write-in', 'Merge Text']) {
    await editor.getByRole('combobox', { name: 'Add a column' }).fill(field);
    await page.getByRole('option', { name: field, exact: true }).click();
  }
  await editor.getByRole('button', { name: 'Move Sequence Number up' }).click();
  const headers: Record<string, string> = { 'Sequence Number': 'Seq', 'Key Code': 'Key', 'Cont. ID': 'DonorID', 'Ask 1': 'Ask1', 'Ask 2': 'Ask2', 'Ask 3': 'Ask3', 'Installment 1': 'Monthly1', 'Merge Text': 'LetterAsk' };
  for (const [field, header] of Object.entries(headers)) await editor.getByRole('textbox', { name: `Header of ${field}` }).fill(header);
  await editor.getByLabel('Preset name').scrollIntoViewIfNeeded();
  await snapHistory(page, 'export-preset-editor');
  await editor.getByRole('button', { name: 'Save preset' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('preset-summary')).toContainText('Seq, Key, DonorID, First Name, Ask1, Ask2, Ask3, Monthly1, Write-in, LetterAsk');
  await expect(page.getByRole('checkbox', { name: 'City' })).toHaveCount(0);
  await snapHistory(page, 'export-preset-chosen');

  // Export Now with the preset: two .csv files.
  await page.getByRole('button', { name: 'Export Now' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Export ask strings' });
  const [ready] = await downloadsOf(page, 2, () => confirmation.getByRole('button', { name: 'Export Now' }).click());
  await expect(page.getByText('Export complete')).toBeVisible();
  expect(ready!.suggestedFilename()).toMatch(/ - Ready to Export\.csv$/);
  const [head, ...rows] = parseCsv(await readFile(await ready!.path(), 'utf8'));
  expect(head).toEqual(['Seq', 'Key', 'DonorID', 'First Name', 'Ask1', 'Ask2', 'Ask3', 'Monthly1', 'Write-in', 'LetterAsk']);
  const grid = await gridRows(page, appealId);
  expect(grid.length).toBeGreaterThan(12);
  expect(rows.map((r) => r[2])).toEqual(grid.map((g) => g.constituentId));
  expect(rows.map((r) => r[0])).toEqual(grid.map((_, i) => String(i + 1)));
  expect(rows.map((r) => r[1])).toEqual(grid.map((g) => `A${appealId}-LTR-${g.testGroup}`));
  expect(rows.map((r) => [r[4], r[5], r[6], r[7]].map(Number))).toEqual(grid.map((g) => [g.anualAsk1, g.anualAsk2, g.anualAsk3, g.monthlyAsk1].map(Number)));
  expect(rows.every((r) => r[8] === 'Other $________')).toBe(true);
  // The merge text, lowest ask first: '$50 ($4.17 a month for 12 months), $75 (...), or even $100 (...)'.
  for (const [i, row] of rows.entries()) {
    const amounts = [...row[9]!.matchAll(/\$([\d,.]+) \(/g)].map((m) => dollars(m[1]!));
    expect(amounts).toEqual([grid[i]!.anualAsk1, grid[i]!.anualAsk2, grid[i]!.anualAsk3].map(Number).sort((a, b) => a - b));
    expect(row[9]).toContain('a month for 12 months), or even $');
  }
  // The Excel-safe guard: a name like a formula opens as text.
  expect(rows.find((r) => r[2] === 'P02')?.[3]).toBe(`'=HYPERLINK("x")`);

  // The reply-card proof: one card per first donor, with the grid's ladder and the key code.
  const [proof] = await downloadsOf(page, 1, () => page.getByRole('button', { name: 'Download reply-card proof (PDF)' }).click());
  expect(proof!.suggestedFilename()).toMatch(/ - Reply card proof\.pdf$/);
  const cards = proofCards(await readFile(await proof!.path()));
  const first = grid.slice(0, 12);
  expect([...cards.keys()].sort((a, b) => a - b)).toEqual(first.map((_, i) => i + 1));
  for (const [i, donor] of first.entries()) {
    const card = cards.get(i + 1)!;
    expect(card).toContain(`Donor ID ${donor.constituentId}`);
    expect(card).toContain(`Key code A${appealId}-LTR-${donor.testGroup}`);
    expect(card.filter((text) => /^\$[\d,.]+$/.test(text)).map(dollars)).toEqual([donor.anualAsk1, donor.anualAsk2, donor.anualAsk3].map(Number));
    expect(card).toContain('Other $________');
  }
  await snapHistory(page, 'export-preset-exported');

  // A standard user chooses the preset but sees no control to change it.
  await logOut(page);
  await signIn(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await page.goto(`/prepare-export?appealId=${appealId}`);
  await page.getByRole('combobox', { name: 'Layout of the files' }).click();
  await page.getByRole('option', { name: 'Lettershop CSV' }).click();
  await expect(page.getByTestId('preset-summary')).toContainText('Seq, Key, DonorID');
  await expect(page.getByRole('button', { name: 'New preset' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit preset' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete preset' })).toHaveCount(0);
  await snapHistory(page, 'export-preset-standard-user');
});
