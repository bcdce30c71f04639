import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Column, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { Product } from '../../catalog/entities/product.entity.js';

/** A product a customer has hearted; once per customer and product. Name, price and picture are read live from the product. */
@Entity({ name: 'wishlist_items' })
@Index('uq_wishlist_items_user_product', ['userId', 'productId'], { unique: true })
@Index('idx_wishlist_items_product', ['productId'])
export class WishlistItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_wishlist_items_user' })
  user?: Relation<User>;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'fk_wishlist_items_product' })
  product?: Relation<Product>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
