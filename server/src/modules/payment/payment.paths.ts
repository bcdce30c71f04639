/** Routes that app.setup.ts treats apart, and the URLs the payment flow builds. */

/** The built-in simulator, served outside the /api prefix as PhonePe's hosts are outside ours. */
export const SANDBOX_GATEWAY_PATH = 'sandbox-gateway';

/** Where the gateway sends callbacks, under the global prefix; its body is read raw, as the SDK's validateCallback wants it. */
export const PHONEPE_CALLBACK_PATH = 'order/phonepe-callback';

/** Where the shopper's browser comes back from the gateway, under the global prefix. */
export const PAYMENT_RETURN_PATH = 'order/payment-return';

/** The two above as absolute paths (the global prefix is app.setup.ts's API_PREFIX). */
export const PHONEPE_CALLBACK_URL_PATH = `/api/${PHONEPE_CALLBACK_PATH}`;
export const PAYMENT_RETURN_URL_PATH = `/api/${PAYMENT_RETURN_PATH}`;

/** Where the gateway sends the shopper back after paying attempt `merchantOrderId` (the merchant's redirectUrl). */
export function paymentReturnUrl(publicUrl: string, merchantOrderId: string): string {
  return `${publicUrl}${PAYMENT_RETURN_URL_PATH}/${encodeURIComponent(merchantOrderId)}`;
}

/** The simulator's hosted page (Pay and Fail) for one of its orders. */
export function sandboxPageUrl(publicUrl: string, gatewayOrderId: string): string {
  return `${publicUrl}/${SANDBOX_GATEWAY_PATH}/pay/${encodeURIComponent(gatewayOrderId)}`;
}
