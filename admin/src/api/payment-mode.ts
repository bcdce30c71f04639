import { ok, type Schemas } from '@shop/openapi';
import { api } from './client';

export type PaymentMode = Schemas['PaymentModeResponseDto'];

/** Whether the shop's online payments go to the sandbox simulator (test payments: anyone can mark an order paid). */
export async function readPaymentMode(): Promise<PaymentMode> {
  return ok(await api.GET('/api/order/payment-mode'));
}
