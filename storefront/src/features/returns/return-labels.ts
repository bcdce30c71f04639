import { ApiError } from '../../api/client';
import { formatInr } from '../../lib/money';
import { formatOrderDate } from '../orders/order-labels';
import type { OrderReturn, RefundDetails, ReturnPolicy } from './api';

/** How a return's state reads in its heading. */
export const RETURN_STATE_LABELS: Record<OrderReturn['state'], string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Withdrawn',
  received: 'Received',
  refunding: 'Refund started',
  refunded: 'Refunded',
};

/** What the customer asked for: 'Return' or 'Missing item'. */
export function returnKindLabel(kind: OrderReturn['kind']): string {
  return kind === 'return' ? 'Return' : 'Missing item';
}

/**
 * Where a return or claim stands, in a sentence (issue 18), its money in rupees whatever the shopper's currency (it goes
 * back as it was paid): what happens next, or what happened.
 */
export function returnStateSentence(
  ret: Pick<OrderReturn, 'kind' | 'state' | 'amount' | 'rejectionReason' | 'receivedAt' | 'refundDueAt' | 'refundedAt' | 'refundReference' | 'pickup'>,
): string {
  const amount = formatInr(ret.amount);
  switch (ret.state) {
    case 'requested':
      return ret.kind === 'return'
        ? `We are reviewing your request. If approved, ${amount} will be refunded once the pieces are back with us.`
        : `We are reviewing your report and its video. If approved, ${amount} will be refunded.`;
    case 'approved':
      return ret.kind === 'return'
        ? ret.pickup === null
          ? `Approved: we will arrange the pickup. ${amount} will be refunded once the pieces are back with us.`
          : `Approved: ${ret.pickup.courierName} will collect the parcel (AWB ${ret.pickup.awb}). ${amount} will be refunded once the pieces are back with us.`
        : `Approved: ${amount} will be refunded.`;
    case 'rejected':
      return `Rejected: ${(ret.rejectionReason ?? 'no reason was given').replace(/[.!]$/, '')}.`;
    case 'cancelled':
      return 'You withdrew this request.';
    case 'received':
      return `We received the pieces${ret.receivedAt === null ? '' : ` on ${formatOrderDate(ret.receivedAt)}`}. The refund of ${amount} starts${ret.refundDueAt === null ? ' soon' : ` by ${formatOrderDate(ret.refundDueAt)}`}.`;
    case 'refunding':
      return `Refund of ${amount} started.`;
    case 'refunded':
      return `Refunded ${amount}${ret.refundedAt === null ? '' : ` on ${formatOrderDate(ret.refundedAt)}`}${ret.refundReference === null ? '' : ` (ref ${ret.refundReference})`}.`;
  }
}

/** '5 MB', '50 MB', '1.5 MB', '900 KB': a size limit or a file's size as shoppers read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The photo types the server takes (it tells them by their bytes and re-encodes them). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** The unboxing video's types. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

type Limits = Pick<ReturnPolicy, 'maxPhotoBytes' | 'maxVideoBytes'>;

/** Why a chosen photo will not do (the server checks again by its bytes); null when it may be uploaded. */
export function photoProblem(file: Pick<File, 'name' | 'type' | 'size'>, limits: Limits): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a photo: choose a JPEG, PNG, WebP, GIF or AVIF picture.`;
  if (file.size > limits.maxPhotoBytes) return `${file.name} is ${formatBytes(file.size)}: a photo may be at most ${formatBytes(limits.maxPhotoBytes)}.`;
  return null;
}

/** Why a chosen unboxing video will not do; null when it may be uploaded. */
export function videoProblem(file: Pick<File, 'name' | 'type' | 'size'>, limits: Limits): string | null {
  if (!(VIDEO_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not an MP4 or WebM video.`;
  if (file.size > limits.maxVideoBytes) return `${file.name} is ${formatBytes(file.size)}: the video may be at most ${formatBytes(limits.maxVideoBytes)}.`;
  return null;
}

/** The refund details form's values, as typed. */
export type RefundDetailsInput = { method: 'upi' | 'bank'; upiId: string; accountHolder: string; accountNumber: string; ifsc: string };

export const EMPTY_REFUND_DETAILS: RefundDetailsInput = { method: 'upi', upiId: '', accountHolder: '', accountNumber: '', ifsc: '' };

/** The request's refundTo: only the chosen method's fields (the server trims and checks them). */
export function refundDetailsBody(input: RefundDetailsInput): RefundDetails {
  return input.method === 'upi'
    ? { method: 'upi', upiId: input.upiId }
    : { method: 'bank', accountHolder: input.accountHolder, accountNumber: input.accountNumber, ifsc: input.ifsc };
}

/** A form's errors: by the request's field names (lines, reason, refundTo.ifsc …), and one for the form as a whole. */
export type FormErrors = { fields: Record<string, string>; form: string | null };

/**
 * A refused request's sentences, each at the form field it names (the server's `fields`: 'refundTo.ifsc', 'photoIds',
 * 'videoId' …); what names no field the form shows (`known` lists the fields it has), or the error's own sentence.
 */
export function formErrorsOf(error: unknown, known: readonly string[], fallback: string): FormErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: fallback };
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const { field, messages } of error.fields) {
    const sentence = messages.join(' ');
    // 'lines.0.quantity' is shown at 'lines'.
    const shownAt = [...known].sort((a, b) => b.length - a.length).find((name) => field === name || field.startsWith(`${name}.`)) ?? null;
    if (shownAt === null) unplaced.push(sentence);
    else fields[shownAt] ??= sentence;
  }
  if (error.fields.length === 0) return { fields, form: error.message.trim() === '' ? fallback : error.message };
  return { fields, form: unplaced.length === 0 ? null : unplaced.join(' ') };
}

type NonReturnableKind = ReturnPolicy['nonReturnable'][number]['kind'];

/** 'Gold coins' → 'gold coins': a label of the policy inside a sentence. */
function inSentence(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

const AND_LIST = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "personalised pieces, gold coins, utensils and idols": the kinds the policy takes no return of, in running text. */
export function nonReturnableList(policy: Pick<ReturnPolicy, 'nonReturnable'>): string {
  return AND_LIST.format(policy.nonReturnable.map(({ label }) => inSentence(label)));
}

/** "gold coins": how the policy names a piece's kind inside a sentence (the kind itself should the policy not name it). */
export function nonReturnableKindLabel(policy: Pick<ReturnPolicy, 'nonReturnable'>, kind: NonReturnableKind): string {
  return inSentence(policy.nonReturnable.find((entry) => entry.kind === kind)?.label ?? kind);
}

/** "unused pieces delivered in India": what the return window covers, as the policy has it for orders abroad. */
export function returnsCover(policy: Pick<ReturnPolicy, 'overseasReturnable'>): string {
  return policy.overseasReturnable ? 'unused pieces, in India and abroad' : 'unused pieces delivered in India';
}
