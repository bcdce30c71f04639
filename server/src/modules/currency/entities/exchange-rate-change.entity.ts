import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import type { ForeignCurrencyCode } from '../currency.js';
import { FOREIGN_IN } from './exchange-rate.entity.js';

/** One change of an exchange rate: who made it and when, the old and new rate. */
@Entity({ name: 'exchange_rate_changes' })
@Index('idx_exchange_rate_changes_changed', ['changedAt', 'id'])
@Check('chk_exchange_rate_changes_currency', `"currency" IN (${FOREIGN_IN})`)
export class ExchangeRateChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'char', length: 3 })
  currency: ForeignCurrencyCode;

  /** Null for the currency's first rate. */
  @Column({ name: 'old_inr_per_unit', type: 'numeric', precision: 12, scale: 4, nullable: true })
  oldInrPerUnit: string | null;

  @Column({ name: 'new_inr_per_unit', type: 'numeric', precision: 12, scale: 4 })
  newInrPerUnit: string;

  @Column({ name: 'changed_by', type: 'uuid', nullable: true })
  changedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changed_by', foreignKeyConstraintName: 'fk_exchange_rate_changes_changed_by' })
  changer?: Relation<User>;

  /** Kept as it was, so the history still says who even after their account is gone. */
  @Column({ name: 'changed_by_email', type: 'varchar', length: 254, default: '' })
  changedByEmail: string;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
