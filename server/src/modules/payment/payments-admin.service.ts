import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { filterIds, filterOneOf, filterUuid } from '../../common/http/list-filter.js';
import type { ListQuery } from '../../common/http/simple-rest.js';
import { type PaymentAdminDto, toPaymentAdminDto } from './dto/payment-admin.response.dto.js';
import { Payment, PAYMENT_STATES } from './entities/payment.entity.js';

/** The console's sortable fields and the columns behind them. */
const SORT_COLUMNS = {
  createdAt: 'p.created_at',
  updatedAt: 'p.updated_at',
  amount: 'p.amount_paise',
  state: 'p.state',
} as const;
export const PAYMENT_SORTABLE = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

/** Console resource `payments`: the online payment attempts, read-only. */
@Injectable()
export class PaymentsAdminService {
  constructor(@InjectRepository(Payment) private readonly payments: Repository<Payment>) {}

  async list(query: ListQuery): Promise<{ rows: PaymentAdminDto[]; total: number }> {
    const builder = this.payments.createQueryBuilder('p');
    const orderId = filterUuid(query.filter, 'orderId');
    if (orderId) builder.andWhere('p.order_id = :orderId', { orderId });
    const state = filterOneOf(query.filter, 'state', PAYMENT_STATES);
    if (state) builder.andWhere('p.state = :state', { state });
    const ids = filterIds(query.filter);
    if (ids) builder.andWhere(ids.length ? 'p.id IN (:...ids)' : 'false', { ids });
    const [rows, total] = await builder
      .orderBy(SORT_COLUMNS[query.sort.field as keyof typeof SORT_COLUMNS], query.sort.order)
      .addOrderBy('p.id', 'ASC')
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { rows: rows.map(toPaymentAdminDto), total };
  }
}
