import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { containsPattern, filterIds, filterOneOf, filterText, filterUuid } from '../../common/http/list-filter.js';
import { answerListPage, ConsoleAction, ConsoleList, ConsoleRoute, listSort, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { RefundService } from '../payment/refund/refund.service.js';
import { ApproveReturnDto, RefundReturnDto, RejectReturnDto, ReturnNoteDto } from './dto/return-action.dto.js';
import { toReturnAdminDto } from './dto/return.mapper.js';
import { ReturnAdminDto } from './dto/return.response.dto.js';
import type { ReturnRow } from './return.repository.js';
import { RETURN_KINDS, RETURN_STATES } from './return.transitions.js';
import { ReturnsService } from './returns.service.js';

export const RETURN_SORT = listSort({ createdAt: 'r.created_at', updatedAt: 'r.updated_at', amount: 'r.amount_paise', state: 'r.state' }, 'r.id', NEWEST_FIRST);

/**
 * Console resource `returns` (admins only; sellers 403, as refunds): returns and missing-item claims with their lines,
 * photos and video, customer, refund details, refunds and history; approve, reject, receive, refund.
 */
@ApiTags('returns')
@Roles('admin')
@Controller('admin/returns')
export class ReturnsAdminController {
  constructor(
    private readonly returns: ReturnsService,
    private readonly refunds: RefundService,
  ) {}

  @ConsoleList(ReturnAdminDto, {
    summary: 'List returns and missing-item claims (filter state, kind, orderId, q; sort createdAt, updatedAt, amount, state); answers Content-Range',
    description: 'Filters: `state`, `kind` (return, missing), `orderId`, `q` (customer e-mail or name, AWB, order or return id), `id` (an array of ids).',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<ReturnAdminDto[]> {
    return answerListPage(response, 'returns', query, RETURN_SORT, async (parsed) => {
      const q = filterText(parsed.filter, 'q');
      const { rows, total } = await this.returns.list(parsed, {
        state: filterOneOf(parsed.filter, 'state', RETURN_STATES),
        kind: filterOneOf(parsed.filter, 'kind', RETURN_KINDS),
        orderId: filterUuid(parsed.filter, 'orderId'),
        q: q ? containsPattern(q) : undefined,
        ids: filterIds(parsed.filter),
      });
      // The page's refunds in one read, not one per return.
      const refunds = await this.refunds.refundsOfOrders(rows.map((row) => row.order_id));
      return { rows: rows.map((row) => toReturnAdminDto(row, refunds.get(row.order_id) ?? [])), total };
    });
  }

  @ConsoleRoute('get', ReturnAdminDto, [404], { summary: 'One return or claim', description: 'With lines, photos and video urls, customer, refund details, refunds and history.' })
  async get(@UuidParam('id') id: string): Promise<ReturnAdminDto> {
    return this.answer(await this.returns.find(id));
  }

  @ConsoleAction('approve', ReturnAdminDto, {
    summary: 'Approve a return (with its pickup) or a missing-item claim',
    description:
      'A return needs the pickup: an active courier and an AWB in its format (400 otherwise, 409 when the AWB is booked already); a claim takes none. ' +
      'Only a requested one (409 otherwise). Mails the customer the pickup details.',
  })
  async approve(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string, @Body() dto: ApproveReturnDto): Promise<ReturnAdminDto> {
    return this.answer(await this.returns.approve(caller, id, dto));
  }

  @ConsoleAction('reject', ReturnAdminDto, { summary: 'Reject a return or claim, with the reason the customer is told', description: 'Requested or approved ones only (409 otherwise).' })
  async reject(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string, @Body() dto: RejectReturnDto): Promise<ReturnAdminDto> {
    return this.answer(await this.returns.reject(caller, id, dto.reason));
  }

  @ConsoleAction('receive', ReturnAdminDto, {
    summary: 'Mark a return’s pieces received',
    description: 'Approved returns only (409 otherwise; claims are never received). The pieces go back in stock in the same transaction; the refund starts by itself 48 hours later.',
  })
  async receive(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string, @Body() dto: ReturnNoteDto): Promise<ReturnAdminDto> {
    return this.answer(await this.returns.receive(caller, id, dto.note ?? null));
  }

  @ConsoleAction('refund', ReturnAdminDto, {
    summary: 'Refund a received return or an approved claim now',
    description:
      'Online payments: through the gateway (the return shows refunding, then refunded). Cash on delivery: the transfer staff made to the ' +
      'customer’s UPI ID or account, by its UTR (400 when it is not one), completed at once. Two clicks refund once (409 for the second).',
  })
  async refund(@CurrentUser() caller: AuthUser, @UuidParam('id') id: string, @Body() dto: RefundReturnDto): Promise<ReturnAdminDto> {
    return this.answer(await this.returns.refund(caller, id, dto.utr));
  }

  private async answer(row: ReturnRow): Promise<ReturnAdminDto> {
    return toReturnAdminDto(row, await this.refunds.refundsOf(row.order_id));
  }
}
