import { Injectable } from '@nestjs/common';
import { filterIds, filterOneOf, filterUuid } from '../../common/http/list-filter.js';
import { type ListQuery, listSort, mapPage, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import { type PaymentAdminDto, toPaymentAdminDto } from './dto/payment-admin.response.dto.js';
import { PAYMENT_STATES } from './entities/payment.entity.js';
import { PaymentRepository } from './payment.repository.js';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const PAYMENT_SORT = listSort(
  { createdAt: 'p.created_at', updatedAt: 'p.updated_at', amount: 'p.amount_paise', state: 'p.state' },
  'p.id',
  NEWEST_FIRST,
);

/** Console resource `payments`: the online payment attempts, read-only. */
@Injectable()
export class PaymentAdminService {
  constructor(private readonly payments: PaymentRepository) {}

  async list(query: ListQuery): Promise<{ rows: PaymentAdminDto[]; total: number }> {
    return mapPage(await this.payments.list(query, {
      orderId: filterUuid(query.filter, 'orderId'),
      state: filterOneOf(query.filter, 'state', PAYMENT_STATES),
      ids: filterIds(query.filter),
    }), toPaymentAdminDto);
  }
}
