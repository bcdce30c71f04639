import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AfterCommitQueue } from '../../database/after-commit.js';

/** Told the id of an order that may owe its customer a refund, once the transaction that said so has committed. */
export type RefundListener = (orderId: string) => Promise<void>;

/**
 * What other modules hear of orders without the order module depending on them: an order may owe its customer a
 * refund (it was cancelled, or paid after it was cancelled); the refund core then starts the refund if one is owed.
 * Listeners run once the transaction that said so has committed, never when it rolls back; a failing listener is logged.
 */
@Injectable()
export class OrderEvents implements BeforeApplicationShutdown {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners: RefundListener[] = [];
  private readonly orders: AfterCommitQueue<string>;
  private readonly running = new Set<Promise<void>>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.orders = new AfterCommitQueue(dataSource, (orderId) => this.tell(orderId));
  }

  onRefundMaybeOwed(listener: RefundListener): void {
    this.listeners.push(listener);
  }

  /** The order `orderId` was cancelled, or paid while cancelled, inside the transaction of `manager`. */
  refundMaybeOwed(manager: EntityManager, orderId: string): void {
    this.orders.add(manager, orderId);
  }

  /** Lets listeners already running finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private tell(orderId: string): void {
    for (const listener of this.listeners) {
      const run: Promise<void> = listener(orderId)
        .catch((error: unknown) => this.logger.error(`refund of order ${orderId}: ${error instanceof Error ? error.stack : String(error)}`))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }
}
