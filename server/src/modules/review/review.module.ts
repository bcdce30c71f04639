import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../catalog/entities/product.entity.js';
import { Review } from './entities/review.entity.js';
import { LatestReviewsController } from './latest-reviews.controller.js';
import { ReviewAdminController } from './review.admin.controller.js';
import { ReviewController } from './review.controller.js';
import { ReviewAdminService } from './review-admin.service.js';
import { ReviewRepository } from './review.repository.js';
import { ReviewService } from './review.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Review, Product])],
  controllers: [ReviewController, ReviewAdminController, LatestReviewsController],
  providers: [ReviewRepository, ReviewService, ReviewAdminService],
  exports: [ReviewService],
})
export class ReviewModule {}
