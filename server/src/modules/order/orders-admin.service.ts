import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';
import { containsPattern, filterIds, filterOneOf, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listOrderSql, listSort } from '../../common/http/simple-rest.js';
import { toRupees } from '../../common/money.js';
import { type OrderAdminDto, type OrderSummaryDto, toOrderAdminDto } from './dto/order-admin.response.dto.js';
import type { SalesDto } from './dto/order-sales.response.dto.js';
import type { UpdateOrderStatusDto } from './dto/update-order-status.dto.js';
import { DELIVERY_STATUSES, type DeliveryStatus, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentStatus } from './entities/order.entity.js';
import { orderErrors } from './order.errors.js';
import { OrderNotifier } from './order.notifier.js';
import { cancelOrder, findOrder, lockOrder, SqlParams, selectOrders, sellerCondition } from './order-store.js';
import { canTransition, DELIVERY_TRANSITIONS, PAYMENT_TRANSITIONS, sourcesOf } from './order.transitions.js';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const ORDER_SORT = listSort({ createdAt: 'o.created_at', total: 'o.total_paise', items: 'o.items' }, 'o.id', { field: 'createdAt', order: 'DESC' });

/** The shop's days (today's figures, date filters) are Indian days. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** Delivery statuses past the payment step that count as sales. */
const SOLD: readonly DeliveryStatus[] = ['placed', 'warehouse', 'shipped', 'delivered'];

/** The days the dashboard's sales cover, today included. */
export const SALES_DAYS = 30;

/** The best sellers the dashboard lists at most. */
export const TOP_SELLERS = 8;

/** An order's revenue in SQL on `o`: its total, or for a seller the sale value of their own lines in it. */
function revenueOf(sellerParam: string | undefined): string {
  return sellerParam
    ? `(SELECT coalesce(sum(l.sale_price_paise * l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id AND l.seller_id = ${sellerParam})`
    : 'o.total_paise';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD) of the filter, or undefined when absent. */
function filterDate(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    // Date.parse rolls 2026-02-30 over to March: compare back to refuse it.
    if (new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)) return value;
  }
  const message = `filter.${key} must be a date, e.g. 2026-01-31`;
  throw new AppError('invalid', CommonErrorCode.ValidationFailed, message, {}, { fields: [{ field: `filter.${key}`, messages: [message] }] });
}

/**
 * The console's orders. Admins see and change everything; a seller lists and reads only the orders that hold at
 * least one of their products, sees only their own lines, and changes no status. Status changes follow the
 * transition tables, one guarded UPDATE each, and mail the customer.
 */
