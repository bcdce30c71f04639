import { AddCouponDto } from './add-coupon.dto.js';

/**
 * The console's PUT: every field of a new coupon, same rules; the code stays unique. An expiry already in the
 * past may be sent back unchanged, so an expired coupon can still be edited.
 */
export class UpdateCouponDto extends AddCouponDto {}
