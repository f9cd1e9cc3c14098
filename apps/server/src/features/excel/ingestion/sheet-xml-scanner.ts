import { DamagedXml, decodeXmlText } from './xml-text.ts';

// The tokenizer of a worksheet's XML (and of the shared strings'), written for speed: saxes and its events
// took most of Excel ingestion's time (issue 28; docs/decisions/012-reading-xlsx-sheets.md has the figures).
// It reads text as it arrives in pieces, keeps only the unfinished tail of a piece, and checks what a
// well-formed document needs (every element closed by its own name, one root, attributes quoted, entities
// known), so that a damaged sheet is refused rather than half read. Only the attributes that give cells
// their meaning are kept (`r`, `t`).

/**
 * The elements rows and shared strings are built from, told by their name without namespace prefix; any
 * other is OTHER. SHARED_STRING is <si>, PHONETIC_TEXT <rPh> (a reading aid Excel does not show).
 */
export const OTHER = 0;
export const ROW = 1;
export const CELL = 2;
export const VALUE = 3;
export const TEXT = 4;
export const FORMULA = 5;
export const SHARED_STRING = 6;
export const PHONETIC_TEXT = 7;
const NAMES = ['', 'row', 'c', 'v', 't', 'f', 'si', 'rPh'];
/** `t="str"`, which writers such as exceljs give every text cell: one string for them all, not one cut per cell. */
const STRING_TYPE = 'str';

/** What the scanner reports, in document order. */
export interface SheetXmlHandler {
  open(element: number, r: string | undefined, t: string | undefined): void;
  close(element: number): void;
  /** Text inside an element, decoded; called only while `wantsText` says so. */
  text(text: string): void;
  readonly wantsText: boolean;
}

/**
 * The longest piece of markup or text kept waiting for its end: far past Excel's longest cell (32,767
 * characters), and short enough that joining it to each next piece stays cheap.
 */
export const MAX_PENDING_CHARS = 4 * 1024 * 1024;
const MAX_DEPTH = 256;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const COLON = 0x3a;
const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;

/** Which element the local name text[from, to) is, read without making a string of it. */
function elementOf(text: string, from: number, to: number): number {
  const length = to - from;
  if (length === 1) {
    const code = text.charCodeAt(from);
    return code === 0x63 ? CELL : code === 0x76 ? VALUE : code === 0x74 ? TEXT : code === 0x66 ? FORMULA : OTHER;
  }
  if (length === 2) return text.startsWith('si', from) ? SHARED_STRING : OTHER;
  if (length !== 3) return OTHER;
  return text.startsWith('row', from) ? ROW : text.startsWith('rPh', from) ? PHONETIC_TEXT : OTHER;
}

/** What the readers of markup return when the piece holds no end for it yet. */
const INCOMPLETE = -1;

export class SheetXmlScanner {
  private pending = '';
  /** The open elements' names as written (to match their end tags), and which element each is. */
  private readonly open: string[] = [];
  private readonly openElements: number[] = [];
  private hasRoot = false;
  private r: string | undefined = undefined;
  private t: string | undefined = undefined;

  private readonly handler: SheetXmlHandler;

  constructor(handler: SheetXmlHandler) {
    this.handler = handler;
  }

  /** Scans one more piece of the document; markup or text it leaves unfinished waits for the next. */
  push(piece: string): void {
    // Joined, not concatenated: V8 reads a joined string flat, a concatenation a third slower.
    const text = this.pending ? [this.pending, piece].join('') : piece;
    const done = this.scan(text, false);
    this.pending = done === text.length ? '' : text.slice(done);
    if (this.pending.length > MAX_PENDING_CHARS) throw new DamagedXml('an element or text runs on for more than 4 million characters without ending');
  }

  /** The document has ended: anything unfinished or unclosed makes it damaged. */
  end(): void {
    if (this.pending) this.scan(this.pending, true);
    this.pending = '';
    if (this.open.length > 0) throw new DamagedXml(`it ends before the element <${this.open[this.open.length - 1]}> is closed`);
    if (!this.hasRoot) throw new DamagedXml('it holds no XML element');
  }

  private scan(text: string, isFinal: boolean): number {
    const length = text.length;
    let at = 0;
    while (at < length) {
      const lt = text.indexOf('<', at);
      if (lt < 0) {
        if (!isFinal) return at;
        this.onText(text, at, length);
        return length;
      }
      if (lt > at) this.onText(text, at, lt);
      const next = this.markup(text, lt, isFinal);
      if (next === INCOMPLETE) {
        if (isFinal) throw new DamagedXml('it ends inside a tag');
        return lt;
      }
      at = next;
    }
    return at;
  }

  private onText(text: string, from: number, to: number): void {
    if (this.handler.wantsText) {
      this.handler.text(decodeXmlText(text.slice(from, to)));
    } else if (this.open.length === 0) {
      for (let i = from; i < to; i++) if (!isSpace(text.charCodeAt(i))) throw new DamagedXml('it has text outside its root element');
    }
  }

  private markup(text: string, lt: number, isFinal: boolean): number {
    const next = text.charCodeAt(lt + 1);
    if (next === SLASH) return this.closeTag(text, lt);
    if (next === QUESTION) {
      const end = text.indexOf('?>', lt + 2);
      return end < 0 ? INCOMPLETE : end + 2;
    }
    if (next === BANG) return this.declaration(text, lt, isFinal);
    if (Number.isNaN(next)) return INCOMPLETE;
    return this.openTag(text, lt);
  }

