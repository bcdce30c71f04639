import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { AddToWishlistDto } from './dto/add-to-wishlist.dto.js';
import { WishlistItemDeletedResponseDto, WishlistResponseDto } from './dto/wishlist.response.dto.js';
import { wishlistErrors } from './wishlist.errors.js';
import { WishlistService } from './wishlist.service.js';

const uuid = (field: string) => new ParseUUIDPipe({ exceptionFactory: () => wishlistErrors.invalidId(field) });

/** The storefront's wishlist calls (spec 7): the signed-in customer's own wishlist only. */
@ApiTags('wishlist')
@Controller('home/product')
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Post('add-to-wishlist')
  @ApiOperation({ summary: 'Heart a product; each product once' })
  @ApiErrors(400, 401, 403, 404, 409)
  add(@CurrentUser() user: AuthUser, @Body() dto: AddToWishlistDto): Promise<MessageResponseDto> {
    return this.wishlist.add(user, dto);
  }

  @Get('get-wishlist-products/:userId')
  @ApiOperation({ summary: 'The wishlist, newest first, with live names, prices and pictures' })
  @ApiErrors(400, 401, 403)
  get(@CurrentUser() user: AuthUser, @Param('userId', uuid('userId')) userId: string): Promise<WishlistResponseDto> {
    return this.wishlist.getWishlist(user, userId);
  }

  @Delete('delete-wishlist-product/:id')
  @ApiOperation({ summary: 'Remove an item from the wishlist' })
  @ApiErrors(400, 401, 404)
  remove(@CurrentUser() user: AuthUser, @Param('id', uuid('id')) id: string): Promise<WishlistItemDeletedResponseDto> {
    return this.wishlist.remove(user, id);
  }
}
