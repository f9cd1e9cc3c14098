import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SheetRow } from './sheet-rows.ts';
import { openZipParts, type ZipParts } from './zip-parts.ts';

type SaxEvent = { eventType: 'opentag' | 'text' | 'closetag'; value: { name: string; attributes: Record<string, string> } | string };
type ParseSax = (iterable: unknown) => AsyncIterable<SaxEvent[]>;
type WorksheetEvent = { eventType: string; value: { sheetNo?: string } };
type ReaderInternals = {
  model?: object;
  sharedStrings?: unknown[];
  _parseWorksheet: (iterator: unknown, sheetNo: string) => Generator<WorksheetEvent>;
};

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

type PartReaders = {
  _parseRels: (stream: unknown) => Promise<void>;
  _parseWorkbook: (stream: unknown) => Promise<void>;
  _parseSharedStrings: (stream: unknown) => AsyncGenerator<unknown>;
  _parseStyles: (stream: unknown) => Promise<void>;
};

/**
 * A WorkbookReader that reads nothing by itself, given the workbook's relations, sheet list, shared strings
 * and (with `withStyles`, for dates) styles from the file's parts: sheets are then parsed straight from their
 * part (zip-parts.ts says why exceljs's own walk through the zip is not used).
 */
export async function loadWorkbookParts(parts: ZipParts, options: { withStyles: boolean }) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: options.withStyles ? 'cache' : 'ignore',
    entries: 'ignore',
  });
  const internals = recordSheetParts(reader) as ReaderInternals & PartReaders;
  if (parts.has(RELS_PART)) await internals._parseRels((await parts.stream(RELS_PART)).data);
  if (parts.has(WORKBOOK_PART)) await internals._parseWorkbook((await parts.stream(WORKBOOK_PART)).data);
  internals.sharedStrings = [];
  if (parts.has(SHARED_STRINGS_PART)) for await (const _event of internals._parseSharedStrings((await parts.stream(SHARED_STRINGS_PART)).data)) void _event;
  if (options.withStyles && parts.has(STYLES_PART)) await internals._parseStyles((await parts.stream(STYLES_PART)).data);
  return { reader, internals };
}

const RELS_PART = 'xl/_rels/workbook.xml.rels';
const WORKBOOK_PART = 'xl/workbook.xml';
const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';
const STYLES_PART = 'xl/styles.xml';
export const sheetPart = (sheetNo: string) => `xl/worksheets/sheet${sheetNo}.xml`;

/**
 * Streams the rows of one sheet of a .xlsx: the shared strings are read first (exceljs's own parser, cached),
 * then the sheet's part is inflated and parsed as it streams, never held whole. Rows are built straight from
 * the SAX events (exceljs's Row and Cell objects cost twice the time), with the same cell meanings: shared and
 * inline strings, numbers, booleans, errors, and formulas as their cached value.
 */
export async function* readXlsxRows(path: string, sheetNo: string): AsyncGenerator<SheetRow> {
  const parts = await openZipParts(path);
  try {
    const { internals } = await loadWorkbookParts(parts, { withStyles: false });
    const sheet = await parts.stream(sheetPart(sheetNo));
    try {
      yield* sheetRows(sheet.data, internals.sharedStrings ?? []);
    } finally {
      sheet.source.destroy();
      sheet.data.destroy();
    }
  } finally {
    await parts.close();
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
