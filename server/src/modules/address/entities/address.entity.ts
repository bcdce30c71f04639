import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';

/** A saved shipping address in a customer's address book (DECISIONS.md); at most one is the default. */
@Entity({ name: 'addresses' })
@Index('idx_addresses_user_created', ['userId', 'createdAt'])
// Unique partial index on (user_id) WHERE is_default, created by the migration.
@Index('uq_addresses_default', { synchronize: false })
@Check('chk_addresses_country', `"country" ~ '^[A-Z]{2}$'`)
export class Address {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_addresses_user' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** PIN code in India, the postal code elsewhere ('' where the country has none). */
  @Column({ type: 'varchar', length: 12 })
  post: string;

  @Column({ type: 'varchar', length: 80 })
  province: string;

  @Column({ type: 'varchar', length: 80 })
  city: string;

  @Column({ type: 'varchar', length: 120 })
  area: string;

  /** ISO 3166-1 alpha-2, upper case: 'IN'. */
  @Column({ type: 'character', length: 2, default: 'IN' })
  country: string;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
