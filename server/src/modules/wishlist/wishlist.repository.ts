import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { queryPrepared } from '../../database/prepared.js';
import type { LoadedWishlistItem } from './dto/wishlist.response.dto.js';
import { WishlistItem } from './entities/wishlist-item.entity.js';

const UNIQUE_USER_PRODUCT = 'uq_wishlist_items_user_product';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}

/** The wishlist's SQL: each change one statement, the read one prepared query. */
@Injectable()
export class WishlistRepository {
  constructor(@InjectRepository(WishlistItem) private readonly items: Repository<WishlistItem>) {}

  /** One statement: no row back means no such product; the unique index refuses a second heart. */
  async add(userId: string, productId: string): Promise<'added' | 'noProduct' | 'alreadyThere'> {
    let rows: Array<{ id: string }>;
    try {
      rows = await this.items.query(
        'INSERT INTO wishlist_items (user_id, product_id) SELECT $1, p.id FROM products p WHERE p.id = $2 RETURNING id',
        [userId, productId],
      );
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_USER_PRODUCT)) return 'alreadyThere';
      throw error;
    }
    return rows.length ? 'added' : 'noProduct';
  }

  /**
   * One query, whatever the number of items: the items with the few product fields they show, newest first. A prepared
   * statement, planned once per connection (signed-in pages read the wishlist for its badge), from the primary, so
   * that it shows the caller's last change.
   */
  itemsOf(userId: string): Promise<LoadedWishlistItem[]> {
    return queryPrepared<LoadedWishlistItem>(
      this.items.manager.connection,
      'wishlist_of_customer',
      `SELECT w.id, w.user_id AS "userId", w.product_id AS "productId", w.created_at AS "createdAt",
              json_build_object('name', p.name, 'slug', p.slug, 'pricePaise', p.price_paise, 'images', p.images,
                                'discount', p.discount, 'rating', p.rating::float8) AS product
       FROM wishlist_items w JOIN products p ON p.id = w.product_id
       WHERE w.user_id = $1
       ORDER BY w.created_at DESC, w.id DESC`,
      [userId],
    );
  }

  /** Answers whether the customer's item went (someone else's and an unknown one alike: false). */
  async remove(userId: string, itemId: string): Promise<boolean> {
    const result = await this.items.delete({ id: itemId, userId });
    return Boolean(result.affected);
  }
}
