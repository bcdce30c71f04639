import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { Coupon } from '../../coupon/entities/coupon.entity.js';
import { OrderLine } from './order-line.entity.js';

/** Where an order is on its way to the customer (spec: delivery_status). Changes only through order.transitions.ts. */
export const DELIVERY_STATUSES = ['pending', 'placed', 'warehouse', 'shipped', 'delivered', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Whether the shop has the money (spec: payment_status). Changes only through order.transitions.ts. */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'ONLINEPAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The shipping address as the customer gave it for this order (spec 3 'Shipping address'). */
/** The delivery address as the order keeps it; `country` ISO 3166-1 alpha-2, absent on orders placed before addresses went abroad (India). */
export type ShippingInfo = { name: string; address: string; phone: string; post: string; province: string; city: string; area: string; country?: string };

/**
 * A placed order. Every amount was computed by the server from the database when the order was placed and is
 * never recomputed: the lines keep their own snapshot of what was bought.
 */
@Entity({ name: 'orders' })
@Index('idx_orders_user_created', ['userId', 'createdAt'])
@Index('idx_orders_delivery_created', ['deliveryStatus', 'createdAt'])
@Index('idx_orders_created', ['createdAt'])
// Partial index for the expiry job: unpaid orders still waiting for their payment.
@Index('idx_orders_awaiting_payment', { synchronize: false })
@Check('chk_orders_delivery_status', `"delivery_status" IN ('pending', 'placed', 'warehouse', 'shipped', 'delivered', 'cancelled')`)
@Check('chk_orders_payment_status', `"payment_status" IN ('unpaid', 'paid', 'refund_pending', 'refunded')`)
@Check('chk_orders_payment_method', `"payment_method" IS NULL OR "payment_method" IN ('COD', 'ONLINEPAY')`)
@Check('chk_orders_amounts', '"subtotal_paise" >= 0 AND "discount_paise" >= 0 AND "shipping_fee_paise" >= 0 AND "total_paise" >= 0')
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the account is deleted; the order stays for the shop's books. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_orders_user' })
  user?: Relation<User>;

  /** The customer's e-mail when the order was placed (for mails and the order detail). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Sum of the lines (sale price × quantity). */
  @Column({ name: 'subtotal_paise', type: 'bigint' })
  subtotalPaise: number;

  /** Taken off by the coupon. */
  @Column({ name: 'discount_paise', type: 'bigint', default: 0 })
  discountPaise: number;

  @Column({ name: 'shipping_fee_paise', type: 'bigint', default: 0 })
  shippingFeePaise: number;

  /** What the customer pays: subtotal − discount + shipping (spec: price). */
  @Column({ name: 'total_paise', type: 'bigint' })
  totalPaise: number;

  /** Number of pieces (sum of the quantities). */
  @Column({ type: 'int' })
  items: number;

  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  couponId: string | null;

  @ManyToOne(() => Coupon, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'coupon_id', foreignKeyConstraintName: 'fk_orders_coupon' })
  coupon?: Relation<Coupon>;

  /** The code as applied, kept even if the coupon is deleted later. */
  @Column({ name: 'coupon_code', type: 'varchar', length: 40, nullable: true })
  couponCode: string | null;

  @Column({ name: 'shipping_info', type: 'jsonb' })
  shippingInfo: ShippingInfo;

  @Column({ name: 'delivery_status', type: 'varchar', length: 16, default: 'pending' })
  deliveryStatus: DeliveryStatus;

  @Column({ name: 'payment_status', type: 'varchar', length: 16, default: 'unpaid' })
  paymentStatus: PaymentStatus;

  /** Chosen at the payment step; null until then. */
  @Column({ name: 'payment_method', type: 'varchar', length: 10, nullable: true })
  paymentMethod: PaymentMethod | null;

  /** Why it was cancelled: 'customer', 'staff' or 'expired'. */
  @Column({ name: 'cancel_reason', type: 'varchar', length: 20, nullable: true })
  cancelReason: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @OneToMany(() => OrderLine, (line) => line.order)
  lines?: Relation<OrderLine[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
