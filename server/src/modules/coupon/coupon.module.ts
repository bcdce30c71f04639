import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module.js';
import { CouponApplyController } from './coupon-apply.controller.js';
import { CouponApplyService } from './coupon-apply.service.js';
import { CouponAdminService } from './coupon-admin.service.js';
import { CouponAdminController } from './coupon.admin.controller.js';
import { CouponController } from './coupon.controller.js';
import { CouponRepository } from './coupon.repository.js';
import { CouponService } from './coupon.service.js';
import { Coupon } from './entities/coupon.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Coupon]), CartModule],
  controllers: [CouponController, CouponAdminController, CouponApplyController],
  providers: [CouponService, CouponAdminService, CouponApplyService, CouponRepository],
  exports: [CouponService, CouponApplyService],
})
export class CouponModule {}
