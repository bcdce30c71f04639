import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import { authErrors } from './auth.errors.js';
import { type CustomerDto, toCustomer } from './dto/auth.response.dto.js';
import { User } from './entities/user.entity.js';
import { UUID } from '../../common/uuid.js';


/** The console's sortable fields and the entity properties behind them; newest first unless asked. */
export const CUSTOMER_SORT = listSort({ name: 'u.name', email: 'u.email', createdAt: 'u.createdAt' }, 'u.id', { field: 'createdAt', order: 'DESC' });

/** The console's read-only view of customer accounts. */
@Injectable()
export class CustomersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async list(query: ListQuery): Promise<{ rows: CustomerDto[]; total: number }> {
    const builder = this.users.createQueryBuilder('u').where('u.role = :role', { role: 'customer' });
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    if (q) {
      builder.andWhere('(u.name ILIKE :q OR u.email ILIKE :q OR u.phone ILIKE :q)', { q: `%${q.replace(/[\\%_]/g, '\\$&')}%` });
    }
    const ids = query.filter.id;
    if (Array.isArray(ids)) {
      const uuids = ids.map(String).filter((id) => UUID.test(id));
      builder.andWhere(uuids.length ? 'u.id IN (:...uuids)' : 'false', { uuids });
    }
    const [users, total] = await builder
      .orderBy(listOrder(query))
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { rows: users.map(toCustomer), total };
  }

  async get(id: string): Promise<CustomerDto> {
    const user = await this.users.findOneBy({ id, role: 'customer' });
    if (!user) throw authErrors.userNotFound();
    return toCustomer(user);
  }
}
