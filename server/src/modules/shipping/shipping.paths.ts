/** The courier webhook's path: its body is kept as sent (text) for the signature, before the JSON parser would take it. */
export const SHIPPING_WEBHOOK_PATH = 'shipping/webhook';
export const SHIPPING_WEBHOOK_URL_PATH = `/api/${SHIPPING_WEBHOOK_PATH}`;
