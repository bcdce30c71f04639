import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { queryPrepared } from '../../database/prepared.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { AddToWishlistDto } from './dto/add-to-wishlist.dto.js';
import {
  type LoadedWishlistItem,
  toWishlistResponse,
  WishlistItemDeletedResponseDto,
  type WishlistResponseDto,
} from './dto/wishlist.response.dto.js';
import { WishlistItem } from './entities/wishlist-item.entity.js';
import { wishlistErrors } from './wishlist.errors.js';

const UNIQUE_USER_PRODUCT = 'uq_wishlist_items_user_product';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}

/** A customer's wishlist: each product once, name, price and picture read live from the product. */
@Injectable()
export class WishlistService {
  constructor(@InjectRepository(WishlistItem) private readonly items: Repository<WishlistItem>) {}

  /** A `userId` in a path or body must be the caller's own. */
  private assertOwn(caller: AuthUser, userId: string | undefined): void {
    if (userId !== undefined && userId !== caller.id) throw wishlistErrors.notYourWishlist();
  }

  async add(caller: AuthUser, dto: AddToWishlistDto): Promise<MessageResponseDto> {
    this.assertOwn(caller, dto.userId);
    let rows: Array<{ id: string }>;
    try {
      // One statement: no row back means no such product; the unique index refuses a second heart.
      rows = await this.items.query(
        'INSERT INTO wishlist_items (user_id, product_id) SELECT $1, p.id FROM products p WHERE p.id = $2 RETURNING id',
        [caller.id, dto.productId],
      );
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_USER_PRODUCT)) throw wishlistErrors.alreadyInWishlist();
      throw error;
    }
    if (!rows.length) throw catalogErrors.productNotFound();
    return { message: 'Added to your wishlist' };
  }

  async getWishlist(caller: AuthUser, userId: string): Promise<WishlistResponseDto> {
    this.assertOwn(caller, userId);
    return this.wishlistOf(caller.id);
  }

  /**
   * One query, whatever the number of items: the items with the few product fields they show, newest first. A prepared
   * statement, planned once per connection (signed-in pages read the wishlist for its badge), from the primary, so
   * that it shows the caller's last change.
   */
  async wishlistOf(userId: string): Promise<WishlistResponseDto> {
    const rows = await queryPrepared<LoadedWishlistItem>(
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
    return toWishlistResponse(rows);
  }

  async remove(caller: AuthUser, itemId: string): Promise<WishlistItemDeletedResponseDto> {
    // Someone else's item and an unknown one answer alike: 404.
    const result = await this.items.delete({ id: itemId, userId: caller.id });
    if (!result.affected) throw wishlistErrors.itemNotFound();
    return { message: 'Removed from your wishlist', wishlistId: itemId };
  }
}
