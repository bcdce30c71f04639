import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { containsPattern, filterIds, filterOneOf, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listOrderSql, listSort } from '../../common/http/simple-rest.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { CouponService, type PrivateCouponTerms } from '../coupon/coupon.service.js';
import { MailService } from '../mail/mail.service.js';
import { newsletterWelcomeMail } from '../mail/templates.js';
import { contentErrors } from './content.errors.js';
import { toCsv } from './csv.js';
import { type SubscriberAdminDto, type SubscriberRow, toSubscriberAdminDto } from './dto/subscriber.response.dto.js';
import { SUBSCRIBER_STATUSES } from './entities/newsletter-subscriber.entity.js';
import { incompleteLinkPage, unknownLinkPage, unsubscribedPage } from './newsletter-page.js';

/** The first-purchase coupon of spec 1 and DECISIONS.md: 10 % off, no minimum, once, for 90 days, only for the address's account. */
export const WELCOME_COUPON: PrivateCouponTerms = { prefix: 'WELCOME-', discount: 10, minOrderPaise: 0, userLimit: 1, validDays: 90 };

/** Where the link of every newsletter mail leads (under the API's /api prefix). */
export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing! Your 10% coupon is on its way to your inbox.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed.';
export const RESUBSCRIBED_MESSAGE = 'Welcome back! You are subscribed to our newsletter again.';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const SUBSCRIBER_SORT = listSort({ createdAt: 's.created_at', email: 's.email', status: 's.status' }, 's.id', { field: 'createdAt', order: 'DESC' });

/** The console's rows: each address with its coupon and whether that coupon was used on an order still standing. */
const SUBSCRIBER_SELECT = `SELECT s.id, s.email, s.status, s.coupon_id, c.code AS coupon_code, s.unsubscribed_at, s.created_at,
    EXISTS (SELECT 1 FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id
             WHERE r.coupon_id = s.coupon_id AND o.delivery_status <> 'cancelled') AS coupon_used
  FROM newsletter_subscribers s LEFT JOIN coupons c ON c.id = s.coupon_id`;

/** At most this many rows in one CSV export. */
const MAX_EXPORT_ROWS = 100_000;

export type SubscribeOutcome = { created: boolean; message: string };
export type UnsubscribePage = { status: 200 | 400 | 404; html: string };

