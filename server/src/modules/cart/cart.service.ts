import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertOwnUserId } from '../../common/auth/own-user.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { cartErrors } from './cart.errors.js';
import { CartRepository } from './cart.repository.js';
import { resolveOption, splitCart } from './cart.rules.js';
import { AddToCartDto } from './dto/add-to-cart.dto.js';
import { CartLineDeletedResponseDto, type CartResponseDto, toCartResponse, toLoadedCartLine } from './dto/cart.response.dto.js';
import { QuantityChangeDto } from './dto/quantity-change.dto.js';

/** A customer's cart (spec 3 and 5): every change is one guarded statement, every read one query. */
@Injectable()
export class CartService {
  constructor(private readonly repository: CartRepository) {}

  async add(caller: AuthUser, dto: AddToCartDto): Promise<MessageResponseDto> {
    assertOwnUserId(caller, dto.userId, cartErrors.notYourCart);
    const product = await this.repository.productOptions(dto.productId);
    if (!product) throw catalogErrors.productNotFound();
    const size = resolveOption(product.sizes, dto.size);
    if (size === undefined) throw cartErrors.sizeNotOffered(product.sizes);
    const color = resolveOption(product.colors, dto.color);
    if (color === undefined) throw cartErrors.colorNotOffered(product.colors);
    if (product.stock === 0) throw cartErrors.outOfStock();
    if (dto.quantity > product.stock) throw cartErrors.exceedsStock();

    if (!(await this.repository.addToLine(caller.id, product.id, dto.quantity, size, color))) throw cartErrors.exceedsStock();
    return { message: 'Added to your cart' };
  }

  async getCart(caller: AuthUser, userId: string): Promise<CartResponseDto> {
    assertOwnUserId(caller, userId, cartErrors.notYourCart);
    return this.cartOf(caller.id);
  }

  /** The cart state of a customer (its lines in one prepared statement), as the cart call and coupons read it. */
  async cartOf(userId: string): Promise<CartResponseDto> {
    const rows = await this.repository.linesOf(userId);
    return toCartResponse(splitCart(rows.map(toLoadedCartLine)));
  }

  increase(caller: AuthUser, lineId: string, dto: QuantityChangeDto): Promise<MessageResponseDto> {
    return this.changeQuantity(caller, lineId, dto, 'increase', cartErrors.exceedsStock, 'Quantity increased');
  }

  decrease(caller: AuthUser, lineId: string, dto: QuantityChangeDto): Promise<MessageResponseDto> {
    return this.changeQuantity(caller, lineId, dto, 'decrease', cartErrors.quantityBelowOne, 'Quantity decreased');
  }

  /** The shopper acknowledges a line's changed price (the price lock's notice goes away); the order charges today's price either way. */
  async acceptPrice(caller: AuthUser, lineId: string): Promise<MessageResponseDto> {
    if (!(await this.repository.acceptPrice(caller.id, lineId))) throw cartErrors.lineNotFound();
    return { message: 'Price noted' };
  }

  async remove(caller: AuthUser, lineId: string): Promise<CartLineDeletedResponseDto> {
    // (Placing an order empties its lines in its own statement.)
    const removed = await this.repository.removeLines(caller.id, [lineId]);
    if (!removed) throw cartErrors.lineNotFound();
    return { message: 'Removed from your cart', cardId: lineId };
  }

  /**
   * Moves a line's quantity one step (the repository's guarded `step`); when the step is refused, answers 404 for a line
   * that is not the caller's and `refused()` for one the rule stops.
   */
  private async changeQuantity(
    caller: AuthUser,
    lineId: string,
    dto: QuantityChangeDto,
    step: 'increase' | 'decrease',
    refused: () => Error,
    message: string,
  ): Promise<MessageResponseDto> {
    assertOwnUserId(caller, dto.userId, cartErrors.notYourCart);
    if (dto.cardId !== undefined && dto.cardId !== lineId) throw cartErrors.cardIdMismatch();
    if (!(await this.repository[step](caller.id, lineId))) {
      await this.assertLineExists(caller.id, lineId);
      throw refused();
    }
    return { message };
  }

  /** Someone else's line and an unknown one answer alike: 404. */
  private async assertLineExists(userId: string, lineId: string): Promise<void> {
    const found = await this.repository.lineExists(userId, lineId);
    if (!found) throw cartErrors.lineNotFound();
  }
}
