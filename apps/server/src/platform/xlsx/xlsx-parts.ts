// The fixed parts of a SpreadsheetML (.xlsx) workbook (ECMA-376 Part 1) and the cell encoding rules.

export const CONTENT_TYPE_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Style indexes in styles.xml's cellXfs, in order. */
export const STYLE = { default: 0, currency: 1, date: 2, text: 3, header: 4, integer: 5, isoDate: 6, isoDateTime: 7, headerText: 8 } as const;

export const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="4"><numFmt numFmtId="164" formatCode="&quot;$&quot;#,##0.00"/><numFmt numFmtId="165" formatCode="mm/dd/yyyy"/>' +
  '<numFmt numFmtId="166" formatCode="yyyy-mm-dd"/><numFmt numFmtId="167" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="9">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  // quotePrefix: Excel keeps the cell as text even when someone edits it, so '=...' never becomes a formula.
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  // A header that looks like a formula (a custom field's name is the customer's text): bold and kept as text.
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1" quotePrefix="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

export const ROOT_RELS_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

export function contentTypesXml(sheetCount: number): string {
  let sheets = '';
  for (let i = 1; i <= sheetCount; i++) {
    sheets += `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`;
  }
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    sheets +
    '</Types>'
  );
}

export function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets>${sheets}</sheets></workbook>`
  );
}

export function workbookRelsXml(sheetCount: number): string {
  let rels = '';
  for (let i = 1; i <= sheetCount; i++) {
    rels += `<Relationship Id="rId${i}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i}.xml"/>`;
  }
  rels += `<Relationship Id="rId${sheetCount + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`
  );
}

/** Excel's limit for the text of one cell; longer text would make Excel repair the file. */
export const MAX_CELL_TEXT = 32_767;

// Characters XML 1.0 does not allow, even escaped (tab, line feed and carriage return are allowed), and
// lone surrogates: matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// A quick first look: any control character or surrogate (most text has neither).
// eslint-disable-next-line no-control-regex
const MAYBE_INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;
const XML_SPECIAL = /[&<>"]/;

/** Text for XML (a text node or an attribute): escaped, without characters XML cannot hold. */
export function escapeXml(text: string): string {
  let safe = text;
  if (MAYBE_INVALID_XML.test(safe)) safe = safe.replace(INVALID_XML, '');
  if (XML_SPECIAL.test(safe)) safe = safe.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  return safe;
}

/** A cell's text for its <t> element: escaped, and at most MAX_CELL_TEXT long. */
export function cellXmlText(text: string): string {
  return escapeXml(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
}

// OWASP 'CSV injection': =, +, -, @, tab and carriage return; also a line feed, '|' (DDE, as in
// '|cmd'), '%' (as in '%0A=...', decoded by some importers) and the full-width = + - @ that spreadsheets
// may read as their ASCII forms. Keeping such a cell as text is harmless for honest data.
const FORMULA_STARTS = new Set([61, 43, 45, 64, 9, 13, 10, 124, 37, 0xff1d, 0xff0b, 0xff0d, 0xff20]);

/** Text a spreadsheet could take for a formula or a command when typed, pasted or converted. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_STARTS.has(text.charCodeAt(0));
}

/** A0..XFD: the column letters of a 0-based index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

const EXCEL_EPOCH_OFFSET_DAYS = 25569;
const MS_PER_DAY = 86_400_000;

/** A date as Excel's serial day number (the calendar day in UTC; no time of day). */
export function excelSerialDay(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY) + EXCEL_EPOCH_OFFSET_DAYS;
}

/** A moment as Excel's serial day with the time of day as its fraction (UTC, as .xlsx stores it). */
export function excelSerialTime(date: Date): number {
  return date.getTime() / MS_PER_DAY + EXCEL_EPOCH_OFFSET_DAYS;
}

/** Whether a date has no time of day (midnight UTC). */
export function isWholeDay(date: Date): boolean {
  return date.getTime() % MS_PER_DAY === 0;
}

/** Integer cents as an exact decimal literal: 123456 -> '1234.56', -5 -> '-0.05'. */
export function centsLiteral(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const part = abs % 100;
  return `${negative ? '-' : ''}${whole}.${part < 10 ? '0' : ''}${part}`;
}
