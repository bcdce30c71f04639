import { ApiProperty } from '@nestjs/swagger';
import { toRupees } from '../../../common/money.js';
import { ShippingInfoDto } from '../../address/dto/shipping-info.dto.js';
import type { DeliveryStatus, PaymentMethod, PaymentStatus } from '../entities/order.entity.js';
import type { OrderDocumentRef, OrderLineRow, OrderRow } from '../order.repository.js';
import { MG_PER_GRAM } from '../../pricing/price.js';
import { canCancel, canPay } from '../order.rules.js';
import { DISPLAY_CURRENCY_CODES } from '../../currency/currency.js';
import { OrderShipmentDto, OrderTimelineEventDto, toOrderShipmentDto, toOrderTimeline } from './order-timeline.dto.js';

export class PlaceOrderResponseDto {
  /** The new order's id: the payment step's orderId. */
  orderId: string;
  /** Rupees: what the customer pays, computed by the server. */
  price: number;
  /** Number of pieces (sum of the quantities). */
  items: number;
  /** 'Order placed' */
  message: string;
}

/** One product of an order, as it was bought. */
export class OrderLineDto {
  /** The order line's id. */
  _id: string;
  /** The product's id; null once the product has left the catalogue. */
  productId: string | null;
  name: string;
  slug: string;
  brand: string;
  quantity: number;
  /** Rupees: list price of one piece when bought. */
  price: number;
  /** Percent off when bought. */
  discount: number;
  /** Rupees: what one piece cost, price − floor(price × discount / 100). */
  salePrice: number;
  /** The product's first picture when bought (one element; empty when it had none). */
  images: string[];
  size: string;
  color: string;
  shopName: string;
  /** The HSN code the line is billed under: 7113 precious-metal jewellery, 7117 imitation. */
  hsn: string;
  /** The piece's metal and purity code when bought (gold_22k, silver_925 …); null for plated and fashion pieces. */
  purity: string | null;
  /** Grams (3 decimals): one piece's net metal weight when bought; null when not weighed. */
  netWeight: number | null;
  /** Rupees: the taxable value inside what the line charged (sale price × quantity, GST included). */
  taxableValue: number;
  /** Rupees: the GST (3 %) inside it. */
  gst: number;
}

/** An invoice or credit note of an order. */
export class OrderDocumentDto {
  /** Its id: the download paths' id. */
  id: string;
  /** "SJ/26-27/000123". */
  number: string;
  /** When it was issued (ISO 8601). */
  @ApiProperty({ format: 'date-time' })
  issuedAt: string;
}

/** A credit note of an order, with the amount it credits. */
export class OrderCreditNoteDto extends OrderDocumentDto {
  /** Rupees credited: the whole invoice. */
  total: number;
}

/** Spec 3's order, with its amounts, statuses and what the customer may still do with it. */
export class OrderDto {
  _id: string;
  /** Rupees: what the customer pays (subtotal − couponDiscount + shipping_fee). */
  price: number;
  /** Rupees: sum of the lines' sale price × quantity. */
  subtotal: number;
  /** Rupees taken off by the coupon. */
  couponDiscount: number;
  /** The coupon code applied, upper-case; null for none. */
  couponCode: string | null;
  /** Rupees; standard shipping is free. */
  shipping_fee: number;
  /** Number of pieces. */
  items: number;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
  /** 'COD' or 'ONLINEPAY' once chosen at the payment step; null until then. */
  payment_method: PaymentMethod | null;
  /** When the order was placed (ISO 8601). */
  @ApiProperty({ format: 'date-time' })
  date: string;
  /** The customer's e-mail when the order was placed. */
  email: string;
  shippingInfo: ShippingInfoDto;
  products: OrderLineDto[];
  /** The customer may still cancel it (not yet shipped). */
  canCancel: boolean;
  /** Pay Now applies: unpaid, not cancelled, still waiting for its payment step. */
  canPay: boolean;
  /** Why it was cancelled: 'customer', 'staff' or 'expired' (unpaid too long); null when it was not. */
  cancelReason: string | null;
  /**
   * Its GST tax invoice (PDF at /api/home/customer/order/{orderId}/invoice), issued when the online payment is
   * received or a cash-on-delivery order ships; null before.
   */
  invoice: OrderDocumentDto | null;
  /** Credit notes reversing the invoice of a cancelled or refunded order (PDF at …/credit-notes/{id}). */
  creditNotes: OrderCreditNoteDto[];
  /** The currency the shopper saw prices in when placing it (issue 17): INR, or one of the display currencies. Charged in rupees all the same. */
  @ApiProperty({ enum: DISPLAY_CURRENCY_CODES })
  displayCurrency: string;
  /** Rupees per unit of displayCurrency in force when it was placed (at most 4 decimals); 1 for INR. */
  displayRate: number;
  /**
   * Its way to the customer, oldest first: placed, confirmed, packed, shipped (each parcel with its courier, AWB and
   * tracking link), delivered, cancelled, each with its date.
   */
  timeline: OrderTimelineEventDto[];
  /** Its parcels handed to couriers, oldest first (a seller: those carrying their lines). */
  shipments: OrderShipmentDto[];
  /** The delivery zone that served the order ('Jaipur city'); null for orders placed before delivery zones. */
  shippingZone: string | null;
  /** The date delivery was promised by when it was placed (ISO date, IST); null likewise. */
  @ApiProperty({ type: String, format: 'date', nullable: true })
  expectedDeliveryDate: string | null;
}

