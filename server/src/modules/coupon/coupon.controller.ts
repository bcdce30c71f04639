import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { CouponAdminService } from './coupon-admin.service.js';
import { CouponService } from './coupon.service.js';
import { AddCouponDto } from './dto/add-coupon.dto.js';
import { AddCouponResponseDto, CouponsResponseDto, DeleteCouponResponseDto } from './dto/coupon.response.dto.js';

/** The storefront's coupon calls (spec 7): staff add and delete, everyone reads the live ones. */
@ApiTags('coupon')
@Controller()
export class CouponController {
  constructor(
    private readonly coupons: CouponService,
    private readonly staffCoupons: CouponAdminService,
  ) {}

  @Post('add-coupon')
  @Roles('admin', 'seller')
  @ApiOperation({
    summary: 'Create a coupon code (staff)',
    description:
      "Creates a shop-wide coupon: `name` is the code (3 to 40 letters, digits, '-' or '_', stored upper-case), " +
      '`discount` percent off (1 to 100), `price` the minimum order in rupees, `userlimit` uses per customer, ' +
      '`expiresAt` optional (a future date-time with its zone; absent: never). Answers the coupon. Fails: 400 ' +
      '`VALIDATION_FAILED` naming the field (an expiry already past too); 409 `COUPON_CODE_TAKEN` when a coupon has ' +
      "the code in any case. A seller's coupon is their own (an admin's is the house's).",
  })
  @ApiErrors(400, 401, 403, 409)
  add(@Body() dto: AddCouponDto, @CurrentUser() caller: AuthUser): Promise<AddCouponResponseDto> {
    return this.staffCoupons.add(caller, dto);
  }

  @Public()
  @Get('get-coupon')
  @ApiOperation({
    summary: "Shop-wide coupons that have not expired, newest first: the product page's SPECIAL OFFERS (private coupons are never listed)",
    description:
      "The product page's SPECIAL OFFERS as `couponData`: the shop-wide coupons that have not expired, newest first, " +
      'each with its code (`name`), discount, minimum order (`price`), `userlimit` and expiry. Private coupons (the ' +
      "newsletter's, each for one e-mail) are never listed. A seller's coupon discounts only that seller's pieces: " +
      'it carries their `sellerId` (as products do) and `shopName`; both are null for the house\'s, which discount the ' +
      'whole order. Never fails.',
  })
  list(): Promise<CouponsResponseDto> {
    return this.coupons.listLive();
  }

  @Delete('delete-coupon/:id')
  @Roles('admin', 'seller')
  @ApiOperation({
    summary: 'Delete a coupon (staff)',
    description:
      'Deletes a coupon and answers its id as `couponId`; orders placed with it keep their discount. A seller deletes ' +
      "only their own coupons. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `COUPON_NOT_FOUND` (another " +
      "seller's or the house's coupon too, for a seller).",
  })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<DeleteCouponResponseDto> {
    return this.staffCoupons.delete(caller, id);
  }
}
