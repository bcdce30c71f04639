import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { type LockedRun, withTryAdvisoryLock } from './advisory-lock.js';

/**
 * A repository whose services run their work in its transactions (the other methods take the `manager` handed to the
 * work) and whose jobs run under an advisory lock, so that many replicas run them once.
 */
export abstract class LockingRepository {
  constructor(@InjectDataSource() readonly dataSource: DataSource) {}

  /** Runs `work` in a transaction whose manager the other methods take. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Runs `work` unless another replica holds the advisory lock `name` (database/advisory-lock.ts). */
  withTryLock<T>(name: string, work: () => Promise<T>): Promise<LockedRun<T>> {
    return withTryAdvisoryLock(this.dataSource, name, work);
  }
}
