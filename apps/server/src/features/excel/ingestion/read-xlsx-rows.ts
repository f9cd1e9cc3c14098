import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import type { SheetRow } from './sheet-rows.ts';

type SaxEvent = { eventType: 'opentag' | 'text' | 'closetag'; value: { name: string; attributes: Record<string, string> } | string };
type ParseSax = (iterable: unknown) => AsyncIterable<SaxEvent[]>;
type WorksheetEvent = { eventType: string; value: { sheetNo?: string } };
type ReaderInternals = {
  model?: object;
  sharedStrings?: unknown[];
  _parseWorksheet: (iterator: unknown, sheetNo: string) => Generator<WorksheetEvent>;
};
type SheetHandle = { sheetNo?: string; iterator?: { on?: (event: string, listener: () => void) => void; destroy?: () => void } };

// exceljs's own SAX driver (saxes, no DTD or entity expansion), the one its WorksheetReader uses.
const parseSax = createRequire(import.meta.url)('exceljs/lib/utils/parse-sax') as ParseSax;

/**
 * exceljs names sheets by workbook order only when it has read workbook.xml first, and fails when a sheet
 * arrives before it (exceljs itself writes workbook.xml last). This records the part number (sheetN.xml),
 * which is certain, on every sheet reader's events, and lets sheets arrive in any order.
 */
export function recordSheetParts(reader: InstanceType<typeof ExcelJS.stream.xlsx.WorkbookReader>): ReaderInternals {
  const internals = reader as unknown as ReaderInternals;
  const parseWorksheet = internals._parseWorksheet.bind(reader);
  internals._parseWorksheet = function* (iterator, partNo) {
    internals.model ??= {};
    for (const event of parseWorksheet(iterator, partNo)) {
      event.value.sheetNo = partNo;
      yield event;
    }
  };
  return internals;
}

/**
 * Streams the rows of one sheet of a .xlsx with exceljs's streaming reader: exceljs unzips the file and
 * caches the shared strings; the sheet XML is parsed as it is unzipped, never held whole. Rows are built
 * straight from the SAX events (exceljs's Row and Cell objects cost twice the time), with the same
 * cell meanings: shared and inline strings, numbers, booleans, errors, and formulas as their cached value.
 */
export async function* readXlsxRows(path: string, sheetNo: string): AsyncGenerator<SheetRow> {
  const input = createReadStream(path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const internals = recordSheetParts(reader);
  let isComplete = false;
  try {
    // Other sheets are skipped; reading on to the end of the zip keeps exceljs's streams tidy.
    for await (const worksheet of reader) {
      const sheet = worksheet as unknown as SheetHandle;
      if (sheet.sheetNo !== sheetNo) {
        // A sheet exceljs parked in a temporary file is deleted right after this; its unread stream must not fail the process.
        sheet.iterator?.on?.('error', () => undefined);
        sheet.iterator?.destroy?.();
        continue;
      }
      yield* sheetRows(sheet.iterator, internals.sharedStrings ?? []);
    }
    isComplete = true;
  } finally {
    if (!isComplete) input.destroy();
  }
}

/** 'AB12' -> 27 (0-based column), or -1 without letters. */
function columnOf(reference: string | undefined): number {
  if (!reference) return -1;
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column - 1;
}

const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

function cellValue(type: string, text: string | null, formula: string | null, sharedStrings: readonly unknown[]): unknown {
  if (text === null) return formula === null ? null : { formula };
  switch (type) {
    case 's':
      return sharedStrings[Number.parseInt(text, 10)] ?? null;
    case 'inlineStr':
    case 'str':
    case 'd':
      return text;
    case 'b':
      return text !== '0' && text !== '';
    case 'e':
      return { error: text };
    default:
      return text === '' ? null : Number(text);
  }
}

async function* sheetRows(iterator: unknown, sharedStrings: readonly unknown[]): AsyncGenerator<SheetRow> {
  let cells: unknown[] | null = null;
  let rowNumber = 0;
  let column = -1;
  let type = 'n';
  let text: string | null = null;
  let formula: string | null = null;
  let target: 'value' | 'formula' | null = null;
  for await (const events of parseSax(iterator)) {
    const rows: SheetRow[] = [];
    for (const { eventType, value } of events) {
      if (eventType === 'text') {
        if (target === 'value') text = (text ?? '') + (value as string);
        else if (target === 'formula') formula = (formula ?? '') + (value as string);
        continue;
      }
      const node = value as { name: string; attributes: Record<string, string> };
      const name = localName(node.name);
      if (eventType === 'opentag') {
        if (name === 'row') {
          const given = Number.parseInt(node.attributes.r ?? '', 10);
          rowNumber = Number.isFinite(given) ? given : rowNumber + 1;
          cells = [];
          column = -1;
        } else if (name === 'c' && cells) {
          const given = columnOf(node.attributes.r);
          column = given >= 0 ? given : column + 1;
          type = node.attributes.t ?? 'n';
          text = null;
          formula = null;
        } else if (cells && (name === 'v' || name === 't')) {
          target = 'value';
          // An empty <v/> or <t/> is still a value: the empty text.
          text ??= '';
        } else if (cells && name === 'f') {
          target = 'formula';
          formula ??= '';
        }
      } else if (name === 'v' || name === 't' || name === 'f') {
        target = null;
      } else if (name === 'c' && cells) {
        cells[column] = cellValue(type, text, formula, sharedStrings);
      } else if (name === 'row' && cells) {
        rows.push({ rowNumber, cells });
        cells = null;
      }
    }
    yield* rows;
  }
}
