import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type ListQuery, listOrderSql } from '../../common/http/simple-rest.js';
import type { SubscriberStatus } from './entities/newsletter-subscriber.entity.js';

/** A subscriber row as the console's query selects it. */
export type SubscriberRow = {
  id: string;
  email: string;
  status: SubscriberStatus;
  coupon_id: string | null;
  coupon_code: string | null;
  coupon_used: boolean;
  unsubscribed_at: Date | null;
  created_at: Date;
};

/** The console's filters, already checked: a status, a pattern for the e-mail, the ids asked for. */
export type SubscriberFilter = { status?: SubscriberStatus; pattern?: string; ids?: string[] };

/** The console's rows: each address with its coupon and whether that coupon was used on an order still standing. */
const SUBSCRIBER_SELECT = `SELECT s.id, s.email, s.status, s.coupon_id, c.code AS coupon_code, s.unsubscribed_at, s.created_at,
    EXISTS (SELECT 1 FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id
             WHERE r.coupon_id = s.coupon_id AND o.delivery_status <> 'cancelled') AS coupon_used
  FROM newsletter_subscribers s LEFT JOIN coupons c ON c.id = s.coupon_id`;

function whereOf(filter: SubscriberFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.status) conditions.push(`s.status = $${params.push(filter.status)}`);
  if (filter.pattern) conditions.push(`s.email ILIKE $${params.push(filter.pattern)}`);
  if (filter.ids) conditions.push(`s.id = ANY($${params.push(filter.ids)}::uuid[])`);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The SQL of the newsletter_subscribers table. */
@Injectable()
export class NewsletterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Keeps a new address (already lower-case) with its unsubscribe token; undefined when the address is there already, in any case. */
  async insertIfNew(manager: EntityManager, address: string, token: string): Promise<{ id: string; unsubscribe_token: string } | undefined> {
    const inserted = (await manager.query(
      `INSERT INTO newsletter_subscribers (email, unsubscribe_token) VALUES ($1, $2)
         ON CONFLICT (lower(email)) DO NOTHING RETURNING id, unsubscribe_token`,
      [address, token],
    )) as { id: string; unsubscribe_token: string }[];
    return inserted[0];
  }

  /** Subscribes again an address that had unsubscribed; answers whether it had. */
  async resubscribe(manager: EntityManager, address: string): Promise<boolean> {
    const [resubscribed] = (await manager.query(
      `UPDATE newsletter_subscribers SET status = 'subscribed', unsubscribed_at = NULL, updated_at = now()
            WHERE lower(email) = $1 AND status = 'unsubscribed' RETURNING id`,
      [address],
    )) as [{ id: string }[], number];
    return resubscribed.length > 0;
  }

  async setCoupon(manager: EntityManager, id: string, couponId: string): Promise<void> {
    await manager.query('UPDATE newsletter_subscribers SET coupon_id = $2 WHERE id = $1', [id, couponId]);
  }

  /** Unsubscribes the address of the token (again and again the same); answers its e-mail, undefined for an unknown token. */
  async unsubscribe(token: string): Promise<string | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE newsletter_subscribers
          SET unsubscribed_at = CASE WHEN status = 'subscribed' THEN now() ELSE unsubscribed_at END,
              updated_at = CASE WHEN status = 'subscribed' THEN now() ELSE updated_at END,
              status = 'unsubscribed'
        WHERE unsubscribe_token = $1 RETURNING email`,
      [token],
    )) as [{ email: string }[], number];
    return rows[0]?.email;
  }

  /** One page of the console's list (in the query's order) and how many rows match. */
  async list(filter: SubscriberFilter, query: ListQuery): Promise<{ rows: SubscriberRow[]; total: number }> {
    const { where, params } = whereOf(filter);
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `${SUBSCRIBER_SELECT} ${where} ORDER BY ${listOrderSql(query)} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.take, query.skip],
      ) as Promise<SubscriberRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_subscribers s ${where}`, params) as Promise<{ n: number }[]>,
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  }

  /** Every row of the list (in the query's order, no paging), at most `max`. */
  async all(filter: SubscriberFilter, query: ListQuery, max: number): Promise<SubscriberRow[]> {
    const { where, params } = whereOf(filter);
    return (await this.dataSource.query(`${SUBSCRIBER_SELECT} ${where} ORDER BY ${listOrderSql(query)} LIMIT ${max}`, params)) as SubscriberRow[];
  }

  async find(id: string): Promise<SubscriberRow | undefined> {
    const [row] = (await this.dataSource.query(`${SUBSCRIBER_SELECT} WHERE s.id = $1`, [id])) as SubscriberRow[];
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM newsletter_subscribers WHERE id = $1', [id]);
  }

  /** How many addresses receive the newsletter now. */
  async countSubscribed(): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_subscribers WHERE status = 'subscribed'`)) as { n: number }[];
    return row?.n ?? 0;
  }
}
