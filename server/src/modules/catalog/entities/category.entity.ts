import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'categories' })
@Index('uq_categories_slug', ['slug'], { unique: true })
@Index('idx_categories_position', ['position'])
export class Category {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** The storefront's /category-data/{slug}: lower-case letters and digits joined by dashes (common/slug.ts). */
  @Column({ type: 'varchar', length: 100 })
  slug: string;

  /** URL of the category picture (640 px WebP); empty when none. */
  @Column({ type: 'text', default: '' })
  image: string;

  /** Order on the storefront, smallest first. */
  @Column({ type: 'int', default: 0 })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
