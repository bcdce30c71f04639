import type { components } from '@shop/openapi';
import { api, ok, type JsonBody } from '../../api/client';

export type CreatePaymentRequest = JsonBody<'/api/order/create-payment', 'post'>;
export type PaymentMethod = CreatePaymentRequest['type'];
export type PaymentStarted = components['schemas']['CreatePaymentResponseDto'];

/** The payment step's call (spec 7, DECISIONS.md: on the shop's own origin): cash on delivery, or PhonePe's page. */
export const paymentApi = {
  create: async (body: CreatePaymentRequest) => ok(await api.POST('/api/order/create-payment', { body })),
};
