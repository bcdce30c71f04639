import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

/**
 * Items held until the transaction that made them has committed, then handed to `release` one by one (dropped when it
 * rolls back); an item added outside a transaction is released at once. A TypeORM subscriber of `dataSource`: the
 * order mails and the order events wait for the commit through one of these each.
 */
export class AfterCommitQueue<T> implements EntitySubscriberInterface {
  private readonly queued = new WeakMap<QueryRunner, T[]>();

  constructor(
    dataSource: DataSource,
    private readonly release: (item: T) => void,
  ) {
    dataSource.subscribers.push(this);
  }

  add(manager: EntityManager, item: T): void {
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) {
      this.queued.set(runner, [...(this.queued.get(runner) ?? []), item]);
      return;
    }
    this.release(item);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // Still active: only a savepoint was released, the outer transaction may yet roll back.
    if (event.queryRunner.isTransactionActive) return;
    const items = this.queued.get(event.queryRunner);
    if (!items) return;
    this.queued.delete(event.queryRunner);
    for (const item of items) this.release(item);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.queued.delete(event.queryRunner);
  }
}
