import type { SubscriberStatus } from '../entities/newsletter-subscriber.entity.js';
import type { SubscriberRow } from '../newsletter.repository.js';

/** An address of the newsletter in the console (resource `subscribers`). */
export class SubscriberAdminDto {
  id: string;
  /** Lower-case. */
  email: string;
  /** subscribed or unsubscribed */
  status: SubscriberStatus;
  /** The first-purchase coupon mailed to the address; null once that coupon is deleted. */
  couponId: string | null;
  couponCode: string | null;
  /** Whether the address's account has used its coupon on an order that is not cancelled. */
  couponUsed: boolean;
  unsubscribedAt: Date | null;
  /** When the address subscribed. */
  createdAt: Date;
}

export function toSubscriberAdminDto(row: SubscriberRow): SubscriberAdminDto {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    couponId: row.coupon_id,
    couponCode: row.coupon_code,
    couponUsed: row.coupon_used,
    unsubscribedAt: row.unsubscribed_at,
    createdAt: row.created_at,
  };
}
