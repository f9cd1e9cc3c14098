import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { centsToDollars } from '../billing-pricing.ts';

export interface InvoicePdfContent {
  invoiceId: string;
  date: Date;
  companyName: string;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  subTotalCents: number;
  discountCents: number;
  creditsAppliedCents: number;
  totalCents: number;
  amountPaidCents: number;
  paymentMethod: string;
  couponIds: string[];
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');
const money = (cents: number) => `${cents < 0 ? '-' : ''}$${centsToDollars(Math.abs(cents), true)}`;

/** A one-page invoice as a real PDF (pdf-lib, standard Helvetica: no font files needed). */
export async function renderInvoicePdf(invoice: InvoicePdfContent): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.invoiceId}`);
  pdf.setAuthor('Askwise');
  pdf.setCreationDate(invoice.date);
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  const line = (text: string, options: { size?: number; isBold?: boolean; x?: number } = {}) => {
    page.drawText(text, {
      x: options.x ?? 56,
      y,
      size: options.size ?? 11,
      font: options.isBold ? bold : regular,
      color: rgb(0.1, 0.1, 0.15),
    });
  };
  line('Askwise', { size: 22, isBold: true });
  y -= 30;
  line(`Invoice ${invoice.invoiceId}`, { size: 14, isBold: true });
  y -= 18;
  line(`Date: ${day(invoice.date)}`);
  y -= 16;
  line(`Billed to: ${invoice.companyName}`);
  y -= 32;
  line('Description', { isBold: true });
  line('Amount', { isBold: true, x: 460 });
  y -= 18;
  line(invoice.description);
  line(money(invoice.subTotalCents), { x: 460 });
  y -= 16;
  line(`Service period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`, { size: 9 });
  // The order and the amounts of Billing Details: Total is after discounts, the credits come off it.
  const rows: Array<[string, number]> = [['Sub-total', invoice.subTotalCents]];
  if (invoice.discountCents > 0) rows.push([`Discount (${invoice.couponIds.join(', ')})`, -invoice.discountCents]);
  rows.push(['Total', invoice.totalCents]);
  if (invoice.creditsAppliedCents > 0) rows.push(['Credits applied', -invoice.creditsAppliedCents]);
  rows.push(['Amount paid', invoice.amountPaidCents]);
  y -= 30;
  for (const [label, cents] of rows) {
    line(label, { isBold: label === 'Total' });
    line(money(cents), { x: 460, isBold: label === 'Total' });
    y -= 18;
  }
  y -= 14;
  line(`Paid with: ${invoice.paymentMethod}`);
  return Buffer.from(await pdf.save());
}
