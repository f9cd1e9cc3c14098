import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AskMode, AskResult, NumberOfAsks, StrategyId } from '@askwise/domain';
import { cellOf, centsOf, expectedAsks, readBack, runCli, withTempFolder } from './cli-test-helpers.ts';
import type { ReadBack } from './cli-test-helpers.ts';
import { SAMPLE_HEADERS, sampleDonorCells, sampleDonors, writeSheetFile } from './sample-donor-file.ts';
import type { SampleDonor } from './sample-donor-file.ts';
import type { SheetCell } from './sheet-cell.ts';

// The command line end to end: generated donor files in, the real CLI in a child process, the output
// read back with SheetJS and compared with the domain engine's ladders for the same donors.

const ASK_HEADERS = [
  'Base Ask',
  'Annual Ask 1',
  'Annual Ask 2',
  'Annual Ask 3',
  'Annual Ask 4',
  'Annual Ask 5',
  'Monthly Ask 1',
  'Monthly Ask 2',
  'Monthly Ask 3',
  'Monthly Ask 4',
  'Monthly Ask 5',
  'Ask String',
  'Flags',
  'Status',
  'Ask Log',
];

const column = (header: string) => SAMPLE_HEADERS.indexOf(header);
const BAD_ROW = 10; // file row 12: the header is row 1
const FORMULA_TEXT: Readonly<Record<number, [string, string]>> = {
  20: ['First Name', '=HYPERLINK("http://evil.example","click")'],
  21: ['Last Name', '+1 555 0100'],
  22: ['Segment', '@SUM(A1:A9)'],
  23: ['Segment', '-12.50'],
};

interface Scenario {
  readonly inFile: string;
  readonly outFile: string;
  readonly strategy: StrategyId;
  readonly asks: NumberOfAsks;
  readonly mode: AskMode;
}

function donorRows(donors: readonly SampleDonor[], format: 'csv' | 'xlsx'): SheetCell[][] {
  const rows = donors.map((donor, i) => sampleDonorCells(donor, i, format));
  rows[BAD_ROW]![column('Lifetime Giving')] = '12x';
  for (const [index, [header, text]] of Object.entries(FORMULA_TEXT)) rows[Number(index)]![column(header)] = text;
  return rows;
}

/** The engine's view of the donors: the unreadable lifetime giving counts as empty and not in zip averages. */
function expectedFor(donors: readonly SampleDonor[], scenario: Scenario): AskResult[] {
  const asRead = donors.map((donor, i) => (i === BAD_ROW ? { ...donor, lifetimeGiving: 0 } : donor));
  const zipDonors = asRead.filter((_, i) => i !== BAD_ROW);
  return expectedAsks(asRead, scenario.strategy, scenario.asks, scenario.mode, zipDonors);
}

function checkLadders(back: ReadBack, expected: readonly AskResult[], scenario: Scenario): void {
  expect(back.rows).toHaveLength(expected.length);
  back.rows.forEach((row, i) => {
    const result = expected[i]!;
    const cents = (header: string) => centsOf(cellOf(back, row, header));
    expect(cents('Base Ask'), `row ${i} base`).toBe(result.baseAsk);
    for (let k = 0; k < 5; k++) {
      expect(cents(`Annual Ask ${k + 1}`), `row ${i} annual ${k + 1}`).toBe(result.annualAsks[k] ?? null);
      expect(cents(`Monthly Ask ${k + 1}`), `row ${i} monthly ${k + 1}`).toBe(result.monthlyAsks[k] ?? null);
    }
    if (scenario.mode === 'ANNUAL_ONLY') expect(result.monthlyAsks).toEqual([]);
    expect(cellOf(back, row, 'Ask String').v).toBe(result.askString);
    const flags = Object.entries(result.flags).filter(([, isSet]) => isSet).map(([name]) => name);
    expect(String(cellOf(back, row, 'Flags').v ?? '')).toBe(flags.join(', '));
    const log = String(cellOf(back, row, 'Ask Log').v);
    if (i === BAD_ROW) {
      expect(cellOf(back, row, 'Status').v).toBe('handle_manually');
      expect(log).toContain('Column Lifetime Giving: "12x" is not an amount; counted as empty | Status: Handle Manually');
    } else {
      expect(cellOf(back, row, 'Status').v).toBe(result.status);
      expect(log).toBe(result.askLogs.join(' | '));
    }
  });
}

