import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { commonErrors } from '../../common/errors/app-error.js';
import { toRupees } from '../../common/money.js';
import { changingStockOnly } from '../../database/change-feed.js';
import { STAFF_ROLES } from '../../common/auth/roles.js';
import { cartErrors } from '../cart/cart.errors.js';
import { resolveOption } from '../cart/cart.rules.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { CouponApplyService } from '../coupon/coupon-apply.service.js';
import { type ApplicableCoupon, applyCouponToLines, type CouponLine, normaliseCode } from '../coupon/coupon.rules.js';
import { CouponService } from '../coupon/coupon.service.js';
import type { CustomerOrdersParamsDto } from './dto/customer-orders.params.dto.js';
import {
  type CancelOrderResponseDto,
  type OrderDto,
  type OrderResponseDto,
  type OrderRow,
  type OrdersResponseDto,
  type PlaceOrderResponseDto,
  toOrderDto,
} from './dto/order.response.dto.js';
import type { PlaceOrderDto } from './dto/place-order.dto.js';
import type { DeliveryStatus, PaymentMethod, PaymentStatus, ShippingInfo } from './entities/order.entity.js';
import { orderErrors } from './order.errors.js';
import { OrderNotifier } from './order.notifier.js';
import {
  expiryCutoff,
  findShortage,
  MAX_BUY_NOW_QUANTITY,
  MAX_ORDER_LINES,
  ORDER_SHIPPING_FEE_PAISE,
  orderTotals,
  pendingPaymentCutoff,
  quantitiesByProduct,
} from './order.rules.js';
import { cancelOrder, findOrder, lockProducts, SqlParams, selectOrders, sellerCondition } from './order-store.js';
import { CUSTOMER_CANCELLABLE, DELIVERY_TRANSITIONS, PAYMENT_TRANSITIONS, sourcesOf } from './order.transitions.js';

/** A line of the payload, flattened out of its shop group, with the path of its fields for error messages. */
type RequestedLine = {
  field: string;
  cartLineId?: string;
  productId: string;
  quantity: number;
  size?: string;
  color?: string;
};

/** What the payment module needs of an order to take its payment. */
export type OrderForPayment = {
  id: string;
  userId: string | null;
  totalPaise: number;
  email: string;
  deliveryStatus: DeliveryStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
};

/** The answer of a status change made for the payment module: whether this call changed the order, and the order now. */
export type OrderChange = { changed: boolean; order: OrderDto };

/** Unpaid orders the expiry job cancels in one run at most; the rest wait for the next minute. */
const EXPIRY_BATCH = 200;

const PAID_OR_REFUNDING: readonly PaymentStatus[] = ['paid', 'refund_pending', 'refunded'];

/**
 * Orders (spec 3, 4, 7): placing one in ONE transaction that locks and takes the stock and recomputes every amount
 * from the database, the customer's list, detail and cancel, and the status changes the payment module and the
 * expiry job make. Every status change is a guarded UPDATE (order.transitions.ts), so racing requests cannot both win.
 */
