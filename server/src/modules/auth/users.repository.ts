import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { SortOrder } from '../../common/http/simple-rest.js';
import { updateChanged } from '../../database/changes.js';
import { type PageWindow, paginate } from '../../database/paginate.js';
import { User } from './entities/user.entity.js';

/** What a new account is saved with. */
export type NewUser = Pick<User, 'name' | 'email' | 'phone' | 'passwordHash' | 'role'>;

/** A console list's filters, already checked: a pattern for name, e-mail or phone, and the ids asked for. */
export type AccountFilter = { pattern?: string; ids?: string[] };

type Sort = Readonly<Record<string, SortOrder>>;

/** The SQL of the users table: accounts of customers and staff. Methods given a `manager` run in its transaction. */
@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  private of(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  /** The account with this e-mail, in any letter case. */
  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.of(manager).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  /** Whether an account has this e-mail, in any letter case. */
  emailTaken(email: string, manager?: EntityManager): Promise<boolean> {
    return this.of(manager).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getExists();
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Locks the account's row until the transaction ends. */
  async lock(id: string, manager: EntityManager): Promise<void> {
    await this.of(manager).createQueryBuilder('u').setLock('pessimistic_write').where('u.id = :id', { id }).getOne();
  }

  /** Saves a new account; a taken e-mail fails on the unique index (error 23505). */
  save(fields: NewUser, manager?: EntityManager): Promise<User> {
    const users = this.of(manager);
    return users.save(users.create(fields));
  }

  async setPasswordHash(id: string, passwordHash: string, manager?: EntityManager): Promise<void> {
    await this.of(manager).update({ id }, { passwordHash });
  }

  /** One page of customer accounts and how many match. */
  customers(filter: AccountFilter, window: PageWindow, sort: Sort): Promise<{ rows: User[]; total: number }> {
    const builder = this.users.createQueryBuilder('u').where('u.role = :role', { role: 'customer' });
    if (filter.pattern) builder.andWhere('(u.name ILIKE :q OR u.email ILIKE :q OR u.phone ILIKE :q)', { q: filter.pattern });
    if (filter.ids) builder.andWhere(filter.ids.length ? 'u.id IN (:...uuids)' : 'false', { uuids: filter.ids });
    return paginate(builder, window, sort);
  }

  findCustomer(id: string): Promise<User | null> {
    return this.users.findOneBy({ id, role: 'customer' });
  }

  /** One page of the accounts of `roles` (staff), or of the one `filter.role` of them, and how many match. */
  staff(roles: readonly string[], filter: AccountFilter & { role?: string }, window: PageWindow, sort: Sort): Promise<{ rows: User[]; total: number }> {
    const builder = this.users.createQueryBuilder('u').where('u.role IN (:...roles)', { roles });
    if (filter.role) builder.andWhere('u.role = :role', { role: filter.role });
    if (filter.pattern) builder.andWhere('(u.name ILIKE :q OR u.email ILIKE :q OR u.phone ILIKE :q)', { q: filter.pattern });
    if (filter.ids) builder.andWhere(filter.ids.length ? 'u.id IN (:...ids)' : 'false', { ids: filter.ids });
    return paginate(builder, window, sort);
  }

  /** The account `id` if its role is one of `roles`, its row locked when `lock` is set. */
  findWithRole(id: string, roles: readonly string[], lock = false, manager?: EntityManager): Promise<User | null> {
    const builder = this.of(manager).createQueryBuilder('u').where('u.id = :id', { id }).andWhere('u.role IN (:...roles)', { roles });
    if (lock) builder.setLock('pessimistic_write');
    return builder.getOne();
  }

  /** Locks the admin accounts in id order and answers their ids. */
  async lockAdmins(manager: EntityManager): Promise<string[]> {
    const rows = (await manager.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`)) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /** How many products each of these accounts owns. */
  async productCounts(ids: string[], manager = this.users.manager): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = (await manager.query('SELECT seller_id, count(*)::int AS n FROM products WHERE seller_id = ANY($1::uuid[]) GROUP BY seller_id', [ids])) as {
      seller_id: string;
      n: number;
    }[];
    return new Map(rows.map((row) => [row.seller_id, row.n]));
  }

  /** Writes the fields of `next` that differ from `current` (database/changes.ts). */
  async updateChanged(manager: EntityManager, id: string, current: User, next: Partial<User>): Promise<void> {
    await updateChanged(manager, User, id, current, next);
  }

  /** Hands a seller's products to the house shop (seller_id null, `houseName`) and ends their coupons still running. */
  async handOverToHouse(manager: EntityManager, id: string, houseName: string): Promise<void> {
    await manager.query('UPDATE products SET seller_id = NULL, shop_name = $2 WHERE seller_id = $1', [id, houseName]);
    await manager.query('UPDATE coupons SET expires_at = now() WHERE seller_id = $1 AND (expires_at IS NULL OR expires_at > now())', [id]);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(User, { id });
  }

  /** Holds `key`'s transaction-scoped advisory lock: one replica at a time past this point. */
  async advisoryLock(manager: EntityManager, key: number): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [key]);
  }

  /** The account whose lower-cased e-mail is `email` (given lower-case). */
  findByLowerEmail(manager: EntityManager, email: string): Promise<User | null> {
    return this.of(manager).createQueryBuilder('u').where('lower(u.email) = :email', { email }).getOne();
  }

  /** Whether an account's lower-cased e-mail is `email` (given lower-case). */
  lowerEmailTaken(manager: EntityManager, email: string): Promise<boolean> {
    return this.of(manager).createQueryBuilder('u').where('lower(u.email) = :email', { email }).getExists();
  }

  adminExists(manager: EntityManager): Promise<boolean> {
    return this.of(manager).existsBy({ role: 'admin' });
  }

  async insert(manager: EntityManager, fields: NewUser): Promise<void> {
    await this.of(manager).insert(fields);
  }
}
