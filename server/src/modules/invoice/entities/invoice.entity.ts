import { Check, Entity, Index, JoinColumn, OneToOne, Unique } from 'typeorm';
import { IssuedDocument } from './issued-document.js';

/** The GST tax invoice of an order: at most one, issued when the goods are supplied (paid online, or a COD order shipped). */
@Entity({ name: 'invoices' })
@Unique('uq_invoices_order', ['orderId'])
@Unique('uq_invoices_number', ['number'])
@Unique('uq_invoices_series_counter', ['series', 'financialYear', 'counter'])
@Index('idx_invoices_issued', ['issuedAt'])
@Check('chk_invoices_counter', '"counter" >= 1')
@Check('chk_invoices_number', `"number" ~ '^[A-Za-z0-9/-]{1,16}$'`)
@Check('chk_invoices_supply_type', `"supply_type" IN ('intra_state', 'inter_state', 'export')`)
@Check('chk_invoices_amounts', '"taxable_value_paise" >= 0 AND "cgst_paise" >= 0 AND "sgst_paise" >= 0 AND "igst_paise" >= 0 AND "total_paise" >= 0')
export class Invoice extends IssuedDocument {
  /** Named, not imported: the order module calls this one, which never imports it back. An order with an invoice stays. */
  @OneToOne('Order', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_invoices_order' })
  order?: unknown;
}