@Injectable()
export class OrdersAdminService {
  private readonly logger = new Logger('OrdersAdmin');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifier: OrderNotifier,
  ) {}

  async list(query: ListQuery, caller: AuthUser): Promise<{ rows: OrderAdminDto[]; total: number }> {
    const params = new SqlParams();
    const where: string[] = [];
    let lineFilter: string | undefined;
    if (caller.role === 'seller') {
      const seller = params.add(caller.id);
      where.push(sellerCondition(seller));
      lineFilter = `l.seller_id = ${seller}`;
    }
    const filter = query.filter;
    const delivery = filterOneOf(filter, 'delivery_status', DELIVERY_STATUSES);
    if (delivery) where.push(`o.delivery_status = ${params.add(delivery)}`);
    const payment = filterOneOf(filter, 'payment_status', PAYMENT_STATUSES);
    if (payment) where.push(`o.payment_status = ${params.add(payment)}`);
    const method = filterOneOf(filter, 'payment_method', PAYMENT_METHODS);
    if (method) where.push(`o.payment_method = ${params.add(method)}`);
    const q = filterText(filter, 'q');
    if (q) {
      const contains = params.add(containsPattern(q));
      const prefix = params.add(`${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
      where.push(`(o.email ILIKE ${contains} OR u.name ILIKE ${contains} OR o.shipping_info->>'name' ILIKE ${contains} OR o.id::text LIKE ${prefix})`);
    }
    const from = filterDate(filter, 'createdFrom');
    if (from) where.push(`o.created_at >= (${params.add(from)}::date)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'`);
    const to = filterDate(filter, 'createdTo');
    if (to) where.push(`o.created_at < (${params.add(to)}::date + 1)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'`);
    const ids = filterIds(filter);
    if (ids) where.push(`o.id = ANY(${params.add(ids)}::uuid[])`);

    const orderBy = listOrderSql(query);
    const { rows, total } = await selectOrders(this.dataSource.manager, { where, params, lineFilter, orderBy, skip: query.skip, take: query.take });
    // A page past the end has no row to carry the count.
    const count = rows.length || !query.skip ? total : await this.count(where, params);
    return { rows: rows.map(toOrderAdminDto), total: count };
  }

  async get(id: string, caller: AuthUser): Promise<OrderAdminDto> {
    const row = await findOrder(this.dataSource.manager, id, caller.role === 'seller' ? caller.id : undefined);
    // A seller's view of an order without their products: as if unknown.
    if (!row || (caller.role === 'seller' && row.lines.length === 0)) throw orderErrors.notFound();
    return toOrderAdminDto(row);
  }

  /**
   * Moves an order's delivery and/or payment status. A status equal to the current one is no change; any other must
   * be a step the tables allow (409). Cancelling gives stock and the coupon use back (the customer's cancel path,
   * reason 'staff'); delivering a cash-on-delivery order also marks it paid. One 'status changed' mail after commit.
   */
  async update(id: string, dto: UpdateOrderStatusDto): Promise<OrderAdminDto> {
    if (dto.delivery_status === undefined && dto.payment_status === undefined) throw orderErrors.nothingToChange();
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await lockOrder(manager, id);
      if (!current) throw orderErrors.notFound();
      let payment = current.payment_status;
      let changed = false;

      const delivery = dto.delivery_status !== current.delivery_status ? dto.delivery_status : undefined;
      if (delivery) {
        if (!canTransition(DELIVERY_TRANSITIONS, current.delivery_status, delivery)) {
          throw orderErrors.deliveryRefused(current.delivery_status, delivery);
        }
        if (delivery === 'cancelled') {
          if (!(await cancelOrder(manager, id, 'staff'))) throw orderErrors.deliveryRefused(current.delivery_status, delivery);
          if (canTransition(PAYMENT_TRANSITIONS, payment, 'refund_pending')) payment = 'refund_pending';
        } else {
          const cashOnDelivery = delivery === 'delivered' && current.payment_method === 'COD' && canTransition(PAYMENT_TRANSITIONS, payment, 'paid');
          await this.moveDelivery(manager, id, current.delivery_status, delivery, cashOnDelivery);
          if (cashOnDelivery) payment = 'paid';
        }
        changed = true;
      }

      // Compared with the status as it was: the console sends the unchanged one back beside a delivery change.
      const wanted = dto.payment_status !== current.payment_status ? dto.payment_status : undefined;
      if (wanted && wanted !== payment) {
        if (!canTransition(PAYMENT_TRANSITIONS, payment, wanted)) throw orderErrors.paymentRefused(payment, wanted);
        await this.movePayment(manager, id, payment, wanted);
        changed = true;
      }

      const row = await findOrder(manager, id);
      if (!row) throw orderErrors.notFound();
      if (changed) this.notifier.statusChanged(manager, row);
      return row;
    });
    this.logger.log(`order ${id} now ${row.delivery_status} / ${row.payment_status}`);
    return toOrderAdminDto(row);
  }

  /** Today's sales (Indian day) and every order by delivery status; a seller's figures count their own orders and lines. */
  async summary(caller: AuthUser): Promise<OrderSummaryDto> {
    const params = new SqlParams();
    const seller = caller.role === 'seller' ? params.add(caller.id) : undefined;
    const sold = params.add(SOLD);
    const amount = revenueOf(seller);
    const today = `o.created_at >= date_trunc('day', now() AT TIME ZONE '${SHOP_TIME_ZONE}') AT TIME ZONE '${SHOP_TIME_ZONE}' AND o.delivery_status = ANY(${sold}::text[])`;
    const counts = DELIVERY_STATUSES.map((status) => `count(*) FILTER (WHERE o.delivery_status = '${status}')::int AS "${status}"`).join(', ');
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE ${today})::int AS today_orders,
              coalesce(sum(${amount}) FILTER (WHERE ${today}), 0)::bigint AS today_revenue,
              ${counts}
       FROM orders o ${seller ? `WHERE ${sellerCondition(seller)}` : ''}`,
      params.values,
    )) as (Record<DeliveryStatus, number> & { today_orders: number; today_revenue: string })[];
    return {
      today: { orders: row.today_orders, revenue: toRupees(Number(row.today_revenue)) },
      byStatus: {
        pending: row.pending,
        placed: row.placed,
        warehouse: row.warehouse,
        shipped: row.shipped,
        delivered: row.delivered,
        cancelled: row.cancelled,
      },
    };
  }

  /**
   * The dashboard's sales (SalesDto says what counts): orders and revenue of each of the last SALES_DAYS Indian days,
   * today so far against the same stretch of the same weekday a week ago, and the best sellers; a seller's own. One
   * statement, so every figure is taken at the same moment.
   */
  async sales(caller: AuthUser): Promise<SalesDto> {
    const params = new SqlParams();
    const zone = params.add(SHOP_TIME_ZONE);
    const seller = caller.role === 'seller' ? params.add(caller.id) : undefined;
    const sold = params.add(SOLD);
    const span = params.add(SALES_DAYS - 1);
    const top = params.add(TOP_SELLERS);
    const [row] = (await this.dataSource.query(
      `WITH bounds AS (
         SELECT (now() AT TIME ZONE ${zone})::date AS today,
                (((now() AT TIME ZONE ${zone})::date - ${span}::int)::timestamp AT TIME ZONE ${zone}) AS since
       ), sold AS (
         SELECT o.created_at, (o.created_at AT TIME ZONE ${zone})::date AS day, ${revenueOf(seller)} AS amount
         FROM orders o, bounds b
         WHERE o.created_at >= b.since AND o.delivery_status = ANY(${sold}::text[])${seller ? ` AND ${sellerCondition(seller)}` : ''}
       ), daily AS (
         SELECT d.day, count(s.day)::int AS orders, coalesce(sum(s.amount), 0)::bigint AS revenue
         FROM (SELECT b.today - n AS day FROM bounds b, generate_series(0, ${span}::int) AS n) d LEFT JOIN sold s ON s.day = d.day
         GROUP BY d.day
       ), best AS (
         SELECT p.id, p.name, p.slug, coalesce(p.images[1], '') AS image, p.is_gift, sum(l.quantity)::int AS units,
                sum(l.sale_price_paise * l.quantity)::bigint AS revenue
         FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id, bounds b
         WHERE o.created_at >= b.since AND o.delivery_status = ANY(${sold}::text[])${seller ? ` AND l.seller_id = ${seller}` : ''}
         GROUP BY p.id
         ORDER BY units DESC, revenue DESC, p.name, p.id
         LIMIT ${top}
       )
       SELECT
         (SELECT json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'orders', orders, 'revenue', revenue) ORDER BY day) FROM daily) AS days,
         (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'slug', slug, 'image', image, 'is_gift', is_gift, 'units', units, 'revenue', revenue)
            ORDER BY units DESC, revenue DESC, name, id), '[]'::json) FROM best) AS best,
         (SELECT count(*) FROM sold, bounds b WHERE sold.day = b.today)::int AS today_orders,
         (SELECT coalesce(sum(amount), 0) FROM sold, bounds b WHERE sold.day = b.today)::bigint AS today_revenue,
         (SELECT count(*) FROM sold, bounds b WHERE sold.day = b.today - 7 AND sold.created_at <= now() - interval '7 days')::int AS last_week_orders,
         (SELECT coalesce(sum(amount), 0) FROM sold, bounds b WHERE sold.day = b.today - 7 AND sold.created_at <= now() - interval '7 days')::bigint AS last_week_revenue`,
      params.values,
    )) as {
      days: { date: string; orders: number; revenue: number }[];
      best: { id: string; name: string; slug: string; image: string; is_gift: boolean; units: number; revenue: number }[];
      today_orders: number;
      today_revenue: string;
      last_week_orders: number;
      last_week_revenue: string;
    }[];
    return {
      timeZone: SHOP_TIME_ZONE,
      days: row.days.map((day) => ({ date: day.date, orders: day.orders, revenue: toRupees(day.revenue) })),
      today: { orders: row.today_orders, revenue: toRupees(Number(row.today_revenue)) },
      sameTimeLastWeek: { orders: row.last_week_orders, revenue: toRupees(Number(row.last_week_revenue)) },
      topSellers: row.best.map((piece) => ({
        _id: piece.id,
        name: piece.name,
        slug: piece.slug,
        image: piece.image,
        isGift: piece.is_gift,
        units: piece.units,
        revenue: toRupees(piece.revenue),
      })),
    };
  }

  private async moveDelivery(manager: EntityManager, id: string, from: DeliveryStatus, to: DeliveryStatus, markPaid: boolean): Promise<void> {
    const [updated] = (await manager.query(
      `UPDATE orders SET delivery_status = $2, updated_at = now()${markPaid ? `, payment_status = 'paid', paid_at = now()` : ''}
       WHERE id = $1 AND delivery_status = ANY($3::text[])${markPaid ? ' AND payment_status = ANY($4::text[])' : ''}
       RETURNING id`,
      [id, to, sourcesOf(DELIVERY_TRANSITIONS, to), ...(markPaid ? [sourcesOf(PAYMENT_TRANSITIONS, 'paid')] : [])],
    )) as [{ id: string }[], number];
    if (!updated.length) throw orderErrors.deliveryRefused(from, to);
  }

  private async movePayment(manager: EntityManager, id: string, from: PaymentStatus, to: PaymentStatus): Promise<void> {
    const [updated] = (await manager.query(
      `UPDATE orders SET payment_status = $2, updated_at = now()${to === 'paid' ? ', paid_at = now()' : ''}
       WHERE id = $1 AND payment_status = ANY($3::text[])
       RETURNING id`,
      [id, to, sourcesOf(PAYMENT_TRANSITIONS, to)],
    )) as [{ id: string }[], number];
    if (!updated.length) throw orderErrors.paymentRefused(from, to);
  }

  private async count(where: string[], params: SqlParams): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM orders o LEFT JOIN users u ON u.id = o.user_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params.values,
    )) as { total: number }[];
    return row?.total ?? 0;
  }
}
