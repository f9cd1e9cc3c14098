import { columnLetter } from '../../excel/index.ts';
import { centsToPlainAmount } from './sheet-cell.ts';
import type { OutputColumn, SheetCell } from './sheet-cell.ts';

// One worksheet row as SpreadsheetML (<row><c>...</c></row>). exceljs's own row rendering builds a
// cell object and a style model per cell and is most of the time a large export takes; this writes
// the same XML directly. Text is always an inline string (t="inlineStr"), never a formula.

/** Excel's limit for the text of one cell; longer text would make Excel repair the file. */
export const MAX_CELL_TEXT = 32_767;

/** Style ids (the workbook's cellXfs index) for the kinds of cell written. */
export interface CellStyleIds {
  readonly money: number;
  readonly date: number;
  readonly dateTime: number;
}

const MS_PER_DAY = 86_400_000;
// 1970-01-01 as an Excel (1900 date system) serial day.
const EXCEL_EPOCH_DAYS = 25_569;
// Characters XML 1.0 does not allow, even escaped (tab, line feed and carriage return are allowed):
// matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// A quick first look: any control character or surrogate (most text has neither).
// eslint-disable-next-line no-control-regex
const MAYBE_INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;
const XML_SPECIAL = /[&<>]/;

/** Text for an XML text node: escaped, without characters XML cannot hold, at most MAX_CELL_TEXT long. */
export function xmlText(text: string): string {
  let safe = text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
  if (MAYBE_INVALID_XML.test(safe)) safe = safe.replace(INVALID_XML, '');
  if (XML_SPECIAL.test(safe)) safe = safe.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return safe;
}

export class RowXmlRenderer {
  private readonly letters: readonly string[];
  private readonly isAmount: readonly boolean[];

  constructor(
    columns: readonly OutputColumn[],
    private readonly styles: CellStyleIds,
  ) {
    this.letters = columns.map((_, c) => columnLetter(c));
    this.isAmount = columns.map((column) => column.kind === 'amount');
  }

  render(rowNumber: number, cells: readonly SheetCell[]): string {
    let xml = `<row r="${rowNumber}">`;
    for (let c = 0; c < this.letters.length; c++) {
      const cell = cells[c] ?? null;
      if (cell === null || cell === '') continue;
      const ref = this.letters[c]! + rowNumber;
      if (typeof cell === 'string') {
        const text = xmlText(cell);
        const space = text !== text.trim() ? ' xml:space="preserve"' : '';
        xml += `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
      } else if (typeof cell === 'number' && Number.isFinite(cell)) {
        xml += this.isAmount[c]
          ? `<c r="${ref}" s="${this.styles.money}"><v>${centsToPlainAmount(cell)}</v></c>`
          : `<c r="${ref}"><v>${String(cell)}</v></c>`;
      } else if (typeof cell === 'boolean') {
        xml += `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
      } else if (cell instanceof Date && !Number.isNaN(cell.getTime())) {
        const time = cell.getTime();
        const style = time % MS_PER_DAY === 0 ? this.styles.date : this.styles.dateTime;
        xml += `<c r="${ref}" s="${style}"><v>${time / MS_PER_DAY + EXCEL_EPOCH_DAYS}</v></c>`;
      } else {
        xml += `<c r="${ref}" t="inlineStr"><is><t>${xmlText(String(cell))}</t></is></c>`;
      }
    }
    return xml + '</row>';
  }
}
