/** What /payment is navigated with (spec 2 'Payment step', spec 4): the server's total, the number of pieces, the order. */
export type PaymentState = {
  price: number;
  items: number;
  orderId: string;
};

/** Whether `value` (a location's state, which may be anything) is a payment state. */
export function isPaymentState(value: unknown): value is PaymentState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return typeof state.price === 'number' && typeof state.items === 'number' && typeof state.orderId === 'string' && state.orderId !== '';
}

/** The payment step's address for an order: the id in the URL too, so a reload (or a shared link) still knows it. */
export function paymentPath(orderId: string): string {
  return `/payment?${new URLSearchParams({ orderId }).toString()}`;
}
