/** Where a refund stands: waiting for the gateway (or staff), done, or refused by the gateway. */
export const REFUND_STATES = ['pending', 'completed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_KINDS = ['online', 'manual'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/**
 * The only ways a refund's state may change: every change is a guarded UPDATE … WHERE state = ANY(sourcesOf(…)), so a
 * status check, a replayed answer and a second job run racing for one refund cannot both move it. A failed refund stays
 * failed (staff retry it as a new refund with a new merchant refund id, as the gateway requires).
 */
export const REFUND_TRANSITIONS: Readonly<Record<RefundState, readonly RefundState[]>> = {
  pending: ['completed', 'failed'],
  completed: [],
  failed: [],
};
