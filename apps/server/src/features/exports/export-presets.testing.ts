import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, type PDFRawStream, type PDFRef } from 'pdf-lib';

// Readers of the files a preset export and the reply-card proof write, for tests: they read the bytes as a
// spreadsheet or a printer would, not through our own writers.

/** A .csv file's rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF), the byte order mark dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  const body = text.startsWith('\ufeff') ? text.slice(1) : text;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (isQuoted && ch === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (isQuoted) {
      if (ch === '"') isQuoted = false;
      else field += ch;
    } else if (ch === '"') isQuoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' && body[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A piece of text drawn on a PDF page, where it was drawn. */
export interface PdfText {
  page: number;
  x: number;
  y: number;
  text: string;
}

/** Every text a pdf-lib PDF draws (standard fonts write hex strings placed by a text matrix), page by page. */
export async function pdfTexts(bytes: Uint8Array): Promise<{ pages: number; texts: PdfText[] }> {
  const document = await PDFDocument.load(bytes);
  const texts: PdfText[] = [];
  document.getPages().forEach((page, index) => {
    const contents = page.node.Contents();
    if (!contents) return;
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = document.context.lookup(ref as PDFRef) as PDFRawStream;
      const content = inflateSync(stream.getContents()).toString('latin1');
      for (const [, x, y, hex] of content.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s+<([0-9A-F]*)> Tj/g)) {
        texts.push({ page: index, x: Number(x), y: Number(y), text: Buffer.from(hex!, 'hex').toString('latin1') });
      }
    }
  });
  return { pages: document.getPageCount(), texts };
}
