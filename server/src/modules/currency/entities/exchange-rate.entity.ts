import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { FOREIGN_CURRENCY_CODES, type ForeignCurrencyCode } from '../currency.js';

export const FOREIGN_IN = FOREIGN_CURRENCY_CODES.map((code) => `'${code}'`).join(', ');

/** The rupees one unit of a foreign display currency buys, as staff set it; prices are shown converted at it. */
@Entity({ name: 'exchange_rates' })
@Check('chk_exchange_rates_currency', `"currency" IN (${FOREIGN_IN})`)
@Check('chk_exchange_rates_rate', '"inr_per_unit" > 0')
export class ExchangeRate {
  @PrimaryColumn({ type: 'char', length: 3 })
  currency: ForeignCurrencyCode;

  /** Exact, 4 decimals; pg answers it as a string. */
  @Column({ name: 'inr_per_unit', type: 'numeric', precision: 12, scale: 4 })
  inrPerUnit: string;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by', foreignKeyConstraintName: 'fk_exchange_rates_updated_by' })
  updater?: Relation<User>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
