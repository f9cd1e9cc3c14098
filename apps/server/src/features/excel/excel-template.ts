import ExcelJS from 'exceljs';
import { GIVING_KEYS } from '@askwise/domain/giving-fields';
import { TEMPLATE_COLUMNS, type TemplateColumn, type TemplateFieldKey } from './template-columns.ts';

export const TEMPLATE_FILE_NAME = 'Askwise Excel Template.xlsx';

type Example = Partial<Record<TemplateFieldKey, string | number>>;

/** An example donor's giving in the order of GIVING_FIELDS (null leaves the cell empty). */
const giving = (values: ReadonlyArray<number | null>): Example =>
  Object.fromEntries(GIVING_KEYS.flatMap((key, i) => (values[i] === null || values[i] === undefined ? [] : [[key, values[i]]])));

const EXAMPLES: Example[] = [
  { externalIdentifier: '10001', firstName: 'Maria', lastName: 'Lopez', ...giving([150, 300, 150, 100, 100, 1000, 75, 1000, 14, 2450]), minSuggestedAskW: 250000, spouse: 'Daniel Lopez', address1: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701', preferredEmail: 'maria.lopez@example.org', preferredName: 'Maria' },
  { externalIdentifier: '10002', firstName: 'James', lastName: 'Chen', ...giving([50, 50, null, 50, null, null, null, 250, 6, 525]), address1: '400 Oak Avenue', city: 'Boston', state: 'MA', zip: '02134', preferredEmail: 'jchen@example.com', preferredName: 'Jim' },
  { externalIdentifier: '10003', firstName: 'Ruth', lastName: 'Okafor', ...giving([2500, 5000, 2500, 2000, 2000, null, 500, 5000, 31, 48250]), minSuggestedAskW: 1000000, address1: '9 Lake Road', city: 'Madison', state: 'WI', zip: '53703', preferredEmail: 'ruth@example.net' },
];

const FORMATS: Record<TemplateColumn['kind'], string> = {
  amount: '"$"#,##0.00',
  count: '#,##0',
  id: '@',
  zip: '@',
  text: '@',
};

let cached: Promise<Buffer> | null = null;

/** Where the examples start on the guide sheet: a title row, then the template's header row and the example donors. */
export const GUIDE_EXAMPLES_TITLE = 'Examples (made-up donors; type your own on the Donors sheet)';

/**
 * The template workbook: the donor sheet with only its header row (anything on it is uploaded, so it ships
 * no sample donors), then a sheet explaining each column, with example donors below.
 */
export function excelTemplate(): Promise<Buffer> {
  cached ??= buildTemplate();
  return cached;
}

async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Askwise';
  const donors = workbook.addWorksheet('Donors', { views: [{ state: 'frozen', ySplit: 1 }] });
  donors.columns = TEMPLATE_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: Math.max(12, column.header.length + 4),
    style: { numFmt: FORMATS[column.kind] },
  }));
  const header = donors.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1C7ED6' } };

  const guide = workbook.addWorksheet('Column guide');
  guide.columns = [
    { header: 'Column', key: 'column', width: 40 },
    { header: 'What to put in it', key: 'description', width: 80 },
    { header: 'Format', key: 'format', width: 40 },
  ];
  guide.getRow(1).font = { bold: true };
  const formatText: Record<TemplateColumn['kind'], string> = {
    amount: 'Amount in dollars, e.g. 1234.50 or $1,234.50; blank if none',
    count: 'Whole number, e.g. 12; blank if unknown',
    id: 'Text or number; must differ for every donor',
    zip: 'Text, e.g. 02134 (leading zeros are kept)',
    text: 'Text, at most 1,000 characters',
  };
  for (const column of TEMPLATE_COLUMNS) guide.addRow({ column: column.header, description: column.description, format: formatText[column.kind] });
  guide.addRow({});
  guide.addRow({ column: 'Your own columns', description: 'Columns after the standard ones are kept with each donor as custom fields (and can be exported).', format: 'Text' });
  guide.addRow({ column: 'Rules', description: 'Keep the header row as the first row of the first sheet. Column order does not matter. Each row is one donor; a row with a wrong value is reported and left out, the others are loaded.' });
  guide.getColumn('description').alignment = { wrapText: true, vertical: 'top' };
  addExamples(guide);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The example donors under the guide, in the Donors sheet's columns and formats. */
function addExamples(guide: ExcelJS.Worksheet): void {
  guide.addRow([]);
  guide.addRow([GUIDE_EXAMPLES_TITLE]).font = { bold: true };
  const header = guide.addRow(TEMPLATE_COLUMNS.map((column) => column.header));
  header.font = { bold: true };
  for (const example of EXAMPLES) {
    const row = guide.addRow(TEMPLATE_COLUMNS.map((column) => example[column.key] ?? null));
    TEMPLATE_COLUMNS.forEach((column, index) => (row.getCell(index + 1).numFmt = FORMATS[column.kind]));
  }
}
