import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError, Repository, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { commonErrors } from '../../common/errors/app-error.js';
import { containsPattern, filterBoolean, filterIds, filterInt, filterText, filterUuid } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { Product } from '../catalog/entities/product.entity.js';
import { LATEST_REVIEWS_PER_PAGE, type LatestReviewSort, type LatestReviewsQueryDto } from './dto/latest-reviews-query.dto.js';
import { type LatestReviewRow, type LatestReviewsResponseDto, toLatestReviewDto } from './dto/latest-reviews.response.dto.js';
import { type ReviewAdminDto, type ReviewsResponseDto, toReviewAdminDto, toReviewDto } from './dto/review.response.dto.js';
import type { SubmitReviewDto } from './dto/submit-review.dto.js';
import type { UpdateReviewDto } from './dto/update-review.dto.js';
import { Review } from './entities/review.entity.js';
import { reviewErrors } from './review.errors.js';
import { ratingBreakdown, REVIEWS_PER_PAGE } from './review.rules.js';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const REVIEW_SORT = listSort({ createdAt: 'r.created_at', rating: 'r.rating' }, 'r.id', { field: 'createdAt', order: 'DESC' });

/** The /reviews page's orders; the id last keeps pages stable. */
const LATEST_ORDER: Record<LatestReviewSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  high: 'r.rating DESC, r.created_at DESC, r.id DESC',
  low: 'r.rating ASC, r.created_at DESC, r.id DESC',
};

function driverError(error: unknown): { code?: string; constraint?: string } | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
}

