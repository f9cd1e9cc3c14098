import path from 'node:path';
import { ZipAverageTally } from '@askwise/domain';
import { openCsvReader } from './csv-reader.ts';
import { readBatches, surveyDonorFile } from './donor-file-survey.ts';
import type { DonorFileSurvey, ReadProgress } from './donor-file-survey.ts';
import type { OutputFormat } from './output-layout.ts';
import { readSpilledRows, RowSpillWriter } from './row-spill.ts';
import type { SpilledRow } from './row-spill.ts';
import { isBlankRow } from './sheet-cell.ts';

// The zip averages need every donor before the first ladder can be worked out, so the file is read
// in two passes:
// - CSV: the file is simply read twice. Parsing CSV is cheap, and the first pass only reads the zip,
//   lifetime giving and gift count.
// - .xlsx: unzipping and parsing the XML is the slow part, so the file is read once; every row, with
//   its parsed amounts, is spilled as a JSON line to a temporary file that the second pass reads.
// Either way memory holds one batch of rows and the zip averages, whatever the file's size.

export type DonorRow = SpilledRow;

export interface DonorSource {
  /** Pass 1: the header, the donor count and the zip averages. */
  survey(progress: ReadProgress): Promise<DonorFileSurvey & { readonly zipAverages: ReadonlyMap<string, number> }>;
  /** Pass 2: every donor row with its parsed amounts, in file order. */
  rows(): AsyncIterable<readonly DonorRow[]>;
}

function csvSource(file: string): DonorSource {
  let survey: DonorFileSurvey | null = null;
  return {
    async survey(progress) {
      const tally = new ZipAverageTally();
      const reader = await openCsvReader(file);
      survey = await surveyDonorFile(
        reader,
        file,
        'csv',
        (row, header) => {
          const donor = header.inputReader.readZipAverageInputs(row.cells);
          if (donor !== null) tally.add(donor);
        },
        async () => undefined,
        progress,
      );
      return { ...survey, zipAverages: tally.toMap() };
    },
    async *rows() {
      if (survey === null) throw new Error('survey() comes first');
      const { header } = survey;
      const reader = await openCsvReader(file);
      for await (const batch of readBatches(reader, file, 'csv')) {
        const rows: DonorRow[] = [];
        for (const row of batch) {
          if (row.rowNumber <= header.rowNumber || isBlankRow(row.cells)) continue;
          const inputs = header.inputReader.read(row.cells);
          rows.push({ rowNumber: row.rowNumber, cells: row.cells, ...inputs });
        }
        yield rows;
      }
    },
  };
}

function xlsxSource(file: string, workFolder: string): DonorSource {
  const spillPath = path.join(workFolder, 'rows.jsonl');
  return {
    async survey(progress) {
      const tally = new ZipAverageTally();
      const zipDonor = { zipCode: '', lifetimeGiving: 0, numberOfLifetimeGifts: 0 };
      const spill = new RowSpillWriter(spillPath);
      // exceljs is loaded only for .xlsx files, so a CSV run starts faster.
      const { openXlsxReader } = await import('./xlsx-reader.ts');
      const reader = await openXlsxReader(file);
      const survey = await surveyDonorFile(
        reader,
        file,
        'xlsx',
        (row, header) => {
          const inputs = header.inputReader.read(row.cells);
          if (inputs.countsForZipAverage && inputs.zip !== null) {
            zipDonor.zipCode = inputs.zip;
            zipDonor.lifetimeGiving = inputs.values[6]!;
            zipDonor.numberOfLifetimeGifts = inputs.values[7]!;
            tally.add(zipDonor);
          }
          spill.write({ rowNumber: row.rowNumber, cells: row.cells, ...inputs });
        },
        () => spill.drain(),
        progress,
      );
      await spill.close();
      return { ...survey, zipAverages: tally.toMap() };
    },
    rows: () => readSpilledRows(spillPath),
  };
}

/** The donor file; workFolder is a private temporary folder the caller removes afterwards. */
export function openDonorSource(file: string, format: OutputFormat, workFolder: string): DonorSource {
  return format === 'xlsx' ? xlsxSource(file, workFolder) : csvSource(file);
}
