import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { WRITE_IN_TEXT } from './export-preset-fields.ts';
import type { ReplyCard, ReplyCardProofContent } from './reply-card-donors.ts';

// The reply-card proof: four cards a US Letter page, each in its quarter of the page between cut lines, in
// pdf-lib's standard Helvetica (no font files, as the invoices). Plain and printable: the printer checks the
// name, the address, the ladder's boxes, the write-in line and the key code of the first donors.

export const CARDS_PER_PAGE = 4;
const PAGE = { width: 612, height: 792 };
const CARD_HEIGHT = PAGE.height / CARDS_PER_PAGE;
const MARGIN = 36;
const INK = rgb(0.1, 0.1, 0.15);
const GREY = rgb(0.45, 0.45, 0.5);

/**
 * Text the standard font can write: it has no glyphs outside Windows-1252's Latin range, so other characters
 * (a name in another script, an emoji) are printed as '?' rather than fail the whole proof.
 */
export function printable(text: string): string {
  return Array.from(text.replace(/[\t\r\n]+/g, ' '))
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? ch : '?';
    })
    .join('');
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The proof as a PDF: one card per donor, in the mailing's order. */
export async function renderReplyCardProof(content: ReplyCardProofContent, createdAt = new Date()): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Reply card proof: ${content.appealName}`));
  pdf.setAuthor('Askwise');
  pdf.setCreationDate(createdAt);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  if (content.cards.length === 0) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.drawText('No donors are ready to export in this appeal.', { x: MARGIN, y: PAGE.height - MARGIN - 12, size: 12, font: fonts.regular, color: INK });
  }
  let page: PDFPage | null = null;
  content.cards.forEach((card, index) => {
    const slot = index % CARDS_PER_PAGE;
    if (slot === 0) page = pdf.addPage([PAGE.width, PAGE.height]);
    drawCard(page!, fonts, card, PAGE.height - slot * CARD_HEIGHT, `${content.appealName} · card ${index + 1} of ${content.cards.length}`);
  });
  return Buffer.from(await pdf.save());
}

/** One card in the quarter of the page whose top edge is at `top`. */
function drawCard(page: PDFPage, fonts: Fonts, card: ReplyCard, top: number, caption: string): void {
  const text = (value: string, x: number, y: number, size: number, font = fonts.regular, color = INK) => page.drawText(printable(value), { x, y, size, font, color });
  // The cut line below the card.
  page.drawLine({ start: { x: 18, y: top - CARD_HEIGHT }, end: { x: PAGE.width - 18, y: top - CARD_HEIGHT }, thickness: 0.5, color: GREY, dashArray: [4, 3] });
  text(caption, MARGIN, top - 24, 7, fonts.regular, GREY);
  text(card.name, MARGIN, top - 44, 12, fonts.bold);
  card.addressLines.forEach((line, i) => text(line, MARGIN, top - 60 - i * 13, 10));
  text(`Donor ID ${card.donorId}`, 360, top - 44, 9);
  text(`Key code ${card.keyCode}`, 360, top - 58, 9, fonts.bold);

  text('Yes, I will help with a gift of:', MARGIN, top - 100, 10);
  const boxWidth = Math.min(100, (PAGE.width - 2 * MARGIN) / Math.max(card.boxes.length + 1, 1) - 6);
  const boxes = [...card.boxes.map((box) => box.amount), WRITE_IN_TEXT];
  boxes.forEach((label, i) => {
    const x = MARGIN + i * (boxWidth + 6);
    page.drawRectangle({ x, y: top - 138, width: boxWidth, height: 28, borderColor: INK, borderWidth: 0.8 });
    page.drawRectangle({ x: x + 6, y: top - 128, width: 8, height: 8, borderColor: INK, borderWidth: 0.8 });
    const font = label === WRITE_IN_TEXT ? fonts.regular : fonts.bold;
    // A long amount ('$1,250 a month') is set smaller to stay inside its box.
    const size = Math.min(11, (11 * (boxWidth - 22)) / font.widthOfTextAtSize(printable(label), 11));
    text(label, x + 18, top - 127, size, font);
  });
  const installments = card.boxes.map((box) => box.installment).filter((line): line is string => line !== null);
  installments.forEach((line, i) => text(`Ask ${i + 1}: ${line}`, MARGIN, top - 152 - i * 9, 7, fonts.regular, GREY));
}
