import type { Readable } from 'node:stream';
import { writeXlsx, type XlsxCellValue, type XlsxColumn } from '../../platform/xlsx/index.ts';
import type { AppealResultsView } from './appeal-results.ts';
import type { AskChoices, FiguresReport, GroupReport } from './results-report.ts';

// The results report as a workbook (the results page's 'Download report'): one row per group, per group
// and giving band, and for the whole mailing, with the figures the page shows, then the verdict. Written by
// the product's one .xlsx writer; money to the cent, rates as fractions formatted by the reader's Excel.

const CHOICES: Array<[keyof AskChoices, string]> = [
  ['ask1', 'Gave Ask 1'],
  ['ask2', 'Gave Ask 2'],
  ['ask3', 'Gave Ask 3'],
  ['ask4', 'Gave Ask 4'],
  ['ask5', 'Gave Ask 5'],
  ['above', 'Above the ladder'],
  ['below', 'Below Ask 1'],
  ['offLadder', 'Between asks'],
];

export const RESULTS_WORKBOOK_COLUMNS: XlsxColumn[] = [
  { header: 'Row', kind: 'text', width: 12 },
  { header: 'Group', kind: 'text', width: 8 },
  { header: 'Strategy', kind: 'text', width: 24 },
  { header: 'Source Code', kind: 'text', width: 16 },
  { header: 'Giving Band', kind: 'text', width: 20 },
  { header: 'Recipients', kind: 'integer' },
  { header: 'Responders', kind: 'integer' },
  { header: 'Response Rate', kind: 'value' },
  { header: 'Total Raised', kind: 'cents' },
  { header: 'Average Gift', kind: 'cents' },
  { header: 'Revenue per Recipient', kind: 'cents' },
  ...CHOICES.map(([, header]): XlsxColumn => ({ header, kind: 'integer' })),
  { header: 'Upgrades', kind: 'integer' },
  { header: 'Renewing Responders', kind: 'integer' },
];

/** Cents of a figure that may be fractional (an average), rounded half away from zero as the page shows them. */
const wholeCents = (cents: number | null) => (cents === null ? null : Math.sign(cents) * Math.round(Math.abs(cents)));

function figureCells(figures: FiguresReport): XlsxCellValue[] {
  return [
    figures.recipients,
    figures.responders,
    Math.round(figures.responseRate * 10_000) / 10_000,
    wholeCents(figures.totalCents),
    wholeCents(figures.averageGiftCents),
    wholeCents(figures.revenuePerRecipientCents),
  ];
}

function* groupRows(group: GroupReport): Generator<XlsxCellValue[]> {
  const who = [group.letter, group.label, group.sourceCode];
  yield ['Group', ...who, 'All bands', ...figureCells(group), ...CHOICES.map(([key]) => group.askChoices[key]), group.upgrades, group.renewingResponders];
  for (const band of group.bands) yield ['Band', ...who, band.label, ...figureCells(band)];
}

/** The workbook of an appeal's results; the caller has checked that there are results. */
export function resultsWorkbook(results: AppealResultsView & { import: NonNullable<AppealResultsView['import']> }): Readable {
  const { report } = results.import;
  function* rows(): Generator<XlsxCellValue[]> {
    for (const group of report.groups) yield* groupRows(group);
    yield ['All donors', null, null, null, 'All bands', ...figureCells(report.total)];
    if (report.verdict) yield ['Verdict', null, report.verdict];
    yield ['Imported', null, `${results.import.fileName}, ${results.import.importedAt.toISOString().slice(0, 10)}`];
  }
  return writeXlsx(RESULTS_WORKBOOK_COLUMNS, rows(), { sheetName: 'Results', autoFilter: false });
}