export class OrdersResponseDto {
  /** Newest first. */
  orders: OrderDto[];
}

export class OrderResponseDto {
  order: OrderDto;
}

export class CancelOrderResponseDto {
  /** 'Order cancelled' */
  message: string;
  order: OrderDto;
}

function toOrderLineDto(line: OrderLineRow): OrderLineDto {
  return {
    _id: line.id,
    productId: line.product_id,
    name: line.name,
    slug: line.slug,
    brand: line.brand,
    quantity: line.quantity,
    price: toRupees(line.price_paise),
    discount: line.discount,
    salePrice: toRupees(line.sale_price_paise),
    images: line.image ? [line.image] : [],
    size: line.size,
    color: line.color,
    shopName: line.shop_name,
    hsn: line.hsn,
    purity: line.purity,
    netWeight: line.net_weight_mg === null ? null : line.net_weight_mg / MG_PER_GRAM,
    taxableValue: toRupees(line.taxable_value_paise),
    gst: toRupees(line.gst_paise),
  };
}

function toDocumentDto(ref: OrderDocumentRef): OrderDocumentDto {
  return { id: ref.id, number: ref.number, issuedAt: new Date(ref.issued_at).toISOString() };
}

export function toOrderDto(row: OrderRow): OrderDto {
  const statuses = { deliveryStatus: row.delivery_status, paymentStatus: row.payment_status };
  const info = row.shipping_info;
  const shipments = row.shipments.map(toOrderShipmentDto);
  return {
    _id: row.id,
    price: toRupees(row.total_paise),
    subtotal: toRupees(row.subtotal_paise),
    couponDiscount: toRupees(row.discount_paise),
    couponCode: row.coupon_code,
    shipping_fee: toRupees(row.shipping_fee_paise),
    items: row.items,
    payment_status: row.payment_status,
    delivery_status: row.delivery_status,
    payment_method: row.payment_method,
    date: new Date(row.created_at).toISOString(),
    email: row.email,
    shippingInfo: {
      name: info.name,
      address: info.address,
      phone: info.phone,
      post: info.post,
      province: info.province,
      city: info.city,
      area: info.area,
      country: info.country ?? 'IN',
    },
    products: row.lines.map(toOrderLineDto),
    canCancel: canCancel(statuses),
    canPay: canPay(statuses),
    cancelReason: row.cancel_reason,
    invoice: row.invoice ? toDocumentDto(row.invoice) : null,
    creditNotes: row.credit_notes.map((note) => ({ ...toDocumentDto(note), total: toRupees(note.total_paise) })),
    displayCurrency: row.display_currency,
    displayRate: Number(row.display_rate),
    timeline: toOrderTimeline(row.created_at, row.history, shipments),
    shipments,
    shippingZone: row.shipping_zone,
    expectedDeliveryDate: row.expected_delivery_date,
  };
}