  /** Comments are skipped, CDATA is text; a document type declaration (entities) is refused. */
  private declaration(text: string, lt: number, isFinal: boolean): number {
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      return end < 0 ? INCOMPLETE : end + 3;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end < 0) return INCOMPLETE;
      if (this.handler.wantsText) this.handler.text(text.slice(lt + 9, end));
      return end + 3;
    }
    if (!isFinal && text.length - lt < 9) return INCOMPLETE;
    if (text.startsWith('<!DOCTYPE', lt)) throw new DamagedXml('it contains a document type declaration, which Excel never writes');
    throw new DamagedXml('it has a "<!" that starts neither a comment nor CDATA');
  }

  private closeTag(text: string, lt: number): number {
    const depth = this.open.length;
    if (depth > 0) {
      const expected = this.open[depth - 1]!;
      const end = lt + 2 + expected.length;
      if (text.charCodeAt(end) === GT && text.startsWith(expected, lt + 2)) {
        this.open.pop();
        this.handler.close(this.openElements.pop()!);
        return end + 1;
      }
    }
    return this.closeTagSlowly(text, lt);
  }

  /** An end tag with spaces before its `>`, a wrong name, or cut by the end of the piece. */
  private closeTagSlowly(text: string, lt: number): number {
    const gt = text.indexOf('>', lt + 2);
    if (gt < 0) return INCOMPLETE;
    let end = gt;
    while (end > lt + 2 && isSpace(text.charCodeAt(end - 1))) end--;
    const name = text.slice(lt + 2, end);
    const expected = this.open.pop();
    if (name !== expected) {
      throw new DamagedXml(expected === undefined ? `it closes <${name}>, which was never opened` : `it closes <${name}> where <${expected}> is open`);
    }
    this.handler.close(this.openElements.pop()!);
    return gt + 1;
  }

  private openTag(text: string, lt: number): number {
    // Found by its `>` first (one native search), then read within it; a `>` inside a quoted value moves it on.
    const gt = text.indexOf('>', lt + 1);
    if (gt < 0) return INCOMPLETE;
    let at = lt + 1;
    let colon = -1;
    let code = text.charCodeAt(at);
    while (at < gt && code !== SLASH && !isSpace(code)) {
      if (code === COLON) colon = at;
      code = text.charCodeAt(++at);
    }
    if (at === lt + 1) throw new DamagedXml('it has a "<" that starts no tag (it should be written &lt;)');
    const element = elementOf(text, colon < 0 ? lt + 1 : colon + 1, at);
    // The names rows are made of are not cut out of the text again and again: the same strings serve.
    const name = colon < 0 && element !== OTHER ? NAMES[element]! : text.slice(lt + 1, at);
    this.r = undefined;
    this.t = undefined;
    const end = at === gt ? gt + 1 : this.attributes(text, at, gt);
    if (end === INCOMPLETE) return INCOMPLETE;
    if (this.open.length === 0) {
      if (this.hasRoot) throw new DamagedXml('it has a second root element after the first');
      this.hasRoot = true;
    }
    this.handler.open(element, this.r, this.t);
    if (text.charCodeAt(end - 2) === SLASH) {
      this.handler.close(element);
    } else {
      if (this.open.push(name) > MAX_DEPTH) throw new DamagedXml(`its elements nest more than ${MAX_DEPTH} deep`);
      this.openElements.push(element);
    }
    return end;
  }

  /** Reads a tag's attributes from `at` (its `>` seen at `gt`), keeping `r` and `t`; the index after the tag. */
  private attributes(text: string, from: number, firstGt: number): number {
    let gt = firstGt;
    let at = from;
    for (;;) {
      const spaced = at;
      let code = text.charCodeAt(at);
      while (isSpace(code)) code = text.charCodeAt(++at);
      if (at === gt) return gt + 1;
      if (code === SLASH) {
        if (at + 1 !== gt) throw new DamagedXml('it has a "/" inside a tag');
        return gt + 1;
      }
      if (at === spaced) throw new DamagedXml('its attributes are not separated by spaces');
      const nameStart = at;
      while (at < gt && code !== EQUALS && !isSpace(code)) {
        if (code === SLASH || code === LT || code === QUOTE || code === APOSTROPHE) throw new DamagedXml('it has an attribute without a value');
        code = text.charCodeAt(++at);
      }
      const nameEnd = at;
      while (isSpace(code)) code = text.charCodeAt(++at);
      if (code !== EQUALS || at >= gt) throw new DamagedXml('it has an attribute without a value');
      code = text.charCodeAt(++at);
      while (isSpace(code)) code = text.charCodeAt(++at);
      if (code !== QUOTE && code !== APOSTROPHE) throw new DamagedXml('it has an attribute value without quotes');
      const close = text.indexOf(code === QUOTE ? '"' : "'", at + 1);
      if (close < 0) return INCOMPLETE;
      if (close > gt) {
        gt = text.indexOf('>', close + 1);
        if (gt < 0) return INCOMPLETE;
      }
      if (nameEnd - nameStart === 1) {
        const attribute = text.charCodeAt(nameStart);
        if (attribute === 0x72) this.r = this.value(text, at + 1, close);
        else if (attribute === 0x74) this.t = close - at === 4 && text.startsWith('str', at + 1) ? STRING_TYPE : this.value(text, at + 1, close);
      }
      at = close + 1;
    }
  }

  private value(text: string, from: number, to: number): string {
    const raw = text.slice(from, to);
    return raw.includes('&') ? decodeXmlText(raw) : raw;
  }
}
