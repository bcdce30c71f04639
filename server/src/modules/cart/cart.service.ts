import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { MessageResponseDto } from '../../common/dto/common.dto.js';
import { queryPrepared } from '../../database/prepared.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { Product } from '../catalog/entities/product.entity.js';
import { cartErrors } from './cart.errors.js';
import { resolveOption, splitCart } from './cart.rules.js';
import { AddToCartDto } from './dto/add-to-cart.dto.js';
import { PRODUCT_JSON } from '../catalog/product.mapper.js';
import { CartLineDeletedResponseDto, type CartLineRow, type CartResponseDto, toCartResponse, toLoadedCartLine } from './dto/cart.response.dto.js';
import { QuantityChangeDto } from './dto/quantity-change.dto.js';
import { CartLine } from './entities/cart-line.entity.js';

/**
 * Adds the quantity to the line of the same product, size and colour, or creates it, in one statement that
 * never lets the line pass the product's stock: concurrent adds queue on the unique index and each re-checks
 * the sum against the stock. No row back means the stock does not cover it.
 */
const UPSERT_LINE = `
  INSERT INTO cart_lines (user_id, product_id, quantity, size, color)
  SELECT $1, p.id, $3, $4, $5 FROM products p WHERE p.id = $2 AND p.stock >= $3
  ON CONFLICT (user_id, product_id, size, color) DO UPDATE
    SET quantity = cart_lines.quantity + EXCLUDED.quantity, updated_at = now()
    WHERE cart_lines.quantity + EXCLUDED.quantity <= (SELECT stock FROM products WHERE id = EXCLUDED.product_id)
  RETURNING id`;

/** A customer's cart (spec 3 and 5): every change is one guarded statement, every read one query. */
@Injectable()
export class CartService {
  constructor(
    @InjectRepository(CartLine) private readonly lines: Repository<CartLine>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
  ) {}

  /** A `userId` in a path or body must be the caller's own. */
  private assertOwn(caller: AuthUser, userId: string | undefined): void {
    if (userId !== undefined && userId !== caller.id) throw cartErrors.notYourCart();
  }

  async add(caller: AuthUser, dto: AddToCartDto): Promise<MessageResponseDto> {
    this.assertOwn(caller, dto.userId);
    const product = await this.products.findOne({
      where: { id: dto.productId },
      select: { id: true, stock: true, sizes: true, colors: true },
    });
    if (!product) throw catalogErrors.productNotFound();
    const size = resolveOption(product.sizes, dto.size);
    if (size === undefined) throw cartErrors.sizeNotOffered(product.sizes);
    const color = resolveOption(product.colors, dto.color);
    if (color === undefined) throw cartErrors.colorNotOffered(product.colors);
    if (product.stock === 0) throw cartErrors.outOfStock();
    if (dto.quantity > product.stock) throw cartErrors.exceedsStock();

    const rows: Array<{ id: string }> = await this.lines.query(UPSERT_LINE, [caller.id, product.id, dto.quantity, size, color]);
    if (!rows.length) throw cartErrors.exceedsStock();
    return { message: 'Added to your cart' };
  }

  async getCart(caller: AuthUser, userId: string): Promise<CartResponseDto> {
    this.assertOwn(caller, userId);
    return this.cartOf(caller.id);
  }

  /**
   * The cart state of a customer: one query (lines, products, categories), whatever the number of lines, read as
   * plain rows, the product as the catalogue shows it (PRODUCT_JSON; building TypeORM entities for it cost more than the query).
   * A prepared statement, planned once per connection: every signed-in page reads the cart for its badge, and planning
   * the join took longer than running it. From the primary, so that it shows the caller's last change.
   */
  async cartOf(userId: string): Promise<CartResponseDto> {
    const rows = await queryPrepared<CartLineRow>(
      this.lines.manager.connection,
      'cart_of_customer',
      `SELECT l.id AS line_id, l.quantity, l.size AS line_size, l.color AS line_color, ${PRODUCT_JSON} AS product,
              p.stock, p.sale_price_paise, p.shop_name, p.seller_id
       FROM cart_lines l JOIN products p ON p.id = l.product_id JOIN categories c ON c.id = p.category_id
       WHERE l.user_id = $1
       ORDER BY l.created_at, l.id`,
      [userId],
    );
    return toCartResponse(splitCart(rows.map(toLoadedCartLine)));
  }

  async increase(caller: AuthUser, lineId: string, dto: QuantityChangeDto): Promise<MessageResponseDto> {
    this.assertChange(caller, lineId, dto);
    // One conditional statement: concurrent clicks re-check the stock against the quantity each one leaves.
    const result = await this.lines
      .createQueryBuilder()
      .update(CartLine)
      .set({ quantity: () => 'quantity + 1' })
      .where('id = :lineId AND user_id = :userId', { lineId, userId: caller.id })
      .andWhere('quantity + 1 <= (SELECT p.stock FROM products p WHERE p.id = cart_lines.product_id)')
      .execute();
    if (!result.affected) {
      await this.assertLineExists(caller.id, lineId);
      throw cartErrors.exceedsStock();
    }
    return { message: 'Quantity increased' };
  }

  async decrease(caller: AuthUser, lineId: string, dto: QuantityChangeDto): Promise<MessageResponseDto> {
    this.assertChange(caller, lineId, dto);
    const result = await this.lines
      .createQueryBuilder()
      .update(CartLine)
      .set({ quantity: () => 'quantity - 1' })
      .where('id = :lineId AND user_id = :userId AND quantity > 1', { lineId, userId: caller.id })
      .execute();
    if (!result.affected) {
      await this.assertLineExists(caller.id, lineId);
      throw cartErrors.quantityBelowOne();
    }
    return { message: 'Quantity decreased' };
  }

  async remove(caller: AuthUser, lineId: string): Promise<CartLineDeletedResponseDto> {
    const removed = await this.removeLines(caller.id, [lineId]);
    if (!removed) throw cartErrors.lineNotFound();
    return { message: 'Removed from your cart', cardId: lineId };
  }

  /** Deletes the given lines of a customer; answers how many went. (Placing an order empties its lines in its own statement.) */
  private async removeLines(userId: string, lineIds: readonly string[]): Promise<number> {
    if (!lineIds.length) return 0;
    const result = await this.lines.delete({ userId, id: In([...lineIds]) });
    return result.affected ?? 0;
  }

  private assertChange(caller: AuthUser, lineId: string, dto: QuantityChangeDto): void {
    this.assertOwn(caller, dto.userId);
    if (dto.cardId !== undefined && dto.cardId !== lineId) throw cartErrors.cardIdMismatch();
  }

  /** Someone else's line and an unknown one answer alike: 404. */
  private async assertLineExists(userId: string, lineId: string): Promise<void> {
    const found = await this.lines.exists({ where: { id: lineId, userId } });
    if (!found) throw cartErrors.lineNotFound();
  }
}
