import { Injectable } from '@nestjs/common';
import { containsPattern, filterIds, filterOneOf, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listSort, mapPage, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import { contentErrors } from './content.errors.js';
import { toCsv } from './csv.js';
import { type SubscriberAdminDto, toSubscriberAdminDto } from './dto/subscriber.response.dto.js';
import { SUBSCRIBER_STATUSES } from './entities/newsletter-subscriber.entity.js';
import { NewsletterRepository, type SubscriberFilter } from './newsletter.repository.js';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const SUBSCRIBER_SORT = listSort({ createdAt: 's.created_at', email: 's.email', status: 's.status' }, 's.id', NEWEST_FIRST);

/** At most this many rows in one CSV export. */
const MAX_EXPORT_ROWS = 100_000;

function filterOf(query: ListQuery): SubscriberFilter {
  const status = filterOneOf(query.filter, 'status', SUBSCRIBER_STATUSES);
  const q = filterText(query.filter, 'q');
  return {
    status,
    pattern: q ? containsPattern(q.toLowerCase()) : undefined,
    ids: filterIds(query.filter),
  };
}

/** The console's newsletter addresses (resource `subscribers`): list, CSV export, one address, forgetting one. */
@Injectable()
export class NewsletterAdminService {
  constructor(private readonly subscribers: NewsletterRepository) {}

  async list(query: ListQuery): Promise<{ rows: SubscriberAdminDto[]; total: number }> {
    return mapPage(await this.subscribers.list(filterOf(query), query), toSubscriberAdminDto);
  }

  async get(id: string): Promise<SubscriberAdminDto> {
    const row = await this.subscribers.find(id);
    if (!row) throw contentErrors.subscriberNotFound();
    return toSubscriberAdminDto(row);
  }

  /** Forgets an address (on request); its coupon stays valid until used or expired. Answers the deleted record. */
  async remove(id: string): Promise<SubscriberAdminDto> {
    const subscriber = await this.get(id);
    await this.subscribers.delete(id);
    return subscriber;
  }

  /** The list's rows (same filters and sort, no paging) as a CSV document. */
  async exportCsv(query: ListQuery): Promise<string> {
    const rows = await this.subscribers.all(filterOf(query), query, MAX_EXPORT_ROWS);
    return toCsv(
      ['email', 'status', 'subscribedAt', 'unsubscribedAt', 'couponCode', 'couponUsed'],
      rows.map((row) => [row.email, row.status, row.created_at, row.unsubscribed_at, row.coupon_code, row.coupon_used]),
    );
  }
}
