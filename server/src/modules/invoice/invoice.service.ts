import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { TaxDocument } from './document.js';
import type { CreditNoteReason } from './entities/credit-note.entity.js';
import {
  creditNoteDocument,
  type EarlierCredit,
  invoiceDocument,
  invoiceRemainder,
  remainderCreditNoteDocument,
  returnCreditNoteDocument,
  type ReturnedLine,
} from './invoice-document.js';
import { invoiceErrors } from './invoice.errors.js';
import { type DocumentRow, InvoiceRepository, type LockedInvoiceOrder } from './invoice.repository.js';
import { parseMonth, salesRegisterCsv } from './sales-register.js';
import { type DocumentSeries, financialYearOf } from './series.js';
import { SHOP_IDENTITY, type ShopIdentity } from './shop-identity.js';

/** pdfkit and the layout (some 7 MB of heap) load with the first PDF asked for, not with every server at start. */
const pdfLayout = () => import('./invoice-pdf.js');

/** A PDF to send: its bytes and the file name it downloads as. */
export type PdfFile = { pdf: Buffer; fileName: string };

/**
 * An event of the past a document is issued for: the demo shop's order history (seed/seed-orders.ts), replayed in time
 * order. The document is dated `at` (its financial year follows), the order's state is judged as it was then, and it is
 * not logged one by one: history, not news.
 */
export type PastEvent = { at: Date };

/** Whether the order was cancelled by `at` (by now when undefined): a cancelled order is supplied nothing. */
function cancelledBy(order: LockedInvoiceOrder, at: Date | undefined): boolean {
  if (order.delivery_status !== 'cancelled') return false;
  return at === undefined || order.cancelled_at === null || new Date(order.cancelled_at).getTime() <= at.getTime();
}

/** India keeps UTC+05:30 all year: a month of the register runs from midnight IST on its first day. */
const IST_OFFSET_MS = 330 * 60_000;

/** "SJ/26-27/000123" as a file name: invoice-SJ-26-27-000123.pdf. */
function fileNameOf(document: TaxDocument): string {
  return `${document.kind === 'invoice' ? 'invoice' : 'credit-note'}-${document.number.replace(/\//g, '-')}.pdf`;
}

/** Where an order's tax documents are downloaded: the storefront (by the order's owner) or the console (by staff). */
export type DocumentDesk = 'storefront' | 'console';

/**
 * GST tax invoices and credit notes. An invoice is issued once per order, in the transaction of the event that supplies
 * the goods (online payment received, a cash-on-delivery order shipped); a credit note reverses it (what returns'
 * notes left of it), once, in the transaction that cancels or refunds the order, and a return's note credits the
 * pieces returned. Numbers come from the locked counter row (InvoiceRepository.takeNumber),
 * so each series runs without a gap or a repeat in its financial year. Downloads: the owner from the storefront,
 * staff from the console; the month's sales register for admins.
 */
@Injectable()
export class InvoiceService {
  private readonly logger = new Logger('Invoice');

  constructor(
    private readonly repository: InvoiceRepository,
    @Inject(SHOP_IDENTITY) private readonly shop: ShopIdentity,
  ) {}

  /**
   * Issues the order's invoice inside the caller's transaction (`manager`), unless it has one already (answers that
   * one: a second event never issues a second invoice) or is cancelled (no goods are supplied). Answers the invoice,
   * or undefined when none is due. `past`: issued for an event of the past (the seed only), dated then.
   */
  async issueInvoice(orderId: string, manager: EntityManager, past?: PastEvent): Promise<DocumentRow | undefined> {
    const order = await this.repository.lockOrder(orderId, manager);
    if (!order) return undefined;
    const existing = await this.repository.invoiceOfOrder(orderId, manager);
    if (existing) return existing;
    if (cancelledBy(order, past?.at)) return undefined;
    const { number, counter, year, issuedAt } = await this.nextNumber(this.shop.invoiceSeries, manager, past);
    const document = invoiceDocument(order, this.shop, number, issuedAt);
    const invoice = await this.repository.insertInvoice({ orderId, series: this.shop.invoiceSeries.prefix, financialYear: year, counter, document }, manager);
    if (!past) this.logger.log(`invoice ${number} issued for order ${orderId}`);
    return invoice;
  }

