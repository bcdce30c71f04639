import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { cartErrors } from './cart.errors.js';
import { CartService } from './cart.service.js';
import { AddToCartDto } from './dto/add-to-cart.dto.js';
import { CartLineDeletedResponseDto, CartResponseDto } from './dto/cart.response.dto.js';
import { QuantityChangeDto } from './dto/quantity-change.dto.js';

const uuid = (field: string) => new ParseUUIDPipe({ exceptionFactory: () => cartErrors.invalidId(field) });

/** The storefront's cart calls (spec 7): the signed-in customer's own cart only. */
@ApiTags('cart')
@Controller('home/product')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Post('add-to-card')
  @ApiOperation({ summary: 'Add a product in a size and colour; the same product, size and colour again adds to its quantity, never beyond the stock' })
  @ApiErrors(400, 401, 403, 404, 409)
  add(@CurrentUser() user: AuthUser, @Body() dto: AddToCartDto): Promise<MessageResponseDto> {
    return this.cart.add(user, dto);
  }

  @Get('get-card-product/:userId')
  @ApiOperation({ summary: 'The cart: in-stock lines grouped by shop, the out-of-stock lines, totals in rupees' })
  @ApiErrors(400, 401, 403)
  get(@CurrentUser() user: AuthUser, @Param('userId', uuid('userId')) userId: string): Promise<CartResponseDto> {
    return this.cart.getCart(user, userId);
  }

  @Put('quantity-inc/:id')
  @ApiOperation({ summary: 'One more of a cart line, refused at the stock' })
  @ApiErrors(400, 401, 403, 404, 409)
  increase(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid('id')) id: string,
    @Body() dto: QuantityChangeDto,
  ): Promise<MessageResponseDto> {
    return this.cart.increase(user, id, dto);
  }

  @Put('quantity-dec/:id')
  @ApiOperation({ summary: 'One fewer of a cart line, refused at 1' })
  @ApiErrors(400, 401, 403, 404)
  decrease(
    @CurrentUser() user: AuthUser,
    @Param('id', uuid('id')) id: string,
    @Body() dto: QuantityChangeDto,
  ): Promise<MessageResponseDto> {
    return this.cart.decrease(user, id, dto);
  }

  @Delete('delete-card-product/:id')
  @ApiOperation({ summary: 'Remove a line from the cart' })
  @ApiErrors(400, 401, 404)
  remove(@CurrentUser() user: AuthUser, @Param('id', uuid('id')) id: string): Promise<CartLineDeletedResponseDto> {
    return this.cart.remove(user, id);
  }
}