/** The footer's newsletter: sign-up with a one-time coupon mailed once per address, unsubscribe links, the console's list. */
@Injectable()
export class NewsletterService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly coupons: CouponService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  /**
   * Subscribes an address. The first time, one transaction keeps the address, makes its private coupon and mails it:
   * when the mail cannot be sent nothing is kept, so signing up again later still brings the coupon. A second
   * sign-up of the same address (any case), even at the same moment, waits on the unique index and finds it there:
   * no second coupon, no second mail. An address that had unsubscribed is subscribed again, without a new coupon.
   */
  async subscribe(email: string): Promise<SubscribeOutcome> {
    const address = email.trim().toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const inserted = (await manager.query(
        `INSERT INTO newsletter_subscribers (email, unsubscribe_token) VALUES ($1, $2)
         ON CONFLICT (lower(email)) DO NOTHING RETURNING id, unsubscribe_token`,
        [address, randomBytes(32).toString('base64url')],
      )) as { id: string; unsubscribe_token: string }[];
      const subscriber = inserted[0];
      if (!subscriber) {
        const [resubscribed] = (await manager.query(
          `UPDATE newsletter_subscribers SET status = 'subscribed', unsubscribed_at = NULL, updated_at = now()
            WHERE lower(email) = $1 AND status = 'unsubscribed' RETURNING id`,
          [address],
        )) as [{ id: string }[], number];
        return { created: false, message: resubscribed.length > 0 ? RESUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
      }
      const coupon = await this.coupons.createPrivate(manager, address, WELCOME_COUPON);
      await manager.query('UPDATE newsletter_subscribers SET coupon_id = $2 WHERE id = $1', [subscriber.id, coupon.id]);
      const mail = newsletterWelcomeMail({
        to: address,
        code: coupon.code,
        discount: coupon.discount,
        expiresAt: coupon.expiresAt ?? new Date(),
        shopUrl: this.config.publicUrl,
        unsubscribeUrl: this.unsubscribeUrl(subscriber.unsubscribe_token),
      });
      try {
        await this.mail.send(mail);
      } catch (error) {
        // Thrown inside the transaction: the address and its coupon are not kept.
        this.logger.warn(`newsletter coupon mail not sent: ${error instanceof Error ? error.message : String(error)}`);
        throw contentErrors.welcomeMailNotSent();
      }
      this.logger.log(`subscribed a new address; coupon ${coupon.code} mailed`);
      return { created: true, message: SUBSCRIBED_MESSAGE };
    });
  }

  /** The unsubscribe link's page: unsubscribes the address of the token (again and again, the same answer). */
  async unsubscribe(token: string | undefined): Promise<UnsubscribePage> {
    const shopUrl = this.config.publicUrl;
    if (!token) return { status: 400, html: incompleteLinkPage(shopUrl) };
    const [rows] = (await this.dataSource.query(
      `UPDATE newsletter_subscribers
          SET unsubscribed_at = CASE WHEN status = 'subscribed' THEN now() ELSE unsubscribed_at END,
              updated_at = CASE WHEN status = 'subscribed' THEN now() ELSE updated_at END,
              status = 'unsubscribed'
        WHERE unsubscribe_token = $1 RETURNING email`,
      [token],
    )) as [{ email: string }[], number];
    if (!rows[0]) return { status: 404, html: unknownLinkPage(shopUrl) };
    return { status: 200, html: unsubscribedPage(rows[0].email, shopUrl) };
  }

  async list(query: ListQuery): Promise<{ rows: SubscriberAdminDto[]; total: number }> {
    const { where, params } = this.filterOf(query);
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `${SUBSCRIBER_SELECT} ${where} ORDER BY ${listOrderSql(query)} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.take, query.skip],
      ) as Promise<SubscriberRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_subscribers s ${where}`, params) as Promise<{ n: number }[]>,
    ]);
    return { rows: rows.map(toSubscriberAdminDto), total: count[0]?.n ?? 0 };
  }

  async get(id: string): Promise<SubscriberAdminDto> {
    const [row] = (await this.dataSource.query(`${SUBSCRIBER_SELECT} WHERE s.id = $1`, [id])) as SubscriberRow[];
    if (!row) throw contentErrors.subscriberNotFound();
    return toSubscriberAdminDto(row);
  }

  /** Forgets an address (on request); its coupon stays valid until used or expired. Answers the deleted record. */
  async remove(id: string): Promise<SubscriberAdminDto> {
    const subscriber = await this.get(id);
    await this.dataSource.query('DELETE FROM newsletter_subscribers WHERE id = $1', [id]);
    return subscriber;
  }

  /** The list's rows (same filters and sort, no paging) as a CSV document. */
  async exportCsv(query: ListQuery): Promise<string> {
    const { where, params } = this.filterOf(query);
    const rows = (await this.dataSource.query(`${SUBSCRIBER_SELECT} ${where} ORDER BY ${listOrderSql(query)} LIMIT ${MAX_EXPORT_ROWS}`, params)) as SubscriberRow[];
    return toCsv(
      ['email', 'status', 'subscribedAt', 'unsubscribedAt', 'couponCode', 'couponUsed'],
      rows.map((row) => [row.email, row.status, row.created_at, row.unsubscribed_at, row.coupon_code, row.coupon_used]),
    );
  }

  /** How many addresses receive the newsletter now. */
  async countSubscribed(): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE status = 'subscribed'`)) as { n: number }[];
    return row?.n ?? 0;
  }

  unsubscribeUrl(token: string): string {
    return `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  }

  private filterOf(query: ListQuery): { where: string; params: unknown[] } {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const status = filterOneOf(query.filter, 'status', SUBSCRIBER_STATUSES);
    if (status) conditions.push(`s.status = $${params.push(status)}`);
    const q = filterText(query.filter, 'q');
    if (q) conditions.push(`s.email ILIKE $${params.push(containsPattern(q.toLowerCase()))}`);
    const ids = filterIds(query.filter);
    if (ids) conditions.push(`s.id = ANY($${params.push(ids)}::uuid[])`);
    return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
  }
}
