import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AfterCommitQueue } from '../../database/after-commit.js';

/** Told the id of an order cancelled by a committed transaction. */
export type CancelledListener = (orderId: string) => Promise<void>;

/**
 * What other modules hear of orders without the order module depending on them: an order was cancelled (the refund
 * core starts the refund a paid one is owed). Listeners run once the transaction that cancelled it has committed,
 * never when it rolls back; a failing listener is logged.
 */
@Injectable()
export class OrderEvents implements BeforeApplicationShutdown {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners: CancelledListener[] = [];
  private readonly cancellations: AfterCommitQueue<string>;
  private readonly running = new Set<Promise<void>>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.cancellations = new AfterCommitQueue(dataSource, (orderId) => this.tell(orderId));
  }

  onCancelled(listener: CancelledListener): void {
    this.listeners.push(listener);
  }

  /** The order `orderId` was cancelled inside the transaction of `manager`. */
  cancelled(manager: EntityManager, orderId: string): void {
    this.cancellations.add(manager, orderId);
  }

  /** Lets listeners already running finish before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private tell(orderId: string): void {
    for (const listener of this.listeners) {
      const run: Promise<void> = listener(orderId)
        .catch((error: unknown) => this.logger.error(`after cancelling order ${orderId}: ${error instanceof Error ? error.stack : String(error)}`))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }
}
