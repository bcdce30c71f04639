import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The built-in PhonePe-compatible simulator's own record of an order it was asked to collect: what PhonePe keeps on
 * its side. Kept in the database (not in memory) so that any replica can serve the hosted page and the status call.
 */
@Entity({ name: 'sandbox_gateway_orders' })
@Index('uq_sandbox_gateway_orders_merchant_order', ['merchantOrderId'], { unique: true })
@Check('chk_sandbox_gateway_orders_state', `"state" IN ('PENDING', 'COMPLETED', 'FAILED')`)
export class SandboxGatewayOrder {
  /** The gateway's order id (PhonePe's `orderId`, 'OMO…'). */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ name: 'merchant_order_id', type: 'varchar', length: 63 })
  merchantOrderId: string;

  @Column({ name: 'amount_paise', type: 'bigint' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 12, default: 'PENDING' })
  state: string;

  /** Where the hosted page sends the shopper back to (the merchant's redirectUrl). */
  @Column({ name: 'redirect_url', type: 'text' })
  redirectUrl: string;

  /** The simulated transaction id once the shopper pressed Pay or Fail. */
  @Column({ name: 'transaction_id', type: 'varchar', length: 40, nullable: true })
  transactionId: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
