import { Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList } from '../../common/http/simple-rest.js';
import { PaymentAdminDto } from './dto/payment-admin.response.dto.js';
import { PAYMENT_SORT, PaymentAdminService } from './payment-admin.service.js';

/** Console resource `payments` (admins only), in ra-data-simple-rest conventions: the online payment attempts. */
@ApiTags('payment')
@Roles('admin')
@Controller('admin/payments')
export class PaymentAdminController {
  constructor(private readonly payments: PaymentAdminService) {}

  @ConsoleList(PaymentAdminDto, {
    summary: 'List payment attempts (filter orderId, state; sort createdAt, updatedAt, amount, state); answers Content-Range',
    description:
      "The online payment attempts, read-only: each with its order, our merchantOrderId, the gateway's order id, " +
      "amount in rupees, state (PENDING, COMPLETED, FAILED) and the gateway's last answer. Filters: `orderId`, " +
      '`state`, `id` (an array of ids). Sorts: createdAt, updatedAt, amount, state (default createdAt DESC). ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<PaymentAdminDto[]> {
    return answerListPage(response, 'payments', query, PAYMENT_SORT, (parsed) => this.payments.list(parsed));
  }
}
