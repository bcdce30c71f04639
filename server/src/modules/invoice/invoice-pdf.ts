/**
 * The printed GST tax invoice or credit note (CGST Rules 46 and 53): a TaxDocument (document.ts) laid out on A4 with
 * pdfkit, no browser. Landscape, because Rule 46 asks for a line's HSN, quantity, taxable value, discount and each
 * tax's rate and amount, and a jeweller's line adds purity, weight, rate, metal value, making and stones: sixteen
 * columns that portrait A4 could only print too small to read.
 *
 * The font is DejaVu Sans Condensed, embedded from the dejavu-fonts-ttf package: the PDF standard fonts (Helvetica)
 * have no rupee sign (U+20B9), and the condensed cut keeps a crore-size amount inside its column. Text in Devanagari
 * is printed in Noto Sans Devanagari; other Indian scripts (Tamil, Bengali, …) still have no glyphs here.
 *
 * Pure apart from reading the font files: the same document always gives the same bytes (the PDF's creation date is
 * the issue date, and pdfkit derives the file ID from the document info).
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { DocumentLine, DocumentParty, TaxDocument } from './document.js';

const require = createRequire(import.meta.url);
// Resolved through node_modules, not a path into the source tree, so the built server and the Docker image (which
// installs production dependencies) find the same files.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf');
// DejaVu has no Devanagari: a name or address written in Hindi or Marathi is printed in Noto Sans Devanagari, which
// also has Latin, digits and the rupee sign, so a mixed string needs no switching within it.
const DEVANAGARI_FONT = require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
const DEVANAGARI_FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');
const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The font file for a string: Noto Sans Devanagari when it has Devanagari, else DejaVu Sans Condensed. */
function fontFor(value: string, bold: boolean): string {
  if (DEVANAGARI.test(value)) return bold ? DEVANAGARI_FONT_BOLD : DEVANAGARI_FONT;
  return bold ? FONT_BOLD : FONT;
}

const MARGIN = 36;
const PAGE_WIDTH = 841.89; // A4 landscape, points
const PAGE_HEIGHT = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Room kept at the foot of every page for "Page n of m". */
const FOOTER_HEIGHT = 18;
const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;

const TEXT = 8;
const SMALL = 7;
const CELL_PADDING = 2;
const RULE = '#999999';
const SHADE = '#eeeeee';

const IST_OFFSET_MS = 330 * 60 * 1000;

/** 1,02,345.50: Indian digit grouping (the last three digits, then pairs), exact on integer paise. */
export function formatAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  const rupees = String(Math.floor(magnitude / 100));
  const rest = String(magnitude % 100).padStart(2, '0');
  const last3 = rupees.slice(-3);
  const head = rupees.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3;
  return `${sign}${grouped}.${rest}`;
}

/** ₹1,02,345.50 */
export function formatRupees(paise: number): string {
  return paise < 0 ? `-₹${formatAmount(-paise)}` : `₹${formatAmount(paise)}`;
}

