import { Module } from '@nestjs/common';
import { MetalRateChangeAdminController } from './metal-rate-change.admin.controller.js';
import { MetalRateAdminController } from './metal-rate.admin.controller.js';
import { MetalRateController } from './metal-rate.controller.js';
import { MetalRateRepository } from './metal-rate.repository.js';
import { MetalRateService } from './metal-rate.service.js';

/** Today's metal rates, their history and the repricing of rate-linked pieces (issue 16). */
@Module({
  controllers: [MetalRateController, MetalRateAdminController, MetalRateChangeAdminController],
  providers: [MetalRateService, MetalRateRepository],
})
export class PricingModule {}
