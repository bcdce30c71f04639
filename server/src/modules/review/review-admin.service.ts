import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { filterBoolean, filterIds, filterInt, filterText, filterUuid } from '../../common/http/list-filter.js';
import { listOrder, type ListQuery, listSort, mapPage, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { type ReviewAdminDto, toReviewAdminDto } from './dto/review.response.dto.js';
import type { UpdateReviewDto } from './dto/update-review.dto.js';
import type { Review } from './entities/review.entity.js';
import { reviewErrors } from './review.errors.js';
import { ReviewRepository } from './review.repository.js';

/** The console's sortable fields and the entity properties behind them; newest first unless asked. */
export const REVIEW_SORT = listSort({ createdAt: 'r.createdAt', rating: 'r.rating' }, 'r.id', NEWEST_FIRST);

/**
 * The console's review moderation: admins every review, a seller those of their own products. Hiding, showing and
 * deleting keep the product's rating and count in step, in the same transaction.
 */
@Injectable()
export class ReviewAdminService {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly transactions: Transactions,
  ) {}

  async list(caller: AuthUser, query: ListQuery): Promise<{ rows: ReviewAdminDto[]; total: number }> {
    const filter = {
      productId: filterUuid(query.filter, 'productId'),
      hidden: filterBoolean(query.filter, 'hidden'),
      rating: filterInt(query.filter, 'rating', 1, 5),
      q: filterText(query.filter, 'q'),
      ids: filterIds(query.filter),
    };
    return mapPage(await this.repository.list(sellerScope(caller), filter, query, listOrder(query)), toReviewAdminDto);
  }

  async get(caller: AuthUser, id: string): Promise<ReviewAdminDto> {
    return toReviewAdminDto(await this.findScoped(caller, id));
  }

  /** Hides or shows a review; the product's rating and count follow in the same transaction. */
  async update(caller: AuthUser, id: string, dto: UpdateReviewDto): Promise<ReviewAdminDto> {
    return this.transactions.run(async (manager) => {
      const review = await this.findScoped(caller, id, manager);
      // Sent back as it was (the console's update sends the whole record): nothing to write, the rating stands.
      if (review.hidden === dto.hidden) return toReviewAdminDto(review);
      await this.lockProduct(review.productId, manager);
      await this.repository.setHidden(id, dto.hidden, manager);
      await this.repository.recomputeRating(review.productId, manager);
      return toReviewAdminDto({ ...review, hidden: dto.hidden });
    });
  }

  /** Deletes a review; the product's rating and count follow in the same transaction. Answers the deleted record. */
  async delete(caller: AuthUser, id: string): Promise<ReviewAdminDto> {
    return this.transactions.run(async (manager) => {
      const review = await this.findScoped(caller, id, manager);
      await this.lockProduct(review.productId, manager);
      await this.repository.delete(id, manager);
      await this.repository.recomputeRating(review.productId, manager);
      return toReviewAdminDto(review);
    });
  }

  private async findScoped(caller: AuthUser, id: string, manager?: EntityManager): Promise<Review> {
    const review = await this.repository.findScoped(sellerScope(caller), id, manager);
    if (!review) throw reviewErrors.notFound();
    return review;
  }

  private async lockProduct(productId: string, manager: EntityManager): Promise<void> {
    if (!(await this.repository.lockProduct(productId, manager))) throw catalogErrors.productNotFound();
  }
}

/** Reviews the caller may moderate: every review for an admin, those of their own products for anyone else. */
function sellerScope(caller: AuthUser): string | undefined {
  return caller.role === 'admin' ? undefined : caller.id;
}
