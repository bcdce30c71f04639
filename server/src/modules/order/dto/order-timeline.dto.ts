import { ApiProperty } from '@nestjs/swagger';
import type { DeliveryStatus } from '../entities/order.entity.js';
import type { OrderHistoryRef, OrderShipmentRef } from '../order.repository.js';

export const TIMELINE_STEPS = ['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** The courier's public tracking page of an AWB: the courier's template with `{awb}` replaced (URL-encoded). */
export function trackingUrlOf(template: string, awb: string): string {
  return template.replaceAll('{awb}', encodeURIComponent(awb));
}

/** A parcel of the order handed to a courier. */
export class OrderShipmentDto {
  _id: string;
  /** The courier's name, e.g. Blue Dart. */
  courier: string;
  /** The courier's air waybill number. */
  awb: string;
  /** The courier's public tracking page of this AWB. */
  trackingUrl: string;
  /** Grams, when staff weighed it; null otherwise. */
  weightGrams: number | null;
  /** Number of packages. */
  packages: number;
  /** When it was handed to the courier (ISO 8601). */
  @ApiProperty({ format: 'date-time' })
  shippedAt: string;
  /** When it was delivered (ISO 8601); null while on its way. */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deliveredAt: string | null;
  /** The order lines (their _id) it carries. */
  lineIds: string[];
  /** Number of pieces it carries. */
  items: number;
  /** Some of the order's lines travel apart from it (another shipment, or not yet shipped). */
  partial: boolean;
}

/** One step of the order's way to the customer, with its date. */
export class OrderTimelineEventDto {
  /**
   * placed (the order was made), confirmed (paid, or cash on delivery chosen), packed (at the warehouse), shipped,
   * delivered, cancelled.
   */
  @ApiProperty({ enum: TIMELINE_STEPS })
  step: TimelineStep;
  /** When (ISO 8601). */
  @ApiProperty({ format: 'date-time' })
  at: string;
  /** The parcel this step is about (shipped and delivered with a courier); null for the whole order's steps. */
  @ApiProperty({ type: OrderShipmentDto, nullable: true })
  shipment: OrderShipmentDto | null;
}

/** Which timeline step each delivery status stands for; pending is the order's placing (its creation date). */
const STEP_OF: Readonly<Record<DeliveryStatus, TimelineStep | undefined>> = {
  pending: undefined,
  placed: 'confirmed',
  warehouse: 'packed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

function iso(date: string | Date): string {
  return new Date(date).toISOString();
}

export function toOrderShipmentDto(ref: OrderShipmentRef): OrderShipmentDto {
  return {
    _id: ref.id,
    courier: ref.courier,
    awb: ref.awb,
    trackingUrl: trackingUrlOf(ref.tracking_url_template, ref.awb),
    weightGrams: ref.weight_grams,
    packages: ref.packages,
    shippedAt: iso(ref.shipped_at),
    deliveredAt: ref.delivered_at === null ? null : iso(ref.delivered_at),
    lineIds: ref.line_ids,
    items: ref.items,
    partial: ref.line_ids.length < ref.order_lines,
  };
}

/**
 * The order's timeline, oldest first: placed at its creation, then each status it took. Where the order went by
 * courier, its shipments stand for the shipped and delivered steps (one each per parcel, with its courier and AWB);
 * an order marked shipped or delivered without a shipment keeps the plain steps.
 */
export function toOrderTimeline(createdAt: Date | string, history: readonly OrderHistoryRef[], shipments: readonly OrderShipmentDto[]): OrderTimelineEventDto[] {
  const events: OrderTimelineEventDto[] = [{ step: 'placed', at: iso(createdAt), shipment: null }];
  for (const entry of history) {
    const step = STEP_OF[entry.delivery_status];
    if (!step) continue;
    if (shipments.length > 0 && (step === 'shipped' || step === 'delivered')) continue;
    events.push({ step, at: iso(entry.at), shipment: null });
  }
  for (const shipment of shipments) {
    events.push({ step: 'shipped', at: shipment.shippedAt, shipment });
    if (shipment.deliveredAt) events.push({ step: 'delivered', at: shipment.deliveredAt, shipment });
  }
  // Stable: equal times keep the order above (placed before confirmed, shipped before delivered).
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
