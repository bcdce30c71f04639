/**
 * The refund policy of spec 9, in one place: the return window, the missing-item claim window, when a refund starts and
 * how long it takes, and what cannot be returned. The eligibility rules, the mails and `GET /api/returns/policy` (which
 * the refund policy page shows) all read these values.
 */

/** A piece may be returned up to this many IST calendar days after delivery: delivered on day 0, day 7 yes, day 8 no. */
export const RETURN_WINDOW_DAYS = 7;
/** A missing piece is reported within this many hours of delivery, with an unboxing video. */
export const MISSING_ITEM_CLAIM_HOURS = 48;
/** The refund of a return starts this many hours after the pieces are received back. */
export const REFUND_STARTS_AFTER_HOURS = 48;
/** The refund reaches the customer in this many business days. */
export const REFUND_BUSINESS_DAYS = { min: 7, max: 10 } as const;
/** Overseas orders are neither returnable nor refundable after delivery (spec 9). */
export const OVERSEAS_RETURNABLE = false;

export { NON_RETURNABLE_KINDS, NON_RETURNABLE_LABELS, type NonReturnableKind } from '../catalog/non-returnable.js';
import { NON_RETURNABLE_LABELS, type NonReturnableKind } from '../catalog/non-returnable.js';

/** Why a customer returns pieces: a fixed list, with the words the storefront shows. */
export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'size_or_fit', 'quality', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong piece sent',
  not_as_described: 'Not as described',
  size_or_fit: 'Size or fit',
  quality: 'Quality not as expected',
  changed_mind: 'Changed my mind',
  other: 'Other',
};
/** The reason a missing-item claim is recorded with. */
export const MISSING_ITEM_REASON = 'missing_item';

/** At most this many photos with a return. */
export const MAX_RETURN_PHOTOS = 6;
/** An unboxing video of at most this many bytes. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** India keeps UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const SHORT_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** The IST calendar day of an instant, as a day number (days since 1970-01-01 in IST). */
export function istDayNumber(at: Date): number {
  return Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
}

/** The last IST calendar day a return may be asked for, as midnight UTC of that day (only its date matters). */
export function returnWindowLastDay(deliveredAt: Date): Date {
  return new Date((istDayNumber(deliveredAt) + RETURN_WINDOW_DAYS) * DAY_MS);
}

/** Whether `now` is within the return window of an order delivered at `deliveredAt` (IST calendar days). */
export function withinReturnWindow(deliveredAt: Date, now: Date): boolean {
  return istDayNumber(now) - istDayNumber(deliveredAt) <= RETURN_WINDOW_DAYS;
}

/** The instant the missing-item claim window closes. */
export function missingClaimClosesAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + MISSING_ITEM_CLAIM_HOURS * 3_600_000);
}

export function withinMissingClaimWindow(deliveredAt: Date, now: Date): boolean {
  return now.getTime() <= missingClaimClosesAt(deliveredAt).getTime();
}

/** When the refund of pieces received at `receivedAt` starts by itself. */
export function refundDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + REFUND_STARTS_AFTER_HOURS * 3_600_000);
}

/** "4 Dec": a day as the shop writes it to shoppers, in IST. */
export function shortDate(day: Date): string {
  // returnWindowLastDay answers midnight UTC of an IST day, which is 05:30 of that same day in IST.
  return SHORT_DATE.format(day);
}

/** The shopper-facing sentence of a piece that cannot be returned. */
export function nonReturnableSentence(kind: NonReturnableKind): string {
  return `${NON_RETURNABLE_LABELS[kind]} cannot be returned`;
}

export const OVERSEAS_SENTENCE = 'Overseas orders cannot be returned';

export function windowClosedSentence(deliveredAt: Date): string {
  return `The ${RETURN_WINDOW_DAYS}-day return window closed on ${shortDate(returnWindowLastDay(deliveredAt))}`;
}

export function missingWindowClosedSentence(): string {
  return `Missing items must be reported within ${MISSING_ITEM_CLAIM_HOURS} hours of delivery`;
}

/** The policy's words, from the values above: what the refund policy page and the mails say. */
export function refundTimingSentence(): string {
  return `Refunds start ${REFUND_STARTS_AFTER_HOURS} hours after we receive the pieces back and reach you in ${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max} business days.`;
}
