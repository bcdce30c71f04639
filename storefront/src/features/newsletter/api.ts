import { api, ok, type JsonBody } from '../../api/client';

export type SubscribeRequest = JsonBody<'/api/newsletter/subscribe', 'post'>;

/** The footer's newsletter sign-up (DECISIONS.md: wired; the first sign-up mails a one-time 10 % coupon). */
export const newsletterApi = {
  subscribe: async (body: SubscribeRequest) => ok(await api.POST('/api/newsletter/subscribe', { body })),
};
