import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { Product } from '../../catalog/entities/product.entity.js';
import { ChoiceColumn } from '../../../database/columns.js';

/** One product in a customer's cart, in one size and colour; adding the same again raises the quantity. */
@Entity({ name: 'cart_lines' })
@Index('uq_cart_lines_user_product_options', ['userId', 'productId', 'size', 'color'], { unique: true })
@Index('idx_cart_lines_product', ['productId'])
@Check('chk_cart_lines_quantity', '"quantity" >= 1')
export class CartLine {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_cart_lines_user' })
  user?: Relation<User>;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'fk_cart_lines_product' })
  product?: Relation<Product>;

  @Column({ type: 'int' })
  quantity: number;

  /** The chosen size; '' when the product has none to choose. */
  @ChoiceColumn()
  size: string;

  /** The chosen colour; '' when the product has none to choose. */
  @ChoiceColumn()
  color: string;

  /**
   * The piece's sale price in paise when it was added, re-added or its change acknowledged: the cart tells the shopper
   * when today's price differs (a change of rate). Null for lines from before it was kept.
   */
  @Column({ name: 'added_price_paise', type: 'bigint', nullable: true })
  addedPricePaise: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
