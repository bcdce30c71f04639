import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertOwnUserId } from '../../common/auth/own-user.js';
import { commonErrors } from '../../common/errors/app-error.js';
import { toRupees } from '../../common/money.js';
import { STAFF_ROLES } from '../../common/auth/roles.js';
import { Transactions } from '../../database/transactions.js';
import { cartErrors } from '../cart/cart.errors.js';
import { resolveOption } from '../cart/cart.rules.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { DeliveryService } from '../delivery/delivery.service.js';
import { CouponApplyService } from '../coupon/coupon-apply.service.js';
import { type ApplicableCoupon, applyCouponToLines, type CouponLine, normaliseCode } from '../coupon/coupon.rules.js';
import { shippingFieldsOf } from '../address/dto/shipping-info.dto.js';
import { CouponService } from '../coupon/coupon.service.js';
import { ExchangeRateService } from '../currency/exchange-rate.service.js';
import { checkAddress } from '../geo/address.rules.js';
import { geoErrors } from '../geo/geo.errors.js';
import { InvoiceService } from '../invoice/invoice.service.js';
import { currentRates } from '../pricing/metal-rate.repository.js';
import { pricedAtRates } from '../pricing/product-pricing.js';
import type { CustomerOrdersParamsDto } from './dto/customer-orders.params.dto.js';
import {
  type CancelOrderResponseDto,
  type OrderDto,
  type OrderResponseDto,
  type OrdersResponseDto,
  type PlaceOrderResponseDto,
  toOrderDto,
} from './dto/order.response.dto.js';
import type { PlaceOrderDto } from './dto/place-order.dto.js';
import type { DeliveryStatus, PaymentMethod, PaymentStatus, ShippingInfo } from './entities/order.entity.js';
import { orderErrors } from './order.errors.js';
import { OrderEvents } from './order-events.js';
import { OrderNotifier } from './order.notifier.js';
import { type CancelGuard, type CancelReason, type CartLineRow, OrderRepository, type OrderRow } from './order.repository.js';
import {
  expiryCutoff,
  findShortage,
  lineTaxSnapshot,
  MAX_BUY_NOW_QUANTITY,
  MAX_ORDER_LINES,
  orderTotals,
  pendingPaymentCutoff,
  quantitiesByProduct,
  type RequestedLine,
} from './order.rules.js';
import { CUSTOMER_CANCELLABLE } from './order.transitions.js';

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
    private readonly transactions: Transactions,
    private readonly repository: OrderRepository,
    private readonly coupons: CouponService,
    private readonly couponApply: CouponApplyService,
    private readonly notifier: OrderNotifier,
    private readonly invoices: InvoiceService,
    private readonly exchangeRates: ExchangeRateService,
    private readonly delivery: DeliveryService,
    private readonly events: OrderEvents,
  ) {}

  async place(caller: AuthUser, dto: PlaceOrderDto): Promise<PlaceOrderResponseDto> {
    assertOwnUserId(caller, dto.userId, orderErrors.notForSomeoneElse);
    const requested = flattenLines(dto);
    if (!requested.length) throw orderErrors.noItems();
    if (requested.length > MAX_ORDER_LINES) throw orderErrors.tooManyItems(MAX_ORDER_LINES);
    for (const line of requested) {
      if (!line.cartLineId && line.quantity > MAX_BUY_NOW_QUANTITY) throw orderErrors.buyNowQuantity(`${line.field}.quantity`, MAX_BUY_NOW_QUANTITY);
    }
    const shippingInfo = shippingInfoOf(dto);

    const { destination } = this.delivery.destinationOf(shippingInfo, 'shippingInfo.post');

    const cartLineIds = requested.flatMap((line) => (line.cartLineId ? [line.cartLineId] : []));
    const seen = new Set<string>();
    for (const line of requested) {
      if (!line.cartLineId) continue;
      if (seen.has(line.cartLineId)) throw orderErrors.lineListedTwice(`${line.field}._id`);
      seen.add(line.cartLineId);
    }

    const placed = await this.transactions.run(async (manager) => {
      const now = new Date();
      const locked = await this.repository.lockForOrder(caller.id, cartLineIds, [...new Set(requested.map((line) => line.productId))], this.delivery.holidaysFrom(now), manager);
      const { products } = locked;
      // The lines keep the breakup at the rates the order is priced at. The rates come with the locks, read as the
      // statement began: when its locks waited for a repricing that changed these pieces, read them again now.
      const rates = products.every((product) => pricedAtRates(product, locked.rates)) ? locked.rates : await currentRates(manager);
      const lines = fromCart(requested, locked.cartLines);
      const byId = new Map(products.map((product) => [product.id, product]));

      const priced = lines.map((line) => {
        const product = byId.get(line.productId);
        if (!product) throw catalogErrors.productNotFound();
        const size = line.cartLineId ? line.size : resolveOption(product.sizes, line.size);
        if (size === undefined) throw cartErrors.sizeNotOffered(product.sizes);
        const color = line.cartLineId ? line.color : resolveOption(product.colors, line.color);
        if (color === undefined) throw cartErrors.colorNotOffered(product.colors);
        const tax = lineTaxSnapshot(product, line.quantity, rates);
        return { product, quantity: line.quantity, size: size ?? '', color: color ?? '', salePricePaise: product.sale_price_paise, tax };
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
      const discountPaise = redeemed?.discountPaise ?? 0;
      // The zone's fee on the order after its discount; whatever fee the client sent is ignored.
      const delivery = this.delivery.quote(locked.delivery, destination, orderTotals(priced, discountPaise, 0).totalPaise, now);
      const totals = orderTotals(priced, discountPaise, delivery.feePaise);
      // The rate in force as the order is stored (issue 17); a rupee order is INR at 1.
      const display = await this.exchangeRates.orderDisplay(dto.currency, manager);

      const orderId = await this.repository.insertOrder(
        {
          userId: caller.id,
          totals,
          coupon: redeemed?.coupon,
          shippingInfo,
          taken: quantitiesByProduct(lines),
          lines: priced,
          cartLineIds: lines.flatMap((line) => (line.cartLineId ? [line.cartLineId] : [])),
          delivery: { zone: delivery.zone, deliverBy: delivery.window.deliverBy },
          display,
        },
        manager,
      );
      // The token outlived its account: no order, and the transaction rolls back what the statement did.
      if (!orderId) throw commonErrors.unauthenticated();
      return { id: orderId, totals };
    });

    this.logger.log(`order ${placed.id} placed by ${caller.id}: ${placed.totals.items} pieces, ${placed.totals.totalPaise} paise`);
    return { orderId: placed.id, price: toRupees(placed.totals.totalPaise), items: placed.totals.items, message: 'Order placed' };
  }

  /** The dashboard's orders of a customer, newest first: the caller's own; staff may ask for anyone's (a seller sees their own lines). */
  async listFor(caller: AuthUser, { customerId, status }: CustomerOrdersParamsDto): Promise<OrdersResponseDto> {
    const own = customerId === caller.id;
    if (!own && !STAFF_ROLES.includes(caller.role)) throw orderErrors.notYourOrders();
    const rows = await this.repository.listOfCustomer(
      customerId,
      status === 'all' ? undefined : status,
      !own && caller.role === 'seller' ? caller.id : undefined,
    );
    return { orders: rows.map(toOrderDto) };
  }

  /** One order: the owner's, any for an admin, and for a seller one that holds their products (their lines only). */
  async detail(caller: AuthUser, orderId: string): Promise<OrderResponseDto> {
    const row = await this.repository.find(orderId, caller.role === 'seller' ? caller.id : undefined);
    if (!row) throw orderErrors.notFound();
    const allowed = row.user_id === caller.id || caller.role === 'admin' || (caller.role === 'seller' && row.lines.length > 0);
    if (!allowed) throw orderErrors.notYourOrder();
    return { order: toOrderDto(row) };
  }

  /** The customer cancels their own order before it ships: stock and the coupon use come back, a paid order is refunded. */
  async cancelByCustomer(caller: AuthUser, orderId: string): Promise<CancelOrderResponseDto> {
    const row = await this.transactions.run(async (manager) => {
      const cancelled = await this.cancel(orderId, 'customer', { userId: caller.id, from: CUSTOMER_CANCELLABLE }, manager);
      const row = await this.repository.find(orderId, undefined, manager);
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
   * already paid (or refunded) or cancelled. Takes the order's id first, as the payment module and its tests call it.
   */
  async findForPayment(orderId: string, userId: string, manager?: EntityManager): Promise<OrderForPayment> {
    const row = await this.repository.findForPayment(orderId, manager);
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
    return this.transactions.join(manager, async (m) => {
      const pending = await this.repository.find(orderId, undefined, m);
      // Cash only where the zone takes it, up to its limit, never abroad (the order already COD answers as before).
      if (pending?.delivery_status === 'pending') await this.delivery.assertCod(pending.shipping_info, pending.total_paise, m);
      const changed = await this.repository.confirmCod(orderId, m);
      const row = await this.mustFind(m, orderId);
      if (!changed) {
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
    return this.transactions.join(manager, async (m) => {
      const changed = await this.repository.setPaymentMethod(orderId, method, m);
      const row = await this.mustFind(m, orderId);
      if (changed) return { changed: true, order: toOrderDto(row) };
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
    return this.transactions.join(manager, async (m) => {
      const deliveryBefore = await this.repository.markPaid(orderId, m);
      // The goods are supplied once paid for: the invoice is issued in this transaction (not for an order cancelled
      // meanwhile, which is refunded instead).
      if (deliveryBefore && deliveryBefore !== 'cancelled') await this.invoices.issueInvoice(orderId, m);
      const row = await this.mustFind(m, orderId);
      if (!deliveryBefore) return { changed: false, order: toOrderDto(row) };
      this.notifier.paymentReceived(m, row);
      if (row.payment_status === 'refund_pending') this.events.refundMaybeOwed(m, orderId);
      if (deliveryBefore === 'pending' && row.delivery_status === 'placed') this.notifier.placed(m, row);
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
    const due = await this.repository.findExpired(expiry, EXPIRY_BATCH);
    const expired: string[] = [];
    for (const id of due) {
      try {
        const cancelled = await this.transactions.run(async (manager) => {
          if (!(await this.cancel(id, 'expired', { from: ['pending'], expiry }, manager))) return false;
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

  /**
   * The one cancellation of an order, whoever asks (customer, staff, expiry job), inside the caller's transaction: the
   * repository's guarded UPDATE gives back stock and coupon use, and an invoiced order gets its credit note in the
   * same transaction. Answers whether the guard held.
   */
  async cancel(orderId: string, reason: CancelReason, guard: CancelGuard, manager: EntityManager): Promise<boolean> {
    if (!(await this.repository.cancel(orderId, reason, guard, manager))) return false;
    await this.invoices.creditInvoice(orderId, 'cancelled', manager);
    this.events.refundMaybeOwed(manager, orderId);
    return true;
  }

  private async mustFind(manager: EntityManager, orderId: string): Promise<OrderRow> {
    const row = await this.repository.find(orderId, undefined, manager);
    if (!row) throw orderErrors.notFound();
    return row;
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
    await this.repository.lockCoupon(normaliseCode(code), manager);
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

/** The delivery address as the order keeps it, after the geo rules (country, PIN and state, postal code, phone). */
function shippingInfoOf(dto: PlaceOrderDto): ShippingInfo {
  const { address, problems } = checkAddress(shippingFieldsOf(dto.shippingInfo));
  if (problems.length) throw geoErrors.address(problems, 'shippingInfo.');
  return address;
}

/** Why the payment module may no longer change this order. */
function refusal(row: OrderRow, action: string) {
  if (PAID_OR_REFUNDING.includes(row.payment_status)) return orderErrors.alreadyPaid();
  if (row.delivery_status === 'cancelled') return orderErrors.cancelled();
  return orderErrors.noLongerPending(action);
}

/**
 * The requested lines, those naming a cart line (`_id`) with the cart's quantity, size and colour: 404 for a line not
 * (or no longer) in the caller's cart, 400 when the line's product is not the productId sent.
 */
function fromCart(requested: readonly RequestedLine[], cartLines: readonly CartLineRow[]): RequestedLine[] {
  const byId = new Map(cartLines.map((row) => [row.id, row]));
  return requested.map((line) => {
    if (!line.cartLineId) return line;
    const row = byId.get(line.cartLineId);
    if (!row) throw cartErrors.lineNotFound();
    if (row.product_id !== line.productId) throw orderErrors.productMismatch(`${line.field}.productId`);
    return { ...line, quantity: row.quantity, size: row.size, color: row.color };
  });
}
