import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { PURITY_CODES, type PurityCode } from '../metal.js';

/** One change of a metal rate: who made it and when, the old and new rate, and how many pieces it repriced. */
@Entity({ name: 'metal_rate_changes' })
@Index('idx_metal_rate_changes_changed', ['changedAt', 'id'])
@Index('idx_metal_rate_changes_purity', ['purity', 'changedAt'])
@Check('chk_metal_rate_changes_purity', `"purity" IN (${PURITY_CODES.map((code) => `'${code}'`).join(', ')})`)
export class MetalRateChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16 })
  purity: PurityCode;

  /** Null for the first rate ever set for the purity. */
  @Column({ name: 'old_rate_paise_per_gram', type: 'bigint', nullable: true })
  oldRatePaisePerGram: number | null;

  @Column({ name: 'new_rate_paise_per_gram', type: 'bigint' })
  newRatePaisePerGram: number;

  @Column({ name: 'changed_by', type: 'uuid', nullable: true })
  changedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'changed_by', foreignKeyConstraintName: 'fk_metal_rate_changes_changed_by' })
  changer?: Relation<User>;

  /** Kept as it was, so the history still says who even after their account is gone. */
  @Column({ name: 'changed_by_email', type: 'varchar', length: 254, default: '' })
  changedByEmail: string;

  /** Rate-linked pieces whose price the change recomputed. */
  @Column({ type: 'int', default: 0 })
  repriced: number;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
