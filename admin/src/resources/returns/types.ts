import type { Schemas } from '@shop/openapi';

/** A return or missing-item claim as the console reads it (GET /api/admin/returns, admins only). */
export type ReturnRecord = Schemas['ReturnAdminDto'];
export type ReturnState = ReturnRecord['state'];
export type ReturnKind = ReturnRecord['kind'];
export type ReturnLine = Schemas['ReturnLineDto'];
export type ReturnMedia = Schemas['ReturnMediaDto'];
export type ReturnHistoryEntry = Schemas['ReturnHistoryDto'];
export type RefundTo = Schemas['RefundToDto'];
export type ReturnRefund = Schemas['RefundDto'];
export type ReturnCreditNote = Schemas['ReturnCreditNoteDto'];

/** What POST /api/admin/returns/{id}/approve takes: a return's pickup (courier and AWB), nothing for a claim. */
export type ApproveReturnPayload = Schemas['ApproveReturnDto'];
/** What …/reject takes: the reason the customer is told. */
export type RejectReturnPayload = Schemas['RejectReturnDto'];
/** What …/receive takes: an optional note. */
export type ReceiveReturnPayload = Schemas['ReturnNoteDto'];
/** What …/refund takes: a cash-on-delivery transfer's UTR. */
export type RefundReturnPayload = Schemas['RefundReturnDto'];

/** The steps staff take on a return, each a POST /api/admin/returns/{id}/{step}. */
export type ReturnStep = 'approve' | 'reject' | 'receive' | 'refund';
export type ReturnStepPayload = {
  approve: ApproveReturnPayload;
  reject: RejectReturnPayload;
  receive: ReceiveReturnPayload;
  refund: RefundReturnPayload;
};
