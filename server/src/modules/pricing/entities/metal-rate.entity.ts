import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { PURITY_CODES, type PurityCode } from '../metal.js';

const PURITY_IN = PURITY_CODES.map((code) => `'${code}'`).join(', ');

/** Today's rate per gram of one metal and purity, set by staff; rate-linked pieces are priced from it. */
@Entity({ name: 'metal_rates' })
@Check('chk_metal_rates_purity', `"purity" IN (${PURITY_IN})`)
@Check('chk_metal_rates_rate', '"rate_paise_per_gram" >= 0')
export class MetalRate {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  purity: PurityCode;

  @Column({ name: 'rate_paise_per_gram', type: 'bigint' })
  ratePaisePerGram: number;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by', foreignKeyConstraintName: 'fk_metal_rates_updated_by' })
  updater?: Relation<User>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
