import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../../common/auth/decorators.js';
import { ListQueryDto } from '../../../common/dto/list-query.dto.js';
import { filterIds, filterOneOf, filterUuid } from '../../../common/http/list-filter.js';
import { ApiErrors } from '../../../common/http/api-errors.decorator.js';
import { answerListPage, ConsoleAction, ConsoleList, ConsoleRoute, listSort, mapPage, NEWEST_FIRST } from '../../../common/http/simple-rest.js';
import { UuidParam } from '../../../common/http/uuid-param.js';
import { toPaise } from '../../../common/money.js';
import { ManualRefundDto } from '../dto/manual-refund.dto.js';
import { RefundAdminDto, toRefundAdminDto } from '../dto/refund.response.dto.js';
import { RefundService } from './refund.service.js';
import { REFUND_KINDS, REFUND_STATES } from './refund.transitions.js';

export const REFUND_SORT = listSort({ createdAt: 'created_at', updatedAt: 'updated_at', amount: 'amount_paise', state: 'state' }, 'id', NEWEST_FIRST);

/** Console resource `refunds` (admins only; sellers 403): read-only list and show, retrying a failed online refund. */
@ApiTags('payment')
@Roles('admin')
@Controller('admin/refunds')
export class RefundAdminController {
  constructor(private readonly service: RefundService) {}

  @ConsoleList(RefundAdminDto, {
    summary: 'List refunds (filter orderId, state, kind; sort createdAt, updatedAt, amount, state); answers Content-Range',
    description:
      'Every refund, online (through the gateway) or manual (a transfer staff recorded): order, amount in rupees, state ' +
      '(pending, completed, failed), reference, why it failed. Filters: `orderId`, `state`, `kind`, `id` (an array of ids).',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<RefundAdminDto[]> {
    return answerListPage(response, 'refunds', query, REFUND_SORT, async (parsed) => {
      return mapPage(await this.service.list(parsed, {
        orderId: filterUuid(parsed.filter, 'orderId'),
        state: filterOneOf(parsed.filter, 'state', REFUND_STATES),
        kind: filterOneOf(parsed.filter, 'kind', REFUND_KINDS),
        ids: filterIds(parsed.filter),
      }), toRefundAdminDto);
    });
  }

  @ConsoleRoute('get', RefundAdminDto, [404], { summary: 'One refund', description: 'A refund with its state, reference and failure reason.' })
  async get(@UuidParam('id') id: string): Promise<RefundAdminDto> {
    return toRefundAdminDto(await this.service.find(id));
  }

  @ConsoleAction('retry', RefundAdminDto, {
    summary: 'Retry a failed online refund',
    description:
      'Sends a new refund (a new merchant refund id) of what is still owed, at most the failed one’s amount, to the gateway. ' +
      '409 when the refund is not a failed online one or nothing is left to refund; two staff retrying at once refund once.',
  })
  async retry(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string): Promise<RefundAdminDto> {
    return toRefundAdminDto(await this.service.retry(caller, id));
  }
}

/** The console's order page: its refunds, and recording a manual (bank/UPI transfer) refund of a cash-on-delivery order. */
@ApiTags('payment')
@Roles('admin')
@Controller('admin/orders')
export class OrderRefundsAdminController {
  constructor(private readonly service: RefundService) {}

  @Get(':orderId/refunds')
  @ApiOperation({ summary: "An order's refunds", description: 'Oldest first, with state, amount, reference and failure reason.' })
  @ApiOkResponse({ type: [RefundAdminDto] })
  @ApiErrors(400, 401, 403)
  async list(@UuidParam('orderId') orderId: string): Promise<RefundAdminDto[]> {
    return (await this.service.refundsOf(orderId)).map(toRefundAdminDto);
  }

  @Post(':orderId/refunds')
  @ApiOperation({
    summary: 'Record a manual refund of an order whose money did not come through the gateway (cash on delivery, or a payment confirmed by hand)',
    description:
      'A bank or UPI transfer staff made, with its UTR (400 when it is not one): completed at once. At most what was paid ' +
      'and not yet refunded (409); when the refunds reach the whole total, the payment becomes refunded. For a paid or ' +
      'refund-pending order paid cash on delivery, or paid online but marked paid by staff (no payment completed through ' +
      'the gateway, so nothing the gateway could refund); payments the gateway took are refunded through it instead (409 ' +
      '`REFUND_NOT_CASH_ON_DELIVERY`).',
  })
  @ApiOkResponse({ type: RefundAdminDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async record(@CurrentUser() caller: AuthUser, @UuidParam('orderId') orderId: string, @Body() dto: ManualRefundDto): Promise<RefundAdminDto> {
    return toRefundAdminDto(await this.service.recordManual(caller, orderId, dto.utr, dto.amount === undefined ? undefined : toPaise(dto.amount)));
  }
}
