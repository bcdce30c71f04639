import { ApiProperty } from '@nestjs/swagger';
import { toRupees } from '../../../common/money.js';
import type { RefundRow } from '../refund/refund.repository.js';
import { REFUND_KINDS, REFUND_STATES, type RefundKind, type RefundState } from '../refund/refund.transitions.js';

/** One refund of the caller's order: how much, where it stands, the reference the bank shows once done. */
export class RefundDto {
  id: string;
  orderId: string;
  /** Rupees going back. */
  amount: number;
  /** online: back to what paid through the gateway; manual: a bank or UPI transfer staff made. */
  @ApiProperty({ enum: REFUND_KINDS })
  kind: RefundKind;
  @ApiProperty({ enum: REFUND_STATES })
  state: RefundState;
  /** The gateway's or the bank transfer's reference (UTR), once known. */
  reference: string | null;
  /** When the refund began. */
  createdAt: Date;
  /** When the money went back. */
  completedAt: Date | null;
}

/** One refund, for the console: also our id of it at the gateway, why it failed, and who began it. */
export class RefundAdminDto extends RefundDto {
  merchantRefundId: string;
  failureReason: string | null;
  /** The staff member who retried or recorded it; null when the shop began it (a cancellation). */
  startedBy: string | null;
  updatedAt: Date;
}

export function toRefundDto(row: RefundRow): RefundDto {
  return {
    id: row.id,
    orderId: row.order_id,
    amount: toRupees(row.amount_paise),
    kind: row.kind,
    state: row.state,
    reference: row.reference,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}

export function toRefundAdminDto(row: RefundRow): RefundAdminDto {
  return { ...toRefundDto(row), merchantRefundId: row.merchant_refund_id, failureReason: row.failure_reason, startedBy: row.started_by, updatedAt: row.updated_at };
}
