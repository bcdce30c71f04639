import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { TaxDocument } from '../document.js';
import type { SupplyType } from '../tax.js';

/** The columns an invoice and a credit note share: their number in its series, the tax split and the document as issued. */
export abstract class IssuedDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  /** The series' prefix: SHOP_INVOICE_PREFIX or SHOP_CREDIT_NOTE_PREFIX when it was issued. */
  @Column({ type: 'varchar', length: 16 })
  series: string;

  /** The calendar year the financial year starts in (2026 for 2026-27). */
  @Column({ name: 'financial_year', type: 'smallint' })
  financialYear: number;

  /** Its place in the series and year, from 1, consecutive. */
  @Column({ type: 'int' })
  counter: number;

  /** "SJ/26-27/000123". */
  @Column({ type: 'varchar', length: 16 })
  number: string;

  @CreateDateColumn({ name: 'issued_at', type: 'timestamptz' })
  issuedAt: Date;

  /** The two-digit GST state code; '96' abroad. */
  @Column({ name: 'place_of_supply', type: 'varchar', length: 2 })
  placeOfSupply: string;

  @Column({ name: 'supply_type', type: 'varchar', length: 12 })
  supplyType: SupplyType;

  @Column({ name: 'taxable_value_paise', type: 'bigint' })
  taxableValuePaise: number;

  @Column({ name: 'cgst_paise', type: 'bigint' })
  cgstPaise: number;

  @Column({ name: 'sgst_paise', type: 'bigint' })
  sgstPaise: number;

  @Column({ name: 'igst_paise', type: 'bigint' })
  igstPaise: number;

  @Column({ name: 'round_off_paise', type: 'bigint' })
  roundOffPaise: number;

  @Column({ name: 'total_paise', type: 'bigint' })
  totalPaise: number;

  /** Everything its PDF prints, as issued. */
  @Column({ type: 'jsonb' })
  document: TaxDocument;
}
