import { PassThrough, type Readable } from 'node:stream';
import {
  cellXmlText,
  centsLiteral,
  columnLetters,
  contentTypesXml,
  escapeXml,
  excelSerialDay,
  excelSerialTime,
  isFormulaLike,
  isWholeDay,
  ROOT_RELS_XML,
  STYLE,
  STYLES_XML,
  workbookRelsXml,
  workbookXml,
} from './xlsx-parts.ts';
import { ZipWriter } from './zip-writer.ts';

/**
 * How a column's values are written: text (inline strings: no shared-string table to hold in memory),
 * currency from integer cents, a whole number, a calendar date (mm/dd/yyyy) or a TRUE/FALSE flag; or
 * 'value': each cell as its value's type (text, a plain number, a flag, or a date as yyyy-mm-dd, with
 * hh:mm:ss when it has a time of day). Text in a 'cents' or 'integer' column is written as text.
 */
export type XlsxCellKind = 'text' | 'cents' | 'integer' | 'date' | 'boolean' | 'value';

export interface XlsxColumn {
  header: string;
  kind: XlsxCellKind;
  /** Width in characters. */
  width?: number;
}

export type XlsxCellValue = string | number | boolean | Date | null | undefined;

/** Excel's limit is 1,048,576 rows a sheet; the header takes one, the rest continue on the next sheet. */
export const MAX_DATA_ROWS_PER_SHEET = 1_048_575;
const FLUSH_BYTES = 256 * 1024;

export interface XlsxWriterOptions {
  sheetName?: string;
  /** Deflate level 1 (fast) to 9 (small). */
  compressionLevel?: number;
  maxRowsPerSheet?: number;
  /** Filter buttons on the header row (default true). */
  autoFilter?: boolean;
}

/**
 * Writes one workbook as a stream while rows are added: memory holds one batch of XML, never the sheet.
 * Read `output` (for example into storage) while calling `addRow`; await `finish()` at the end.
 */
export class XlsxStreamWriter {
  readonly output: Readable;
  private readonly zip: ZipWriter;
  private readonly columnRefs: string[];
  private readonly sheetName: string;
  private readonly maxRows: number;
  private readonly autoFilter: boolean;
  private sheet: PassThrough | null = null;
  private sheetDone: Promise<void> = Promise.resolve();
  private sheetCount = 0;
  private rowInSheet = 0;
  private buffer = '';
  private rowCount = 0;
  private failed: Error | null = null;
  private readonly columns: readonly XlsxColumn[];

  // Fields are assigned here, not as parameter properties: the file also runs in a worker thread that
  // Node loads by stripping types (xlsx-file-worker.ts), which needs erasable syntax only.
  constructor(columns: readonly XlsxColumn[], options: XlsxWriterOptions = {}) {
    this.columns = columns;
    this.zip = new ZipWriter(options.compressionLevel ?? 6);
    this.output = this.zip.output;
    this.columnRefs = columns.map((_, i) => columnLetters(i));
    this.sheetName = options.sheetName ?? 'Sheet1';
    this.maxRows = options.maxRowsPerSheet ?? MAX_DATA_ROWS_PER_SHEET;
    this.autoFilter = options.autoFilter ?? true;
    this.sheetDone = this.zip.addEntry('xl/styles.xml', STYLES_XML).catch((error: Error) => this.abort(error));
  }

  /** Data rows written so far (headers not counted). */
  get rows(): number {
    return this.rowCount;
  }

  async addRow(values: readonly XlsxCellValue[]): Promise<void> {
    if (this.failed) throw this.failed;
    if (!this.sheet || this.rowInSheet >= this.maxRows) await this.startSheet();
    this.rowInSheet++;
    this.rowCount++;
    this.buffer += this.rowXml(values, this.rowInSheet + 1);
    if (this.buffer.length >= FLUSH_BYTES) await this.flush();
  }

  async finish(): Promise<void> {
    if (!this.sheet) await this.startSheet();
    await this.endSheet();
    if (this.failed) throw this.failed;
    const names = Array.from({ length: this.sheetCount }, (_, i) => (i === 0 ? this.sheetName : `${this.sheetName} (${i + 1})`).slice(0, 31));
    await this.zip.addEntry('xl/workbook.xml', workbookXml(names));
    await this.zip.addEntry('xl/_rels/workbook.xml.rels', workbookRelsXml(this.sheetCount));
    await this.zip.addEntry('_rels/.rels', ROOT_RELS_XML);
    await this.zip.addEntry('[Content_Types].xml', contentTypesXml(this.sheetCount));
    await this.zip.finish();
  }

  /**
   * Stops writing and fails `output`. Also what a failed part of the ZIP does (its reader went away):
   * the sheet's stream is closed, so a row waiting for room is released and throws.
   */
  abort(error: Error): void {
    this.fail(error);
    this.sheet?.destroy(error);
    this.zip.abort(error);
  }

