import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { calculateAsks, prepareStrategy } from '@askwise/domain';
import { cellOf, centsOf, readBack, runCli, withTempFolder } from './cli-test-helpers.ts';
import { SAMPLE_HEADERS, writeSampleDonorFile, writeSheetFile } from './sample-donor-file.ts';

// What the command line does with files that are not quite the template, and with wrong usage.

describe('asks command line with unusual input', { timeout: 120_000 }, () => {
  it('reads a workbook saved by another program: shared strings, headers in any order and case, text amounts', async () => {
    await withTempFolder(async (folder) => {
      const sheet = XLSX.utils.aoa_to_sheet([
        ['Notes', ' LIFETIME giving ', 'number of lifetime gifts', 'Appeal Gifts Last Year', 'Appeal Gifts 2 Years Ago', 'Appeal Gifts 3 Years Ago',
          'Campaign Gifts', 'Special Event Gifts', 'Greatest Gift', 'Wealth Rating – Minimum Suggested Ask', 'zip', 'Cont ID'],
        ['first', '$1,800.00', 6, '$250.00', '', null, null, null, 300, null, '02134', 'A-1'],
        [],
        ['after a blank row', 0, 0, null, null, null, null, null, null, '$400,000', '2134', 'A-2'],
        ['neighbour', 900, '3', null, null, null, null, null, null, null, '02134-0001', 'A-3', 'beyond the headers'],
      ]);
      const workbook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(workbook, sheet, 'Donors');
      XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['not read']]), 'Other');
      await writeFile(path.join(folder, 'saved.xlsx'), XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer);

      const run = await runCli(['--in', 'saved.xlsx', '--out', 'out.csv'], folder);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toBe('');
      const back = await readBack(path.join(folder, 'out.csv'));
      expect(back.headers.slice(0, 13)).toEqual(['Notes', ' LIFETIME giving ', 'number of lifetime gifts', 'Appeal Gifts Last Year',
        'Appeal Gifts 2 Years Ago', 'Appeal Gifts 3 Years Ago', 'Campaign Gifts', 'Special Event Gifts', 'Greatest Gift',
        'Wealth Rating – Minimum Suggested Ask', 'zip', 'Cont ID', '']);
      expect(back.headers[13]).toBe('Base Ask');
      expect(back.rows.map((row) => row[0]!.v)).toEqual(['first', 'after a blank row', 'neighbour']);
      expect(back.rows[2]![12]!.v).toBe('beyond the headers');
      const strategy = prepareStrategy('secret_sauce', { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' });
      const donor = { appealGiftTwoYearsAgo: 0, appealGiftThreeYearsAgo: 0, campaignGift: 0, specialEventGift: 0, greatestGift: 0 };
      const first = calculateAsks({ ...donor, appealGiftLastYear: 25_000, greatestGift: 30_000, lifetimeGiving: 180_000,
        numberOfLifetimeGifts: 6, wealthRating: 0, zipAverage: 0 }, strategy);
      // Zip 02134: the first donor's average gift is $300, the neighbour's $300: the zip average is $300.
      const second = calculateAsks({ ...donor, appealGiftLastYear: 0, lifetimeGiving: 0, numberOfLifetimeGifts: 0,
        wealthRating: 40_000_000, zipAverage: 30_000 }, strategy);
      expect(back.rows.slice(0, 2).map((row) => centsOf(cellOf(back, row, 'Annual Ask 1')))).toEqual([first.annualAsks[0], second.annualAsks[0]]);
      expect(centsOf(cellOf(back, back.rows[1]!, 'Base Ask'))).toBe(100_000);
    });
  });

  it('replaces, not repeats, the ask columns of a file it wrote before', async () => {
    await withTempFolder(async (folder) => {
      await writeSampleDonorFile(path.join(folder, 'donors.csv'), 20);
      expect((await runCli(['--in', 'donors.csv', '--out', 'first.csv'], folder)).code).toBe(0);
      const again = await runCli(['--in', 'first.csv', '--out', 'second.csv', '--strategy', 'swing_fences'], folder);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stderr).toContain("Replacing the input's columns 'Base Ask', 'Annual Ask 1'");
      const [first, second] = await Promise.all([readBack(path.join(folder, 'first.csv')), readBack(path.join(folder, 'second.csv'))]);
      expect(second.headers).toEqual(first.headers);
      expect(second.rows.map((row) => cellOf(second, row, 'Ask Log').v)).not.toEqual(first.rows.map((row) => cellOf(first, row, 'Ask Log').v));
    });
  });

  it('lists the first 100 unreadable cells and counts the rest, all rows still written', async () => {
    await withTempFolder(async (folder) => {
      const giving = SAMPLE_HEADERS.indexOf('Lifetime Giving');
      const rows = Array.from({ length: 150 }, (_, i) => SAMPLE_HEADERS.map((_, c) => (c === giving ? `${i}x` : c === 0 ? String(i) : '')));
      await writeSheetFile(path.join(folder, 'donors.csv'), SAMPLE_HEADERS, rows);
      const run = await runCli(['--in', 'donors.csv', '--out', 'asks.csv'], folder);
      expect(run.code).toBe(0);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(101);
      expect(lines[0]).toBe('Row 2, column Lifetime Giving: "0x" is not an amount');
      expect(lines[100]).toBe('... and 50 more unreadable cells (see the Ask Log of rows with status handle_manually)');
      expect(run.stdout).toContain('ready_export: 0, handle_manually: 150 (150 unreadable cells)');
      expect((await readBack(path.join(folder, 'asks.csv'))).rows).toHaveLength(150);
    });
  });

  it('stops with exit code 2 and a clear message when a required column is missing', async () => {
    await withTempFolder(async (folder) => {
      const headers = SAMPLE_HEADERS.filter((header) => header !== 'Lifetime Giving' && header !== 'Greatest Gift');
      await writeSheetFile(path.join(folder, 'donors.csv'), headers, [headers.map(() => '1')]);
      const run = await runCli(['--in', 'donors.csv', '--out', 'out.csv'], folder);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("lacks the required columns 'Greatest Gift', 'Lifetime Giving'.");
      expect(run.stderr).toContain("Its header row has: 'Cont. ID', 'First Name'");
      expect(await readdir(folder)).toEqual(['donors.csv']);
    });
  });

  it('stops with exit code 2 for an unreadable or damaged file and for wrong options', async () => {
    await withTempFolder(async (folder) => {
      await writeFile(path.join(folder, 'broken.xlsx'), 'this is not a zip file at all');
      await writeSampleDonorFile(path.join(folder, 'donors.csv'), 5);
      const cases: [string[], string][] = [
        [['--in', 'missing.csv'], `Cannot read ${path.join(folder, 'missing.csv')}: ENOENT`],
        [['--in', 'broken.xlsx'], `Cannot read ${path.join(folder, 'broken.xlsx')} as an .xlsx workbook`],
        [['--in', 'donors.csv', '--asks', '7'], 'Number of asks must be 3, 4 or 5.'],
        [['--in', 'donors.csv', '--strategy', 'generous'], 'Strategy must be one of secret_sauce, nice_easy, swing_fences, new_donor_upgrade.'],
        [['--in', 'donors.csv', '--mode', 'WEEKLY'], 'Frequency must be one of ANNUAL_ONLY'],
        [['--in', 'donors.csv', '--out', 'asks.ods'], 'use a .xlsx or .csv file'],
        [['--in', 'donors.csv', '--out', 'no-such-folder/asks.csv'], 'Cannot write'],
        [['--in', 'donors.csv', '--colour', 'red'], "Unknown option '--colour'"],
        [[], '--in <file> is required'],
      ];
      const runs = await Promise.all(cases.map(([args]) => runCli(args, folder)));
      for (const [i, [args, message]] of cases.entries()) {
        const run = runs[i]!;
        expect(run.code, args.join(' ')).toBe(2);
        expect(run.stderr, args.join(' ')).toMatch(/^Error: /);
        expect(run.stderr, args.join(' ')).toContain(message);
      }
      expect((await readdir(folder)).sort()).toEqual(['broken.xlsx', 'donors.csv']);
    });
  }, 120_000);

  it('prints its help, and by default writes beside the input, taking relative paths from where npm ran', async () => {
    await withTempFolder(async (folder) => {
      const help = await runCli(['--help'], folder);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Required columns (what the ask engine reads):');
      expect(help.stdout).toContain('Appeal Gifts Last Year, Appeal Gifts 2 Years Ago');
      await writeSampleDonorFile(path.join(folder, 'donors.csv'), 12);
      const run = await runCli(['--in', 'donors.csv', '--mode', 'annual_monthly_10'], folder);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Asks for 12 donors written to ${path.join(folder, 'donors-asks.csv')} (Secret Sauce, 3 asks, Annual Asks plus 10-Month Installments)`);
      expect((await readBack(path.join(folder, 'donors-asks.csv'))).rows).toHaveLength(12);
    });
  });
});
