import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { TaxDocument } from './document.js';
import type { CreditNoteReason } from './entities/credit-note.entity.js';
import type { InvoiceOrder } from './invoice-document.js';
import type { RegisterRow } from './sales-register.js';

/** An order as issuing reads it, locked: what the invoice needs, and the statuses that decide whether it is due. */
export type LockedInvoiceOrder = InvoiceOrder & { user_id: string | null; delivery_status: string; payment_status: string; cancelled_at: Date | null };

/** A stored invoice or credit note as the order answers and the downloads read it. */
export type DocumentRow = {
  id: string;
  order_id: string;
  number: string;
  issued_at: Date;
  total_paise: number;
  document: TaxDocument;
  /** A credit note's return (reason returned); null otherwise. */
  return_id?: string | null;
};

/** A document to store: its number in its series, the tax split and the document itself. */
export type NewDocument = {
  orderId: string;
  series: string;
  financialYear: number;
  counter: number;
  document: TaxDocument;
};

/** Who may download an order's documents: its owner, and whether every one of its lines is one seller's. */
export type OrderAccessRow = { user_id: string | null; seller_ids: (string | null)[] };

const DOCUMENT_COLUMNS = 'id, order_id, number, issued_at, total_paise, document';

/**
 * The invoice module's SQL: the counters behind the numbers, the invoices and credit notes, and the order as an
 * invoice reads it (the order module's tables, read here in the issuing transaction so that this module never imports
 * the order module, which calls it).
 */
