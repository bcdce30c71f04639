import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

/** Told the id of an order cancelled by a committed transaction. */
export type CancelledListener = (orderId: string) => Promise<void>;

/**
 * What other modules hear of orders without the order module depending on them: an order was cancelled (the refund
 * module starts the refund a paid one is owed). Listeners run once the transaction that cancelled it has committed
 * (this is a TypeORM subscriber, like OrderNotifier), never when it rolls back; a failing listener is logged.
 */
@Injectable()
export class OrderEvents implements EntitySubscriberInterface, BeforeApplicationShutdown {
  private readonly logger = new Logger('OrderEvents');
  private readonly listeners: CancelledListener[] = [];
  private readonly queued = new WeakMap<QueryRunner, string[]>();
  private readonly running = new Set<Promise<void>>();

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  onCancelled(listener: CancelledListener): void {
    this.listeners.push(listener);
  }

  /** The order `orderId` was cancelled inside the transaction of `manager`. */
  cancelled(manager: EntityManager, orderId: string): void {
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) {
      this.queued.set(runner, [...(this.queued.get(runner) ?? []), orderId]);
      return;
    }
    this.tell(orderId);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (event.queryRunner.isTransactionActive) return;
    const ids = this.queued.get(event.queryRunner);
    if (!ids) return;
    this.queued.delete(event.queryRunner);
    for (const id of ids) this.tell(id);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.queued.delete(event.queryRunner);
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
