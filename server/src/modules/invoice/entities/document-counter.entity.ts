import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The last number a series took in a financial year: locked FOR UPDATE and bumped by the transaction issuing the next. */
@Entity({ name: 'document_counters' })
@Check('chk_document_counters_last_number', '"last_number" >= 0')
export class DocumentCounter {
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'pk_document_counters' })
  series: string;

  @PrimaryColumn({ name: 'financial_year', type: 'smallint', primaryKeyConstraintName: 'pk_document_counters' })
  financialYear: number;

  @Column({ name: 'last_number', type: 'int', default: 0 })
  lastNumber: number;
}
