import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { TokenService } from '../../common/auth/token.service.js';
import { commonErrors } from '../../common/errors/app-error.js';
import { containsPattern, filterIds, filterOneOf, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import { updateChanged } from '../../database/changes.js';
import { HOUSE_SHOP_NAME } from '../../common/shop.js';
import { authErrors } from './auth.errors.js';
import { type CreateStaffDto, STAFF_ACCOUNT_ROLES } from './dto/create-staff.dto.js';
import { type StaffMemberDto, toStaffMember } from './dto/staff.response.dto.js';
import type { UpdateStaffDto } from './dto/update-staff.dto.js';
import { User } from './entities/user.entity.js';
import { passwordHasher } from './password-hasher.js';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const STAFF_SORT = listSort({ name: 'u.name', email: 'u.email', createdAt: 'u.created_at' }, 'u.id', { field: 'createdAt', order: 'DESC' });

const UNIQUE_VIOLATION = '23505';

/**
 * Staff accounts (admins and sellers), for admins: list, add, change, remove. The shop always keeps an admin (the
 * last one is told so when they try to step down), and nobody else deletes their own account or changes their own
 * role either: another admin does. Every change that could take an admin away locks the admin rows first, so two
 * admins demoting each other at once cannot both succeed. A deleted seller's products become the
 * house shop's (seller_id null, the house's shop name); their past order lines keep the shop name they were sold under.
 */
@Injectable()
export class StaffService {
  private readonly logger = new Logger('Staff');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
  ) {}

  async list(query: ListQuery): Promise<{ rows: StaffMemberDto[]; total: number }> {
    const builder = this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where('u.role IN (:...roles)', { roles: STAFF_ACCOUNT_ROLES });
    const role = filterOneOf(query.filter, 'role', STAFF_ACCOUNT_ROLES);
    if (role) builder.andWhere('u.role = :role', { role });
    const q = filterText(query.filter, 'q');
    if (q) builder.andWhere('(u.name ILIKE :q OR u.email ILIKE :q OR u.phone ILIKE :q)', { q: containsPattern(q) });
    const ids = filterIds(query.filter);
    if (ids) builder.andWhere(ids.length ? 'u.id IN (:...ids)' : 'false', { ids });
    const [users, total] = await builder
      .orderBy(listOrder(query))
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    const counts = await this.productCounts(
      this.dataSource.manager,
      users.map((user) => user.id),
    );
    return { rows: users.map((user) => toStaffMember(user, counts.get(user.id) ?? 0)), total };
  }

  async get(id: string): Promise<StaffMemberDto> {
    return this.toDto(this.dataSource.manager, await this.find(this.dataSource.manager, id));
  }

  async create(dto: CreateStaffDto): Promise<StaffMemberDto> {
    const passwordHash = await passwordHasher.hash(dto.password);
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const taken = await manager.getRepository(User).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: dto.email }).getExists();
        if (taken) throw authErrors.emailTaken();
        const users = manager.getRepository(User);
        return users.save(users.create({ name: dto.name, email: dto.email, phone: dto.phone ?? '', role: dto.role, passwordHash }));
      });
      this.logger.log(`added ${user.role} ${user.id}`);
      return toStaffMember(user, 0);
    } catch (error) {
      // Two additions racing for one e-mail: the unique index on lower(email) decides.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) throw authErrors.emailTaken();
      throw error;
    }
  }

  async update(id: string, dto: UpdateStaffDto, caller: AuthUser): Promise<StaffMemberDto> {
    const passwordHash = dto.password === undefined ? undefined : await passwordHasher.hash(dto.password);
    return this.dataSource.transaction(async (manager) => {
      const admins = await this.lockAdmins(manager, caller);
      const member = await this.find(manager, id, true);
      if (dto.role !== undefined && dto.role !== member.role) {
        if (member.role === 'admin' && admins.length <= 1) throw authErrors.lastAdmin(member.name);
        if (member.id === caller.id) throw authErrors.changeOwnRole();
      }
      await updateChanged(manager, User, id, member, { name: dto.name, phone: dto.phone, role: dto.role, passwordHash });
      // A password set by an admin signs the member out everywhere, as their own change or reset would.
      if (passwordHash !== undefined) await this.tokens.endAllSessions(id, manager);
      if (dto.role !== undefined && dto.role !== member.role) this.logger.log(`${caller.id} made ${id} ${dto.role}`);
      return this.toDto(manager, await this.find(manager, id));
    });
  }

  /**
   * Deletes the account; its products become the house shop's and its coupons end, in the same transaction. Answers the
   * deleted record.
   */
  async remove(id: string, caller: AuthUser): Promise<StaffMemberDto> {
    const removed = await this.dataSource.transaction(async (manager) => {
      const admins = await this.lockAdmins(manager, caller);
      const member = await this.find(manager, id, true);
      if (member.role === 'admin' && admins.length <= 1) throw authErrors.lastAdmin(member.name);
      if (member.id === caller.id) throw authErrors.deleteOwnAccount();
      const record = await this.toDto(manager, member);
      await manager.query('UPDATE products SET seller_id = NULL, shop_name = $2 WHERE seller_id = $1', [id, HOUSE_SHOP_NAME]);
      // The seller's coupons pass to the house with their account (orders keep naming them), but end now: a seller's
      // code takes its discount off that seller's pieces only, and as the house's it would take it off every order.
      await manager.query('UPDATE coupons SET expires_at = now() WHERE seller_id = $1 AND (expires_at IS NULL OR expires_at > now())', [id]);
      await manager.delete(User, { id });
      return record;
    });
    this.logger.log(`${caller.id} deleted ${removed.role} ${id}; ${removed.products} products moved to the house shop`);
    return removed;
  }

  /**
   * Locks the admin accounts, in id order, and answers their ids. Every change that could leave the shop without an
   * admin takes these locks first, so such changes run one after the other; a caller who stopped being an admin
   * meanwhile is refused.
   */
  private async lockAdmins(manager: EntityManager, caller: AuthUser): Promise<string[]> {
    const rows = (await manager.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`)) as { id: string }[];
    const ids = rows.map((row) => row.id);
    if (!ids.includes(caller.id)) throw commonErrors.forbidden('Your account is not allowed to do this.');
    return ids;
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<User> {
    const builder = manager.getRepository(User).createQueryBuilder('u').where('u.id = :id', { id }).andWhere('u.role IN (:...roles)', { roles: STAFF_ACCOUNT_ROLES });
    if (lock) builder.setLock('pessimistic_write');
    const user = await builder.getOne();
    if (!user) throw authErrors.staffNotFound();
    return user;
  }

  private async toDto(manager: EntityManager, user: User): Promise<StaffMemberDto> {
    return toStaffMember(user, (await this.productCounts(manager, [user.id])).get(user.id) ?? 0);
  }

  /** How many products each of these accounts owns. */
  private async productCounts(manager: EntityManager, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = (await manager.query('SELECT seller_id, count(*)::int AS n FROM products WHERE seller_id = ANY($1::uuid[]) GROUP BY seller_id', [ids])) as {
      seller_id: string;
      n: number;
    }[];
    return new Map(rows.map((row) => [row.seller_id, row.n]));
  }
}
