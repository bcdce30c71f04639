import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { queryPrepared } from '../../database/prepared.js';
import type { ProductDto } from '../catalog/dto/catalog.response.dto.js';
import { Product } from '../catalog/entities/product.entity.js';
import { PRODUCT_JSON } from '../catalog/product.mapper.js';
import { CartLine } from './entities/cart-line.entity.js';

/**
 * A cart line as the cart query reads it: the line's columns, the product as the API shows it (PRODUCT_JSON) and the
 * product's columns the cart rules need.
 */
export type CartLineRow = {
  line_id: string;
  quantity: number;
  line_size: string;
  line_color: string;
  product: ProductDto;
  stock: number;
  sale_price_paise: number;
  added_price_paise: number | null;
  shop_name: string;
  seller_id: string | null;
};

/** What adding to the cart checks of a product: its stock and the sizes and colours it comes in. */
export type CartProductOptions = Pick<Product, 'id' | 'stock' | 'sizes' | 'colors'>;

/**
 * Adds the quantity to the line of the same product, size and colour, or creates it, in one statement that
 * never lets the line pass the product's stock: concurrent adds queue on the unique index and each re-checks
 * the sum against the stock. No row back means the stock does not cover it. The line remembers today's sale price (the
 * price lock): adding the piece again is the shopper taking the price they now see.
 */
const UPSERT_LINE = `
  INSERT INTO cart_lines (user_id, product_id, quantity, size, color, added_price_paise)
  SELECT $1, p.id, $3, $4, $5, p.sale_price_paise FROM products p WHERE p.id = $2 AND p.stock >= $3
  ON CONFLICT (user_id, product_id, size, color) DO UPDATE
    SET quantity = cart_lines.quantity + EXCLUDED.quantity, added_price_paise = EXCLUDED.added_price_paise, updated_at = now()
    WHERE cart_lines.quantity + EXCLUDED.quantity <= (SELECT stock FROM products WHERE id = EXCLUDED.product_id)
  RETURNING id`;

/** The cart's SQL: every change one guarded statement, every read one query. */
@Injectable()
export class CartRepository {
  constructor(
    @InjectRepository(CartLine) private readonly lines: Repository<CartLine>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
  ) {}

  productOptions(productId: string): Promise<CartProductOptions | null> {
    return this.products.findOne({
      where: { id: productId },
      select: { id: true, stock: true, sizes: true, colors: true },
    });
  }

  /** Answers whether the line now holds the quantity (false: the stock does not cover it). */
  async addToLine(userId: string, productId: string, quantity: number, size: string, color: string): Promise<boolean> {
    const rows: Array<{ id: string }> = await this.lines.query(UPSERT_LINE, [userId, productId, quantity, size, color]);
    return rows.length > 0;
  }

  /**
   * A customer's cart lines: one query (lines, products, categories), whatever the number of lines, read as plain
   * rows, the product as the catalogue shows it (PRODUCT_JSON; building TypeORM entities for it cost more than the query).
   * A prepared statement, planned once per connection: every signed-in page reads the cart for its badge, and planning
   * the join took longer than running it. From the primary, so that it shows the caller's last change.
   */
  linesOf(userId: string): Promise<CartLineRow[]> {
    return queryPrepared<CartLineRow>(
      this.lines.manager.connection,
      'cart_of_customer',
      `SELECT l.id AS line_id, l.quantity, l.size AS line_size, l.color AS line_color, ${PRODUCT_JSON} AS product,
              p.stock, p.sale_price_paise, l.added_price_paise, p.shop_name, p.seller_id
       FROM cart_lines l JOIN products p ON p.id = l.product_id JOIN categories c ON c.id = p.category_id
       WHERE l.user_id = $1
       ORDER BY l.created_at, l.id`,
      [userId],
    );
  }

  /** One more of the line, in one conditional statement: concurrent clicks re-check the stock against the quantity each one leaves. */
  increase(userId: string, lineId: string): Promise<boolean> {
    return this.setQuantity(userId, lineId, 'quantity + 1', 'id = :lineId AND user_id = :userId', 'quantity + 1 <= (SELECT p.stock FROM products p WHERE p.id = cart_lines.product_id)');
  }

  /** One fewer of the line, never below 1. */
  decrease(userId: string, lineId: string): Promise<boolean> {
    return this.setQuantity(userId, lineId, 'quantity - 1', 'id = :lineId AND user_id = :userId AND quantity > 1');
  }

  /** The shopper has seen the line's new price: it becomes the price the line remembers. Answers whether the line is theirs. */
  async acceptPrice(userId: string, lineId: string): Promise<boolean> {
    const result = await this.lines
      .createQueryBuilder()
      .update(CartLine)
      .set({ addedPricePaise: () => '(SELECT p.sale_price_paise FROM products p WHERE p.id = cart_lines.product_id)' })
      .where('id = :lineId AND user_id = :userId', { lineId, userId })
      .execute();
    return Boolean(result.affected);
  }

  /** Deletes the given lines of a customer; answers how many went. */
  async removeLines(userId: string, lineIds: readonly string[]): Promise<number> {
    const result = await this.lines.delete({ userId, id: In([...lineIds]) });
    return result.affected ?? 0;
  }

  lineExists(userId: string, lineId: string): Promise<boolean> {
    return this.lines.exists({ where: { id: lineId, userId } });
  }

  /** One UPDATE of the line's quantity under the conditions; answers whether it changed. */
  private async setQuantity(userId: string, lineId: string, quantity: string, where: string, ...andWhere: string[]): Promise<boolean> {
    const builder = this.lines
      .createQueryBuilder()
      .update(CartLine)
      .set({ quantity: () => quantity })
      .where(where, { lineId, userId });
    for (const condition of andWhere) builder.andWhere(condition);
    const result = await builder.execute();
    return Boolean(result.affected);
  }
}
