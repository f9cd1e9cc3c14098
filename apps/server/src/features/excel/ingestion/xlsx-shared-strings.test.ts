import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ExcelRefusal } from './excel-refusal.ts';
import { readSharedStrings } from './xlsx-shared-strings.ts';

// A workbook's shared strings read by the sheet scanner: the text of each <si> in order, as Excel shows it.

const sst = (items: string, prefix = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${prefix}sst xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9">${items}</${prefix}sst>`;

const read = (pieces: Array<string | Buffer>) =>
  readSharedStrings(Readable.from(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece))));

describe('readSharedStrings', () => {
  it('reads plain strings, rich text as its runs joined, and leaves out phonetic readings', async () => {
    const strings = await read([
      sst(
        '<si><t>Cont. ID</t></si><si><t xml:space="preserve"> Ann </t></si>' +
          '<si><r><rPr><b/><sz val="11"/><rFont val="Calibri"/></rPr><t>Rich </t></r><r><t>text</t></r></si>' +
          '<si><t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="1"/></si><si><t/></si><si/><si><t>a &amp; b&#10;c</t></si>',
      ),
    ]);
    expect(strings).toEqual(['Cont. ID', ' Ann ', 'Rich text', '東京', '', '', 'a & b\nc']);
  });

  it('reads strings with namespace prefixes, and the same whatever pieces the bytes arrive in', async () => {
    const xml = sst('<x:si><x:t>Zoë</x:t></x:si><x:si><x:r><x:t>Mül</x:t></x:r><x:r><x:t>ler 😀</x:t></x:r></x:si>', 'x:');
    expect(await read([xml])).toEqual(['Zoë', 'Müller 😀']);
    const bytes = Buffer.from(xml, 'utf8');
    const pieces = Array.from({ length: bytes.length }, (_, at) => bytes.subarray(at, at + 1));
    expect(await read(pieces)).toEqual(['Zoë', 'Müller 😀']);
  });

  it('refuses damaged XML with a message', async () => {
    const error = await read([sst('<si><t>open</si>')]).then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(ExcelRefusal);
    expect((error as Error).message).toMatch(/^The workbook's shared strings are damaged: it closes <si> where <t> is open/);
  });
});