  /**
   * Reverses the order's invoice with a credit note inside the caller's transaction: the whole invoice, or, when
   * returns' credit notes credited part of it, what they left (invoiceRemainder): never more than the invoice in all.
   * One such reversal per order, whatever the reason. Answers the credit note, or undefined when none is due (no
   * invoice, already reversed, or the returns' notes credited all of it). `past`: as issueInvoice's.
   */
  async creditInvoice(orderId: string, reason: CreditNoteReason, manager: EntityManager, past?: PastEvent): Promise<DocumentRow | undefined> {
    if (!(await this.repository.lockOrder(orderId, manager))) return undefined;
    const invoice = await this.repository.invoiceOfOrder(orderId, manager);
    if (!invoice) return undefined;
    const notes = await this.repository.creditNotesOfOrder(orderId, manager);
    if (notes.some((note) => !note.return_id)) return undefined;
    // Known before a number is taken: a number taken and not used would leave a gap in the series.
    const remainder = notes.length ? invoiceRemainder(invoice.document, await this.returnCredits(orderId, notes, manager)) : undefined;
    if (notes.length && !remainder) return undefined;
    const { number, counter, year, issuedAt } = await this.nextNumber(this.shop.creditNoteSeries, manager, past);
    const document = remainder
      ? remainderCreditNoteDocument(invoice.document, remainder, number, issuedAt, reason)
      : creditNoteDocument(invoice.document, number, issuedAt, reason);
    const note = await this.repository.insertCreditNote(
      { orderId, invoiceId: invoice.id, reason, series: this.shop.creditNoteSeries.prefix, financialYear: year, counter, document },
      manager,
    );
    if (!past) this.logger.log(`credit note ${number} issued for invoice ${invoice.number} (${reason})`);
    return note;
  }

  /**
   * A credit note for a return's goods inside the caller's transaction, once per return: against the order's invoice,
   * the returned lines only (`lines`: their positions in the order and pieces returned), shipping too when the return
   * brought the whole order back, totalling the refund. Undefined when the order has no invoice, or the return a note.
   */
  async creditReturn(
    orderId: string,
    returnId: string,
    lines: readonly { position: number; quantity: number; line_quantity: number }[],
    withShipping: boolean,
    refundPaise: number,
    manager: EntityManager,
  ): Promise<DocumentRow | undefined> {
    if (!(await this.repository.lockOrder(orderId, manager))) return undefined;
    const invoice = await this.repository.invoiceOfOrder(orderId, manager);
    if (!invoice) return undefined;
    if ((await this.repository.creditNotesOfOrder(orderId, manager)).some((note) => note.return_id === returnId)) return undefined;
    const { number, counter, year, issuedAt } = await this.nextNumber(this.shop.creditNoteSeries, manager, undefined);
    const returned: ReturnedLine[] = lines.map((line) => ({ position: line.position, quantity: line.quantity, lineQuantity: line.line_quantity }));
    const document = returnCreditNoteDocument(invoice.document, number, issuedAt, returned, withShipping, refundPaise);
    const note = await this.repository.insertCreditNote(
      { orderId, invoiceId: invoice.id, reason: 'returned', returnId, series: this.shop.creditNoteSeries.prefix, financialYear: year, counter, document },
      manager,
    );
    this.logger.log(`credit note ${number} issued for invoice ${invoice.number} (return ${returnId})`);
    return note;
  }

  /** The invoice's PDF, for a mail: undefined when the order has none. */
  async invoicePdfOf(orderId: string, manager?: EntityManager): Promise<PdfFile | undefined> {
    const invoice = await this.repository.invoiceOfOrder(orderId, manager);
    return invoice ? this.pdfOf(invoice) : undefined;
  }

