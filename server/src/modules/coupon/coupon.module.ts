import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CouponAdminController } from './coupon.admin.controller.js';
import { CouponController } from './coupon.controller.js';
import { CouponService } from './coupon.service.js';
import { Coupon } from './entities/coupon.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Coupon])],
  controllers: [CouponController, CouponAdminController],
  providers: [CouponService],
  exports: [CouponService],
})
export class CouponModule {}
