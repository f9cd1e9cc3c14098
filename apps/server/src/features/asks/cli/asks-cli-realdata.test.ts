import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { calculateAsks, computeZipAverages, parseMoneyOrThrow, prepareStrategy, zipKey } from '@askwise/domain';
import { expectLadders, readBack, REPOSITORY_ROOT, runCli, withTempFolder } from './cli-test-helpers.ts';

// The real, anonymised donor file in the template's columns (../shared/realdata beside the
// repository; never copied into it). The expected ladders come from reading the same file with
// SheetJS and giving every donor to the domain engine directly.

const REAL_FILE = path.resolve(REPOSITORY_ROOT, '../shared/realdata/pva97nk-template.csv');
const isPresent = existsSync(REAL_FILE);
// CI has the shared data beside the clone: there a missing file fails the test instead of skipping it.
const isRequired = Boolean(process.env.CI);
if (!isPresent && !isRequired) console.warn(`Skipping the real-data CLI test: ${REAL_FILE} is not there (see the project README).`);

async function engineLadders(file: string) {
  const workbook = XLSX.read(await readFile(file, 'utf8'), { type: 'string', raw: true, dense: true });
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(workbook.Sheets[workbook.SheetNames[0]!]!, { raw: true, defval: '' });
  const cents = (text: string | undefined) => parseMoneyOrThrow(text ?? '');
  const donors = rows.map((row) => ({
    zipCode: zipKey(row['Zip'] ?? ''),
    appealGiftLastYear: cents(row['Appeal Gifts Last Year']),
    appealGiftTwoYearsAgo: cents(row['Appeal Gifts 2 Years Ago']),
    appealGiftThreeYearsAgo: cents(row['Appeal Gifts 3 Years Ago']),
    campaignGift: cents(row['Campaign Gifts']),
    specialEventGift: cents(row['Special Event Gifts']),
    greatestGift: cents(row['Greatest Gift']),
    lifetimeGiving: cents(row['Lifetime Giving']),
    numberOfLifetimeGifts: cents(row['Number Of Lifetime Gifts']) / 100,
    wealthRating: cents(row['Wealth Rating - Minimum Suggested Ask']),
  }));
  const zipAverages = computeZipAverages(donors);
  const strategy = prepareStrategy('new_donor_upgrade', { numberOfAsks: 4, askMode: 'ANNUAL_ONLY' });
  return donors.map((donor) => calculateAsks({ ...donor, zipAverage: donor.zipCode ? (zipAverages.get(donor.zipCode) ?? 0) : 0 }, strategy));
}

describe.skipIf(!isPresent && !isRequired)('asks command line on the real donor file', () => {
  it('gives every one of its donors the engine ladder, with no unreadable cells', async () => {
    expect(isPresent, `${REAL_FILE} is missing: CI runs with the shared real data beside the clone`).toBe(true);
    await withTempFolder(async (folder) => {
      const run = await runCli(['--in', REAL_FILE, '--out', 'asks.xlsx', '--strategy', 'new_donor_upgrade', '--asks', '4'], folder);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('Asks for 9,686 donors');
      const expected = await engineLadders(REAL_FILE);
      expect(expected).toHaveLength(9686);
      expectLadders(await readBack(path.join(folder, 'asks.xlsx')), expected);
    });
  }, 120_000);
});
