import type { Schemas } from '@shop/openapi';

export type Coupon = Schemas['CouponAdminDto'];
/** What PUT and POST /api/admin/coupons accept: the five editable fields, nothing else. */
export type CouponPayload = Schemas['UpdateCouponDto'];
/** The coupon form's values (react-admin keeps the whole record in the form). */
export type CouponValues = Pick<Coupon, 'name' | 'price' | 'discount' | 'userlimit'> & { expiresAt?: string | null };
