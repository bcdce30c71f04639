import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Order } from '../../order/entities/order.entity.js';

export const PAYMENT_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * One attempt to pay an order online through the gateway. An order may have several (a failed one, then Pay Now
 * again); at most one of them completes.
 */
@Entity({ name: 'payments' })
@Index('uq_payments_merchant_order', ['merchantOrderId'], { unique: true })
@Index('idx_payments_order', ['orderId'])
// Partial indexes created by the migration: the reconcile job's pending attempts; one completed attempt per order.
@Index('idx_payments_pending', { synchronize: false })
@Index('uq_payments_completed_order', { synchronize: false })
@Check('chk_payments_state', `"state" IN ('PENDING', 'COMPLETED', 'FAILED')`)
@Check('chk_payments_amount', '"amount_paise" > 0')
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_payments_order' })
  order?: Relation<Order>;

  /** Our id for this attempt, sent to the gateway (PhonePe's merchantOrderId). */
  @Column({ name: 'merchant_order_id', type: 'varchar', length: 63 })
  merchantOrderId: string;

  /** 'sandbox' or 'phonepe'. */
  @Column({ type: 'varchar', length: 16 })
  provider: string;

  /** The gateway's id for the attempt, once known. */
  @Column({ name: 'provider_order_id', type: 'varchar', length: 100, nullable: true })
  providerOrderId: string | null;

  /** The amount asked of the gateway: the stored order's total when the attempt began. */
  @Column({ name: 'amount_paise', type: 'bigint' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 12, default: 'PENDING' })
  state: PaymentState;

  /** The gateway's hosted page for this attempt. */
  @Column({ name: 'redirect_url', type: 'text', default: '' })
  redirectUrl: string;

  /** The gateway's last word on it (state details, error code), for staff. */
  @Column({ name: 'last_response', type: 'jsonb', nullable: true })
  lastResponse: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
