import { toRupees } from '../../../common/money.js';
import { toRefundDto } from '../../payment/dto/refund.response.dto.js';
import type { RefundRow } from '../../payment/refund/refund.repository.js';
import { RETURN_REASON_LABELS, type ReturnReason } from '../return.policy.js';
import type { MediaRow, ReturnRow } from '../return.repository.js';
import { maskAccount, type RefundDestination } from '../return.rules.js';
import type { ReturnAdminDto, ReturnDto, ReturnMediaDto, RefundToDto } from './return.response.dto.js';

export function mediaUrl(id: string): string {
  return `/api/returns/media/${id}`;
}

export function toReturnMediaDto(media: Pick<MediaRow, 'id' | 'kind' | 'content_type' | 'bytes' | 'created_at'>): ReturnMediaDto {
  return { id: media.id, kind: media.kind, contentType: media.content_type, bytes: Number(media.bytes), url: mediaUrl(media.id), createdAt: media.created_at };
}

/** The piece an order line took its snapshot of, as a return's line and a line of the eligibility answer show it. */
export function pieceOf(line: { product_id: string | null; name: string; image: string; size: string; color: string }) {
  return { productId: line.product_id, name: line.name, image: line.image, size: line.size, color: line.color };
}

function refundToText(to: RefundDestination | null): string | null {
  if (!to) return null;
  if (to.method === 'upi') {
    const [name, bank] = to.upiId.split('@');
    return `UPI ${name.slice(0, 2)}…@${bank}`;
  }
  return `Bank account ${maskAccount(to.accountNumber)} (${to.ifsc})`;
}

function reasonLabel(reason: string): string {
  if (reason === 'missing_item') return 'Missing from the parcel';
  return RETURN_REASON_LABELS[reason as ReturnReason] ?? reason;
}

export function toReturnDto(row: ReturnRow): ReturnDto {
  return {
    id: row.id,
    orderId: row.order_id,
    kind: row.kind,
    state: row.state,
    reason: row.reason,
    reasonLabel: reasonLabel(row.reason),
    comment: row.comment,
    lines: row.lines.map((line) => ({
      lineId: line.line_id,
      ...pieceOf(line),
      quantity: line.quantity,
      price: toRupees(Number(line.sale_price_paise)),
    })),
    amount: toRupees(row.amount_paise),
    pickup:
      row.courier_id && row.awb
        ? {
            courierId: row.courier_id,
            courierName: row.courier_name ?? '',
            awb: row.awb,
            trackingUrl: (row.tracking_url_template ?? '').replace('{awb}', encodeURIComponent(row.awb)),
          }
        : null,
    rejectionReason: row.rejection_reason,
    refundToText: refundToText(row.refund_to),
    receivedAt: row.received_at,
    refundDueAt: row.state === 'received' ? row.refund_due_at : null,
    refundedAt: row.refunded_at,
    refundReference: row.refund_reference,
    media: row.media.map(toReturnMediaDto),
    history: row.history.map((h) => ({ state: h.state, at: h.at, actorId: h.actor_id, actorName: h.actor_name, note: h.note })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRefundToDto(to: RefundDestination | null): RefundToDto | null {
  if (!to) return null;
  return to.method === 'upi'
    ? { method: 'upi', upiId: to.upiId, accountHolder: null, accountNumber: null, ifsc: null }
    : { method: 'bank', upiId: null, accountHolder: to.accountHolder, accountNumber: to.accountNumber, ifsc: to.ifsc };
}

export function toReturnAdminDto(row: ReturnRow, refunds: readonly RefundRow[]): ReturnAdminDto {
  return {
    ...toReturnDto(row),
    customer: { id: row.user_id, name: row.customer_name, email: row.customer_email },
    paymentMethod: row.payment_method,
    refundTo: toRefundToDto(row.refund_to),
    refunds: refunds.filter((refund) => refund.return_id === row.id).map(toRefundDto),
    creditNote: row.credit_note
      ? { id: row.credit_note.id, number: row.credit_note.number, issuedAt: new Date(row.credit_note.issued_at), total: toRupees(Number(row.credit_note.total_paise)) }
      : null,
  };
}