async function runScenario(folder: string, scenario: Scenario, count = 300) {
  const donors = [...sampleDonors(count, 7)];
  const inFormat = scenario.inFile.endsWith('.xlsx') ? 'xlsx' : 'csv';
  await writeSheetFile(path.join(folder, scenario.inFile), SAMPLE_HEADERS, donorRows(donors, inFormat));
  const run = await runCli(
    ['--in', scenario.inFile, '--out', scenario.outFile, '--strategy', scenario.strategy, '--asks', String(scenario.asks), '--mode', scenario.mode],
    folder,
  );
  expect(run.stderr).toContain('Row 12, column Lifetime Giving: "12x" is not an amount\n');
  expect(run.stderr).not.toContain('\r');
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain(`Asks for ${count} donors written to ${path.join(folder, scenario.outFile)}`);
  const back = await readBack(path.join(folder, scenario.outFile));
  expect(back.headers).toEqual([...SAMPLE_HEADERS, ...ASK_HEADERS]);
  checkLadders(back, expectedFor(donors, scenario), scenario);
  return { back, donors };
}

describe('asks command line', { timeout: 120_000 }, () => {
  it('turns a CSV into a CSV: input columns as they were, plain amounts, formula-looking text kept as text', async () => {
    await withTempFolder(async (folder) => {
      const scenario: Scenario = { inFile: 'donors.csv', outFile: 'asks.csv', strategy: 'secret_sauce', asks: 5, mode: 'ANNUAL_MONTHLY_12' };
      const { back, donors } = await runScenario(folder, scenario);
      const inputs = donorRows(donors, 'csv');
      back.rows.forEach((row, i) => {
        SAMPLE_HEADERS.forEach((header, c) => {
          const original = String(inputs[i]![c] ?? '');
          const expected = FORMULA_TEXT[i]?.[0] === header && original !== '-12.50' ? `'${original}` : original;
          expect(String(row[c]!.v ?? ''), `row ${i} ${header}`).toBe(expected);
        });
      });
      const amountHeaders = ASK_HEADERS.slice(0, 11);
      for (const row of back.rows) {
        for (const header of amountHeaders) expect(String(cellOf(back, row, header).v ?? '')).toMatch(/^(\d+\.\d\d)?$/);
      }
      // UTF-8 with a byte order mark, so Excel shows 'Zoë' and 'Müller' as they are.
      const bytes = await readFile(path.join(folder, 'asks.csv'));
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.toString('utf8')).toContain('Müller');
    });
  });

  it('turns an .xlsx into an .xlsx: currency cells, blank cells beyond the asks, text cells for formula-looking text', async () => {
    await withTempFolder(async (folder) => {
      const scenario: Scenario = { inFile: 'donors.xlsx', outFile: 'asks.xlsx', strategy: 'nice_easy', asks: 3, mode: 'ANNUAL_ONLY' };
      const { back } = await runScenario(folder, scenario);
      const first = back.rows[0]!;
      expect(cellOf(back, first, 'Base Ask')).toMatchObject({ t: 'n', z: '"$"#,##0.00' });
      expect(cellOf(back, first, 'Annual Ask 4').t).toBe('z');
      expect(cellOf(back, first, 'Monthly Ask 1').t).toBe('z');
      for (const [index, [header, text]] of Object.entries(FORMULA_TEXT)) {
        const cell = cellOf(back, back.rows[Number(index)]!, header);
        expect(cell).toMatchObject({ t: 's', v: text });
        expect(cell.f).toBeUndefined();
      }
      // Amount columns of the input become currency cells too; an unreadable one stays as typed.
      expect(cellOf(back, back.rows[BAD_ROW]!, 'Lifetime Giving')).toMatchObject({ t: 's', v: '12x' });
      expect(cellOf(back, back.rows[6]!, 'Lifetime Giving')).toMatchObject({ t: 'n', z: '"$"#,##0.00' });
    });
  });

  it('turns a CSV into an .xlsx and an .xlsx into a CSV', async () => {
    await withTempFolder(async (folder) => {
      await runScenario(folder, { inFile: 'donors.csv', outFile: 'asks.xlsx', strategy: 'new_donor_upgrade', asks: 4, mode: 'MONTHLY_ONLY' });
      await runScenario(folder, { inFile: 'donors.xlsx', outFile: 'asks.csv', strategy: 'swing_fences', asks: 3, mode: 'ANNUAL_MONTHLY_6' });
    });
  });
});
