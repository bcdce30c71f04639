import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertOwnUserId } from '../../common/auth/own-user.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { AddToWishlistDto } from './dto/add-to-wishlist.dto.js';
import { toWishlistResponse, WishlistItemDeletedResponseDto, type WishlistResponseDto } from './dto/wishlist.response.dto.js';
import { wishlistErrors } from './wishlist.errors.js';
import { WishlistRepository } from './wishlist.repository.js';

/** A customer's wishlist: each product once, name, price and picture read live from the product. */
@Injectable()
export class WishlistService {
  constructor(private readonly repository: WishlistRepository) {}

  async add(caller: AuthUser, dto: AddToWishlistDto): Promise<MessageResponseDto> {
    assertOwnUserId(caller, dto.userId, wishlistErrors.notYourWishlist);
    const outcome = await this.repository.add(caller.id, dto.productId);
    if (outcome === 'noProduct') throw catalogErrors.productNotFound();
    if (outcome === 'alreadyThere') throw wishlistErrors.alreadyInWishlist();
    return { message: 'Added to your wishlist' };
  }

  async getWishlist(caller: AuthUser, userId: string): Promise<WishlistResponseDto> {
    assertOwnUserId(caller, userId, wishlistErrors.notYourWishlist);
    return toWishlistResponse(await this.repository.itemsOf(caller.id));
  }

  async remove(caller: AuthUser, itemId: string): Promise<WishlistItemDeletedResponseDto> {
    // Someone else's item and an unknown one answer alike: 404.
    if (!(await this.repository.remove(caller.id, itemId))) throw wishlistErrors.itemNotFound();
    return { message: 'Removed from your wishlist', wishlistId: itemId };
  }
}
