import { Injectable, Logger } from '@nestjs/common';
import { type EntityManager, QueryFailedError } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { TokenService } from '../../common/auth/token.service.js';
import { commonErrors } from '../../common/errors/app-error.js';
import { containsPattern, filterIds, filterOneOf, filterText } from '../../common/http/list-filter.js';
import { listOrder, type ListQuery, listSort, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import { HOUSE_SHOP_NAME } from '../../common/shop.js';
import { Transactions } from '../../database/transactions.js';
import { authErrors } from './auth.errors.js';
import { type CreateStaffDto, STAFF_ACCOUNT_ROLES } from './dto/create-staff.dto.js';
import { type StaffMemberDto, toStaffMember } from './dto/staff.response.dto.js';
import type { UpdateStaffDto } from './dto/update-staff.dto.js';
import type { User } from './entities/user.entity.js';
import { passwordHasher } from './password-hasher.js';
import { UsersRepository } from './users.repository.js';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const STAFF_SORT = listSort({ name: 'u.name', email: 'u.email', createdAt: 'u.created_at' }, 'u.id', NEWEST_FIRST);

const UNIQUE_VIOLATION = '23505';

/**
 * Staff accounts (admins and sellers), for admins: list, add, change, remove. The shop always keeps an admin (the
 * last one is told so when they try to step down), and nobody else deletes their own account or changes their own
 * role either: another admin does. Every change that could take an admin away locks the admin rows first, so two
 * admins demoting each other at once cannot both succeed. A deleted seller's products become the
 * house shop's (seller_id null, the house's shop name); their past order lines keep the shop name they were sold under.
 */
@Injectable()
export class StaffAdminService {
  private readonly logger = new Logger('Staff');

  constructor(
    private readonly transactions: Transactions,
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
  ) {}

  async list(query: ListQuery): Promise<{ rows: StaffMemberDto[]; total: number }> {
    const role = filterOneOf(query.filter, 'role', STAFF_ACCOUNT_ROLES);
    const q = filterText(query.filter, 'q');
    const { rows: users, total } = await this.users.staff(
      STAFF_ACCOUNT_ROLES,
      { role, pattern: q ? containsPattern(q) : undefined, ids: filterIds(query.filter) },
      query,
      listOrder(query),
    );
    const counts = await this.users.productCounts(users.map((user) => user.id));
    return { rows: users.map((user) => toStaffMember(user, counts.get(user.id) ?? 0)), total };
  }

  async get(id: string): Promise<StaffMemberDto> {
    return this.toDto(await this.find(id));
  }

  async create(dto: CreateStaffDto): Promise<StaffMemberDto> {
    const passwordHash = await passwordHasher.hash(dto.password);
    try {
      const user = await this.transactions.run(async (manager) => {
        if (await this.users.emailTaken(dto.email, manager)) throw authErrors.emailTaken();
        return this.users.save({ name: dto.name, email: dto.email, phone: dto.phone ?? '', role: dto.role, passwordHash }, manager);
      });
      this.logger.log(`added ${user.role} ${user.id}`);
      return toStaffMember(user, 0);
    } catch (error) {
      // Two additions racing for one e-mail: the unique index on lower(email) decides.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) throw authErrors.emailTaken();
      throw error;
    }
  }

  async update(caller: AuthUser, id: string, dto: UpdateStaffDto): Promise<StaffMemberDto> {
    const passwordHash = dto.password === undefined ? undefined : await passwordHasher.hash(dto.password);
    return this.transactions.run(async (manager) => {
      const admins = await this.lockAdmins(manager, caller);
      const member = await this.find(id, manager, true);
      if (dto.role !== undefined && dto.role !== member.role) {
        if (member.role === 'admin' && admins.length <= 1) throw authErrors.lastAdmin(member.name);
        if (member.id === caller.id) throw authErrors.changeOwnRole();
      }
      await this.users.updateChanged(manager, id, member, { name: dto.name, phone: dto.phone, role: dto.role, passwordHash });
      // A password set by an admin signs the member out everywhere, as their own change or reset would.
      if (passwordHash !== undefined) await this.tokens.endAllSessions(id, manager);
      if (dto.role !== undefined && dto.role !== member.role) this.logger.log(`${caller.id} made ${id} ${dto.role}`);
      return this.toDto(await this.find(id, manager), manager);
    });
  }

  /**
   * Deletes the account; its products become the house shop's and its coupons end, in the same transaction. Answers the
   * deleted record.
   */
  async remove(caller: AuthUser, id: string): Promise<StaffMemberDto> {
    const removed = await this.transactions.run(async (manager) => {
      const admins = await this.lockAdmins(manager, caller);
      const member = await this.find(id, manager, true);
      if (member.role === 'admin' && admins.length <= 1) throw authErrors.lastAdmin(member.name);
      if (member.id === caller.id) throw authErrors.deleteOwnAccount();
      const record = await this.toDto(member, manager);
      // The seller's coupons pass to the house with their account (orders keep naming them), but end now: a seller's
      // code takes its discount off that seller's pieces only, and as the house's it would take it off every order.
      await this.users.handOverToHouse(manager, id, HOUSE_SHOP_NAME);
      await this.users.delete(manager, id);
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
    const ids = await this.users.lockAdmins(manager);
    if (!ids.includes(caller.id)) throw commonErrors.forbidden('Your account is not allowed to do this.');
    return ids;
  }

  private async find(id: string, manager?: EntityManager, lock = false): Promise<User> {
    const user = await this.users.findWithRole(id, STAFF_ACCOUNT_ROLES, lock, manager);
    if (!user) throw authErrors.staffNotFound();
    return user;
  }

  private async toDto(user: User, manager?: EntityManager): Promise<StaffMemberDto> {
    return toStaffMember(user, (await this.users.productCounts([user.id], manager)).get(user.id) ?? 0);
  }
}
