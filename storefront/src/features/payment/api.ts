import type { components } from '@shop/openapi';
import { api, ok, type JsonBody } from '../../api/client';

export type CreatePaymentRequest = JsonBody<'/api/order/create-payment', 'post'>;
export type PaymentMethod = CreatePaymentRequest['type'];
export type PaymentStarted = components['schemas']['CreatePaymentResponseDto'];
export type PaymentMode = components['schemas']['PaymentModeResponseDto'];

/** The payment step's call (spec 7, DECISIONS.md: on the shop's own origin): cash on delivery, or PhonePe's page. */
export const paymentApi = {
  create: async (body: CreatePaymentRequest) => ok(await api.POST('/api/order/create-payment', { body })),
  /** Whether online payments go to the sandbox simulator (test payments, no money moves). */
  mode: async (): Promise<PaymentMode> => ok(await api.GET('/api/order/payment-mode')),
};
