import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError, CommonErrorCode } from '../../common/errors/app-error.js';
import { filterIds, filterOneOf, filterText } from '../../common/http/list-filter.js';
import { listOrderSql, type ListQuery, listSort, mapPage, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import { toRupees } from '../../common/money.js';
import { Transactions } from '../../database/transactions.js';
import { type OrderAdminDto, type OrderSummaryDto, toOrderAdminDto } from './dto/order-admin.response.dto.js';
import type { SalesDto } from './dto/order-sales.response.dto.js';
import type { UpdateOrderStatusDto } from './dto/update-order-status.dto.js';
import type { EntityManager } from 'typeorm';
import { DELIVERY_STATUSES, type DeliveryStatus, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentStatus } from './entities/order.entity.js';
import { orderErrors } from './order.errors.js';
import { OrderNotifier } from './order.notifier.js';
import { type LockedOrderRow, OrderRepository } from './order.repository.js';
import { OrderService } from './order.service.js';
import { InvoiceService } from '../invoice/invoice.service.js';
import { SHOP_TIME_ZONE } from './order.rules.js';
import { canTransition, DELIVERY_TRANSITIONS, PAYMENT_TRANSITIONS, SET_BY_REFUNDS_ONLY, staffMayOweRefund } from './order.transitions.js';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const ORDER_SORT = listSort({ createdAt: 'o.created_at', total: 'o.total_paise', items: 'o.items' }, 'o.id', NEWEST_FIRST);

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
    private readonly transactions: Transactions,
    private readonly repository: OrderRepository,
    private readonly notifier: OrderNotifier,
    private readonly orders: OrderService,
    private readonly invoices: InvoiceService,
  ) {}

  async list(caller: AuthUser, query: ListQuery): Promise<{ rows: OrderAdminDto[]; total: number }> {
    const filter = query.filter;
    return mapPage(await this.repository.listForConsole(
      {
        sellerId: caller.role === 'seller' ? caller.id : undefined,
        deliveryStatus: filterOneOf(filter, 'delivery_status', DELIVERY_STATUSES),
        paymentStatus: filterOneOf(filter, 'payment_status', PAYMENT_STATUSES),
        paymentMethod: filterOneOf(filter, 'payment_method', PAYMENT_METHODS),
        q: filterText(filter, 'q'),
        createdFrom: filterDate(filter, 'createdFrom'),
        createdTo: filterDate(filter, 'createdTo'),
        ids: filterIds(filter),
      },
      { orderBy: listOrderSql(query), skip: query.skip, take: query.take },
    ), toOrderAdminDto);
  }

  async get(caller: AuthUser, id: string): Promise<OrderAdminDto> {
    const row = await this.repository.find(id, caller.role === 'seller' ? caller.id : undefined);
    // A seller's view of an order without their products: as if unknown.
    if (!row || (caller.role === 'seller' && row.lines.length === 0)) throw orderErrors.notFound();
    return toOrderAdminDto(row);
  }

  /**
   * Moves an order's delivery and/or payment status. A status equal to the current one is no change; any other must
   * be a step the tables allow (409), and never refunded (409): only refunds that moved the money settle that. Cancelling gives stock and the coupon use back (the customer's cancel path,
   * reason 'staff'); delivering a cash-on-delivery order also marks it paid. One 'status changed' mail after commit.
   */
  async update(id: string, dto: UpdateOrderStatusDto): Promise<OrderAdminDto> {
    if (dto.delivery_status === undefined && dto.payment_status === undefined) throw orderErrors.nothingToChange();
    const row = await this.transactions.run(async (manager) => {
      const current = await this.repository.lock(id, manager);
      if (!current) throw orderErrors.notFound();
      let payment = current.payment_status;
      let changed = false;

      const delivery = dto.delivery_status !== current.delivery_status ? dto.delivery_status : undefined;
      if (delivery) {
        if (!canTransition(DELIVERY_TRANSITIONS, current.delivery_status, delivery)) {
          throw orderErrors.deliveryRefused(current.delivery_status, delivery);
        }
        if (delivery === 'cancelled') {
          if (!(await this.orders.cancel(id, 'staff', {}, manager))) throw orderErrors.deliveryRefused(current.delivery_status, delivery);
          if (canTransition(PAYMENT_TRANSITIONS, payment, 'refund_pending')) payment = 'refund_pending';
        } else {
          payment = await this.advanceDelivery(current, delivery, manager);
        }
        changed = true;
      }

      // Compared with the status as it was: the console sends the unchanged one back beside a delivery change.
      const wanted = dto.payment_status !== current.payment_status ? dto.payment_status : undefined;
      if (wanted && wanted !== payment) {
        if (!canTransition(PAYMENT_TRANSITIONS, payment, wanted)) throw orderErrors.paymentRefused(payment, wanted);
        // Refunded says the money went back: only a refund that did so (gateway, or a COD transfer's UTR) may say it.
        if (SET_BY_REFUNDS_ONLY.includes(wanted)) throw orderErrors.refundedOnlyByRefunds(current.payment_method);
        if (wanted === 'refund_pending' && !staffMayOweRefund(current.payment_method)) throw orderErrors.refundOwedOnlyByCancelOrReturn();
        if (!(await this.repository.movePayment(id, wanted, manager))) throw orderErrors.paymentRefused(payment, wanted);
        // Staff confirming an online payment: the goods are paid for, invoiced as the gateway's word would have them.
        if (wanted === 'paid' && current.payment_method !== 'COD') await this.invoices.issueInvoice(id, manager);
        changed = true;
      }

      const row = await this.repository.find(id, undefined, manager);
      if (!row) throw orderErrors.notFound();
      if (changed) this.notifier.statusChanged(manager, row);
      return row;
    });
    this.logger.log(`order ${id} now ${row.delivery_status} / ${row.payment_status}`);
    return toOrderAdminDto(row);
  }

  /**
   * One delivery step other than cancelling, for an order whose row the caller's transaction has locked: one guarded
   * UPDATE; delivering a cash-on-delivery order also marks it paid. Shipping supplies the goods: a cash-on-delivery
   * order is invoiced now (a paid one already was); delivered too, for an order shipped before invoices were issued
   * (issuing is idempotent, so it never makes a second one). Answers the payment status after it; 409 when the tables
   * or the guard refuse the step. The shipping module's shipments move orders through here too.
   */
  async advanceDelivery(current: LockedOrderRow, delivery: Exclude<DeliveryStatus, 'cancelled'>, manager: EntityManager): Promise<PaymentStatus> {
    const id = current.id;
    const cashOnDelivery = delivery === 'delivered' && current.payment_method === 'COD' && canTransition(PAYMENT_TRANSITIONS, current.payment_status, 'paid');
    if (!canTransition(DELIVERY_TRANSITIONS, current.delivery_status, delivery) || !(await this.repository.moveDelivery(id, delivery, cashOnDelivery, manager))) {
      throw orderErrors.deliveryRefused(current.delivery_status, delivery);
    }
    if (delivery === 'shipped' || delivery === 'delivered') await this.invoices.issueInvoice(id, manager);
    return cashOnDelivery ? 'paid' : current.payment_status;
  }

  /** Today's sales (Indian day) and every order by delivery status; a seller's figures count their own orders and lines. */
  async summary(caller: AuthUser): Promise<OrderSummaryDto> {
    const row = await this.repository.summary(caller.role === 'seller' ? caller.id : undefined);
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
    const row = await this.repository.sales(caller.role === 'seller' ? caller.id : undefined);
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
}
