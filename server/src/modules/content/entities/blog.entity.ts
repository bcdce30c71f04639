import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { SearchVectorColumn, TextListColumn } from '../../../database/columns.js';

/** One further section of a post: a heading, a picture and its text (spec 3 additionalDescription). */
export type BlogSection = { heading: string; image: string; description: string };

/** A post of the shop's journal (spec 3 'Blog'). */
@Entity({ name: 'blogs' })
@Index('uq_blogs_slug', ['slug'], { unique: true })
@Index('idx_blogs_created', ['createdAt'])
@Index('idx_blogs_seller', ['sellerId'])
// GIN index on the generated search vector, created by the migration.
@Index('idx_blogs_search', { synchronize: false })
export class Blog {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 220 })
  slug: string;

  /** Picture URLs (as StorageService stores them); the first is the post's cover. */
  @TextListColumn()
  images: string[];

  /** The opening paragraphs (spec 3 description). */
  @TextListColumn()
  description: string[];

  @Column({ name: 'additional_description', type: 'jsonb', default: () => "'[]'" })
  additionalDescription: BlogSection[];

  /** The seller account that wrote and manages the post; null for the house shop's (the admins'). */
  @Column({ name: 'seller_id', type: 'uuid', nullable: true })
  sellerId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'seller_id', foreignKeyConstraintName: 'fk_blogs_seller' })
  seller?: Relation<User>;

  /** Full-text vector of the name (weight A) and every paragraph and section (C), for the blog's search box. */
  // An IMMUTABLE SQL function of the migration: array_to_string alone is only STABLE, which a generated column refuses.
  @SearchVectorColumn(`blog_search_vector("name", "description", "additional_description")`)
  search?: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
