import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CouponApplyService } from './coupon-apply.service.js';
import { ApplyCouponDto } from './dto/apply-coupon.dto.js';
import { ApplyCouponResponseDto } from './dto/coupon-apply.response.dto.js';

/** The cart's coupon box: what a code takes off the signed-in customer's cart, or off one Buy Now item. */
@ApiTags('coupon')
@Controller('home/coupon')
export class CouponApplyController {
  constructor(private readonly couponApply: CouponApplyService) {}

  @Post('apply')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Price the caller's cart (or productId × quantity for Buy Now) with a coupon (a seller's discounts only their pieces); 400 for an unknown or expired code, a price below its minimum, no pieces of the coupon's shop, an empty cart or a customer at its use limit",
    description:
      "Prices the caller's cart (the lines the stock covers) or, with `productId` and `quantity` (1 to 99, default 1), " +
      'one Buy Now item, with the code typed in any case, from the database: answers `price`, `couponDiscount` (price ' +
      "× discount / 100, rounded down to the paisa), `total` with shipping, and the coupon's code and discount. A " +
      "seller's coupon discounts only that seller's pieces: its percent is taken off, and its minimum checked against, " +
      'the subtotal of their lines, and `shopName` names their shop (null for a house coupon, which discounts the whole ' +
      'price). ' +
      'Nothing is stored: placing the order checks the coupon again. A private coupon applies only for the account ' +
      "with its e-mail. Fails: 400 `INVALID_COUPON` ('Invalid coupon code.': unknown, expired or someone else's), " +
      "`COUPON_MIN_PRICE` (below its minimum order), `COUPON_OTHER_SHOP` (a seller's coupon and none of their pieces), " +
      "`COUPON_EMPTY_CART`, `COUPON_LIMIT_REACHED` (the caller's uses, " +
      'cancelled orders aside, are at its limit) or `VALIDATION_FAILED`; 404 `PRODUCT_NOT_FOUND` for an unknown ' +
      'productId.',
  })
  @ApiErrors(400, 401, 404)
  apply(@CurrentUser() caller: AuthUser, @Body() dto: ApplyCouponDto): Promise<ApplyCouponResponseDto> {
    return this.couponApply.apply(caller, dto);
  }
}
