import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { commonErrors } from '../../common/errors/app-error.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { LATEST_REVIEWS_PER_PAGE, type LatestReviewsQueryDto } from './dto/latest-reviews-query.dto.js';
import { type LatestReviewsResponseDto, toLatestReviewDto } from './dto/latest-reviews.response.dto.js';
import { type ReviewsResponseDto, toReviewDto } from './dto/review.response.dto.js';
import type { SubmitReviewDto } from './dto/submit-review.dto.js';
import { reviewErrors } from './review.errors.js';
import { ReviewRepository } from './review.repository.js';
import { ratingBreakdown, REVIEWS_PER_PAGE } from './review.rules.js';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function driverError(error: unknown): { code?: string; constraint?: string } | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
}

/** The storefront's reviews of products, and each product's rating and review count kept in step with its visible reviews. */
@Injectable()
export class ReviewService {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly transactions: Transactions,
  ) {}

  async submit(user: AuthUser, dto: SubmitReviewDto): Promise<{ message: string }> {
    try {
      await this.transactions.run(async (manager) => {
        if (!(await this.repository.lockProduct(dto.productId, manager))) throw catalogErrors.productNotFound();
        if (await this.repository.hasReviewed(dto.productId, user.id, manager)) throw reviewErrors.alreadyReviewed();
        await this.repository.insert(
          {
            productId: dto.productId,
            userId: user.id,
            name: dto.name || user.name.slice(0, 100),
            review: dto.review,
            rating: dto.rating,
          },
          manager,
        );
        await this.repository.recomputeRating(dto.productId, manager);
      });
    } catch (error) {
      const cause = driverError(error);
      // The unique index is the last line of defence against a second review by the same customer.
      if (cause?.code === UNIQUE_VIOLATION && cause.constraint === 'uq_reviews_product_user') throw reviewErrors.alreadyReviewed();
      // The account behind a still-valid token has been deleted.
      if (cause?.code === FOREIGN_KEY_VIOLATION && cause.constraint === 'fk_reviews_user') throw commonErrors.unauthenticated();
      throw error;
    }
    return { message: 'Thank you! Your review has been submitted.' };
  }

  /** One page of a product's visible reviews with the per-star counts: two statements, run side by side. */
  async listForProduct(productId: string, pageNo = 1): Promise<ReviewsResponseDto> {
    const [page, counts] = await Promise.all([
      this.repository.pageForProduct(productId, { skip: (pageNo - 1) * REVIEWS_PER_PAGE, take: REVIEWS_PER_PAGE }),
      this.repository.starCounts(productId),
    ]);
    if (counts.length === 0) throw catalogErrors.productNotFound();
    const byRating = new Map(counts.filter((row) => row.rating !== null).map((row) => [Number(row.rating), row.count]));
    return {
      reviews: page.map(toReviewDto),
      totalReview: [...byRating.values()].reduce((total, count) => total + count, 0),
      rating_review: ratingBreakdown(byRating),
    };
  }

  /** The /reviews page: one page of the shop's visible reviews with their product, and how many there are in all. */
  async listLatest(query: LatestReviewsQueryDto): Promise<LatestReviewsResponseDto> {
    const perPage = query.perPage ?? LATEST_REVIEWS_PER_PAGE;
    const window = { skip: ((query.page ?? 1) - 1) * perPage, take: perPage };
    const [rows, total] = await Promise.all([this.repository.latestPage(query.sort ?? 'newest', window), this.repository.countVisible()]);
    return { reviews: rows.map(toLatestReviewDto), totalReview: total };
  }
}
