import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { filterBoolean, filterIds, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listSort, mapPage } from '../../common/http/simple-rest.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { Transactions } from '../../database/transactions.js';
import { type OrderAdminDto } from '../order/dto/order-admin.response.dto.js';
import { trackingUrlOf } from '../order/dto/order-timeline.dto.js';
import type { DeliveryStatus } from '../order/entities/order.entity.js';
import { orderErrors } from '../order/order.errors.js';
import { OrderNotifier } from '../order/order.notifier.js';
import { OrderRepository } from '../order/order.repository.js';
import { DELIVERY_TRANSITIONS, sourcesOf } from '../order/order.transitions.js';
import { OrdersAdminService } from '../order/orders-admin.service.js';
import { type CourierDto, toCourierDto } from './dto/courier.response.dto.js';
import type { SaveCourierDto } from './dto/save-courier.dto.js';
import type { ShipOrderDto } from './dto/ship-order.dto.js';
import { type ShippingWebhookResponseDto, WEBHOOK_STATUSES, type WebhookStatus } from './dto/shipping-webhook.dto.js';
import { shippingErrors } from './shipping.errors.js';
import { isAwbTaken, isCourierInUse, isCourierNameTaken, ShippingRepository } from './shipping.repository.js';
import { awbFits, normaliseAwb, signatureMatches, withinWindow } from './shipping.rules.js';

/** The couriers list's sortable fields; by name unless asked. */
export const COURIER_SORT = listSort({ name: 'c.name', createdAt: 'c.created_at' }, 'c.id', { field: 'name', order: 'ASC' });

/** An order may take a shipment while it waits to ship, and once shipped (tracking added to one marked shipped by hand). */
const SHIPPABLE: readonly DeliveryStatus[] = [...sourcesOf(DELIVERY_TRANSITIONS, 'shipped'), 'shipped'];

/** Who marks a shipment delivered: staff in the console, or the courier's webhook. */
type Deliverer = AuthUser | 'courier';

/**
 * Couriers, shipments and the courier webhook. A shipment carries lines of one order: a seller ships only their own
 * products' lines, an admin any. The order moves to shipped when every line is in a shipment, and to delivered when
 * every shipment is delivered, through the order module's transition tables in the same transaction; the customer is
 * mailed each parcel with its tracking link.
 */
