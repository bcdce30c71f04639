import type { components } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type Coupon = components['schemas']['CouponDto'];

/** The coupon list of spec 7 (GET /api/get-coupon); open to everyone. */
export const couponApi = {
  list: async () => ok(await api.GET('/api/get-coupon')),
};
