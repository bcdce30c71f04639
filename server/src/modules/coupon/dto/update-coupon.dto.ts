import { AcceptsReadOnly } from '../../../common/http/read-only.js';
import { AddCouponDto } from './add-coupon.dto.js';
import { COUPON_ADMIN_READ_ONLY } from './coupon.response.dto.js';

/**
 * The console's PUT: every field of a new coupon, same rules; the code stays unique. An expiry already in the
 * past may be sent back unchanged, so an expired coupon can still be edited.
 */
@AcceptsReadOnly(COUPON_ADMIN_READ_ONLY)
export class UpdateCouponDto extends AddCouponDto {}