@Injectable()
export class InvoiceRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The order an invoice is issued for, its row locked for the rest of the transaction (two events racing for one
   * order queue here, and the second finds the first's invoice), with its lines' snapshots and whose lines its coupon
   * discounts. Undefined when unknown.
   */
  async lockOrder(orderId: string, manager: EntityManager): Promise<LockedInvoiceOrder | undefined> {
    const [row] = (await manager.query(
      `SELECT o.id, o.user_id, o.email, o.created_at, o.shipping_info, o.discount_paise, o.shipping_fee_paise, o.total_paise,
              o.payment_method, o.delivery_status, o.payment_status, o.cancelled_at,
              (SELECT c.seller_id FROM coupons c WHERE c.id = o.coupon_id) AS coupon_seller_id,
              (SELECT coalesce(json_agg(json_build_object(
                  'name', l.name, 'hsn', l.hsn, 'quantity', l.quantity, 'sale_price_paise', l.sale_price_paise, 'purity', l.purity,
                  'net_weight_mg', l.net_weight_mg, 'breakup', l.breakup, 'seller_id', l.seller_id
                ) ORDER BY l.position, l.id), '[]'::json)
               FROM order_lines l WHERE l.order_id = o.id) AS lines
       FROM orders o WHERE o.id = $1 FOR UPDATE OF o`,
      [orderId],
    )) as LockedInvoiceOrder[];
    return row;
  }

  /**
   * The next number of a series in a financial year: the counter row is created at 0 the first time and bumped in ONE
   * upsert, which takes the row's lock until the transaction ends — concurrent issuers queue behind it, and a rollback
   * gives the number back, so numbers run 1, 2, 3 … with no gap and no repeat. Never a sequence (nextval() is not
   * rolled back). The same lock as series.ts's SELECT … FOR UPDATE then UPDATE, in one round trip instead of three.
   */
  async takeNumber(series: string, financialYear: number, manager: EntityManager): Promise<number> {
    const [row] = (await manager.query(
      `INSERT INTO document_counters (series, financial_year, last_number) VALUES ($1, $2, 1)
       ON CONFLICT (series, financial_year) DO UPDATE SET last_number = document_counters.last_number + 1
       RETURNING last_number`,
      [series, financialYear],
    )) as { last_number: number }[];
    return row.last_number;
  }

  async invoiceOfOrder(orderId: string, manager: EntityManager = this.dataSource.manager): Promise<DocumentRow | undefined> {
    const [row] = (await manager.query(`SELECT ${DOCUMENT_COLUMNS} FROM invoices WHERE order_id = $1`, [orderId])) as DocumentRow[];
    return row;
  }

  async creditNotesOfOrder(orderId: string, manager: EntityManager = this.dataSource.manager): Promise<DocumentRow[]> {
    return (await manager.query(`SELECT ${DOCUMENT_COLUMNS}, return_id FROM credit_notes WHERE order_id = $1 ORDER BY counter, issued_at`, [orderId])) as DocumentRow[];
  }

  /**
   * The lines each return's credit note of the order credited: the return, and the returned line's place among the
   * order's lines (so among the invoice's goods lines, which follow them: lockOrder's order). The returns module's
   * tables, read here for the reason the order's are.
   */
  async returnCreditedPositions(orderId: string, manager: EntityManager): Promise<{ return_id: string; position: number }[]> {
    return (await manager.query(
      `SELECT rl.return_id, (SELECT count(*) FROM order_lines x WHERE x.order_id = l.order_id AND (x.position, x.id) < (l.position, l.id))::int AS position
       FROM credit_notes c JOIN return_lines rl ON rl.return_id = c.return_id JOIN order_lines l ON l.id = rl.order_line_id
       WHERE c.order_id = $1 AND rl.quantity > 0`,
      [orderId],
    )) as { return_id: string; position: number }[];
  }

  async creditNote(orderId: string, creditNoteId: string): Promise<DocumentRow | undefined> {
    const [row] = (await this.dataSource.query(`SELECT ${DOCUMENT_COLUMNS} FROM credit_notes WHERE id = $1 AND order_id = $2`, [
      creditNoteId,
      orderId,
    ])) as DocumentRow[];
    return row;
  }

  async insertInvoice(invoice: NewDocument, manager: EntityManager): Promise<DocumentRow> {
    return this.insert('invoices', invoice, manager);
  }

  async insertCreditNote(note: NewDocument & { invoiceId: string; reason: CreditNoteReason; returnId?: string }, manager: EntityManager): Promise<DocumentRow> {
    return this.insert('credit_notes', note, manager, { invoice_id: note.invoiceId, reason: note.reason, ...(note.returnId ? { return_id: note.returnId } : {}) });
  }

  /** The order's owner and the sellers of its lines (null for the house's), for the downloads' access rules; undefined when unknown. */
  async access(orderId: string): Promise<OrderAccessRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT o.user_id, (SELECT coalesce(array_agg(DISTINCT l.seller_id), '{}') FROM order_lines l WHERE l.order_id = o.id) AS seller_ids
       FROM orders o WHERE o.id = $1`,
      [orderId],
    )) as OrderAccessRow[];
    return row;
  }

  /** The invoices and credit notes issued from `from` (included) to `to` (excluded): the invoices, then the credit notes, each by number. */
  async register(from: Date, to: Date): Promise<RegisterRow[]> {
    return (await this.dataSource.query(
      `SELECT kind, number, issued_at, customer, place_of_supply, taxable_value_paise, cgst_paise, sgst_paise, igst_paise, total_paise
       FROM (
         SELECT 'invoice' AS kind, number, issued_at, document->'buyer'->>'name' AS customer, place_of_supply, taxable_value_paise,
                cgst_paise, sgst_paise, igst_paise, total_paise, series, financial_year, counter
         FROM invoices WHERE issued_at >= $1 AND issued_at < $2
         UNION ALL
         SELECT 'credit_note', number, issued_at, document->'buyer'->>'name', place_of_supply, taxable_value_paise,
                cgst_paise, sgst_paise, igst_paise, total_paise, series, financial_year, counter
         FROM credit_notes WHERE issued_at >= $1 AND issued_at < $2
       ) documents
       ORDER BY kind DESC, series, financial_year, counter`,
      [from, to],
    )) as RegisterRow[];
  }

  private async insert(table: 'invoices' | 'credit_notes', row: NewDocument, manager: EntityManager, extra: Record<string, string> = {}): Promise<DocumentRow> {
    const { document } = row;
    const { totals } = document;
    const columns = {
      order_id: row.orderId,
      series: row.series,
      financial_year: row.financialYear,
      counter: row.counter,
      number: document.number,
      issued_at: document.issuedAt,
      place_of_supply: document.placeOfSupply.stateCode,
      supply_type: document.supplyType,
      taxable_value_paise: totals.taxableValuePaise,
      cgst_paise: totals.cgstPaise,
      sgst_paise: totals.sgstPaise,
      igst_paise: totals.igstPaise,
      round_off_paise: totals.roundOffPaise,
      total_paise: totals.totalPaise,
      document: JSON.stringify(document),
      ...extra,
    };
    const names = Object.keys(columns);
    const [inserted] = (await manager.query(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_name, index) => `$${index + 1}`).join(', ')}) RETURNING ${DOCUMENT_COLUMNS}`,
      Object.values(columns),
    )) as DocumentRow[];
    return inserted;
  }
}