@Injectable()
export class ShippingService {
  private readonly logger = new Logger('Shipping');

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly transactions: Transactions,
    private readonly repository: ShippingRepository,
    private readonly orderRepository: OrderRepository,
    private readonly ordersAdmin: OrdersAdminService,
    private readonly notifier: OrderNotifier,
  ) {}

  async listCouriers(query: ListQuery): Promise<{ rows: CourierDto[]; total: number }> {
    return mapPage(await this.repository.listCouriers(query, {
      q: filterText(query.filter, 'q'),
      active: filterBoolean(query.filter, 'active'),
      ids: filterIds(query.filter),
    }), toCourierDto);
  }

  async getCourier(id: string): Promise<CourierDto> {
    const row = await this.repository.findCourier(id);
    if (!row) throw shippingErrors.courierNotFound();
    return toCourierDto(row);
  }

  async createCourier(dto: SaveCourierDto): Promise<CourierDto> {
    try {
      return await this.getCourier(await this.repository.insertCourier({ ...dto, active: dto.active ?? true }));
    } catch (error) {
      if (isCourierNameTaken(error)) throw shippingErrors.courierNameTaken();
      throw error;
    }
  }

  async updateCourier(id: string, dto: SaveCourierDto): Promise<CourierDto> {
    try {
      if (!(await this.repository.updateCourier(id, { ...dto, active: dto.active ?? true }))) throw shippingErrors.courierNotFound();
    } catch (error) {
      if (isCourierNameTaken(error)) throw shippingErrors.courierNameTaken();
      throw error;
    }
    return this.getCourier(id);
  }

  async deleteCourier(id: string): Promise<CourierDto> {
    const courier = await this.getCourier(id);
    try {
      await this.repository.deleteCourier(id);
    } catch (error) {
      if (isCourierInUse(error)) throw shippingErrors.courierInUse();
      throw error;
    }
    return courier;
  }

  /**
   * Hands lines of an order to a courier. The lines are those listed, or every unshipped line the caller may ship; a
   * seller may ship only their own products' lines (403), and sees an order without them as unknown (404). When no
   * line of the order is left unshipped, the order moves to shipped (a cash-on-delivery order is invoiced). The
   * customer is mailed the parcel with its tracking link once committed.
   */
  async ship(caller: AuthUser, orderId: string, dto: ShipOrderDto): Promise<OrderAdminDto> {
    const seller = caller.role === 'seller' ? caller.id : undefined;
    await this.transactions.run(async (manager) => {
      const order = await this.orderRepository.lock(orderId, manager);
      if (!order) throw orderErrors.notFound();
      const lines = await this.repository.lockLines(orderId, manager);
      if (seller && !lines.some((line) => line.seller_id === seller)) throw orderErrors.notFound();
      if (!SHIPPABLE.includes(order.delivery_status)) throw shippingErrors.notShippable(order.delivery_status);

      const courier = await this.repository.findCourier(dto.courierId, manager);
      if (!courier?.active) throw shippingErrors.unknownCourier();
      const awb = normaliseAwb(dto.awb);
      if (!awbFits(courier.awb_pattern, awb)) throw shippingErrors.awbFormat(courier.name, courier.awb_pattern);

      const mine = (line: { seller_id: string | null }) => !seller || line.seller_id === seller;
      let chosen = lines.filter((line) => line.shipment_id === null && mine(line));
      if (dto.lineIds) {
        const byId = new Map(lines.map((line) => [line.id, line]));
        const listed = dto.lineIds.map((id) => byId.get(id));
        if (listed.some((line) => line === undefined)) throw shippingErrors.lineNotInOrder();
        if (listed.some((line) => line && !mine(line))) throw shippingErrors.notYourLine();
        if (listed.some((line) => line?.shipment_id)) throw shippingErrors.lineShipped();
        chosen = listed.filter((line) => line !== undefined);
      }
      if (chosen.length === 0) throw shippingErrors.nothingToShip();

      let shipmentId: string;
      try {
        shipmentId = await this.repository.insertShipment(
          {
            orderId,
            courierId: courier.id,
            awb,
            weightGrams: dto.weightGrams ?? null,
            packages: dto.packages ?? 1,
            shippedBy: caller.id,
            lineIds: chosen.map((line) => line.id),
          },
          manager,
        );
      } catch (error) {
        if (isAwbTaken(error)) throw shippingErrors.awbTaken();
        throw error;
      }
      const whole = lines.every((line) => line.shipment_id !== null || chosen.some((c) => c.id === line.id));
      if (whole && order.delivery_status !== 'shipped') await this.ordersAdmin.advanceDelivery(order, 'shipped', manager);

      const row = await this.orderRepository.find(orderId, undefined, manager);
      if (!row) throw orderErrors.notFound();
      const carried = new Set(chosen.map((line) => line.id));
      this.notifier.shipped(manager, row, {
        courier: courier.name,
        awb,
        trackingUrl: trackingUrlOf(courier.tracking_url_template, awb),
        lines: row.lines
          .filter((line) => carried.has(line.id))
          .map((line) => ({ name: line.name, quantity: line.quantity, salePricePaise: line.sale_price_paise, size: line.size, color: line.color })),
        partial: carried.size < row.lines.length,
      });
      this.logger.log(`order ${orderId}: shipment ${shipmentId} by ${courier.name} ${awb}${whole ? ', order shipped' : ''}`);
    });
    return this.ordersAdmin.get(caller, orderId);
  }

  /** Staff mark a shipment delivered (a seller: one carrying their lines); answers its order as the console shows it. */
  async markDelivered(caller: AuthUser, shipmentId: string): Promise<OrderAdminDto> {
    const { orderId } = await this.deliver(caller, shipmentId);
    return this.ordersAdmin.get(caller, orderId);
  }

  /**
   * A courier aggregator's signed update. Off (404) without COURIER_WEBHOOK_SECRET; a missing or wrong signature, or a
   * timestamp outside the window (a replay), is refused (401) before the body is trusted. Delivered marks the
   * parcel delivered once: a repeat changes nothing.
   */
  async webhook(signature: string | undefined, rawBody: unknown): Promise<ShippingWebhookResponseDto> {
    const secret = this.config.courierWebhookSecret;
    if (!secret) throw shippingErrors.webhookOff();
    const body = typeof rawBody === 'string' ? rawBody : '';
    if (!signature) throw shippingErrors.webhookRejected('The X-Courier-Signature header is missing.');
    if (!signatureMatches(secret, body, signature)) throw shippingErrors.webhookRejected('The X-Courier-Signature does not match the body.');
    const update = parseUpdate(body);
    if (!withinWindow(update.timestamp, Date.now())) {
      throw shippingErrors.webhookRejected('The timestamp is more than 5 minutes from now: a stale or replayed update.');
    }
    if (update.status !== 'delivered') return { message: 'Noted' };
    const [shipmentId, ...others] = await this.repository.findByAwb(normaliseAwb(update.awb), update.courier);
    if (!shipmentId) throw shippingErrors.shipmentNotFound();
    if (others.length) throw shippingErrors.webhookMalformed('Two couriers have a shipment of this AWB: name the courier.');
    const { changed } = await this.deliver('courier', shipmentId);
    return { message: changed ? 'Delivered' : 'Already delivered' };
  }

  /**
   * Marks the shipment delivered (once), and its order delivered when every parcel of it has arrived. Answers the
   * order's id and whether this call changed anything.
   */
  private async deliver(by: Deliverer, shipmentId: string): Promise<{ orderId: string; changed: boolean }> {
    return this.transactions.run(async (manager) => {
      // The order's row first, then the shipment's, as shipping and the staff status change lock them: never a deadlock.
      const orderId = await this.repository.orderOf(shipmentId, manager);
      const order = orderId ? await this.orderRepository.lock(orderId, manager) : undefined;
      const shipment = order ? await this.repository.lockShipment(shipmentId, manager) : undefined;
      if (!order || !shipment) throw shippingErrors.shipmentNotFound();
      if (by !== 'courier' && by.role === 'seller' && !shipment.seller_ids.includes(by.id)) throw shippingErrors.shipmentNotFound();
      if (!(await this.repository.markDelivered(shipmentId, manager))) return { orderId: shipment.order_id, changed: false };
      if (order.delivery_status === 'shipped' && (await this.repository.allDelivered(order.id, manager))) {
        await this.ordersAdmin.advanceDelivery(order, 'delivered', manager);
        await this.mailStatus(manager, order.id);
      }
      this.logger.log(`shipment ${shipmentId} delivered (${by === 'courier' ? 'courier webhook' : by.email})`);
      return { orderId: shipment.order_id, changed: true };
    });
  }

  private async mailStatus(manager: EntityManager, orderId: string): Promise<void> {
    const row = await this.orderRepository.find(orderId, undefined, manager);
    if (row) this.notifier.statusChanged(manager, row);
  }
}

/** The webhook's JSON, checked field by field (it came signed, but a signed mistake is still a 400). */
function parseUpdate(body: string): { awb: string; courier: string | undefined; status: WebhookStatus; timestamp: number } {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw shippingErrors.webhookMalformed('The body must be JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw shippingErrors.webhookMalformed('The body must be a JSON object.');
  const { awb, courier, status, timestamp } = value as Record<string, unknown>;
  if (typeof awb !== 'string' || awb.trim() === '' || awb.length > 40) throw shippingErrors.webhookMalformed('awb must be 1 to 40 characters');
  if (courier !== undefined && (typeof courier !== 'string' || courier.length > 60)) throw shippingErrors.webhookMalformed('courier must be a courier name');
  if (typeof status !== 'string' || !(WEBHOOK_STATUSES as readonly string[]).includes(status)) {
    throw shippingErrors.webhookMalformed(`status must be one of ${WEBHOOK_STATUSES.join(', ')}`);
  }
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp)) throw shippingErrors.webhookMalformed('timestamp must be Unix seconds');
  return { awb, courier, status: status as WebhookStatus, timestamp };
}
