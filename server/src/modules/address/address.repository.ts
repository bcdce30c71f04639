import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { User } from '../auth/entities/user.entity.js';
import { Address } from './entities/address.entity.js';

/** The fields of an address the customer writes. */
export type AddressFields = Pick<Address, 'name' | 'address' | 'phone' | 'post' | 'province' | 'city' | 'area' | 'country'>;

/** The address book's SQL. Methods taking a `manager` run inside the caller's transaction (the book's lock). */
@Injectable()
export class AddressRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A customer's addresses: the default first, then the newest. */
  listOf(userId: string): Promise<Address[]> {
    return this.dataSource
      .getRepository(Address)
      .createQueryBuilder('a')
      .where('a.user_id = :userId', { userId })
      .orderBy('a.is_default', 'DESC')
      .addOrderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'ASC')
      .getMany();
  }

  /** Runs `work` in a transaction; the work locks what it needs through the manager it is handed. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Locks the customer's user row (FOR UPDATE) for the rest of the transaction; false when there is no such user. */
  async lockOwner(manager: EntityManager, userId: string): Promise<boolean> {
    const user = await manager
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id')
      .setLock('pessimistic_write')
      .where('u.id = :id', { id: userId })
      .getOne();
    return user !== null;
  }

  countOf(manager: EntityManager, userId: string): Promise<number> {
    return manager.getRepository(Address).countBy({ userId });
  }

  /** One of the customer's addresses; null for another's or an unknown id. */
  findOwned(manager: EntityManager, userId: string, id: string): Promise<Address | null> {
    return manager.getRepository(Address).findOneBy({ id, userId });
  }

  /** The customer's newest address. */
  newestOf(manager: EntityManager, userId: string): Promise<Address | null> {
    return manager.getRepository(Address).findOne({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  insert(manager: EntityManager, userId: string, fields: AddressFields, isDefault: boolean): Promise<Address> {
    const repository = manager.getRepository(Address);
    return repository.save(repository.create({ userId, ...fields, isDefault }));
  }

  save(manager: EntityManager, address: Address): Promise<Address> {
    return manager.getRepository(Address).save(address);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(Address).delete({ id });
  }

  async makeDefault(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(Address).update({ id }, { isDefault: true });
  }

  /** Two statements, not one: PostgreSQL checks the unique default index row by row, so the old default goes first. */
  async unsetDefault(manager: EntityManager, userId: string): Promise<void> {
    await manager.getRepository(Address).update({ userId, isDefault: true }, { isDefault: false });
  }
}
