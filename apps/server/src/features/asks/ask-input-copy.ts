import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { ASK_GIVING_FIELDS } from '@askwise/domain/giving-fields';

const ASK_GIVING_COLUMNS = ASK_GIVING_FIELDS.map((f) => f.column).join(', ');

// Reads an appeal's donors for the engine with one COPY ... TO STDOUT in the table's own order (sorting a
// million wide rows by name cost the database 5 to 6 s before the first row came; ask-inputs.ts puts them
// in name order in a fraction of that). Names and ids pass through to the results still COPY-encoded.

/** One donor as read from the COPY stream; amounts in cents. Reused from row to row. */
export interface AskInputRow {
  appealConstituentId: number;
  /** COPY-encoded text fields, written back unchanged. */
  firstNameField: string;
  lastNameField: string;
  contactNameField: string;
  /** Second sort key of the second system's name order. */
  informalNameField: string;
  constituentKeyField: string;
  /** The zip code as its COPY field (\\N for none). */
  zipCodeField: string;
  /** The amounts the ask rules read, in ASK_GIVING_KEYS order (giving-fields.ts). */
  giving: Float64Array;
  numberOfLifetimeGifts: number;
  wealthRating: number;
}

/**
 * The COPY statement. COPY takes no bind parameters, so the appeal id is checked to be an integer and
 * inlined. Row-level security applies to the query as to any other.
 */
export function askInputCopySql(appealId: number): string {
  if (!Number.isSafeInteger(appealId) || appealId <= 0) throw new RangeError(`Not an appeal id: ${appealId}`);
  return `copy (
    select id, first_name, last_name, contact_name, informal_name, coalesce(lookup_id, external_id), zip_code,
      ${ASK_GIVING_COLUMNS}, lifetime_gifts, min_suggested_ask_wr
    from appeal_constituents
    where appeal_id = ${appealId}
  ) to stdout`;
}

export function createAskInputRow(): AskInputRow {
  return {
    appealConstituentId: 0,
    firstNameField: '',
    lastNameField: '',
    contactNameField: '',
    informalNameField: '',
    constituentKeyField: '',
    zipCodeField: '',
    giving: new Float64Array(ASK_GIVING_FIELDS.length),
    numberOfLifetimeGifts: 0,
    wealthRating: 0,
  };
}

const TAB = 9;
const BACKSLASH = 92;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;

/** Reads COPY text fields of one line left to right without splitting it (a million rows per calculation). */
class FieldReader {
  line = '';
  at = 0;

  reset(line: string): void {
    this.line = line;
    this.at = 0;
  }

  text(): string {
    const end = this.line.indexOf('\t', this.at);
    if (end === -1) throw new Error('The donor query returned a row with too few fields');
    const field = this.line.slice(this.at, end);
    this.at = end + 1;
    return field;
  }

  /** An integer field; null (\N) reads as 0. */
  integer(isLast = false): number {
    const { line } = this;
    let at = this.at;
    let value = 0;
    if (line.charCodeAt(at) === BACKSLASH) {
      at += 2;
    } else {
      const isNegative = line.charCodeAt(at) === MINUS;
      if (isNegative) at++;
      const from = at;
      for (let code = line.charCodeAt(at); code >= ZERO && code <= NINE; code = line.charCodeAt(++at)) value = value * 10 + (code - ZERO);
      if (at === from || !Number.isSafeInteger(value))
        throw new RangeError(`Amount ${line.slice(from, at)} is not a whole number of cents`);
      if (isNegative) value = -value;
    }
    if (isLast ? at !== line.length : line.charCodeAt(at) !== TAB) throw new Error('The donor query returned a row of an unexpected shape');
    this.at = at + 1;
    return value;
  }
}

const fields = new FieldReader();

/** Fills `row` from one COPY line (without its newline). */
export function parseAskInputLine(line: string, row: AskInputRow): AskInputRow {
  fields.reset(line);
  row.appealConstituentId = fields.integer();
  row.firstNameField = fields.text();
  row.lastNameField = fields.text();
  row.contactNameField = fields.text();
  row.informalNameField = fields.text();
  row.constituentKeyField = fields.text();
  row.zipCodeField = fields.text();
  const giving = row.giving;
  for (let k = 0; k < giving.length; k++) giving[k] = fields.integer();
  row.numberOfLifetimeGifts = fields.integer();
  row.wealthRating = fields.integer(true);
  return row;
}

const NEWLINE = 0x0a;

/**
 * Calls `handleLine` for every line of a COPY ... TO STDOUT stream and resolves at its end; a throwing
 * handler stops the stream and rejects. COPY TO sends a chunk per row, and a 'data' handler costs far less
 * per chunk than async iteration.
 */
export function readCopyLines(input: Readable, handleLine: (line: string) => void): Promise<void> {
  const lines = new LineSplitter();
  const decoder = new StringDecoder('utf8');
  let isMidRow = false;
  return new Promise<void>((resolve, reject) => {
    input.on('data', (chunk: Buffer) => {
      try {
        // A chunk that ends a row holds no split character, so it decodes on its own.
        lines.push(chunk[chunk.length - 1] === NEWLINE && !isMidRow ? chunk.toString('utf8') : decoder.write(chunk), handleLine);
        isMidRow = chunk[chunk.length - 1] !== NEWLINE;
      } catch (error) {
        input.destroy();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    input.once('error', reject);
    input.once('end', () => {
      try {
        lines.push(decoder.end(), handleLine);
        lines.finish();
        resolve();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** Splits a stream of text chunks into lines, keeping a partial line for the next chunk. */
export class LineSplitter {
  private rest = '';

  /** Calls `onLine` for every complete line of the chunk (COPY TO sends one row per chunk, so this is usually one). */
  push(chunk: string, onLine: (line: string) => void): void {
    const text = this.rest === '' ? chunk : this.rest + chunk;
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      onLine(text.slice(start, end));
      start = end + 1;
    }
    this.rest = start === text.length ? '' : text.slice(start);
  }

  finish(): void {
    if (this.rest !== '') throw new Error('The COPY stream ended in the middle of a row');
  }
}
