import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BannerAdminController } from './banner.admin.controller.js';
import { BannerController } from './banner.controller.js';
import { BannerService } from './banner.service.js';
import { Banner } from './entities/banner.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Banner])],
  controllers: [BannerController, BannerAdminController],
  providers: [BannerService],
})
export class ContentModule {}