  private fail(error: Error): void {
    this.failed ??= error;
  }

  private async startSheet(): Promise<void> {
    if (this.sheet) await this.endSheet();
    await this.sheetDone;
    if (this.failed) throw this.failed;
    this.sheetCount++;
    this.rowInSheet = 0;
    const sheet = new PassThrough({ highWaterMark: 1 << 20 });
    this.sheet = sheet;
    this.sheetDone = this.zip.addEntry(`xl/worksheets/sheet${this.sheetCount}.xml`, sheet).catch((error: Error) => this.abort(error));
    this.buffer = this.sheetHead();
  }

  private async endSheet(): Promise<void> {
    const sheet = this.sheet!;
    const lastRow = this.rowInSheet + 1;
    const filter = this.autoFilter ? `<autoFilter ref="A1:${this.columnRefs.at(-1) ?? 'A'}${lastRow}"/>` : '';
    this.buffer += `</sheetData>${filter}</worksheet>`;
    await this.flush();
    sheet.end();
    await this.sheetDone;
  }

  private async flush(): Promise<void> {
    const chunk = Buffer.from(this.buffer, 'utf8');
    this.buffer = '';
    const sheet = this.sheet!;
    if (!sheet.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => (sheet.off('drain', done), sheet.off('close', done), resolve());
        sheet.on('drain', done);
        sheet.on('close', done);
      });
    }
    if (this.failed) throw this.failed;
  }

  private sheetHead(): string {
    const cols = this.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? defaultWidth(c)}" customWidth="1"/>`).join('');
    const header = this.columns
      .map((c, i) => `<c r="${this.columnRefs[i]}1" s="${isFormulaLike(c.header) ? STYLE.headerText : STYLE.header}" t="inlineStr"><is><t>${escapeXml(c.header)}</t></is></c>`)
      .join('');
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`
    );
  }

  private rowXml(values: readonly XlsxCellValue[], row: number): string {
    let xml = `<row r="${row}">`;
    for (let i = 0; i < this.columns.length; i++) {
      const value = values[i];
      if (value === null || value === undefined || value === '') continue;
      const ref = this.columnRefs[i]! + row;
      switch (this.columns[i]!.kind) {
        case 'cents':
          if (typeof value === 'number') {
            if (Number.isFinite(value)) xml += `<c r="${ref}" s="${STYLE.currency}"><v>${centsLiteral(Math.trunc(value))}</v></c>`;
          } else xml += valueCell(ref, value);
          break;
        case 'integer':
          if (typeof value === 'number') {
            if (Number.isFinite(value)) xml += `<c r="${ref}" s="${STYLE.integer}"><v>${value}</v></c>`;
          } else xml += valueCell(ref, value);
          break;
        case 'date': {
          const date = value instanceof Date ? value : new Date(String(value));
          if (!Number.isNaN(date.getTime())) xml += `<c r="${ref}" s="${STYLE.date}"><v>${excelSerialDay(date)}</v></c>`;
          break;
        }
        case 'boolean':
          xml += `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
          break;
        case 'value':
          xml += valueCell(ref, value);
          break;
        default:
          xml += textCell(ref, String(value));
      }
    }
    return xml + '</row>';
  }
}

/** Text as an inline string; text that looks like a formula gets the quote-prefix style, so it never runs. */
function textCell(ref: string, text: string): string {
  const style = isFormulaLike(text) ? ` s="${STYLE.text}"` : '';
  const space = text.trim() !== text ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${cellXmlText(text)}</t></is></c>`;
}

/** A cell written as its value's own type. */
function valueCell(ref: string, value: string | number | boolean | Date): string {
  if (typeof value === 'string') return textCell(ref, value);
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (Number.isNaN(value.getTime())) return '';
  return isWholeDay(value)
    ? `<c r="${ref}" s="${STYLE.isoDate}"><v>${excelSerialDay(value)}</v></c>`
    : `<c r="${ref}" s="${STYLE.isoDateTime}"><v>${excelSerialTime(value)}</v></c>`;
}

function defaultWidth(column: XlsxColumn): number {
  if (column.kind === 'text') return Math.max(14, Math.min(40, column.header.length + 4));
  return Math.max(12, column.header.length + 2);
}

/** Writes a whole workbook from an iterable of rows: the simple form for one sheet of data. */
export function writeXlsx(columns: readonly XlsxColumn[], rows: AsyncIterable<readonly XlsxCellValue[]> | Iterable<readonly XlsxCellValue[]>, options: XlsxWriterOptions = {}): Readable {
  const writer = new XlsxStreamWriter(columns, options);
  void (async () => {
    try {
      for await (const row of rows) await writer.addRow(row);
      await writer.finish();
    } catch (error) {
      writer.abort(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return writer.output;
}