/** dd-mm-yyyy in India Standard Time (UTC+5:30, no daylight saving): an invoice's date is the shop's date. */
export function formatDateIst(iso: string): string {
  const moment = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${two(moment.getUTCDate())}-${two(moment.getUTCMonth() + 1)}-${moment.getUTCFullYear()}`;
}

/** Milligrams as grams with 3 decimals: 12345 → "12.345". */
export function formatGrams(mg: number): string {
  return `${Math.floor(mg / 1000)}.${String(mg % 1000).padStart(3, '0')}`;
}

/** Basis points as a percentage: 150 → "1.5%", 300 → "3%". */
export function formatPercent(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

const PAYMENT_METHODS: Record<NonNullable<TaxDocument['paymentMethod']>, string> = {
  COD: 'Cash on delivery',
  ONLINEPAY: 'Online payment',
};

const TITLES: Record<TaxDocument['kind'], string> = { invoice: 'TAX INVOICE', credit_note: 'CREDIT NOTE' };

type Column = {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: DocumentLine, index: number) => string;
  /** The column's figure in the table's closing "Total" row, for the columns that add up. */
  total?: (lines: readonly DocumentLine[]) => string;
};

const DASH = '—';
const orDash = (value: number | null, format: (n: number) => string): string => (value === null ? DASH : format(value));
const sumOf = (lines: readonly DocumentLine[], pick: (line: DocumentLine) => number): number => lines.reduce((sum, line) => sum + pick(line), 0);

/** A column of paise that the Total row adds up. */
function money(header: string, width: number, pick: (line: DocumentLine) => number): Column {
  return { header, width, align: 'right', cell: (line) => formatAmount(pick(line)), total: (lines) => formatAmount(sumOf(lines, pick)) };
}

/** A column of a breakup figure: a dash for a fixed-price piece, which has none, and no total. */
function breakup(header: string, width: number, pick: (line: DocumentLine) => number | null, format: (n: number) => string): Column {
  return { header, width, align: 'right', cell: (line) => orDash(pick(line), format) };
}

function rate(header: string, share: number): Column {
  return { header, width: 28, align: 'right', cell: (line) => formatPercent(line.gstRateBasisPoints / share) };
}

/** Whether the document charges IGST: a sale to another state, or an export without an LUT (on payment of IGST). */
function chargesIgst(doc: TaxDocument): boolean {
  return doc.supplyType === 'inter_state' || (doc.supplyType === 'export' && doc.lines.some((line) => line.igstPaise > 0));
}

/** The lines table's columns; the tax columns depend on the supply (CGST + SGST, IGST, or none for an export under LUT). */
function columnsFor(doc: TaxDocument): Column[] {
  const igst = [rate('IGST %', 1), money('IGST (₹)', 48, (line) => line.igstPaise)];
  const taxes: Column[] = {
    intra_state: [rate('CGST %', 2), money('CGST (₹)', 44, (line) => line.cgstPaise), rate('SGST %', 2), money('SGST (₹)', 44, (line) => line.sgstPaise)],
    inter_state: igst,
    export: chargesIgst(doc) ? igst : [],
  }[doc.supplyType];
  const columns: Column[] = [
    { header: '#', width: 18, align: 'right', cell: (_, index) => String(index + 1) },
    { header: 'Description', width: 0, align: 'left', cell: (line) => line.description, total: () => 'Total' },
    { header: 'HSN', width: 30, align: 'center', cell: (line) => line.hsn },
    { header: 'Qty', width: 22, align: 'right', cell: (line) => String(line.quantity), total: (lines) => String(sumOf(lines, (line) => line.quantity)) },
    { header: 'Purity', width: 64, align: 'left', cell: (line) => line.purity ?? DASH },
    breakup('Net wt (g)', 40, (line) => line.netWeightMg, formatGrams),
    breakup('Rate (₹/g)', 44, (line) => line.ratePaisePerGram, formatAmount),
    breakup('Metal value (₹)', 52, (line) => line.metalValuePaise, formatAmount),
    breakup('Making (₹)', 46, (line) => line.makingPaise, formatAmount),
    breakup('Stones (₹)', 44, (line) => line.stonesPaise, formatAmount),
    money('Discount (₹)', 44, (line) => line.discountPaise),
    money('Taxable value (₹)', 56, (line) => line.taxableValuePaise),
    ...taxes,
    money('Total (₹)', 58, (line) => line.totalPaise),
  ];
  // The description takes whatever width the figures leave.
  const used = columns.reduce((sum, column) => sum + column.width, 0);
  columns[1].width = CONTENT_WIDTH - used;
  return columns;
}

type TextOptions = { size?: number; bold?: boolean; align?: Column['align'] };

/** Writes one TaxDocument; `y` is the running position on the current page. */
class Printer {
  readonly pdf: PDFKit.PDFDocument;
  y = MARGIN;
  private readonly columns: Column[];

  constructor(private readonly doc: TaxDocument) {
    this.pdf = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      // By path, here and in font(): pdfkit caches a font under the name it was first asked for, and a font registered
      // under a second name for the same file is opened and parsed again on every switch.
      font: FONT,
      info: {
        Title: `${TITLES[doc.kind]} ${doc.number}`,
        Author: doc.seller.legalName,
        Subject: `Order ${doc.orderId}`,
        Creator: doc.seller.name,
        Producer: doc.seller.name,
        CreationDate: new Date(doc.issuedAt),
      },
    });
    this.columns = columnsFor(doc);
  }

  /** The height `value` takes within `width`, in the font and size text() prints it in (the font is left selected). */
  measure(value: string, width: number, options: TextOptions = {}): number {
    this.pdf.font(fontFor(value, options.bold ?? false)).fontSize(options.size ?? TEXT);
    return this.pdf.heightOfString(value, { width, align: options.align ?? 'left', lineGap: 1 });
  }

  /** Text at (x, y) within `width`; returns its height. */
  text(value: string, x: number, y: number, width: number, options: TextOptions = {}): number {
    const height = this.measure(value, width, options);
    this.pdf.text(value, x, y, { width, align: options.align ?? 'left', lineGap: 1 });
    return height;
  }

  /** Lines of text stacked from `y`; returns the y below them. */
  stack(lines: readonly (string | { value: string; bold?: boolean; size?: number })[], x: number, y: number, width: number): number {
    let at = y;
    for (const line of lines) {
      const entry = typeof line === 'string' ? { value: line } : line;
      at += this.text(entry.value, x, at, width, { bold: entry.bold, size: entry.size });
    }
    return at;
  }

  newPage(): void {
    this.pdf.addPage();
    this.y = MARGIN;
    this.text(`${TITLES[this.doc.kind]} ${this.doc.number} (continued)`, MARGIN, this.y, CONTENT_WIDTH, { bold: true });
    this.y += 16;
  }

  /** Starts a new page when `height` more would not fit above the footer. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.newPage();
    return true;
  }

  heading(): void {
    const { doc } = this;
    this.text(TITLES[doc.kind], MARGIN, this.y, CONTENT_WIDTH / 2, { bold: true, size: 16 });
    this.text('Original for Recipient', MARGIN + CONTENT_WIDTH / 2, this.y + 4, CONTENT_WIDTH / 2, { align: 'right', size: TEXT });
    this.y += 24;

    const half = CONTENT_WIDTH / 2 - 8;
    const seller = doc.seller;
    const sellerBottom = this.stack(
      [
        { value: seller.name, bold: true, size: 11 },
        seller.legalName,
        ...seller.address,
        `State: ${seller.stateName}, Code: ${seller.stateCode}`,
        { value: `GSTIN: ${seller.gstin}`, bold: true },
        `Email: ${seller.email}`,
        `Phone: ${seller.phone}`,
      ],
      MARGIN,
      this.y,
      half,
    );

    const right = MARGIN + CONTENT_WIDTH / 2 + 8;
    const numberLabel = doc.kind === 'invoice' ? 'Invoice No.' : 'Credit Note No.';
    const facts: [string, string][] = [
      [numberLabel, doc.number],
      ['Date', formatDateIst(doc.issuedAt)],
      ['Order ID', doc.orderId],
      ['Order date', formatDateIst(doc.orderPlacedAt)],
      ['Payment method', doc.paymentMethod ? PAYMENT_METHODS[doc.paymentMethod] : DASH],
      ['Place of supply', `${doc.placeOfSupply.stateName} (${doc.placeOfSupply.stateCode})`],
      ['Reverse charge', 'No'],
    ];
    if (doc.credits) {
      facts.push(
        ['Against invoice', doc.credits.invoiceNumber],
        ['Invoice date', formatDateIst(doc.credits.invoiceDate)],
        ['Reason', doc.credits.reason],
      );
    }
    let factsBottom = this.y;
    for (const [label, value] of facts) {
      this.text(`${label}:`, right, factsBottom, 90, { bold: true });
      factsBottom += this.text(value, right + 92, factsBottom, half - 92);
    }
    this.y = Math.max(sellerBottom, factsBottom) + 8;
    this.rule();

    const buyer = doc.buyer;
    const party = (title: string, address: DocumentParty, extra: string[]): (string | { value: string; bold?: boolean })[] => [
      { value: title, bold: true },
      { value: buyer.name, bold: true },
      ...address.address,
      `State: ${address.stateName}, Code: ${address.stateCode}`,
      ...extra,
    ];
    const contact = [buyer.gstin ? `GSTIN: ${buyer.gstin}` : 'GSTIN: Unregistered', `Phone: ${buyer.phone}`, `Email: ${buyer.email}`];
    const billBottom = this.stack(party('Bill to', buyer.billingAddress, contact), MARGIN, this.y, half);
    const shipBottom = this.stack(party('Ship to', buyer.shippingAddress, []), right, this.y, half);
    this.y = Math.max(billBottom, shipBottom) + 8;
  }

  rule(): void {
    this.pdf.moveTo(MARGIN, this.y).lineTo(MARGIN + CONTENT_WIDTH, this.y).lineWidth(0.5).strokeColor(RULE).stroke();
    this.y += 6;
  }

  /** The row's height: its tallest cell. */
  rowHeight(cells: readonly string[], bold: boolean): number {
    const heights = cells.map((cell, index) => this.measure(cell, this.columns[index].width - 2 * CELL_PADDING, { size: SMALL, bold }));
    return Math.max(...heights) + 2 * CELL_PADDING;
  }

  row(cells: readonly string[], options: { bold?: boolean; shade?: boolean } = {}): void {
    const height = this.rowHeight(cells, options.bold ?? false);
    if (options.shade) this.pdf.rect(MARGIN, this.y, CONTENT_WIDTH, height).fillColor(SHADE).fill();
    this.pdf.fillColor('black');
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = this.columns[index];
      this.text(cell, x + CELL_PADDING, this.y + CELL_PADDING, column.width - 2 * CELL_PADDING, {
        size: SMALL,
        bold: options.bold,
        align: options.shade ? (column.align === 'left' ? 'left' : 'center') : column.align,
      });
      x += column.width;
    });
    this.y += height;
    this.pdf.moveTo(MARGIN, this.y).lineTo(MARGIN + CONTENT_WIDTH, this.y).lineWidth(0.25).strokeColor(RULE).stroke();
  }

  tableHeader(): void {
    this.row(
      this.columns.map((column) => column.header),
      { bold: true, shade: true },
    );
  }

  lines(): void {
    const headerHeight = this.rowHeight(
      this.columns.map((column) => column.header),
      true,
    );
    this.ensure(headerHeight + 20);
    this.tableHeader();
    this.doc.lines.forEach((line, index) => {
      const cells = this.columns.map((column) => column.cell(line, index));
      // A line that does not fit goes to the next page, under the table's header again.
      if (this.ensure(this.rowHeight(cells, false))) this.tableHeader();
      this.row(cells);
    });
    const totals = this.columns.map((column) => column.total?.(this.doc.lines) ?? '');
    if (this.ensure(this.rowHeight(totals, true))) this.tableHeader();
    this.row(totals, { bold: true });
    this.y += 8;
  }

  totals(): void {
    const { doc } = this;
    const { totals } = doc;
    const rows: [string, string][] = [['Total taxable value', formatRupees(totals.taxableValuePaise)]];
    if (doc.supplyType === 'intra_state') {
      rows.push(['CGST', formatRupees(totals.cgstPaise)], ['SGST', formatRupees(totals.sgstPaise)]);
    } else if (chargesIgst(doc)) {
      rows.push(['IGST', formatRupees(totals.igstPaise)]);
    }
    rows.push(['Round off', formatRupees(totals.roundOffPaise)]);
    const labelWidth = 140;
    const valueWidth = 100;
    const x = MARGIN + CONTENT_WIDTH - labelWidth - valueWidth;
    this.ensure(rows.length * 12 + 20);
    for (const [label, value] of rows) {
      this.text(label, x, this.y, labelWidth);
      this.text(value, x + labelWidth, this.y, valueWidth, { align: 'right' });
      this.y += 12;
    }
    const totalLabel = doc.kind === 'invoice' ? 'Invoice total' : 'Credit note total';
    this.text(totalLabel, x, this.y + 2, labelWidth, { bold: true, size: 10 });
    this.text(formatRupees(totals.totalPaise), x + labelWidth, this.y + 2, valueWidth, { bold: true, size: 10, align: 'right' });
    this.y += 20;

    const words = `Amount in words: ${doc.amountInWords}`;
    this.ensure(this.measure(words, CONTENT_WIDTH, { bold: true }) + 6);
    this.y += this.text(words, MARGIN, this.y, CONTENT_WIDTH, { bold: true }) + 6;
  }

  notes(): void {
    const notes = this.doc.notes.map((note) => `• ${note}`);
    const height = notes.reduce((sum, note) => sum + this.measure(note, CONTENT_WIDTH / 2 - 8), 12);
    // The notes and the signature stay together on one page: the signature vouches for what is above it.
    this.ensure(Math.max(height, 60));
    const top = this.y;
    this.text('Notes', MARGIN, top, CONTENT_WIDTH / 2, { bold: true });
    this.stack(notes, MARGIN, top + 12, CONTENT_WIDTH / 2 - 8);

    const x = MARGIN + CONTENT_WIDTH / 2 + 8;
    const width = CONTENT_WIDTH / 2 - 8;
    this.text(this.doc.signatory, x, top, width, { bold: true, align: 'right' });
    this.pdf.moveTo(x + width - 160, top + 42).lineTo(x + width, top + 42).lineWidth(0.5).strokeColor(RULE).stroke();
    this.text('Authorised Signatory', x, top + 44, width, { align: 'right' });
  }

  /** "Page n of m" on every page, once the number of pages is known. */
  footers(): void {
    const range = this.pdf.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      this.pdf.switchToPage(index);
      // Below the bottom margin: without lifting it pdfkit would start a new page for the footer.
      this.pdf.page.margins.bottom = 0;
      const y = PAGE_HEIGHT - MARGIN - 8;
      this.text(`${TITLES[this.doc.kind]} ${this.doc.number}`, MARGIN, y, CONTENT_WIDTH / 2, { size: SMALL });
      this.text(`Page ${index + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH / 2, y, CONTENT_WIDTH / 2, { size: SMALL, align: 'right' });
    }
  }
}

/** The PDF of an issued invoice or credit note. */
export async function renderTaxDocument(doc: TaxDocument): Promise<Buffer> {
  const printer = new Printer(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    printer.pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    printer.pdf.on('end', () => resolve(Buffer.concat(chunks)));
    printer.pdf.on('error', reject);
  });
  printer.heading();
  printer.lines();
  printer.totals();
  printer.notes();
  printer.footers();
  printer.pdf.end();
  return done;
}
