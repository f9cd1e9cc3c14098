import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { centsToPlainAmount, cellText } from './sheet-cell.ts';
import type { OutputColumn, SheetCell, SheetWriter } from './sheet-cell.ts';

// RFC 4180 output: CRLF line ends, fields quoted when they hold a comma, quote or line break. A UTF-8
// byte order mark goes first so Excel reads accented names correctly (LibreOffice does either way).

const FLUSH_CHARS = 1 << 18;
const NEEDS_QUOTES = /[",\r\n]/;
// OWASP 'CSV injection', as the .xlsx writer guards it (platform/xlsx isFormulaLike): =, +, -, @, tab and
// carriage return; also a line feed, '|' (DDE, as in '|cmd'), '%' (as in '%0A=...', decoded by some
// importers) and the full-width = + - @ that spreadsheets may read as their ASCII forms.
const FORMULA_STARTS = new Set([61, 43, 45, 64, 9, 13, 10, 124, 37, 0xff1d, 0xff0b, 0xff0d, 0xff20]);
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * Text that a spreadsheet would run as a formula ('=HYPERLINK(...)', '+1 555', '@SUM', '|cmd') gets a
 * leading single quote, so it opens as text; plain numbers such as '-12.50' are left alone.
 */
export function formulaSafeText(text: string): string {
  if (text === '' || !FORMULA_STARTS.has(text.charCodeAt(0))) return text;
  return PLAIN_NUMBER.test(text) ? text : "'" + text;
}

export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? '"' + text.replaceAll('"', '""') + '"' : text;
}

function fieldFor(cell: SheetCell, column: OutputColumn | undefined): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return column?.kind === 'amount' ? centsToPlainAmount(cell) : String(cell);
  if (typeof cell === 'string') return csvField(formulaSafeText(cell));
  return csvField(cellText(cell));
}

export async function createCsvWriter(path: string, columns: readonly OutputColumn[]): Promise<SheetWriter> {
  const stream = createWriteStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 });
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  failed.catch(() => undefined);
  let buffer = '\ufeff' + columns.map((column) => csvField(formulaSafeText(column.header))).join(',') + '\r\n';

  function flush(): void {
    if (buffer !== '') stream.write(buffer);
    buffer = '';
  }

  return {
    writeRow(cells) {
      let line = fieldFor(cells[0] ?? null, columns[0]);
      for (let c = 1; c < columns.length; c++) line += ',' + fieldFor(cells[c] ?? null, columns[c]);
      buffer += line + '\r\n';
      if (buffer.length >= FLUSH_CHARS) flush();
    },
    async drain() {
      if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), failed]);
    },
    async close() {
      flush();
      stream.end();
      await Promise.race([once(stream, 'finish'), failed]);
    },
    async abort() {
      if (stream.closed) return;
      const closed = once(stream, 'close').catch(() => undefined);
      stream.destroy();
      await closed;
    },
  };
}
