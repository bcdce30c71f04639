import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Product } from './product.entity.js';

/**
 * A product's full-text vector: name (weight A), brand (B) and description (C). Its own table so that a change of price,
 * stock or rating rewrites no vector and no full-text index entry (migration 1765400000000); written only by the
 * products table's triggers, when a product is added or its name, brand or description changes, and read only by
 * catalog.repository.ts's searches.
 */
@Entity({ name: 'product_search' })
// The GIN index TypeORM cannot describe; created by the migration, left alone by schema comparison.
@Index('idx_product_search_search', { synchronize: false })
export class ProductSearch {
  @PrimaryColumn({ name: 'product_id', type: 'uuid', primaryKeyConstraintName: 'pk_product_search' })
  productId: string;

  // Many-to-one as TypeORM sees it (a one-to-one would add a unique index): the primary key makes it one per product.
  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'fk_product_search_product' })
  product?: Relation<Product>;

  @Column({ type: 'tsvector', select: false, insert: false, update: false })
  search?: string;
}
