import { Injectable } from '@nestjs/common';
import { type EntityManager, LessThan, type Repository } from 'typeorm';
import { PasswordReset } from './entities/password-reset.entity.js';

/** The SQL of the password_resets table (one-time codes). Every method runs in the caller's transaction. */
@Injectable()
export class PasswordResetsRepository {
  private of(manager: EntityManager): Repository<PasswordReset> {
    return manager.getRepository(PasswordReset);
  }

  /** The account's latest code, used or not. */
  latest(manager: EntityManager, userId: string): Promise<PasswordReset | null> {
    return this.of(manager).findOne({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** Marks the account's unused codes used. */
  async consumeOpen(manager: EntityManager, userId: string, at: Date): Promise<void> {
    await this.of(manager).createQueryBuilder().update().set({ consumedAt: at }).where('user_id = :userId AND consumed_at IS NULL', { userId }).execute();
  }

  async insert(manager: EntityManager, fields: Pick<PasswordReset, 'userId' | 'codeHash' | 'expiresAt' | 'createdAt'>): Promise<void> {
    await this.of(manager).insert(fields);
  }

  /** The account's latest unused code, its row locked until the transaction ends. */
  lockLatestOpen(manager: EntityManager, userId: string): Promise<PasswordReset | null> {
    return this.of(manager)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.user_id = :userId AND r.consumed_at IS NULL', { userId })
      .orderBy('r.created_at', 'DESC')
      .getOne();
  }

  async countAttempt(manager: EntityManager, id: string): Promise<void> {
    await this.of(manager).increment({ id }, 'attempts', 1);
  }

  async consume(manager: EntityManager, id: string, at: Date): Promise<void> {
    await this.of(manager).update({ id }, { consumedAt: at });
  }

  /** Deletes the codes created before `before`; answers how many. */
  async deleteCreatedBefore(manager: EntityManager, before: Date): Promise<number> {
    const result = await this.of(manager).delete({ createdAt: LessThan(before) });
    return result.affected ?? 0;
  }
}
