/** Where a payment stands at the gateway. */
export const GATEWAY_STATES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type GatewayState = (typeof GATEWAY_STATES)[number];

/** The gateway's answer to a new payment: where to send the shopper. */
export type GatewayPayment = {
  gatewayOrderId: string;
  state: GatewayState;
  /** The gateway's hosted payment page. */
  redirectUrl: string;
  /** When the gateway stops accepting the payment (epoch milliseconds). */
  expireAt: number;
};

/** The gateway's word on one payment: from a status check or a verified callback. */
export type GatewayStatus = {
  merchantOrderId: string;
  gatewayOrderId: string;
  state: GatewayState;
  amountPaise: number;
  /** Epoch milliseconds. */
  expireAt: number;
  /** What the gateway said, kept for staff (payment details, error codes). */
  details: Record<string, unknown>;
};

/** A verified callback: which event, about which payment. */
export type GatewayCallback = GatewayStatus & { event: string };

/** The gateway's word on one refund: from the refund call or a refund status check. */
export type GatewayRefund = {
  merchantRefundId: string;
  state: GatewayState;
  /** The gateway's own refund id, or the transaction id of the money that went back (the customer's reference). */
  reference: string | null;
  /** Why it failed, when it did (the gateway's error code). */
  errorCode: string | null;
};

/** The gateway did not answer, or refused the request. */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}

/** The callback's Authorization header is missing or wrong: it did not come from the gateway. */
export class CallbackRejectedError extends Error {
  override name = 'CallbackRejectedError';
}

/** The callback is authentic but its body does not describe a checkout order. */
export class CallbackMalformedError extends Error {
  override name = 'CallbackMalformedError';
}

/**
 * An online payment gateway, as the payment service needs it. One implementation: PhonePe's official SDK, pointed at
 * PhonePe or at the built-in simulator (gateway/phonepe.gateway.ts). Also the injection token.
 */
export abstract class PaymentGateway {
  /** 'sandbox' or 'phonepe': recorded on each attempt. */
  abstract readonly provider: string;

  /** Starts collecting `amountPaise` for `merchantOrderId`; the shopper comes back to `redirectUrl`. Throws PaymentGatewayError. */
  abstract pay(merchantOrderId: string, amountPaise: number, redirectUrl: string): Promise<GatewayPayment>;

  /** The gateway's state of a payment; null when it does not know `merchantOrderId`. Throws PaymentGatewayError. */
  abstract status(merchantOrderId: string): Promise<GatewayStatus | null>;

  /** Starts refunding `amountPaise` of the completed payment `merchantOrderId`, as `merchantRefundId`. Throws PaymentGatewayError. */
  abstract refund(merchantRefundId: string, merchantOrderId: string, amountPaise: number): Promise<GatewayRefund>;

  /** The gateway's state of a refund; null when it does not know `merchantRefundId`. Throws PaymentGatewayError. */
  abstract refundStatus(merchantRefundId: string): Promise<GatewayRefund | null>;

  /** Checks a callback's Authorization header and reads its body. Throws CallbackRejectedError or CallbackMalformedError. */
  abstract verifyCallback(authorization: string | undefined, rawBody: string): GatewayCallback;
}
