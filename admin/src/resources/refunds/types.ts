import type { Schemas } from '@shop/openapi';

/** A refund of an order (GET /api/admin/refunds, admins only). */
export type Refund = Schemas['RefundAdminDto'];
export type RefundState = Refund['state'];
/** What POST /api/admin/orders/{id}/refunds takes: the transfer's UTR and, optionally, the rupees sent. */
export type ManualRefundPayload = Schemas['ManualRefundDto'];
