import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** Work done in one transaction: it hands the manager it is given to the repositories' methods. */
export type TransactionWork<T> = (manager: EntityManager) => Promise<T>;

/**
 * Where services open their database transactions, so that they hold no DataSource: `run(work)` commits what `work`
 * did through the manager it is given, or rolls it all back when `work` throws. Postgres's default isolation (READ
 * COMMITTED), as DataSource.transaction has it; the row locks and guarded UPDATEs inside do the serialising.
 */
@Injectable()
export class Transactions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: TransactionWork<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Runs `work` in the caller's transaction when `manager` is in one, else in a new one (of `manager`'s connection, if given). */
  join<T>(manager: EntityManager | undefined, work: TransactionWork<T>): Promise<T> {
    if (manager?.queryRunner?.isTransactionActive) return work(manager);
    return (manager ?? this.dataSource.manager).transaction(work);
  }
}
