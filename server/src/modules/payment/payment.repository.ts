import { Injectable } from '@nestjs/common';
import { type EntityManager, LessThan } from 'typeorm';
import { type ListQuery, listOrder } from '../../common/http/simple-rest.js';
import { LockingRepository } from '../../database/locking-repository.js';
import { paginate } from '../../database/paginate.js';
import { Payment, type PaymentState } from './entities/payment.entity.js';
import type { GatewayState } from './gateway/payment-gateway.js';

/** A new attempt's fields. */
export type NewPayment = Pick<Payment, 'orderId' | 'merchantOrderId' | 'provider' | 'amountPaise' | 'state'>;

/** Which attempts a console list shows; each absent key filters nothing. */
export type PaymentListFilter = { orderId?: string; state?: PaymentState; ids?: string[] };

/** The payment attempts' SQL. Methods taking a `manager` run inside the caller's transaction (`manager` optional: its own). */
@Injectable()
export class PaymentRepository extends LockingRepository {
  /**
   * Serialises every change to the payment attempts of one order (new attempt, settlement) across requests and
   * replicas, for the rest of the caller's transaction.
   */
  async lockOrderPayments(manager: EntityManager, orderId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payments:${orderId}`]);
  }

  findByMerchantOrderId(merchantOrderId: string, manager: EntityManager = this.dataSource.manager): Promise<Payment | null> {
    return manager.getRepository(Payment).findOneBy({ merchantOrderId });
  }

  /** The attempt as stored now (after a guarded update, or once its order's payments are locked). */
  reread(manager: EntityManager, id: string): Promise<Payment> {
    return manager.getRepository(Payment).findOneByOrFail({ id });
  }

  countForOrder(manager: EntityManager, orderId: string): Promise<number> {
    return manager.getRepository(Payment).countBy({ orderId });
  }

  /** Whether another attempt of the order (or this one) has completed. */
  hasCompleted(manager: EntityManager, orderId: string): Promise<boolean> {
    return manager.getRepository(Payment).existsBy({ orderId, state: 'COMPLETED' });
  }

  insert(manager: EntityManager, fields: NewPayment): Promise<Payment> {
    const repository = manager.getRepository(Payment);
    return repository.save(repository.create(fields));
  }

  /** What the gateway answered when the attempt began. */
  async recordStarted(id: string, fields: { providerOrderId: string; redirectUrl: string; lastResponse: { gatewayState: GatewayState; expireAt: number } }): Promise<void> {
    await this.dataSource.getRepository(Payment).update({ id }, fields);
  }

  /**
   * PENDING → `state`, only if it still is PENDING (or FAILED with a `last_response.failure` among `overruled`); the
   * gateway's order id kept when the attempt had none. True when this call made the change.
   */
  async guardedUpdate(
    manager: EntityManager,
    payment: Pick<Payment, 'id' | 'providerOrderId'>,
    state: PaymentState,
    gatewayOrderId: string | null,
    lastResponse: Record<string, unknown>,
    overruled: readonly string[] = [],
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Payment)
      .set({ state, lastResponse: () => 'CAST(:lastResponse AS jsonb)', ...(gatewayOrderId && !payment.providerOrderId ? { providerOrderId: gatewayOrderId } : {}) })
      .where("id = :id AND (state = 'PENDING' OR (state = 'FAILED' AND last_response->>'failure' = ANY(:overruled)))", {
        id: payment.id,
        overruled,
        lastResponse: JSON.stringify(lastResponse),
      })
      .execute();
    return result.affected === 1;
  }

  /** Up to `take` attempts still PENDING that began before `before`, oldest first. */
  pendingSince(before: Date, take: number): Promise<Payment[]> {
    return this.dataSource.getRepository(Payment).find({
      where: { state: 'PENDING', createdAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take,
    });
  }

  /** One page of the console's list and the count of all it could show. */
  list(query: ListQuery, filter: PaymentListFilter): Promise<{ rows: Payment[]; total: number }> {
    const builder = this.dataSource.getRepository(Payment).createQueryBuilder('p');
    if (filter.orderId) builder.andWhere('p.order_id = :orderId', { orderId: filter.orderId });
    if (filter.state) builder.andWhere('p.state = :state', { state: filter.state });
    if (filter.ids) builder.andWhere(filter.ids.length ? 'p.id IN (:...ids)' : 'false', { ids: filter.ids });
    return paginate(builder, query, listOrder(query));
  }
}
