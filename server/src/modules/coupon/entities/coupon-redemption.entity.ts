import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { Coupon } from './coupon.entity.js';

/** One use of a coupon by a customer, on one order; counted against the coupon's per-user limit. */
@Entity({ name: 'coupon_redemptions' })
@Index('idx_coupon_redemptions_coupon_user', ['couponId', 'userId'])
@Index('uq_coupon_redemptions_order', ['orderId'], { unique: true })
export class CouponRedemption {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'coupon_id', type: 'uuid' })
  couponId: string;

  @ManyToOne(() => Coupon, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'coupon_id', foreignKeyConstraintName: 'fk_coupon_redemptions_coupon' })
  coupon?: Relation<Coupon>;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_coupon_redemptions_user' })
  user?: Relation<User>;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  // The order entity by name, not by import: the order module imports this one, and module folders import one way.
  @ManyToOne('Order', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_coupon_redemptions_order' })
  order?: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
