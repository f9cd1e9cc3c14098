// RFC 4180 CSV, parsed chunk by chunk: fields separated by commas, records by CRLF, LF or CR; a field
// in double quotes may hold commas, line breaks and "" for a quote. Lenient where files in the wild
// are not: text after a closing quote is kept, and an unclosed quote runs to the end of the file.
// The one CSV parser of the product: the command line's donor files and the uploads (features/excel).

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

export class CsvParser {
  private pending = '';
  private isFirstChunk = true;

  /** Characters of the record not finished yet (a reader caps it: an unclosed quote would run to the end). */
  get pendingLength(): number {
    return this.pending.length;
  }

  /** Parses the complete records in text (a chunk of the file); keeps an unfinished record for later. */
  push(text: string, onRecord: (fields: string[]) => void): void {
    if (this.isFirstChunk && text.length > 0) {
      this.isFirstChunk = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const buffer = this.pending === '' ? text : this.pending + text;
    const consumed = parseRecords(buffer, false, onRecord);
    this.pending = consumed === buffer.length ? '' : buffer.slice(consumed);
  }

  /** Parses what is left at the end of the file. */
  end(onRecord: (fields: string[]) => void): void {
    if (this.pending !== '') parseRecords(this.pending, true, onRecord);
    this.pending = '';
  }
}

/**
 * Calls onRecord for each complete record in text and returns how many characters were used. When
 * isFinal, the text ends the file, so the last record is complete even without a line break.
 */
function parseRecords(text: string, isFinal: boolean, onRecord: (fields: string[]) => void): number {
  const length = text.length;
  let recordStart = 0;
  while (recordStart < length) {
    const fields: string[] = [];
    let i = recordStart;
    // Each way out of this loop either returns (the record is unfinished) or breaks with it complete.
    for (;;) {
      // One field starts at i.
      let value: string;
      if (i < length && text.charCodeAt(i) === QUOTE) {
        let pieces = '';
        let start = i + 1;
        for (;;) {
          const close = text.indexOf('"', start);
          if (close === -1) {
            if (!isFinal) return recordStart;
            pieces += text.slice(start);
            i = length;
            break;
          }
          if (close + 1 < length && text.charCodeAt(close + 1) === QUOTE) {
            pieces += text.slice(start, close + 1);
            start = close + 2;
            continue;
          }
          if (close + 1 >= length && !isFinal) return recordStart;
          pieces += text.slice(start, close);
          i = close + 1;
          break;
        }
        // Anything between the closing quote and the next separator is kept as it is.
        const tailStart = i;
        while (i < length) {
          const code = text.charCodeAt(i);
          if (code === COMMA || code === LF || code === CR) break;
          i++;
        }
        value = tailStart === i ? pieces : pieces + text.slice(tailStart, i);
      } else {
        const start = i;
        while (i < length) {
          const code = text.charCodeAt(i);
          if (code === COMMA || code === LF || code === CR) break;
          i++;
        }
        value = text.slice(start, i);
      }
      fields.push(value);
      if (i >= length) {
        if (!isFinal) return recordStart;
        break;
      }
      const separator = text.charCodeAt(i);
      if (separator === COMMA) {
        i++;
        if (i >= length && !isFinal) return recordStart;
        if (i >= length) {
          fields.push('');
          break;
        }
        continue;
      }
      if (separator === CR) {
        if (i + 1 >= length && !isFinal) return recordStart;
        i += i + 1 < length && text.charCodeAt(i + 1) === LF ? 2 : 1;
      } else {
        i++;
      }
      break;
    }
    onRecord(fields);
    recordStart = i;
  }
  return recordStart;
}
