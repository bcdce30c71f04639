import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository, type SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../../common/http/list-filter.js';
import type { SortOrder } from '../../common/http/simple-rest.js';
import { type PageWindow, paginate } from '../../database/paginate.js';
import { Product } from '../catalog/entities/product.entity.js';
import type { LatestReviewSort } from './dto/latest-reviews-query.dto.js';
import { Review } from './entities/review.entity.js';

/** A row of the latest-reviews query. */
export type LatestReviewRow = {
  id: string;
  name: string;
  review: string;
  rating: number;
  created_at: Date;
  product_name: string;
  product_slug: string;
  product_image: string;
};

/** The console's filters of the review list (`q`: contained in the name or the text); each one left out filters nothing (`ids` empty: no row). */
export type ReviewFilter = { productId?: string; hidden?: boolean; rating?: number; q?: string; ids?: string[] };

/** The /reviews page's orders; the id last keeps pages stable. */
const LATEST_ORDER: Record<LatestReviewSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  high: 'r.rating DESC, r.created_at DESC, r.id DESC',
  low: 'r.rating ASC, r.created_at DESC, r.id DESC',
};

/** The reviews' SQL, and the product rating and count they keep in step. `manager`: inside the caller's transaction. */
@Injectable()
export class ReviewRepository {
  constructor(@InjectRepository(Review) private readonly reviews: Repository<Review>) {}

  hasReviewed(productId: string, userId: string, manager: EntityManager = this.reviews.manager): Promise<boolean> {
    return manager.getRepository(Review).existsBy({ productId, userId });
  }

  async insert(review: Pick<Review, 'productId' | 'userId' | 'name' | 'review' | 'rating'>, manager: EntityManager = this.reviews.manager): Promise<void> {
    await manager.getRepository(Review).insert(review);
  }

  /** One page of a product's visible reviews, newest first. */
  pageForProduct(productId: string, window: PageWindow): Promise<Review[]> {
    return this.reviews
      .createQueryBuilder('r')
      .where('r.product_id = :productId AND NOT r.hidden', { productId })
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .offset(window.skip)
      .limit(window.take)
      .getMany();
  }

  /** One row per star level given; a single row with a null rating when there are none; no row for an unknown product. */
  starCounts(productId: string): Promise<Array<{ rating: number | null; count: number }>> {
    return this.reviews.query(
      `SELECT r.rating, count(r.id)::int AS count
           FROM products p LEFT JOIN reviews r ON r.product_id = p.id AND NOT r.hidden
          WHERE p.id = $1
          GROUP BY r.rating`,
      [productId],
    );
  }

  /** One page of the shop's visible reviews with their product. */
  latestPage(sort: LatestReviewSort, window: PageWindow): Promise<LatestReviewRow[]> {
    return this.reviews.query(
      `SELECT r.id, r.name, r.review, r.rating, r.created_at,
                p.name AS product_name, p.slug AS product_slug, coalesce(p.images[1], '') AS product_image
           FROM reviews r JOIN products p ON p.id = r.product_id
          WHERE NOT r.hidden
          ORDER BY ${LATEST_ORDER[sort]}
          LIMIT $1 OFFSET $2`,
      [window.take, window.skip],
    );
  }

  async countVisible(): Promise<number> {
    const count: Array<{ n: number }> = await this.reviews.query('SELECT count(*)::int AS n FROM reviews WHERE NOT hidden');
    return count[0]?.n ?? 0;
  }

  /** One page of the console's list, each review with its product, and how many match. */
  list(sellerId: string | undefined, filter: ReviewFilter, window: PageWindow, order: Readonly<Record<string, SortOrder>>): Promise<{ rows: Review[]; total: number }> {
    const builder = this.scoped(this.reviews.manager, sellerId);
    if (filter.productId) builder.andWhere('r.product_id = :productId', { productId: filter.productId });
    if (filter.hidden !== undefined) builder.andWhere('r.hidden = :hidden', { hidden: filter.hidden });
    if (filter.rating !== undefined) builder.andWhere('r.rating = :rating', { rating: filter.rating });
    if (filter.q) builder.andWhere('(r.name ILIKE :q OR r.review ILIKE :q)', { q: containsPattern(filter.q) });
    if (filter.ids) builder.andWhere(filter.ids.length ? 'r.id IN (:...ids)' : 'false', { ids: filter.ids });
    return paginate(builder, window, order);
  }

  /** A review with its product, among those of the seller's products when `sellerId` is given. */
  findScoped(sellerId: string | undefined, id: string, manager: EntityManager = this.reviews.manager): Promise<Review | null> {
    return this.scoped(manager, sellerId).andWhere('r.id = :id', { id }).getOne();
  }

  async setHidden(id: string, hidden: boolean, manager: EntityManager = this.reviews.manager): Promise<void> {
    await manager.getRepository(Review).update({ id }, { hidden });
  }

  async delete(id: string, manager: EntityManager = this.reviews.manager): Promise<void> {
    await manager.getRepository(Review).delete({ id });
  }

  /** Serialises rating updates of one product: whoever changes its reviews holds the product row until commit. False: no such product. */
  async lockProduct(productId: string, manager: EntityManager = this.reviews.manager): Promise<boolean> {
    const product = await manager
      .getRepository(Product)
      .createQueryBuilder('p')
      .select('p.id')
      .where('p.id = :productId', { productId })
      .setLock('pessimistic_write')
      .getOne();
    return product !== null;
  }

  /** products.rating = mean of the visible reviews to 2 decimals (0 when none); review_count = how many. */
  async recomputeRating(productId: string, manager: EntityManager = this.reviews.manager): Promise<void> {
    await manager.query(
      `UPDATE products p
          SET rating = s.rating, review_count = s.count
         FROM (SELECT coalesce(round(avg(rating)::numeric, 2), 0) AS rating, count(*)::int AS count
                 FROM reviews WHERE product_id = $1 AND NOT hidden) s
        WHERE p.id = $1`,
      [productId],
    );
  }

  private scoped(manager: EntityManager, sellerId: string | undefined): SelectQueryBuilder<Review> {
    const builder = manager
      .getRepository(Review)
      .createQueryBuilder('r')
      .innerJoin('r.product', 'p')
      .addSelect(['p.id', 'p.name', 'p.slug']);
    if (sellerId !== undefined) builder.where('p.seller_id = :sellerId', { sellerId });
    return builder;
  }
}
