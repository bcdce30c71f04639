import type { NonReturnableKind } from '../../catalog/non-returnable.js';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { Product } from '../../catalog/entities/product.entity.js';
import { Order } from './order.entity.js';
import { ChoiceColumn } from '../../../database/columns.js';
import type { PurityCode } from '../../pricing/metal.js';
import type { PriceBreakup } from '../../pricing/price.js';

/** One product of an order, as it was when bought: later catalogue edits never rewrite it. */
@Entity({ name: 'order_lines' })
@Index('idx_order_lines_order', ['orderId'])
@Index('idx_order_lines_product', ['productId'])
@Index('idx_order_lines_seller', ['sellerId'])
@Check('chk_order_lines_quantity', '"quantity" >= 1')
@Check('chk_order_lines_tax', '"taxable_value_paise" >= 0 AND "gst_paise" >= 0')
@Check('chk_order_lines_prices', '"price_paise" >= 0 AND "sale_price_paise" >= 0 AND "discount" BETWEEN 0 AND 100')
export class OrderLine {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  /** Where the line stood in the order as placed, 0 first: every read lists the lines in this order. */
  @Column({ type: 'smallint', default: 0 })
  position: number;

  @ManyToOne(() => Order, (order) => order.lines, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'fk_order_lines_order' })
  order?: Relation<Order>;

  /** Null once the product is deleted from the catalogue; the snapshot below stays. */
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId: string | null;

  @ManyToOne(() => Product, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'fk_order_lines_product' })
  product?: Relation<Product>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 220, default: '' })
  slug: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  brand: string;

  /** First picture of the product when bought. */
  @Column({ type: 'text', default: '' })
  image: string;

  /** List price of one piece. */
  @Column({ name: 'price_paise', type: 'bigint' })
  pricePaise: number;

  @Column({ type: 'smallint', default: 0 })
  discount: number;

  /** What one piece cost: price − floor(price × discount / 100). */
  @Column({ name: 'sale_price_paise', type: 'bigint' })
  salePricePaise: number;

  @Column({ type: 'int' })
  quantity: number;

  @ChoiceColumn()
  size: string;

  @ChoiceColumn()
  color: string;

  @Column({ name: 'shop_name', type: 'varchar', length: 120, default: '' })
  shopName: string;

  /** The seller whose product this was, so a seller's console shows the orders that hold their products. */
  @Column({ name: 'seller_id', type: 'uuid', nullable: true })
  sellerId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'seller_id', foreignKeyConstraintName: 'fk_order_lines_seller' })
  seller?: Relation<User>;

  /** The HSN code the piece was sold under (7113 precious-metal jewellery, 7117 imitation). */
  @Column({ type: 'varchar', length: 8, default: '7113' })
  hsn: string;

  /** Its metal and purity when sold (pricing/metal.ts codes); null for a piece without one. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  purity: PurityCode | null;

  @Column({ name: 'net_weight_mg', type: 'int', nullable: true })
  netWeightMg: number | null;

  /** One piece's price breakup as the shopper was shown it when the order was placed (null for older orders). */
  @Column({ type: 'jsonb', nullable: true })
  breakup: PriceBreakup | null;

  /** The product's non-returnable kind when the order was placed; null: returnable. */
  @Column({ name: 'non_returnable', type: 'varchar', length: 16, nullable: true })
  nonReturnable: NonReturnableKind | null;

  /** The taxable value in what the line cost (sale price × quantity, GST included), before any coupon. */
  @Column({ name: 'taxable_value_paise', type: 'bigint', default: 0 })
  taxableValuePaise: number;

  /** The GST in what the line cost: sale price × quantity − taxable value. */
  @Column({ name: 'gst_paise', type: 'bigint', default: 0 })
  gstPaise: number;
}
