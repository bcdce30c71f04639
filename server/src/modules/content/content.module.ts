import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CouponModule } from '../coupon/coupon.module.js';
import { BannerAdminController } from './banner.admin.controller.js';
import { BannerController } from './banner.controller.js';
import { BannerService } from './banner.service.js';
import { BlogAdminController } from './blog.admin.controller.js';
import { BlogController } from './blog.controller.js';
import { BlogService } from './blog.service.js';
import { Banner } from './entities/banner.entity.js';
import { Blog } from './entities/blog.entity.js';
import { NewsletterSubscriber } from './entities/newsletter-subscriber.entity.js';
import { NewsletterRateLimitGuard } from './newsletter-rate-limit.guard.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterService } from './newsletter.service.js';
import { SubscribersAdminController } from './subscribers.admin.controller.js';

/**
 * Banners, the journal (blogs) and the newsletter; exports NewsletterService for the dashboard's count and BlogService
 * for the journal pages' server-rendered head (seo/page-head.service.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Banner, Blog, NewsletterSubscriber]), CouponModule],
  controllers: [BannerController, BannerAdminController, BlogController, BlogAdminController, NewsletterController, SubscribersAdminController],
  providers: [BannerService, BlogService, NewsletterService, NewsletterRateLimitGuard],
  exports: [NewsletterService, BlogService],
})
export class ContentModule {}
