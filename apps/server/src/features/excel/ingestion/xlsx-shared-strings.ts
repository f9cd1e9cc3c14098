import type { Readable } from 'node:stream';
import { ExcelRefusal } from './excel-refusal.ts';
import { PHONETIC_TEXT, SHARED_STRING, SheetXmlScanner, TEXT, type SheetXmlHandler } from './sheet-xml-scanner.ts';
import { DamagedXml, detachedText } from './xml-text.ts';
import { decodeUtf8Pieces } from './utf8-pieces.ts';

/**
 * Collects a workbook's shared strings (xl/sharedStrings.xml): each <si> is its text, the <t> of a plain
 * string or the <t> of every run of rich text joined (cells read as text, the runs' fonts do not matter
 * here), without the phonetic reading of <rPh>, which Excel does not show.
 */
class SharedStringsBuilder implements SheetXmlHandler {
  wantsText = false;
  readonly strings: string[] = [];
  private current: string | null = null;
  private phoneticDepth = 0;

  open(element: number): void {
    if (element === SHARED_STRING) this.current = '';
    else if (element === PHONETIC_TEXT) this.phoneticDepth++;
    else if (element === TEXT) this.wantsText = this.current !== null && this.phoneticDepth === 0;
  }

  close(element: number): void {
    if (element === TEXT) {
      this.wantsText = false;
    } else if (element === PHONETIC_TEXT) {
      this.phoneticDepth--;
    } else if (element === SHARED_STRING && this.current !== null) {
      this.strings.push(detachedText(this.current));
      this.current = null;
    }
  }

  text(text: string): void {
    this.current = (this.current ?? '') + text;
  }
}

/** The shared strings in order (a cell of type `s` holds an index into them), read as the part streams. */
export async function readSharedStrings(xml: Readable): Promise<string[]> {
  const builder = new SharedStringsBuilder();
  const scanner = new SheetXmlScanner(builder);
  try {
    for await (const text of decodeUtf8Pieces(xml)) scanner.push(text);
    scanner.end();
  } catch (error) {
    if (!(error instanceof DamagedXml)) throw error;
    throw new ExcelRefusal(`The workbook's shared strings are damaged: ${error.message}. Please open the file in Excel, save it as .xlsx and upload it again.`);
  }
  return builder.strings;
}
