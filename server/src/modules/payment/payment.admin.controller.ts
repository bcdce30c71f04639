import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CONTENT_RANGE_HEADER, LIST_QUERY_DESCRIPTION, parseListQuery, setContentRange } from '../../common/http/simple-rest.js';
import { PaymentAdminDto } from './dto/payment-admin.response.dto.js';
import { PAYMENT_SORT, PaymentAdminService } from './payment-admin.service.js';

/** Console resource `payments` (admins only), in ra-data-simple-rest conventions: the online payment attempts. */
@ApiTags('payment')
@Roles('admin')
@Controller('admin/payments')
export class PaymentAdminController {
  constructor(private readonly payments: PaymentAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'List payment attempts (filter orderId, state; sort createdAt, updatedAt, amount, state); answers Content-Range',
    description:
      "The online payment attempts, read-only: each with its order, our merchantOrderId, the gateway's order id, " +
      "amount in rupees, state (PENDING, COMPLETED, FAILED) and the gateway's last answer. Filters: `orderId`, " +
      '`state`, `id` (an array of ids). Sorts: createdAt, updatedAt, amount, state (default createdAt DESC). ' +
      LIST_QUERY_DESCRIPTION,
  })
  @ApiOkResponse({ type: [PaymentAdminDto], headers: CONTENT_RANGE_HEADER })
  @ApiErrors(400, 401, 403)
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<PaymentAdminDto[]> {
    const parsed = parseListQuery(query, PAYMENT_SORT);
    const { rows, total } = await this.payments.list(parsed);
    setContentRange(response, 'payments', parsed, rows.length, total);
    return rows;
  }
}
