import { PassThrough, type Readable } from 'node:stream';
import { centsLiteral, isFormulaLike, type XlsxCellValue, type XlsxColumn } from '../../platform/xlsx/index.ts';

// A preset's .csv file, streamed like the .xlsx writer: RFC 4180 (CRLF, a field quoted when it holds a comma,
// quote or line break), UTF-8 with a byte order mark so Excel reads accented names. Text a spreadsheet could
// run as a formula gets a leading single quote, the guard of the .xlsx files (platform/xlsx isFormulaLike).

export const CONTENT_TYPE_CSV = 'text/csv; charset=utf-8';

const FLUSH_CHARS = 256 * 1024;
const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Text as a spreadsheet opens it safely: formula-like text quoted, plain numbers such as '-12.50' as they are. */
export function formulaSafeText(text: string): string {
  return text !== '' && isFormulaLike(text) && !PLAIN_NUMBER.test(text) ? "'" + text : text;
}

function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? '"' + text.replaceAll('"', '""') + '"' : text;
}

const two = (n: number) => String(n).padStart(2, '0');

/** One cell as .csv text; amounts as plain decimals ('1234.50'), dates as mm/dd/yyyy (the .xlsx files' format). */
function cellText(value: XlsxCellValue, kind: XlsxColumn['kind']): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return kind === 'cents' ? centsLiteral(Math.trunc(value)) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : `${two(value.getUTCMonth() + 1)}/${two(value.getUTCDate())}/${value.getUTCFullYear()}`;
  }
  return csvField(formulaSafeText(value));
}

/** Writes one .csv file as a stream while rows are added (the same use as XlsxStreamWriter). */
export class CsvStreamWriter {
  readonly output: Readable;
  private readonly stream = new PassThrough({ highWaterMark: 1 << 20 });
  private buffer: string;
  private rowCount = 0;
  private failed: Error | null = null;

  constructor(private readonly columns: readonly XlsxColumn[]) {
    this.output = this.stream;
    this.buffer = '\ufeff' + columns.map((column) => csvField(formulaSafeText(column.header))).join(',') + '\r\n';
  }

  /** Data rows written so far (the header not counted). */
  get rows(): number {
    return this.rowCount;
  }

  async addRow(values: readonly XlsxCellValue[]): Promise<void> {
    if (this.failed) throw this.failed;
    this.rowCount++;
    this.buffer += this.columns.map((column, i) => cellText(values[i], column.kind)).join(',') + '\r\n';
    if (this.buffer.length >= FLUSH_CHARS) await this.flush();
  }

  async finish(): Promise<void> {
    await this.flush();
    this.stream.end();
  }

  abort(error: Error): void {
    this.failed ??= error;
    this.stream.destroy(error);
  }

  private async flush(): Promise<void> {
    const chunk = this.buffer;
    this.buffer = '';
    if (chunk !== '' && !this.stream.write(chunk, 'utf8')) {
      await new Promise<void>((resolve) => {
        const done = () => (this.stream.off('drain', done), this.stream.off('close', done), resolve());
        this.stream.on('drain', done);
        this.stream.on('close', done);
      });
    }
    if (this.failed) throw this.failed;
  }
}
