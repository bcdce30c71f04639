import type { OrderShipmentRef } from '../order.repository.js';
import { toOrderShipmentDto, toOrderTimeline, trackingUrlOf } from './order-timeline.dto.js';

const PARCEL: OrderShipmentRef = {
  id: 's-1',
  courier: 'India Post Speed Post',
  tracking_url_template: 'https://example.in/track?c={awb}',
  awb: 'EE123456789IN',
  weight_grams: null,
  packages: 1,
  shipped_at: '2026-11-03T10:00:00Z',
  delivered_at: '2026-11-06T12:00:00Z',
  line_ids: ['l-1'],
  items: 1,
  order_lines: 2,
};

describe('order timeline', () => {
  it('puts the AWB into the tracking template, URL-encoded', () => {
    expect(trackingUrlOf('https://x.in/{awb}?again={awb}', 'A B')).toBe('https://x.in/A%20B?again=A%20B');
  });

  it('reads placed, then each status; a parcel stands for the shipped and delivered steps', () => {
    const parcel = toOrderShipmentDto(PARCEL);
    expect(parcel).toMatchObject({ trackingUrl: 'https://example.in/track?c=EE123456789IN', partial: true });
    const timeline = toOrderTimeline(
      '2026-11-01T09:00:00Z',
      [
        { delivery_status: 'pending', at: '2026-11-01T09:00:00Z' },
        { delivery_status: 'placed', at: '2026-11-01T09:05:00Z' },
        { delivery_status: 'warehouse', at: '2026-11-02T09:00:00Z' },
        { delivery_status: 'shipped', at: '2026-11-03T10:00:00Z' },
        { delivery_status: 'delivered', at: '2026-11-06T12:00:00Z' },
      ],
      [parcel],
    );
    expect(timeline.map((event) => [event.step, event.at, event.shipment?._id ?? null])).toEqual([
      ['placed', '2026-11-01T09:00:00.000Z', null],
      ['confirmed', '2026-11-01T09:05:00.000Z', null],
      ['packed', '2026-11-02T09:00:00.000Z', null],
      ['shipped', '2026-11-03T10:00:00.000Z', 's-1'],
      ['delivered', '2026-11-06T12:00:00.000Z', 's-1'],
    ]);
  });

  it('keeps the plain shipped step of an order marked shipped without a parcel, and a cancellation', () => {
    const shippedByHand = toOrderTimeline('2026-11-01T09:00:00Z', [{ delivery_status: 'shipped', at: '2026-11-02T09:00:00Z' }], []);
    expect(shippedByHand.map((event) => event.step)).toEqual(['placed', 'shipped']);
    const cancelled = toOrderTimeline('2026-11-01T09:00:00Z', [{ delivery_status: 'cancelled', at: '2026-11-01T09:31:00Z' }], []);
    expect(cancelled.map((event) => event.step)).toEqual(['placed', 'cancelled']);
  });
});
