import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { AddToWishlistDto } from './dto/add-to-wishlist.dto.js';
import { WishlistItemDeletedResponseDto, WishlistResponseDto } from './dto/wishlist.response.dto.js';
import { WishlistService } from './wishlist.service.js';

/** The storefront's wishlist calls (spec 7): the signed-in customer's own wishlist only. */
@ApiTags('wishlist')
@Controller('home/product')
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Post('add-to-wishlist')
  @ApiOperation({
    summary: 'Heart a product; each product once',
    description:
      "Adds a product to the caller's own wishlist. Only `productId` counts: the name, price, picture and the rest the " +
      "storefront sends are ignored, the wishlist shows the product's own. Fails: 400 `VALIDATION_FAILED`; 403 " +
      "`FORBIDDEN` when `userId` is sent and is not the caller's; 404 `PRODUCT_NOT_FOUND`; 409 `ALREADY_IN_WISHLIST`.",
  })
  @ApiErrors(400, 401, 403, 404, 409)
  add(@CurrentUser() user: AuthUser, @Body() dto: AddToWishlistDto): Promise<MessageResponseDto> {
    return this.wishlist.add(user, dto);
  }

  @Get('get-wishlist-products/:userId')
  @ApiOperation({
    summary: 'The wishlist, newest first, with live names, prices and pictures',
    description:
      "The caller's own wishlist, newest first: `wishlists` (each item's id, productId, and the product's current " +
      'name, slug, list price in rupees, first picture, discount and rating) and `wishlistCount`. Fails: 400 ' +
      "`VALIDATION_FAILED` when userId is not a UUID; 403 `FORBIDDEN` when it is not the caller's id.",
  })
  @ApiErrors(400, 401, 403)
  get(@CurrentUser() user: AuthUser, @UuidParam('userId') userId: string): Promise<WishlistResponseDto> {
    return this.wishlist.getWishlist(user, userId);
  }

  @Delete('delete-wishlist-product/:id')
  @ApiOperation({
    summary: 'Remove an item from the wishlist',
    description:
      "Removes an item, by the wishlist item's id, from the caller's wishlist and answers it as `wishlistId`. Fails: " +
      "400 `VALIDATION_FAILED` when id is not a UUID; 404 `WISHLIST_ITEM_NOT_FOUND` (also someone else's item).",
  })
  @ApiErrors(400, 401, 404)
  remove(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<WishlistItemDeletedResponseDto> {
    return this.wishlist.remove(user, id);
  }
}
