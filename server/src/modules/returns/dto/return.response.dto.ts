import { ApiProperty } from '@nestjs/swagger';
import { RefundDto } from '../../payment/dto/refund.response.dto.js';
import { RETURN_KINDS, RETURN_STATES, type ReturnKind, type ReturnState } from '../return.transitions.js';

export class ReturnLineDto {
  lineId: string;
  productId: string | null;
  name: string;
  image: string;
  size: string;
  color: string;
  /** Pieces returned or reported missing. */
  quantity: number;
  /** What one piece cost, rupees, before the coupon. */
  price: number;
}

/** The courier collecting a returned parcel. */
export class ReturnPickupDto {
  courierId: string;
  courierName: string;
  awb: string;
  /** The courier's tracking page for the AWB. */
  trackingUrl: string;
}

/** A photo or video of a return; `url` is served only to the customer and staff, signed in. */
export class ReturnMediaDto {
  id: string;
  @ApiProperty({ enum: ['photo', 'video'] })
  kind: 'photo' | 'video';
  /** image/webp, video/mp4 or video/webm. */
  contentType: string;
  bytes: number;
  /** `/api/returns/media/{id}`: needs the customer's or staff's token. */
  url: string;
  createdAt: Date;
}

/** One step of a return: the state it reached, when, by whom, and the note given. */
export class ReturnHistoryDto {
  @ApiProperty({ enum: RETURN_STATES })
  state: ReturnState;
  at: Date;
  /** The staff member or customer who moved it; null for the shop (the refund job, the gateway). */
  actorId: string | null;
  actorName: string | null;
  note: string | null;
}

/** A return or a missing-item claim of one of your orders, and where it stands. */
export class ReturnDto {
  id: string;
  orderId: string;
  /** return: pieces sent back; missing: pieces reported missing from the parcel. */
  @ApiProperty({ enum: RETURN_KINDS })
  kind: ReturnKind;
  /** requested, approved (pickup booked), rejected (see rejectionReason), cancelled, received, refunding, refunded. */
  @ApiProperty({ enum: RETURN_STATES })
  state: ReturnState;
  /** One of the policy's reasons, or missing_item for a claim. */
  reason: string;
  /** The reason in words. */
  reasonLabel: string;
  comment: string | null;
  lines: ReturnLineDto[];
  /** Rupees the return refunds (the pieces' paid share of the order, shipping when the whole order comes back). */
  amount: number;
  /** The pickup, once approved (returns only). */
  pickup: ReturnPickupDto | null;
  rejectionReason: string | null;
  /** Where a cash-on-delivery order's money goes back, masked ("UPI ab…@okaxis", "Bank account ••••1234"); null online. */
  refundToText: string | null;
  receivedAt: Date | null;
  /** When the refund starts by itself (48 hours after receipt), while received. */
  refundDueAt: Date | null;
  refundedAt: Date | null;
  /** The bank's or gateway's reference of the completed refund. */
  refundReference: string | null;
  media: ReturnMediaDto[];
  history: ReturnHistoryDto[];
  createdAt: Date;
  updatedAt: Date;
}

export class ReturnCustomerDto {
  id: string;
  name: string;
  email: string;
}

export class RefundToDto {
  @ApiProperty({ enum: ['upi', 'bank'] })
  method: 'upi' | 'bank';
  upiId: string | null;
  accountHolder: string | null;
  accountNumber: string | null;
  ifsc: string | null;
}

/** The credit note a return's completed refund issued against the order's GST invoice (PDF at /api/admin/orders/{orderId}/credit-notes/{id}). */
export class ReturnCreditNoteDto {
  id: string;
  /** "SJ/CN/26-27/000004". */
  number: string;
  issuedAt: Date;
  /** Rupees credited. */
  total: number;
}

/** A return for the console: also the customer, the full refund details, the refunds made for it and its credit note. */
export class ReturnAdminDto extends ReturnDto {
  customer: ReturnCustomerDto;
  /** The order's payment method: COD returns are refunded by a transfer staff record. */
  @ApiProperty({ enum: ['COD', 'ONLINEPAY'], nullable: true })
  paymentMethod: 'COD' | 'ONLINEPAY' | null;
  /** The full refund details of a cash-on-delivery return, for the transfer. */
  refundTo: RefundToDto | null;
  refunds: RefundDto[];
  /** Issued once its refund completed, for an invoiced order; null before, or when the order has no invoice. */
  creditNote: ReturnCreditNoteDto | null;
}