/** Reviews of products, and each product's rating and review count kept in step with its visible reviews. */
@Injectable()
export class ReviewService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async submit(user: AuthUser, dto: SubmitReviewDto): Promise<{ message: string }> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.lockProduct(manager, dto.productId);
        const repository = manager.getRepository(Review);
        if (await repository.existsBy({ productId: dto.productId, userId: user.id })) throw reviewErrors.alreadyReviewed();
        await repository.insert({
          productId: dto.productId,
          userId: user.id,
          name: dto.name || user.name.slice(0, 100),
          review: dto.review,
          rating: dto.rating,
        });
        await this.recomputeRating(manager, dto.productId);
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
      this.reviews
        .createQueryBuilder('r')
        .where('r.product_id = :productId AND NOT r.hidden', { productId })
        .orderBy('r.created_at', 'DESC')
        .addOrderBy('r.id', 'DESC')
        .offset((pageNo - 1) * REVIEWS_PER_PAGE)
        .limit(REVIEWS_PER_PAGE)
        .getMany(),
      // One row per star level given; a single row with a null rating when there are none; no row for an unknown product.
      this.dataSource.query<Array<{ rating: number | null; count: number }>>(
        `SELECT r.rating, count(r.id)::int AS count
           FROM products p LEFT JOIN reviews r ON r.product_id = p.id AND NOT r.hidden
          WHERE p.id = $1
          GROUP BY r.rating`,
        [productId],
      ),
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
    const offset = ((query.page ?? 1) - 1) * perPage;
    const [rows, count] = await Promise.all([
      this.dataSource.query<LatestReviewRow[]>(
        `SELECT r.id, r.name, r.review, r.rating, r.created_at,
                p.name AS product_name, p.slug AS product_slug, coalesce(p.images[1], '') AS product_image
           FROM reviews r JOIN products p ON p.id = r.product_id
          WHERE NOT r.hidden
          ORDER BY ${LATEST_ORDER[query.sort ?? 'newest']}
          LIMIT $1 OFFSET $2`,
        [perPage, offset],
      ),
      this.dataSource.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM reviews WHERE NOT hidden'),
    ]);
    return { reviews: rows.map(toLatestReviewDto), totalReview: count[0]?.n ?? 0 };
  }

  async list(caller: AuthUser, query: ListQuery): Promise<{ rows: ReviewAdminDto[]; total: number }> {
    const builder = this.scoped(this.reviews.manager, caller);
    const productId = filterUuid(query.filter, 'productId');
    if (productId) builder.andWhere('r.product_id = :productId', { productId });
    const hidden = filterBoolean(query.filter, 'hidden');
    if (hidden !== undefined) builder.andWhere('r.hidden = :hidden', { hidden });
    const rating = filterInt(query.filter, 'rating', 1, 5);
    if (rating !== undefined) builder.andWhere('r.rating = :rating', { rating });
    const q = filterText(query.filter, 'q');
    if (q) builder.andWhere('(r.name ILIKE :q OR r.review ILIKE :q)', { q: containsPattern(q) });
    const ids = filterIds(query.filter);
    if (ids) builder.andWhere(ids.length ? 'r.id IN (:...ids)' : 'false', { ids });
    const [rows, total] = await builder
      .orderBy(listOrder(query))
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { rows: rows.map(toReviewAdminDto), total };
  }

  async get(caller: AuthUser, id: string): Promise<ReviewAdminDto> {
    return toReviewAdminDto(await this.findScoped(this.reviews.manager, caller, id));
  }

  /** Hides or shows a review; the product's rating and count follow in the same transaction. */
  async update(caller: AuthUser, id: string, dto: UpdateReviewDto): Promise<ReviewAdminDto> {
    return this.dataSource.transaction(async (manager) => {
      const review = await this.findScoped(manager, caller, id);
      // Sent back as it was (the console's update sends the whole record): nothing to write, the rating stands.
      if (review.hidden === dto.hidden) return toReviewAdminDto(review);
      await this.lockProduct(manager, review.productId);
      await manager.getRepository(Review).update({ id }, { hidden: dto.hidden });
      await this.recomputeRating(manager, review.productId);
      return toReviewAdminDto({ ...review, hidden: dto.hidden });
    });
  }

  /** Deletes a review; the product's rating and count follow in the same transaction. Answers the deleted record. */
  async delete(caller: AuthUser, id: string): Promise<ReviewAdminDto> {
    return this.dataSource.transaction(async (manager) => {
      const review = await this.findScoped(manager, caller, id);
      await this.lockProduct(manager, review.productId);
      await manager.getRepository(Review).delete({ id });
      await this.recomputeRating(manager, review.productId);
      return toReviewAdminDto(review);
    });
  }

  /** Reviews the caller may moderate: every review for an admin, those of their own products for a seller. */
  private scoped(manager: EntityManager, caller: AuthUser): SelectQueryBuilder<Review> {
    const builder = manager
      .getRepository(Review)
      .createQueryBuilder('r')
      .innerJoin('r.product', 'p')
      .addSelect(['p.id', 'p.name', 'p.slug']);
    if (caller.role !== 'admin') builder.where('p.seller_id = :sellerId', { sellerId: caller.id });
    return builder;
  }

  private async findScoped(manager: EntityManager, caller: AuthUser, id: string): Promise<Review> {
    const review = await this.scoped(manager, caller).andWhere('r.id = :id', { id }).getOne();
    if (!review) throw reviewErrors.notFound();
    return review;
  }

  /** Serialises rating updates of one product: whoever changes its reviews holds the product row until commit. */
  private async lockProduct(manager: EntityManager, productId: string): Promise<void> {
    const product = await manager
      .getRepository(Product)
      .createQueryBuilder('p')
      .select('p.id')
      .where('p.id = :productId', { productId })
      .setLock('pessimistic_write')
      .getOne();
    if (!product) throw catalogErrors.productNotFound();
  }

  /** products.rating = mean of the visible reviews to 2 decimals (0 when none); review_count = how many. */
  private async recomputeRating(manager: EntityManager, productId: string): Promise<void> {
    await manager.query(
      `UPDATE products p
          SET rating = s.rating, review_count = s.count
         FROM (SELECT coalesce(round(avg(rating)::numeric, 2), 0) AS rating, count(*)::int AS count
                 FROM reviews WHERE product_id = $1 AND NOT hidden) s
        WHERE p.id = $1`,
      [productId],
    );
  }
}
