import { Injectable } from '@nestjs/common';
import { listOrder, type ListQuery, listSort, mapPage, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import { authErrors } from './auth.errors.js';
import { type CustomerDto, toCustomer } from './dto/auth.response.dto.js';
import { UsersRepository } from './users.repository.js';
import { UUID } from '../../common/uuid.js';


/** The console's sortable fields and the entity properties behind them; newest first unless asked. */
export const CUSTOMER_SORT = listSort({ name: 'u.name', email: 'u.email', createdAt: 'u.createdAt' }, 'u.id', NEWEST_FIRST);

/** The console's read-only view of customer accounts. */
@Injectable()
export class CustomersAdminService {
  constructor(private readonly users: UsersRepository) {}

  async list(query: ListQuery): Promise<{ rows: CustomerDto[]; total: number }> {
    const q = typeof query.filter.q === 'string' ? query.filter.q.trim() : '';
    const ids = query.filter.id;
    return mapPage(await this.users.customers(
      {
        pattern: q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined,
        ids: Array.isArray(ids) ? ids.map(String).filter((id) => UUID.test(id)) : undefined,
      },
      query,
      listOrder(query),
    ), toCustomer);
  }

  async get(id: string): Promise<CustomerDto> {
    const user = await this.users.findCustomer(id);
    if (!user) throw authErrors.userNotFound();
    return toCustomer(user);
  }
}
