import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectedAsks, expectLadders, findLibreOffice, readBack, runCli, withTempFolder } from './cli-test-helpers.ts';
import { SAMPLE_HEADERS, sampleDonors, writeSampleDonorFile } from './sample-donor-file.ts';

// 100,000-donor files made by the benchmarks' generator, through the real command line. The .xlsx
// output must open in LibreOffice (converted headless to CSV) when it is installed; otherwise it is
// read back with SheetJS, a second library.

const DONORS = 100_000;
const SEED = 3;
const libreOffice = findLibreOffice();

function convertWithLibreOffice(command: string, file: string, folder: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // A profile of its own, so a LibreOffice already open elsewhere does not take the job.
    const profile = pathToFileURL(path.join(folder, 'libreoffice-profile')).href;
    const child = spawn(
      command,
      [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1', '--outdir', path.join(folder, 'converted'), file],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('asks command line on 100,000 donors', () => {
  const donors = [...sampleDonors(DONORS, SEED)];

  it(`turns a generated .xlsx into an .xlsx that ${libreOffice ? 'LibreOffice opens' : 'SheetJS reads (LibreOffice is not installed)'}`, async () => {
    await withTempFolder(async (folder) => {
      await writeSampleDonorFile(path.join(folder, 'donors.xlsx'), DONORS, SEED);
      const run = await runCli(['--in', 'donors.xlsx', '--out', 'asks.xlsx', '--asks', '5', '--mode', 'ANNUAL_MONTHLY_10'], folder);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('Asks for 100,000 donors');
      let readable = path.join(folder, 'asks.xlsx');
      if (libreOffice) {
        const conversion = await convertWithLibreOffice(libreOffice, readable, folder);
        expect(conversion.code, conversion.output).toBe(0);
        readable = path.join(folder, 'converted', 'asks.csv');
        expect(existsSync(readable), conversion.output).toBe(true);
      }
      const back = await readBack(readable);
      expect(back.headers.slice(0, SAMPLE_HEADERS.length)).toEqual(SAMPLE_HEADERS);
      // LibreOffice writes the cells as it shows them: the asks are currency cells.
      if (libreOffice) expect(back.rows[0]![SAMPLE_HEADERS.length]!.v).toMatch(/^\$[\d,]+\.\d\d$/);
      expectLadders(back, expectedAsks(donors, 'secret_sauce', 5, 'ANNUAL_MONTHLY_10'));
    });
  }, 300_000);

  it('turns a generated CSV into a CSV', async () => {
    await withTempFolder(async (folder) => {
      await writeSampleDonorFile(path.join(folder, 'donors.csv'), DONORS, SEED);
      const run = await runCli(['--in', 'donors.csv', '--out', 'asks.csv', '--strategy', 'swing_fences', '--mode', 'MONTHLY_ONLY'], folder);
      expect(run.code, run.stderr).toBe(0);
      const back = await readBack(path.join(folder, 'asks.csv'));
      expectLadders(back, expectedAsks(donors, 'swing_fences', 3, 'MONTHLY_ONLY'));
    });
  }, 300_000);
});
