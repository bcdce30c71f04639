import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { CouponService } from './coupon.service.js';
import { AddCouponDto } from './dto/add-coupon.dto.js';
import { AddCouponResponseDto, CouponsResponseDto, DeleteCouponResponseDto } from './dto/coupon.response.dto.js';

/** The storefront's coupon calls (spec 7): staff add and delete, everyone reads the live ones. */
@ApiTags('coupon')
@Controller()
export class CouponController {
  constructor(private readonly coupons: CouponService) {}

  @Post('add-coupon')
  @Roles('admin', 'seller')
  @ApiOperation({ summary: 'Create a coupon code (staff)' })
  @ApiErrors(400, 401, 403, 409)
  add(@Body() dto: AddCouponDto): Promise<AddCouponResponseDto> {
    return this.coupons.add(dto);
  }

  @Public()
  @Get('get-coupon')
  @ApiOperation({ summary: "Shop-wide coupons that have not expired, newest first: the product page's SPECIAL OFFERS (private coupons are never listed)" })
  list(): Promise<CouponsResponseDto> {
    return this.coupons.listLive();
  }

  @Delete('delete-coupon/:id')
  @Roles('admin', 'seller')
  @ApiOperation({ summary: 'Delete a coupon (staff)' })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string): Promise<DeleteCouponResponseDto> {
    return this.coupons.delete(id);
  }
}
