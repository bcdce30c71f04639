import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CouponModule } from '../coupon/coupon.module.js';
import { BannerAdminController } from './banner.admin.controller.js';
import { BannerAdminService } from './banner-admin.service.js';
import { BannerController } from './banner.controller.js';
import { BannerRepository } from './banner.repository.js';
import { BannerService } from './banner.service.js';
import { BlogAdminController } from './blog.admin.controller.js';
import { BlogAdminService } from './blog-admin.service.js';
import { BlogController } from './blog.controller.js';
import { BlogRepository } from './blog.repository.js';
import { BlogService } from './blog.service.js';
import { Banner } from './entities/banner.entity.js';
import { Blog } from './entities/blog.entity.js';
import { NewsletterSubscriber } from './entities/newsletter-subscriber.entity.js';
import { NewsletterAdminService } from './newsletter-admin.service.js';
import { NewsletterRateLimitGuard } from './newsletter-rate-limit.guard.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterRepository } from './newsletter.repository.js';
import { NewsletterService } from './newsletter.service.js';
import { SubscribersAdminController } from './subscribers.admin.controller.js';

/**
 * Banners, the journal (blogs) and the newsletter; exports NewsletterService for the dashboard's count and BlogService
 * for the journal pages' server-rendered head (seo/page-head.service.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Banner, Blog, NewsletterSubscriber]), CouponModule],
  controllers: [BannerController, BannerAdminController, BlogController, BlogAdminController, NewsletterController, SubscribersAdminController],
  providers: [
    BannerService,
    BannerAdminService,
    BannerRepository,
    BlogService,
    BlogAdminService,
    BlogRepository,
    NewsletterService,
    NewsletterAdminService,
    NewsletterRepository,
    NewsletterRateLimitGuard,
  ],
  exports: [NewsletterService, BlogService],
})
export class ContentModule {}
