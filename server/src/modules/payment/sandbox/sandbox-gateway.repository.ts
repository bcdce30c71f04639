import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { SandboxGatewayOrder } from '../entities/sandbox-gateway-order.entity.js';
import type { GatewayState } from '../gateway/payment-gateway.js';
import type { SandboxOrder } from './sandbox-gateway.rules.js';

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
}
