import { Check, Entity, Index, Unique } from 'typeorm';
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
// order_id references orders ON DELETE RESTRICT (the migration's fk_invoices_order): no relation here, so that this
// module, which the order module calls, never imports the order module back.
export class Invoice extends IssuedDocument {}
