import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { ApiCsv, csvAnswer } from '../../common/http/csv-answer.js';
import { answerListPage, ConsoleList, ConsoleRoute, parseListQuery } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { SubscriberAdminDto } from './dto/subscriber.response.dto.js';
import { NewsletterAdminService, SUBSCRIBER_SORT } from './newsletter-admin.service.js';

/** Console resource `subscribers` (admins only: the addresses are customers' personal data). */
@ApiTags('content')
@Roles('admin')
@Controller('admin/subscribers')
export class SubscribersAdminController {
  constructor(private readonly newsletter: NewsletterAdminService) {}

  @ConsoleList(SubscriberAdminDto, {
    summary: 'List newsletter addresses (filter status, q, id[]; sort createdAt, email, status); answers Content-Range',
    description:
      "Newsletter addresses, each with its status, its coupon's code and whether the coupon was used on an order not " +
      'cancelled. Filters: `status` (subscribed or unsubscribed), `q` (contained in the e-mail), `id` (an array of ' +
      'ids). Sorts: createdAt, email, status (default createdAt DESC). ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<SubscriberAdminDto[]> {
    return answerListPage(response, 'subscribers', query, SUBSCRIBER_SORT, (parsed) => this.newsletter.list(parsed));
  }

  @Get('export.csv')
  @ApiCsv()
  @ApiOperation({
    summary: 'The list (same filter and sort, every page) as a CSV download: email, status, subscribedAt, unsubscribedAt, couponCode, couponUsed',
    description:
      'The list with the same filter and sort, every page (at most 100000 rows), as a CSV download (UTF-8, RFC 4180, ' +
      '`Content-Disposition: attachment`) with the columns email, status, subscribedAt, unsubscribedAt, couponCode, ' +
      'couponUsed; range is ignored. Fails: 400 `VALIDATION_FAILED` for a sort or filter not of its form.',
  })
  @ApiErrors(400, 401, 403)
  async exportCsv(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const csv = await this.newsletter.exportCsv(parseListQuery(query, SUBSCRIBER_SORT));
    const day = new Date().toISOString().slice(0, 10);
    return csvAnswer(response, `newsletter-subscribers-${day}.csv`, csv);
  }

  @ConsoleRoute('get', SubscriberAdminDto, [404], {
    summary: 'One newsletter address',
    description:
      'One newsletter address with its coupon. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 ' +
      '`SUBSCRIBER_NOT_FOUND`.',
  })
  get(@UuidParam('id') id: string): Promise<SubscriberAdminDto> {
    return this.newsletter.get(id);
  }

  @ConsoleRoute('delete', SubscriberAdminDto, [404], {
    summary: 'Forget an address (on request); its coupon stays valid. Answers the deleted record',
    description:
      "Forgets an address on its owner's request and answers it as it was; its coupon stays valid until used or " +
      'expired. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `SUBSCRIBER_NOT_FOUND`.',
  })
  delete(@UuidParam('id') id: string): Promise<SubscriberAdminDto> {
    return this.newsletter.remove(id);
  }
}
