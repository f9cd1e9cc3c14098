/** A sheet whose XML is not well-formed: the reason, for the refusal's message. */
export class DamagedXml extends Error {
  override name = 'DamagedXml';
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const DECIMAL = /^#[0-9]{1,7}$/;
const HEX = /^#x[0-9a-fA-F]{1,6}$/;
/** Characters XML 1.0 allows (the C0 controls but tab and line ends are not among them). */
const isXmlChar = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);

function entity(name: string): string {
  const named = NAMED[name];
  if (named !== undefined) return named;
  const code = DECIMAL.test(name) ? Number.parseInt(name.slice(1), 10) : HEX.test(name) ? Number.parseInt(name.slice(2), 16) : -1;
  if (code < 0) throw new DamagedXml(`it names an entity "&${name.slice(0, 20)};" that XML does not define`);
  if (!isXmlChar(code)) throw new DamagedXml(`it holds a character reference "&${name};" that is not a character XML allows`);
  return String.fromCodePoint(code);
}

/**
 * Raw XML text or attribute value as the text it stands for: the five named entities and character
 * references (&#NN; &#xNN;) decoded, line ends as XML reads them (CR LF and a lone CR become LF). No other
 * entity exists in a sheet: document type declarations, where others would be declared, are refused.
 */
export function decodeXmlText(raw: string): string {
  const text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  let amp = text.indexOf('&');
  if (amp < 0) return text;
  let decoded = '';
  let at = 0;
  while (amp >= 0) {
    const semicolon = text.indexOf(';', amp + 1);
    if (semicolon < 0 || semicolon - amp > 10) throw new DamagedXml('it has an "&" that starts no entity (it should be written &amp;)');
    decoded += text.slice(at, amp) + entity(text.slice(amp + 1, semicolon));
    at = semicolon + 1;
    amp = text.indexOf('&', at);
  }
  return decoded + text.slice(at);
}

/**
 * Text cut from a piece of the document, as a string of its own. V8 keeps a cut of 13 characters or more
 * as a view of the string it was cut from: one donor id kept (duplicate ids are checked across the file)
 * would hold its whole 64 KiB piece, and a million of them the whole sheet (measured: 10,000 kept cuts of
 * 30 characters held 629 MiB; copied, 5 MiB). Joining one character and cutting it off again copies it.
 */
export function detachedText(text: string): string {
  return text.length < 13 ? text : (text + ' ').slice(0, -1);
}
