import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { filterIds, filterOneOf, filterUuid } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import { type PaymentAdminDto, toPaymentAdminDto } from './dto/payment-admin.response.dto.js';
import { Payment, PAYMENT_STATES } from './entities/payment.entity.js';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const PAYMENT_SORT = listSort(
  { createdAt: 'p.created_at', updatedAt: 'p.updated_at', amount: 'p.amount_paise', state: 'p.state' },
  'p.id',
  { field: 'createdAt', order: 'DESC' },
);

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
      .orderBy(listOrder(query))
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { rows: rows.map(toPaymentAdminDto), total };
  }
}
