import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { CartService } from './cart.service.js';
import { AddToCartDto } from './dto/add-to-cart.dto.js';
import { CartLineDeletedResponseDto, CartResponseDto } from './dto/cart.response.dto.js';
import { QuantityChangeDto } from './dto/quantity-change.dto.js';

/** The storefront's cart calls (spec 7): the signed-in customer's own cart only. */
@ApiTags('cart')
@Controller('home/product')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Post('add-to-card')
  @ApiOperation({
    summary: 'Add a product in a size and colour; the same product, size and colour again adds to its quantity, never beyond the stock',
    description:
      "Puts `quantity` (1 to 99) of a product into the caller's own cart in one of its sizes and colours (matched in " +
      'any case; left out, its first), or adds it to the line of the same product, size and colour; a line never ' +
      "passes the product's stock. The spec's `add-to-card` (spelt so). Fails: 400 `VALIDATION_FAILED` naming the " +
      'field, or `OPTION_NOT_OFFERED` for a size or colour the product does not have; 403 `FORBIDDEN` when `userId` is ' +
      "sent and is not the caller's; 404 `PRODUCT_NOT_FOUND`; 409 `OUT_OF_STOCK` (none left) or `EXCEEDS_STOCK` " +
      "('Cannot exceed available stock').",
  })
  @ApiErrors(400, 401, 403, 404, 409)
  add(@CurrentUser() user: AuthUser, @Body() dto: AddToCartDto): Promise<MessageResponseDto> {
    return this.cart.add(user, dto);
  }

  @Get('get-card-product/:userId')
  @ApiOperation({
    summary: 'The cart: in-stock lines grouped by shop, the out-of-stock lines, totals in rupees',
    description:
      "The caller's own cart: `card_products`, the lines the stock covers grouped by shop with each group's price; " +
      '`outOfStockProduct`, lines asking for more than is left; `price` and `buy_product_item` over the lines the ' +
      "stock covers; `card_product_count`, every line (the header's badge); `shipping_fee` (standard shipping is " +
      "free). Prices are today's, in rupees. Fails: 400 `VALIDATION_FAILED` when userId is not a UUID; 403 `FORBIDDEN` " +
      "when it is not the caller's id.",
  })
  @ApiErrors(400, 401, 403)
  get(@CurrentUser() user: AuthUser, @UuidParam('userId') userId: string): Promise<CartResponseDto> {
    return this.cart.getCart(user, userId);
  }

  @Put('quantity-inc/:id')
  @ApiOperation({
    summary: 'One more of a cart line, refused at the stock',
    description:
      "Adds one to a line of the caller's cart, unless that would pass the product's stock. The body may repeat the " +
      "line's id as `cardId` and the caller's id as `userId`; both are checked, neither is needed. Fails: 400 " +
      "`VALIDATION_FAILED` (an id that is not a UUID, or `cardId` other than the path's); 403 `FORBIDDEN` for another " +
      "`userId`; 404 `CART_LINE_NOT_FOUND` (also someone else's line); 409 `EXCEEDS_STOCK` ('Cannot exceed available " +
      "stock').",
  })
  @ApiErrors(400, 401, 403, 404, 409)
  increase(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body() dto: QuantityChangeDto,
  ): Promise<MessageResponseDto> {
    return this.cart.increase(user, id, dto);
  }

  @Put('quantity-dec/:id')
  @ApiOperation({
    summary: 'One fewer of a cart line, refused at 1',
    description:
      "Takes one from a line of the caller's cart, never below 1 (remove the line with delete-card-product). The body " +
      'may repeat `cardId` and `userId` as for quantity-inc. Fails: 400 `VALIDATION_FAILED` or `QUANTITY_BELOW_ONE` ' +
      "('Quantity cannot be less than 1'); 403 `FORBIDDEN` for another `userId`; 404 `CART_LINE_NOT_FOUND` (also " +
      "someone else's line).",
  })
  @ApiErrors(400, 401, 403, 404)
  decrease(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @Body() dto: QuantityChangeDto,
  ): Promise<MessageResponseDto> {
    return this.cart.decrease(user, id, dto);
  }

  @Put('accept-price/:id')
  @ApiOperation({
    summary: "Acknowledge a cart line's new price (the price lock's notice)",
    description:
      "A line remembers the piece's sale price when it was added (`addedPrice`); a change of today's metal rate can move " +
      "the price since. This makes the line remember today's price, so the cart stops pointing out the change. The order " +
      "charges today's price whether or not it is called. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 " +
      "`CART_LINE_NOT_FOUND` (also someone else's line).",
  })
  @ApiErrors(400, 401, 404)
  acceptPrice(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<MessageResponseDto> {
    return this.cart.acceptPrice(user, id);
  }

  @Delete('delete-card-product/:id')
  @ApiOperation({
    summary: 'Remove a line from the cart',
    description:
      "Removes a line from the caller's cart and answers its id as `cardId`. Fails: 400 `VALIDATION_FAILED` when id is " +
      "not a UUID; 404 `CART_LINE_NOT_FOUND` (also someone else's line).",
  })
  @ApiErrors(400, 401, 404)
  remove(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<CartLineDeletedResponseDto> {
    return this.cart.remove(user, id);
  }
}
