import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { SandboxGatewayOrder } from '../entities/sandbox-gateway-order.entity.js';
import type { GatewayState } from '../gateway/payment-gateway.js';
import type { SandboxOrder, SandboxRefund } from './sandbox-gateway.rules.js';

const UNIQUE_VIOLATION = '23505';

/** A new simulated order's fields: PENDING, no transaction yet. */
export type NewSandboxOrder = Pick<SandboxOrder, 'id' | 'merchantOrderId' | 'amountPaise' | 'redirectUrl' | 'expiresAt'>;

function toSandboxOrder(row: SandboxGatewayOrder): SandboxOrder {
  return {
    id: row.id,
    merchantOrderId: row.merchantOrderId,
    amountPaise: row.amountPaise,
    state: row.state as GatewayState,
    redirectUrl: row.redirectUrl,
    transactionId: row.transactionId,
    expiresAt: row.expiresAt,
    updatedAt: row.updatedAt,
  };
}

/** The simulator's SQL: its orders in sandbox_gateway_orders. */
@Injectable()
export class SandboxGatewayRepository {
  constructor(@InjectRepository(SandboxGatewayOrder) private readonly orders: Repository<SandboxGatewayOrder>) {}

  /** Stores a new PENDING order; false when an order of its merchantOrderId exists already. */
  async insert(order: NewSandboxOrder): Promise<boolean> {
    try {
      await this.orders.insert(this.orders.create({ ...order, state: 'PENDING', transactionId: null }));
      return true;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }

  async findById(id: string): Promise<SandboxOrder | null> {
    const row = await this.orders.findOneBy({ id });
    return row && toSandboxOrder(row);
  }

  async findByMerchantOrderId(merchantOrderId: string): Promise<SandboxOrder | null> {
    const row = await this.orders.findOneBy({ merchantOrderId });
    return row && toSandboxOrder(row);
  }

  /** PENDING → `outcome` with `transactionId`, only while still PENDING and not expired at `now`; true when it changed. */
  async settle(id: string, outcome: 'COMPLETED' | 'FAILED', transactionId: string, now: Date): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update(SandboxGatewayOrder)
      .set({ state: outcome, transactionId })
      .where('id = :id AND state = :pending AND expires_at > :now', { id, pending: 'PENDING', now })
      .execute();
    return result.affected === 1;
  }

  /** How many refunds of the order `originalMerchantOrderId` have failed. */
  async failedRefunds(originalMerchantOrderId: string): Promise<number> {
    const [row] = (await this.orders.query(`SELECT count(*)::int AS n FROM sandbox_gateway_refunds WHERE original_merchant_order_id = $1 AND state = 'FAILED'`, [
      originalMerchantOrderId,
    ])) as { n: number }[];
    return row.n;
  }

  /** Records a refund; false when one of its merchantRefundId exists already. */
  async insertRefund(refund: Omit<SandboxRefund, 'updatedAt'>): Promise<boolean> {
    const rows = (await this.orders.query(
      `INSERT INTO sandbox_gateway_refunds (id, merchant_refund_id, original_merchant_order_id, amount_paise, state)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_refund_id) DO NOTHING RETURNING id`,
      [refund.id, refund.merchantRefundId, refund.originalMerchantOrderId, refund.amountPaise, refund.state],
    )) as { id: string }[];
    return rows.length === 1;
  }

  async findRefund(merchantRefundId: string): Promise<SandboxRefund | null> {
    const [row] = (await this.orders.query(
      `SELECT id, merchant_refund_id, original_merchant_order_id, amount_paise, state, updated_at FROM sandbox_gateway_refunds WHERE merchant_refund_id = $1`,
      [merchantRefundId],
    )) as { id: string; merchant_refund_id: string; original_merchant_order_id: string; amount_paise: string; state: GatewayState; updated_at: Date }[];
    if (!row) return null;
    return {
      id: row.id,
      merchantRefundId: row.merchant_refund_id,
      originalMerchantOrderId: row.original_merchant_order_id,
      amountPaise: Number(row.amount_paise),
      state: row.state,
      updatedAt: row.updated_at,
    };
  }

  /** A PENDING refund becomes `state`; true when it changed. */
  async settleRefund(merchantRefundId: string, state: GatewayState): Promise<boolean> {
    const rows = (await this.orders.query(
      `UPDATE sandbox_gateway_refunds SET state = $2, updated_at = now() WHERE merchant_refund_id = $1 AND state = 'PENDING' RETURNING id`,
      [merchantRefundId, state],
    )) as [unknown[], number];
    return rows[1] === 1;
  }
}