@Injectable()
export class OrderService {
  private readonly logger = new Logger('Order');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly coupons: CouponService,
    private readonly couponApply: CouponApplyService,
    private readonly notifier: OrderNotifier,
  ) {}

  async place(caller: AuthUser, dto: PlaceOrderDto): Promise<PlaceOrderResponseDto> {
    if (dto.userId !== undefined && dto.userId !== caller.id) throw orderErrors.notForSomeoneElse();
    const requested = flattenLines(dto);
    if (!requested.length) throw orderErrors.noItems();
    if (requested.length > MAX_ORDER_LINES) throw orderErrors.tooManyItems(MAX_ORDER_LINES);
    for (const line of requested) {
      if (!line.cartLineId && line.quantity > MAX_BUY_NOW_QUANTITY) throw orderErrors.buyNowQuantity(`${line.field}.quantity`, MAX_BUY_NOW_QUANTITY);
    }

    const placed = await this.dataSource.transaction(async (manager) => {
      const lines = await this.readCartLines(manager, caller.id, requested);
      const products = await lockProducts(manager, [...new Set(lines.map((line) => line.productId))]);
      const byId = new Map(products.map((product) => [product.id, product]));

      const priced = lines.map((line) => {
        const product = byId.get(line.productId);
        if (!product) throw catalogErrors.productNotFound();
        const size = line.cartLineId ? line.size : resolveOption(product.sizes, line.size);
        if (size === undefined) throw cartErrors.sizeNotOffered(product.sizes);
        const color = line.cartLineId ? line.color : resolveOption(product.colors, line.color);
        if (color === undefined) throw cartErrors.colorNotOffered(product.colors);
        return { product, quantity: line.quantity, size: size ?? '', color: color ?? '', salePricePaise: product.sale_price_paise };
      });

      const shortage = findShortage(
        lines,
        products.map((product) => ({ id: product.id, name: product.name, stock: product.stock, salePricePaise: product.sale_price_paise })),
      );
      if (shortage) {
        const { product } = shortage;
        throw product.stock === 0 ? orderErrors.outOfStock(product.name) : orderErrors.onlyLeft(product.name, product.stock);
      }

      const couponLines = priced.map((line) => ({ sellerId: line.product.seller_id, totalPaise: line.salePricePaise * line.quantity }));
      const redeemed = dto.couponCode ? await this.redeemCoupon(manager, dto.couponCode, couponLines, caller) : undefined;
      const coupon = redeemed?.coupon;
      const totals = orderTotals(priced, redeemed?.discountPaise ?? 0, ORDER_SHIPPING_FEE_PAISE);

      // Every write in one statement, so the product rows locked above are held for one round trip more, not four:
      // orders for the same pieces queue on those locks. Stock taken, the order and its lines stored, the coupon use
      // recorded, the ordered cart lines removed.
      const taken = quantitiesByProduct(lines);
      // Only these pieces' stock changes: the catalogue's kept answers not showing them stay.
      changingStockOnly(manager, taken.keys());
      const cartLineIds = lines.flatMap((line) => (line.cartLineId ? [line.cartLineId] : []));
      const [order] = (await manager.query(
        `WITH stock AS (
           UPDATE products p SET stock = p.stock - x.quantity FROM unnest($10::uuid[], $11::int[]) AS x(id, quantity) WHERE p.id = x.id
         ), placed AS (
           INSERT INTO orders (user_id, email, subtotal_paise, discount_paise, shipping_fee_paise, total_paise, items, coupon_id, coupon_code, shipping_info)
           SELECT u.id, u.email, $2, $3, $4, $5, $6, $7, $8, $9::jsonb FROM users u WHERE u.id = $1
           RETURNING id
         ), placed_lines AS (
           -- position: the lines in the order the request listed them (priced keeps that order).
           INSERT INTO order_lines (order_id, position, product_id, name, slug, brand, image, price_paise, discount, sale_price_paise, quantity, size, color, shop_name, seller_id)
           SELECT placed.id, l.* FROM placed,
             unnest($12::smallint[], $13::uuid[], $14::text[], $15::text[], $16::text[], $17::text[], $18::int[], $19::int[], $20::int[], $21::int[], $22::text[], $23::text[], $24::text[], $25::uuid[]) AS l
         ), redeemed AS (
           INSERT INTO coupon_redemptions (coupon_id, user_id, order_id) SELECT $7, $1, placed.id FROM placed WHERE $7::uuid IS NOT NULL
         ), emptied AS (
           DELETE FROM cart_lines WHERE user_id = $1 AND id = ANY($26::uuid[])
         )
         SELECT id FROM placed`,
        [
          caller.id,
          totals.subtotalPaise,
          totals.discountPaise,
          totals.shippingFeePaise,
          totals.totalPaise,
          totals.items,
          coupon?.id ?? null,
          coupon?.code ?? null,
          JSON.stringify(shippingInfoOf(dto)),
          [...taken.keys()],
          [...taken.values()],
          priced.map((_line, index) => index),
          priced.map((line) => line.product.id),
          priced.map((line) => line.product.name),
          priced.map((line) => line.product.slug),
          priced.map((line) => line.product.brand),
          priced.map((line) => line.product.image),
          priced.map((line) => line.product.price_paise),
          priced.map((line) => line.product.discount),
          priced.map((line) => line.product.sale_price_paise),
          priced.map((line) => line.quantity),
          priced.map((line) => line.size),
          priced.map((line) => line.color),
          priced.map((line) => line.product.shop_name),
          priced.map((line) => line.product.seller_id),
          cartLineIds,
        ],
      )) as { id: string }[];
      // The token outlived its account: no order, and the transaction rolls back what the statement did.
      if (!order) throw commonErrors.unauthenticated();
      return { id: order.id, totals };
    });

    this.logger.log(`order ${placed.id} placed by ${caller.id}: ${placed.totals.items} pieces, ${placed.totals.totalPaise} paise`);
    return { orderId: placed.id, price: toRupees(placed.totals.totalPaise), items: placed.totals.items, message: 'Order placed' };
  }

  /** The dashboard's orders of a customer, newest first: the caller's own; staff may ask for anyone's (a seller sees their own lines). */
  async listFor(caller: AuthUser, { customerId, status }: CustomerOrdersParamsDto): Promise<OrdersResponseDto> {
    const own = customerId === caller.id;
    if (!own && !STAFF_ROLES.includes(caller.role)) throw orderErrors.notYourOrders();
    const params = new SqlParams();
    const where = [`o.user_id = ${params.add(customerId)}`];
    if (status !== 'all') where.push(`o.delivery_status = ${params.add(status)}`);
    let lineFilter: string | undefined;
    if (!own && caller.role === 'seller') {
      const seller = params.add(caller.id);
      where.push(sellerCondition(seller));
      lineFilter = `l.seller_id = ${seller}`;
    }
    const { rows } = await selectOrders(this.dataSource.manager, { where, params, lineFilter });
    return { orders: rows.map(toOrderDto) };
  }

  /** One order: the owner's, any for an admin, and for a seller one that holds their products (their lines only). */
  async detail(caller: AuthUser, orderId: string): Promise<OrderResponseDto> {
    const row = await findOrder(this.dataSource.manager, orderId, caller.role === 'seller' ? caller.id : undefined);
    if (!row) throw orderErrors.notFound();
    const allowed = row.user_id === caller.id || caller.role === 'admin' || (caller.role === 'seller' && row.lines.length > 0);
    if (!allowed) throw orderErrors.notYourOrder();
    return { order: toOrderDto(row) };
  }

  /** The customer cancels their own order before it ships: stock and the coupon use come back, a paid order is refunded. */
  async cancelByCustomer(caller: AuthUser, orderId: string): Promise<CancelOrderResponseDto> {
    const row = await this.dataSource.transaction(async (manager) => {
      const cancelled = await cancelOrder(manager, orderId, 'customer', { userId: caller.id, from: CUSTOMER_CANCELLABLE });
      const row = await findOrder(manager, orderId);
      if (!row) throw orderErrors.notFound();
      if (row.user_id !== caller.id) throw orderErrors.notYourOrder();
      if (!cancelled) throw row.delivery_status === 'cancelled' ? orderErrors.cancelled() : orderErrors.alreadyShipped();
      this.notifier.statusChanged(manager, row);
      return row;
    });
    this.logger.log(`order ${orderId} cancelled by its customer`);
    return { message: 'Order cancelled', order: toOrderDto(row) };
  }

  /**
   * For the payment module: the order a customer is about to pay. 404 unknown, 403 not theirs, 409 when it is
   * already paid (or refunded) or cancelled.
   */
  async findForPayment(orderId: string, userId: string, manager: EntityManager = this.dataSource.manager): Promise<OrderForPayment> {
    const [row] = (await manager.query(
      'SELECT id, user_id, total_paise, email, delivery_status, payment_status, payment_method FROM orders WHERE id = $1',
      [orderId],
    )) as Pick<OrderRow, 'id' | 'user_id' | 'total_paise' | 'email' | 'delivery_status' | 'payment_status' | 'payment_method'>[];
    if (!row) throw orderErrors.notFound();
    if (row.user_id !== userId) throw orderErrors.notYourOrder();
    if (PAID_OR_REFUNDING.includes(row.payment_status)) throw orderErrors.alreadyPaid();
    if (row.delivery_status === 'cancelled') throw orderErrors.cancelled();
    return {
      id: row.id,
      userId: row.user_id,
      totalPaise: row.total_paise,
      email: row.email,
      deliveryStatus: row.delivery_status,
      paymentStatus: row.payment_status,
      paymentMethod: row.payment_method,
    };
  }

  /**
   * For the payment module: cash on delivery chosen, so the order is placed (pending → placed, payment_method COD;
   * it stays unpaid until delivered). Idempotent: a COD order already past pending answers changed: false. Mails
   * 'order placed' after the commit.
   */
  async confirmCod(orderId: string, manager?: EntityManager): Promise<OrderChange> {
    return this.inTransaction(manager, async (m) => {
      const [updated] = (await m.query(
        `UPDATE orders SET delivery_status = 'placed', payment_method = 'COD', updated_at = now()
         WHERE id = $1 AND delivery_status = ANY($2::text[]) AND payment_status = 'unpaid'
         RETURNING id`,
        [orderId, sourcesOf(DELIVERY_TRANSITIONS, 'placed')],
      )) as [{ id: string }[], number];
      const row = await this.mustFind(m, orderId);
      if (!updated.length) {
        if (row.payment_method === 'COD' && row.delivery_status !== 'pending' && row.delivery_status !== 'cancelled') {
          return { changed: false, order: toOrderDto(row) };
        }
        throw refusal(row, 'confirmed for cash on delivery');
      }
      this.notifier.placed(m, row);
      return { changed: true, order: toOrderDto(row) };
    });
  }

  /** For the payment module: records the method chosen at the payment step, while the order waits for its payment. */
  async choosePaymentMethod(orderId: string, method: PaymentMethod, manager?: EntityManager): Promise<OrderChange> {
    return this.inTransaction(manager, async (m) => {
      const [updated] = (await m.query(
        `UPDATE orders SET payment_method = $2, updated_at = now()
         WHERE id = $1 AND delivery_status = 'pending' AND payment_status = 'unpaid' AND payment_method IS DISTINCT FROM $2
         RETURNING id`,
        [orderId, method],
      )) as [{ id: string }[], number];
      const row = await this.mustFind(m, orderId);
      if (updated.length) return { changed: true, order: toOrderDto(row) };
      if (row.delivery_status === 'pending' && row.payment_status === 'unpaid') return { changed: false, order: toOrderDto(row) };
      throw refusal(row, 'paid another way');
    });
  }

  /**
   * For the payment module: the gateway confirmed the payment. unpaid → paid with paid_at, and pending → placed, in
   * one guarded UPDATE. An order cancelled meanwhile (expired) becomes paid and at once refund_pending: the money
   * must go back. Idempotent: once paid, another call changes nothing and answers changed: false. Mails 'payment
   * received' (and 'order placed' when it placed the order) after the commit, once.
   */
  async markPaid(orderId: string, manager?: EntityManager): Promise<OrderChange> {
    return this.inTransaction(manager, async (m) => {
      const [updated] = (await m.query(
        `UPDATE orders o SET
           payment_status = CASE WHEN o.delivery_status = 'cancelled' THEN 'refund_pending' ELSE 'paid' END,
           paid_at = now(),
           delivery_status = CASE WHEN o.delivery_status = ANY($3::text[]) THEN 'placed' ELSE o.delivery_status END,
           updated_at = now()
         FROM (SELECT id, delivery_status FROM orders WHERE id = $1 FOR UPDATE) before
         WHERE o.id = before.id AND o.payment_status = ANY($2::text[])
         RETURNING before.delivery_status AS delivery_before`,
        [orderId, sourcesOf(PAYMENT_TRANSITIONS, 'paid'), sourcesOf(DELIVERY_TRANSITIONS, 'placed')],
      )) as [{ delivery_before: DeliveryStatus }[], number];
      const row = await this.mustFind(m, orderId);
      const change = updated[0];
      if (!change) return { changed: false, order: toOrderDto(row) };
      this.notifier.paymentReceived(m, row);
      if (change.delivery_before === 'pending' && row.delivery_status === 'placed') this.notifier.placed(m, row);
      this.logger.log(`order ${orderId} paid${row.payment_status === 'refund_pending' ? ' after it was cancelled: refund due' : ''}`);
      return { changed: true, order: toOrderDto(row) };
    });
  }

  /**
   * The expiry job: cancels unpaid orders still waiting for their payment ORDER_PAYMENT_WINDOW after they were
   * placed, giving their stock and coupon uses back, except those with a payment attempt still PENDING that began
   * within the window and 5 minutes (the payment module's reconcile job settles those). One transaction per order,
   * each guarded again, so an order paid meanwhile is left alone. Answers the ids it cancelled.
   */
  async expireUnpaid(now: Date): Promise<string[]> {
    const expiry = { createdBefore: expiryCutoff(now), paymentsSince: pendingPaymentCutoff(now) };
    const due = (await this.dataSource.query(
      `SELECT o.id FROM orders o
       WHERE o.delivery_status = 'pending' AND o.payment_status = 'unpaid' AND o.created_at < $1
         AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.state = 'PENDING' AND p.created_at > $2)
       ORDER BY o.created_at LIMIT $3`,
      [expiry.createdBefore, expiry.paymentsSince, EXPIRY_BATCH],
    )) as { id: string }[];
    const expired: string[] = [];
    for (const { id } of due) {
      try {
        const cancelled = await this.dataSource.transaction(async (manager) => {
          if (!(await cancelOrder(manager, id, 'expired', { from: ['pending'], expiry }))) return false;
          this.notifier.statusChanged(manager, await this.mustFind(manager, id));
          return true;
        });
        if (cancelled) expired.push(id);
      } catch (error) {
        this.logger.error(`could not expire order ${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (expired.length) this.logger.log(`expired ${expired.length} unpaid orders`);
    return expired;
  }

  /** Runs `work` in the caller's transaction when there is one, else in a new one. */
  private inTransaction<T>(manager: EntityManager | undefined, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (manager?.queryRunner?.isTransactionActive) return work(manager);
    return (manager ?? this.dataSource.manager).transaction(work);
  }

  private async mustFind(manager: EntityManager, orderId: string): Promise<OrderRow> {
    const row = await findOrder(manager, orderId);
    if (!row) throw orderErrors.notFound();
    return row;
  }

  /**
   * Reads the cart lines named by `_id` (locked: a second order racing for the same lines finds them gone and answers
   * 404) and gives those lines the cart's quantity, size and colour.
   */
  private async readCartLines(manager: EntityManager, userId: string, requested: RequestedLine[]): Promise<RequestedLine[]> {
    const ids = requested.flatMap((line) => (line.cartLineId ? [line.cartLineId] : []));
    if (!ids.length) return requested;
    const seen = new Set<string>();
    for (const line of requested) {
      if (!line.cartLineId) continue;
      if (seen.has(line.cartLineId)) throw orderErrors.lineListedTwice(`${line.field}._id`);
      seen.add(line.cartLineId);
    }
    const rows = (await manager.query(
      'SELECT id, product_id, quantity, size, color FROM cart_lines WHERE user_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE',
      [userId, ids],
    )) as { id: string; product_id: string; quantity: number; size: string; color: string }[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return requested.map((line) => {
      if (!line.cartLineId) return line;
      const row = byId.get(line.cartLineId);
      if (!row) throw cartErrors.lineNotFound();
      if (row.product_id !== line.productId) throw orderErrors.productMismatch(`${line.field}.productId`);
      return { ...line, quantity: row.quantity, size: row.size, color: row.color };
    });
  }

  /**
   * The coupon for this order and its discount, checked under the coupon's row lock so that two orders of one customer cannot both use the
   * last allowed use: live code (a private one only for its own e-mail), whose pieces it discounts (a seller's coupon
   * only that seller's lines, as the coupon box priced them), minimum price, per-customer limit. Throws the coupon's 400s.
   */
  private async redeemCoupon(
    manager: EntityManager,
    code: string,
    lines: readonly CouponLine[],
    customer: Pick<AuthUser, 'id' | 'email'>,
  ): Promise<{ coupon: ApplicableCoupon; discountPaise: number }> {
    await manager.query('SELECT id FROM coupons WHERE upper(code) = $1 FOR UPDATE', [normaliseCode(code)]);
    const coupon = await this.coupons.findApplicable(code, manager, customer.email);
    const { discountPaise } = applyCouponToLines(lines, coupon);
    await this.couponApply.assertWithinUserLimit(coupon, customer.id, manager);
    return { coupon, discountPaise };
  }
}

/** The payload's lines out of their shop groups, each with the path of its fields. */
function flattenLines(dto: PlaceOrderDto): RequestedLine[] {
  return dto.products.flatMap((group, g) =>
    group.products.map((line, i) => ({
      field: `products.${g}.products.${i}`,
      cartLineId: line._id,
      productId: line.productId,
      quantity: line.quantity,
      size: line.size,
      color: line.color,
    })),
  );
}

function shippingInfoOf(dto: PlaceOrderDto): ShippingInfo {
  const info = dto.shippingInfo;
  return { name: info.name, address: info.address, phone: info.phone, post: info.post, province: info.province, city: info.city, area: info.area };
}

/** Why the payment module may no longer change this order. */
function refusal(row: OrderRow, action: string) {
  if (PAID_OR_REFUNDING.includes(row.payment_status)) return orderErrors.alreadyPaid();
  if (row.delivery_status === 'cancelled') return orderErrors.cancelled();
  return orderErrors.noLongerPending(action);
}
