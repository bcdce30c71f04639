/** One line of a delivered order: how many of its pieces may still be returned or reported missing, or why none. */
export class EligibleLineDto {
  /** The order line's id. */
  lineId: string;
  productId: string | null;
  name: string;
  image: string;
  size: string;
  color: string;
  /** Pieces bought. */
  quantity: number;
  /** Pieces already in a return or claim that is not rejected or cancelled. */
  alreadyRequested: number;
  /** Pieces that may be returned now (0 when the line cannot be). */
  returnableQuantity: number;
  /** Why it cannot be returned ("Gold coins cannot be returned", "The 7-day return window closed on 4 Dec"); null when it can. */
  notReturnableReason: string | null;
  /** Pieces that may be reported missing now. */
  claimableQuantity: number;
  /** What one piece cost, rupees, before the coupon. */
  price: number;
}

/** What may be done after delivery of one of your orders. */
export class ReturnEligibilityDto {
  orderId: string;
  /** When the order was delivered; null when it has not been. */
  deliveredAt: Date | null;
  /** Whether any piece may be returned now. */
  canReturn: boolean;
  /** Why nothing may be returned ("Overseas orders cannot be returned", the window, not delivered); null when something may. */
  returnBlockedReason: string | null;
  /** The last day (IST, YYYY-MM-DD) a return may be asked for; null before delivery. */
  returnWindowLastDay: string | null;
  /** Whether a missing item may be reported now. */
  canClaimMissing: boolean;
  /** When the missing-item window closes; null before delivery. */
  missingClaimClosesAt: Date | null;
  missingClaimBlockedReason: string | null;
  /** Whether a return must say where the money goes (a cash-on-delivery order: UPI ID or bank account). */
  needsRefundDetails: boolean;
  lines: EligibleLineDto[];
}
