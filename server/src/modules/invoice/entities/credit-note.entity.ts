import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation, Unique } from 'typeorm';
import { Invoice } from './invoice.entity.js';
import { IssuedDocument } from './issued-document.js';

export const CREDIT_NOTE_REASONS = ['cancelled', 'refunded', 'returned'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

/** A credit note reversing an invoice (CGST Rule 53(1A)), in a series of its own; order_id references orders as invoices do. */
@Entity({ name: 'credit_notes' })
@Unique('uq_credit_notes_number', ['number'])
@Unique('uq_credit_notes_series_counter', ['series', 'financialYear', 'counter'])
@Index('idx_credit_notes_order', ['orderId'])
@Index('idx_credit_notes_issued', ['issuedAt'])
@Check('chk_credit_notes_reason', `"reason" IN ('cancelled', 'refunded', 'returned')`)
@Check('chk_credit_notes_counter', '"counter" >= 1')
@Check('chk_credit_notes_number', `"number" ~ '^[A-Za-z0-9/-]{1,16}$'`)
@Check('chk_credit_notes_supply_type', `"supply_type" IN ('intra_state', 'inter_state', 'export')`)
@Check('chk_credit_notes_amounts', '"taxable_value_paise" >= 0 AND "cgst_paise" >= 0 AND "sgst_paise" >= 0 AND "igst_paise" >= 0 AND "total_paise" >= 0')
export class CreditNote extends IssuedDocument {
  @Column({ name: 'invoice_id', type: 'uuid' })
  invoiceId: string;

  @Column({ type: 'varchar', length: 16 })
  reason: CreditNoteReason;

  /** The return whose goods a `returned` credit note credits (one per return); null for a whole reversal. */
  @Column({ name: 'return_id', type: 'uuid', nullable: true })
  returnId: string | null;

  /** Named, not imported (see Invoice.order). */
  @ManyToOne('Order', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_credit_notes_order' })
  order?: unknown;

  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'fk_credit_notes_invoice' })
  invoice?: Relation<Invoice>;
}
