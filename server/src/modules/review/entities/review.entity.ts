import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { Product } from '../../catalog/entities/product.entity.js';

/** A customer's rating and words on one product; at most one per customer per product. Staff may hide it. */
@Entity({ name: 'reviews' })
@Index('uq_reviews_product_user', ['productId', 'userId'], { unique: true })
@Index('idx_reviews_product_created', ['productId', 'createdAt'])
@Index('idx_reviews_created', ['createdAt'])
@Check('chk_reviews_rating', '"rating" BETWEEN 1 AND 5')
export class Review {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'fk_reviews_product' })
  product?: Relation<Product>;

  /** Null once the account is gone; the review stays under the name it was written with. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_reviews_user' })
  user?: Relation<User>;

  /** The name shown with the review. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text' })
  review: string;

  @Column({ type: 'smallint' })
  rating: number;

  /** Hidden by staff: not shown, not counted in the product's rating. */
  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
