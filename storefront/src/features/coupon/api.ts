import type { components } from '@shop/openapi';
import { api, ok } from '../../api/client';

/** A live coupon; a seller's (sellerId, shopName) discounts only that seller's pieces. */
export type Coupon = components['schemas']['LiveCouponDto'];

/** The coupon list of spec 7 (GET /api/get-coupon); open to everyone. */
export const couponApi = {
  list: async () => ok(await api.GET('/api/get-coupon')),
};
