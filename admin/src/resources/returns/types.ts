import type { Schemas } from '@shop/openapi';

/** A return or missing-item claim as the console reads it (GET /api/admin/returns, admins only). */
export type ReturnRecord = Schemas['ReturnAdminDto'];
export type ReturnState = ReturnRecord['state'];
export type ReturnKind = ReturnRecord['kind'];
export type ReturnLine = Schemas['ReturnLineDto'];
export type ReturnMedia = Schemas['ReturnMediaDto'];
export type ReturnHistoryEntry = Schemas['ReturnHistoryDto'];
export type RefundTo = Schemas['RefundToDto'];

/** The steps staff take on a return, each a POST /api/admin/returns/{id}/{step}, and what each takes. */
export type ReturnStepPayload = {
  /** A return's pickup (courier and AWB), nothing for a claim. */
  approve: Schemas['ApproveReturnDto'];
  /** The reason the customer is told. */
  reject: Schemas['RejectReturnDto'];
  /** An optional note. */
  receive: Schemas['ReturnNoteDto'];
  /** A cash-on-delivery transfer's UTR. */
  refund: Schemas['RefundReturnDto'];
};
export type ReturnStep = keyof ReturnStepPayload;
