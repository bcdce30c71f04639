import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';

/** A discount code: `discount` percent off an order of at least `min_order_paise`, at most `user_limit` uses per customer. */
@Entity({ name: 'coupons' })
// Unique case-insensitively through an index on upper(code), created by the migration.
@Index('uq_coupons_code', { synchronize: false })
@Index('idx_coupons_created', ['createdAt'])
@Index('idx_coupons_email', ['email'])
@Index('idx_coupons_seller', ['sellerId'])
@Check('chk_coupons_discount', '"discount" BETWEEN 1 AND 100')
@Check('chk_coupons_min_order', '"min_order_paise" >= 0')
@Check('chk_coupons_user_limit', '"user_limit" >= 1')
export class Coupon {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The code shoppers type (spec 3 calls it `name`); stored upper-case. */
  @Column({ type: 'varchar', length: 40 })
  code: string;

  /** Percent off, 1–100. */
  @Column({ type: 'smallint' })
  discount: number;

  /** Minimum order value (spec 3 `price`), in paise. */
  @Column({ name: 'min_order_paise', type: 'bigint', default: 0 })
  minOrderPaise: number;

  /** Uses allowed per customer (spec 3 `userlimit`). */
  @Column({ name: 'user_limit', type: 'int', default: 1 })
  userLimit: number;

  /**
   * When set, the coupon is private to the account with this e-mail (the newsletter's first-purchase coupon): it is
   * not listed publicly and applies only to that customer. Stored lower-case; null for a shop-wide code.
   */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** The seller account that made and manages the coupon; null for the house shop's (the admins'). */
  @Column({ name: 'seller_id', type: 'uuid', nullable: true })
  sellerId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'seller_id', foreignKeyConstraintName: 'fk_coupons_seller' })
  seller?: Relation<User>;

  /** After this moment the code no longer applies; null for never. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