  /**
   * An order's invoice, or one of its credit notes, as a desk downloads it. The storefront's download: the order's owner
   * only; anyone else's order is unknown to them (404). The console's download: an admin any order's; a seller only an
   * order wholly of their pieces (403 otherwise).
   */
  async documentPdf(caller: AuthUser, desk: DocumentDesk, orderId: string, creditNoteId?: string): Promise<PdfFile> {
    await (desk === 'storefront' ? this.assertOwner(caller, orderId) : this.assertStaffMay(caller, orderId));
    return creditNoteId === undefined ? this.invoicePdf(orderId) : this.creditNotePdf(orderId, creditNoteId);
  }

  /** The sales register of a month (YYYY-MM, Indian time) as CSV, with the file name it downloads as. */
  async salesRegister(month: string): Promise<{ csv: string; fileName: string }> {
    const parsed = parseMonth(month);
    if (!parsed) throw invoiceErrors.badMonth();
    const from = new Date(Date.UTC(parsed.year, parsed.month - 1, 1) - IST_OFFSET_MS);
    const to = new Date(Date.UTC(parsed.year, parsed.month, 1) - IST_OFFSET_MS);
    const rows = await this.repository.register(from, to);
    return { csv: salesRegisterCsv(rows), fileName: `sales-register-${month}.csv` };
  }

  /**
   * The next number of a series, taken under its counter's lock, with the financial year and date it is issued in: now,
   * or the past event's moment. Past events are issued in time order, so a series still runs in date order.
   */
  private async nextNumber(series: DocumentSeries, manager: EntityManager, past: PastEvent | undefined) {
    const issuedAt = past?.at ?? new Date();
    const financialYear = financialYearOf(issuedAt);
    const counter = await this.repository.takeNumber(series.prefix, financialYear.startYear, manager);
    return { number: series.format(financialYear, counter), counter, year: financialYear.startYear, issuedAt };
  }

  /** The returns' credit notes of the order, each with the places of the lines it credited. */
  private async returnCredits(orderId: string, notes: readonly DocumentRow[], manager: EntityManager): Promise<EarlierCredit[]> {
    const credited = await this.repository.returnCreditedPositions(orderId, manager);
    return notes.map((note) => ({
      document: note.document,
      positions: credited.filter((line) => line.return_id === note.return_id).map((line) => line.position),
    }));
  }

  private async assertOwner(caller: AuthUser, orderId: string): Promise<void> {
    const access = await this.repository.access(orderId);
    if (!access || access.user_id !== caller.id) throw invoiceErrors.orderNotFound();
  }

  private async assertStaffMay(caller: AuthUser, orderId: string): Promise<void> {
    const access = await this.repository.access(orderId);
    if (!access) throw invoiceErrors.orderNotFound();
    if (caller.role === 'admin') return;
    const wholly = access.seller_ids.length > 0 && access.seller_ids.every((sellerId) => sellerId === caller.id);
    if (!wholly) throw invoiceErrors.notWhollyYours();
  }

  private async invoicePdf(orderId: string): Promise<PdfFile> {
    const invoice = await this.repository.invoiceOfOrder(orderId);
    if (!invoice) throw invoiceErrors.notInvoiced();
    return this.pdfOf(invoice);
  }

  private async creditNotePdf(orderId: string, creditNoteId: string): Promise<PdfFile> {
    const note = await this.repository.creditNote(orderId, creditNoteId);
    if (!note) throw invoiceErrors.creditNoteNotFound();
    return this.pdfOf(note);
  }

  private async pdfOf(row: DocumentRow): Promise<PdfFile> {
    const { renderTaxDocument } = await pdfLayout();
    return { pdf: await renderTaxDocument(row.document), fileName: fileNameOf(row.document) };
  }
}
